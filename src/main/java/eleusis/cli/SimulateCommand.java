package eleusis.cli;

import eleusis.rules.Rule;
import eleusis.sim.EventJson;
import eleusis.sim.Simulation;
import java.io.PrintStream;

/**
 * {@code simulate --game eleusis|express --players N --seed S --rule RULE [--rounds R]}: a whole game
 * with computer players, printed as JSON lines, one event a line.
 */
final class SimulateCommand {
    static final String USAGE = "usage: java -jar eleusis.jar simulate --game eleusis|express --players N --seed S --rule RULE [--rounds R]\n"
            + "       java -jar eleusis.jar simulate --game elephant|elementa|palmera --seed S [--players N]";

    private SimulateCommand() {}

    static int run(String[] args, PrintStream out, PrintStream err) {
        String game = null, rule = null;
        Integer players = null, rounds = null;
        Long seed = null;
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            if (i + 1 >= args.length) throw new UsageException("simulate: " + name + " needs a value\n" + USAGE);
            String value = args[++i];
            switch (name) {
                case "--game" -> game = value;
                case "--rule" -> rule = value;
                case "--players" -> players = number(name, value);
                case "--rounds" -> rounds = number(name, value);
                case "--seed" -> {
                    try {
                        seed = Long.parseLong(value);
                    } catch (NumberFormatException e) {
                        throw new UsageException("simulate: --seed must be a whole number, not '" + value + "'");
                    }
                }
                default -> throw new UsageException("simulate: unknown option '" + name + "'\n" + USAGE);
            }
        }
        if (game != null && EXTRA.containsKey(game)) return extra(game, players, seed, rule, rounds, out, err);
        if (game == null || players == null || seed == null || rule == null) {
            throw new UsageException("simulate: --game, --players, --seed and --rule are needed\n" + USAGE);
        }
        if (!game.equals("eleusis") && !game.equals("express")) {
            throw new UsageException("simulate: --game must be eleusis, express, elephant, elementa or palmera, not '" + game + "'");
        }
        if (players < 3 || players > 8) {
            throw new UsageException("simulate: a game needs 3 to 8 players (the dealer included), not " + players);
        }
        if (rounds != null && rounds < 1) throw new UsageException("simulate: a game needs at least one round, not " + rounds);
        Rule compiled = Commands.compile(rule, err);
        if (compiled == null) return 1;
        int r = rounds == null ? players : rounds;
        try {
            if (game.equals("eleusis")) {
                Simulation.eleusis(players, r, seed, compiled, e -> out.println(EventJson.line(e)));
            } else {
                Simulation.express(players, r, seed, compiled, e -> out.println(EventJson.line(e)));
            }
        } catch (IllegalArgumentException e) {
            err.println("simulate: " + e.getMessage());
            return 1;
        }
        out.flush();
        return 0;
    }

    /** The extra modes: a simulation, and the players when --players is left out. */
    private record Extra(int defaultPlayers, Play play) {}

    private interface Play {
        void run(int players, long seed, java.util.function.Consumer<eleusis.game.GameEvent> out);
    }

    private static final java.util.Map<String, Extra> EXTRA = java.util.Map.of(
            "elephant", new Extra(4, (n, seed, out) -> eleusis.sim.ElephantSimulation.play(n, seed, out)),
            "elementa", new Extra(4, (n, seed, out) -> eleusis.sim.ElementaSimulation.play(n, seed, out)),
            "palmera", new Extra(2, (n, seed, out) -> eleusis.sim.PalmeraSimulation.play(n, seed, out)));

    private static int extra(String game, Integer players, Long seed, String rule, Integer rounds, PrintStream out,
                             PrintStream err) {
        if (seed == null) throw new UsageException("simulate: --seed is needed\n" + USAGE);
        if (rule != null) throw new UsageException("simulate: " + game + " has no secret rule; leave out --rule");
        if (rounds != null) throw new UsageException("simulate: " + game + " has its own number of rounds; leave out --rounds");
        Extra e = EXTRA.get(game);
        try {
            e.play().run(players == null ? e.defaultPlayers() : players, seed, ev -> out.println(EventJson.line(ev)));
        } catch (IllegalArgumentException bad) { // a number of players the game is not for
            throw new UsageException("simulate: " + bad.getMessage());
        }
        out.flush();
        return 0;
    }

    private static int number(String name, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new UsageException("simulate: " + name + " must be a whole number, not '" + value + "'");
        }
    }
}
