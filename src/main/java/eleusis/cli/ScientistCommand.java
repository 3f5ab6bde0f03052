package eleusis.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.rules.Rule;
import eleusis.scientist.ByLot;
import eleusis.scientist.Player;
import eleusis.scientist.Scientist;
import eleusis.scientist.Words;
import eleusis.scientist.solo.Outcome;
import eleusis.scientist.solo.Settings;
import eleusis.scientist.solo.SoloGame;
import eleusis.scientist.solo.Turn;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code scientist --rule RULE --seed S [--turns 30] [--hand 12] [--counterexamples] [--player scientist|lot] [--lang en|es|fr|it]}:
 * one solo game, a JSON line a turn and one for the result; {@code scientist --bench [--seeds N]
 * [--player scientist|lot] [RULES_FILE]}: the library (or a file) played N times a rule, a table by level.
 */
final class ScientistCommand {
    static final String USAGE = "usage: java -jar eleusis.jar scientist --rule RULE --seed S [--turns 30] [--hand 12]"
            + " [--counterexamples] [--player scientist|lot] [--lang en|es|fr|it]\n"
            + "       java -jar eleusis.jar scientist --bench [--seeds N] [--counterexamples] [--player scientist|lot] [RULES_FILE]";
    private static final ObjectMapper JSON = new ObjectMapper();

    private ScientistCommand() {}

    /** The command line, read. */
    record Options(String rule, Long seed, int turns, int hand, boolean counterexamples, boolean bench, int seeds,
            String player, String file, String lang) {}

    static int run(String[] args, PrintStream out, PrintStream err) {
        Options o = parse(args);
        if (o.bench()) return ScientistBench.run(o, out, err);
        Rule rule = Commands.compile(o.rule(), err);
        if (rule == null) return 1;
        Settings settings = new Settings(o.turns(), o.hand(), o.counterexamples());
        Outcome outcome;
        try {
            outcome = SoloGame.play(rule, o.seed(), settings, player(o.player(), o.seed(), o.lang()), t -> out.println(line(t)));
        } catch (IllegalArgumentException e) {
            err.println("scientist: " + e.getMessage());
            return 1;
        }
        ObjectNode result = JSON.createObjectNode();
        result.put("type", "result");
        result.put("solved", outcome.solved());
        result.put("turns", outcome.turns());
        result.put("wrongGuesses", outcome.wrongGuesses());
        result.put("score", outcome.score());
        result.put("guess", outcome.guess());
        out.println(result);
        out.flush();
        return 0;
    }

    static Player player(String name, long seed, String lang) {
        // The by-lot player draws from a lot of its own, not the dealer's seed.
        return name.equals("lot") ? new ByLot(~seed) : new Scientist(Words.of(lang));
    }

    private static String line(Turn t) {
        ObjectNode n = JSON.createObjectNode();
        n.put("type", "turn");
        n.put("turn", t.number());
        n.put("card", t.card().notation());
        n.put("accepted", t.accepted());
        if (t.remaining() < 0) n.putNull("remaining");
        else n.put("remaining", t.remaining());
        n.put("guess", t.guess());
        if (t.right() == null) n.putNull("right");
        else n.put("right", t.right());
        n.put("why", t.why());
        return n.toString();
    }

    static Options parse(String[] args) {
        String rule = null, file = null, player = "scientist", lang = "en";
        Long seed = null;
        Integer turns = null, hand = null, seeds = null;
        boolean counterexamples = false, bench = false;
        List<String> loose = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String name = args[i];
            switch (name) {
                case "--counterexamples" -> counterexamples = true;
                case "--bench" -> bench = true;
                case "--rule", "--seed", "--turns", "--hand", "--seeds", "--player", "--lang" -> {
                    if (i + 1 >= args.length) throw new UsageException("scientist: " + name + " needs a value\n" + USAGE);
                    String value = args[++i];
                    switch (name) {
                        case "--rule" -> rule = value;
                        case "--seed" -> seed = whole(name, value);
                        case "--turns" -> turns = positive(name, value);
                        case "--hand" -> hand = positive(name, value);
                        case "--seeds" -> seeds = positive(name, value);
                        case "--lang" -> lang = value;
                        default -> player = value;
                    }
                }
                default -> {
                    if (name.startsWith("-")) throw new UsageException("scientist: unknown option '" + name + "'\n" + USAGE);
                    loose.add(name);
                }
            }
        }
        if (!player.equals("scientist") && !player.equals("lot")) {
            throw new UsageException("scientist: --player must be scientist or lot, not '" + player + "'");
        }
        if (!List.of("en", "es", "fr", "it").contains(lang)) {
            throw new UsageException("scientist: --lang must be en, es, fr or it, not '" + lang + "'");
        }
        if (bench) {
            if (turns != null || hand != null) throw new UsageException("scientist: --bench plays the standard 30 turns with 12 cards; leave out --turns and --hand\n" + USAGE);
            if (rule != null || seed != null) throw new UsageException("scientist: --bench plays the library's rules with seeds 1 to N; leave out --rule and --seed\n" + USAGE);
            if (loose.size() > 1) throw new UsageException("scientist: --bench reads at most one rules file, not " + loose + "\n" + USAGE);
            file = loose.isEmpty() ? null : loose.get(0);
        } else {
            if (!loose.isEmpty()) throw new UsageException("scientist: unexpected '" + loose.get(0) + "'\n" + USAGE);
            if (seeds != null) throw new UsageException("scientist: --seeds goes with --bench\n" + USAGE);
            if (rule == null || seed == null) throw new UsageException("scientist: --rule and --seed are needed\n" + USAGE);
        }
        return new Options(rule, seed, turns == null ? 30 : turns, hand == null ? 12 : hand, counterexamples, bench,
                seeds == null ? 10 : seeds, player, file, lang);
    }

    private static long whole(String name, String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new UsageException("scientist: " + name + " must be a whole number, not '" + value + "'");
        }
    }

    private static int positive(String name, String value) {
        int n;
        try {
            n = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new UsageException("scientist: " + name + " must be a whole number, not '" + value + "'");
        }
        if (n < 1) throw new UsageException("scientist: " + name + " must be at least 1, not " + n);
        return n;
    }
}
