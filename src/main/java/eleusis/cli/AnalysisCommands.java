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
import java.util.List;

/** {@code equiv}, {@code consistent} and {@code profile}: the rule analysis on the command line. */
final class AnalysisCommands {
    private AnalysisCommands() {}

    static int equiv(String[] args, PrintStream out, PrintStream err) {
        if (args.length != 2) throw new UsageException("usage: java -jar eleusis.jar equiv RULE1 RULE2");
        Rule first = Commands.compile(args[0], err);
        if (first == null) return 1;
        Rule second = Commands.compile(args[1], err);
        if (second == null) return 1;
        Equivalence.Result result = Equivalence.decide(first, second);
        out.println(result.equivalent() ? "equivalent" : "different: " + result.difference().notation());
        return 0;
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
