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
    static final String USAGE = "usage: java -jar eleusis.jar simulate --game eleusis|express --players N --seed S --rule RULE [--rounds R]";

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
        if (game == null || players == null || seed == null || rule == null) {
            throw new UsageException("simulate: --game, --players, --seed and --rule are needed\n" + USAGE);
        }
        if (!game.equals("eleusis") && !game.equals("express")) {
            throw new UsageException("simulate: --game must be eleusis or express, not '" + game + "'");
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

    private static int number(String name, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new UsageException("simulate: " + name + " must be a whole number, not '" + value + "'");
        }
    }
}
