package eleusis.cli;

import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Judge;
import eleusis.rules.Rule;
import eleusis.game.EventJson;
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
        if (game == null) throw new UsageException("simulate: --game, --players, --seed and --rule are needed\n" + USAGE);
        String named = game;
        GameType<?, ?> type = Games.find(game).orElseThrow(() -> new UsageException("simulate: --game must be "
                + oneOf(Games.all().stream().map(GameType::id).toList()) + ", not '" + named + "'"));
        if (seed == null) throw new UsageException("simulate: --seed is needed\n" + USAGE);
        GameType.Setup setup;
        if (type.secretRule()) {
            if (players == null || rule == null) {
                throw new UsageException("simulate: --game, --players, --seed and --rule are needed\n" + USAGE);
            }
            if (players < 3 || players > 8) {
                throw new UsageException("simulate: a game needs 3 to 8 players (the dealer included), not " + players);
            }
            if (rounds != null && rounds < 1) throw new UsageException("simulate: a game needs at least one round, not " + rounds);
            Rule compiled = Commands.compile(rule, err);
            if (compiled == null) return 1;
            setup = new GameType.Setup(players, rounds == null ? players : rounds, new Judge.ByRule(compiled), false);
        } else {
            if (rule != null) throw new UsageException("simulate: " + game + " has no secret rule; leave out --rule");
            if (rounds != null) throw new UsageException("simulate: " + game + " has its own number of rounds; leave out --rounds");
            // Without --players, as many as a table usually has (4, or the only number the game allows).
            int n = players != null ? players : Math.max(type.minStudents(), Math.min(4, type.maxStudents()));
            setup = GameType.Setup.players(n);
        }
        try {
            simulate(type, setup, seed, out);
        } catch (IllegalArgumentException e) {
            // The settings name what does not fit (a number of players the game is not for); a usage error.
            if (!type.secretRule()) throw new UsageException("simulate: " + e.getMessage());
            err.println("simulate: " + e.getMessage());
            return 1;
        }
        out.flush();
        return 0;
    }

    private static <S> void simulate(GameType<S, ?> type, GameType.Setup setup, long seed, PrintStream out) {
        Simulation.play(type, type.settings(setup), seed, e -> out.println(EventJson.line(e)));
    }

    /** "a, b or c" */
    private static String oneOf(java.util.List<String> names) {
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    private static int number(String name, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new UsageException("simulate: " + name + " must be a whole number, not '" + value + "'");
        }
    }
}
