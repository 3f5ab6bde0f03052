package eleusis.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import eleusis.analysis.Consistency;
import eleusis.analysis.Equivalence;
import eleusis.analysis.Evidence;
import eleusis.analysis.Profile;
import eleusis.rules.Rule;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/** {@code equiv}, {@code consistent} and {@code profile}: the rule analysis on the command line. */
final class AnalysisCommands {
    private AnalysisCommands() {}

    static final String EQUIV_USAGE = "usage: java -jar eleusis.jar equiv [--decks N] [--budget SECONDS] RULE1 RULE2";
    /** How long {@code equiv} may think unless told: far more than any rule of the library needs. */
    static final double DEFAULT_BUDGET_SECONDS = 10;
    /** The exit code of an {@code equiv} that ran out of budget before deciding. */
    static final int UNDECIDED = 3;

    static int equiv(String[] args, PrintStream out, PrintStream err) {
        int decks = Equivalence.TWO_DECKS;
        double budget = DEFAULT_BUDGET_SECONDS;
        List<String> rules = new java.util.ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if ("--decks".equals(args[i]) || "--budget".equals(args[i])) {
                if (i + 1 == args.length) throw new UsageException(args[i] + " needs a number\n" + EQUIV_USAGE);
                if ("--decks".equals(args[i])) decks = positive(args[++i], "--decks");
                else budget = seconds(args[++i]);
            } else {
                rules.add(args[i]);
            }
        }
        if (rules.size() != 2) throw new UsageException(EQUIV_USAGE);
        Rule first = Commands.compile(rules.get(0), err);
        if (first == null) return 1;
        Rule second = Commands.compile(rules.get(1), err);
        if (second == null) return 1;
        Equivalence.Result result;
        try {
            result = Equivalence.decide(first, second, decks,
                    budget == 0 ? null : Duration.ofNanos((long) Math.min(budget * 1e9, Long.MAX_VALUE / 2)));
        } catch (Equivalence.OverBudget e) {
            err.println("equiv: undecided: " + e.getMessage() + ". These rules read many cards back in detail (the"
                    + " rank and suit, or whole faces next to ranks and suits). Give it longer with --budget SECONDS"
                    + " (0 for no limit), or compare rules that read fewer cards back.");
            return UNDECIDED;
        }
        out.println(result.equivalent() ? "equivalent" : "different: " + result.difference().notation());
        return 0;
    }

    /** A whole number from 1 up, or a usage error naming the option. */
    static int positive(String text, String option) {
        try {
            int n = Integer.parseInt(text.trim());
            if (n >= 1) return n;
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UsageException(option + " takes a whole number from 1 up, not '" + text + "'\n" + EQUIV_USAGE);
    }

    /** Seconds, 0 or more (0: no limit), or a usage error. */
    private static double seconds(String text) {
        try {
            double s = Double.parseDouble(text.trim());
            if (s >= 0 && Double.isFinite(s)) return s;
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UsageException("--budget takes a number of seconds, 0 or more (0: no limit), not '" + text + "'\n"
                + EQUIV_USAGE);
    }

    static int consistent(String[] args, InputStream in, PrintStream out, PrintStream err) throws IOException {
        if (args.length != 1) throw new UsageException("usage: java -jar eleusis.jar consistent RULE < LAYOUT");
        Rule hypothesis = Commands.compile(args[0], err);
        if (hypothesis == null) return 1;
        Evidence.Parsed layout = Evidence.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        if (!layout.ok()) {
            err.println("error: " + layout.error());
            return 1;
        }
        List<Consistency.Contradiction> contradictions = Consistency.check(hypothesis, layout.observations());
        int n = layout.observations().size();
        if (contradictions.isEmpty()) {
            out.println("fits all the evidence (" + n + " observation" + (n == 1 ? "" : "s") + ")");
        } else {
            out.println(contradictions.size() + " of " + n + " observations contradict the hypothesis:");
            for (Consistency.Contradiction c : contradictions) out.println(c.describe());
        }
        return 0;
    }

    static int profile(String[] args, PrintStream out, PrintStream err) throws IOException {
        boolean json = false;
        String ruleArg = null;
        for (String a : args) {
            if ("--json".equals(a)) {
                json = true;
            } else if (ruleArg == null) {
                ruleArg = a;
            } else {
                throw new UsageException("usage: java -jar eleusis.jar profile [--json] RULE");
            }
        }
        if (ruleArg == null) throw new UsageException("usage: java -jar eleusis.jar profile [--json] RULE");
        Rule rule = Commands.compile(ruleArg, err);
        if (rule == null) return 1;
        Profile p = Profile.of(rule);
        if (json) {
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(p));
        } else {
            out.print(ProfileText.of(p, rule));
        }
        return 0;
    }
}
