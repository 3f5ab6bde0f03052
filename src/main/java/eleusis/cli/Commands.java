package eleusis.cli;

import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.web.ServeCommand;
import eleusis.web.WarmUp;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/** The command line of the jar. Exit codes: 0 done, 1 bad input, 2 bad usage, 3 equiv undecided within its budget; negative: serving. */
public final class Commands {
    public static final String USAGE = """
            usage: java -jar eleusis.jar <command> ...
              check RULE        print the rule's canonical form and its English reading
              judge RULE        read cases from standard input (mainline cards, then the card judged),
                                print accept or reject for each
              equiv [--decks N] [--budget SECONDS] RULE1 RULE2
                                print "equivalent", or "different: CASE" with a shortest case where they differ,
                                in a game of N decks (2 unless told; no face more than N times); gives up after
                                SECONDS (10 unless told; 0: no limit) with exit code 3
              consistent RULE   read a layout from standard input, print every observation RULE contradicts
              profile RULE      how often cards are accepted, dead ends, warnings, difficulty (--json for programs)
              simulate --game eleusis|express --players N --seed S --rule RULE [--rounds R]
                                play a whole game with computer players; the event log as JSON lines
              scientist --rule RULE --seed S [--turns 30] [--hand 12] [--counterexamples] [--player scientist|lot] [--lang en|es|fr|it]
                                the machine scientist plays a solo game; a JSON line a turn, then the result
              scientist --bench [--seeds N] [--counterexamples] [--player scientist|lot] [RULES_FILE]
                                the library (or a rules file) played N times a rule: found %, score, CPU by level
              warm-up           start the app on a scratch folder, open its first pages, stop (the build records
                                the class-data archive this way; see src/site/markdown/deployment.md)
              serve [--port N] [--bind ADDRESS] [--data DIR] [--db JDBC_URL] [--public-url URL] [--trusted-proxy ADDRESS,...]
                                start the web app (the default with no command; port 7070, data folder ./data;
                                see src/site/markdown/deployment.md)
            RULE is the rule text itself, or @path to read it from a file.""";

    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;

    public Commands(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    public int run(String[] args) {
        try {
            if (args.length == 0) return ServeCommand.run(new String[0], out, err);
            String[] rest = Arrays.copyOfRange(args, 1, args.length);
            return switch (args[0]) {
                case "check" -> check(rest);
                case "judge" -> judge(rest);
                case "equiv" -> AnalysisCommands.equiv(rest, out, err);
                case "consistent" -> AnalysisCommands.consistent(rest, in, out, err);
                case "profile" -> AnalysisCommands.profile(rest, out, err);
                case "simulate" -> SimulateCommand.run(rest, out, err);
                case "scientist" -> ScientistCommand.run(rest, out, err);
                case "serve" -> ServeCommand.run(rest, out, err);
                case "warm-up" -> WarmUp.run(rest, out, err);
                case "help", "--help", "-h" -> {
                    out.println(USAGE);
                    yield 0;
                }
                default -> throw new UsageException("unknown command '" + args[0] + "'\n" + USAGE);
            };
        } catch (UsageException | IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("error: " + e.getMessage());
            return 1;
        }
    }

    private Rule rule(String[] args, String command) {
        if (args.length != 1) {
            throw new UsageException("usage: java -jar eleusis.jar " + command + " RULE   (RULE is the text or @file)");
        }
        return compile(args[0], err);
    }

    /** The rule of a RULE argument, or null after printing its issues on {@code err}. */
    static Rule compile(String arg, PrintStream err) {
        String text;
        try {
            text = RuleArgument.read(arg);
        } catch (RuleArgument.NotUtf8 e) {
            err.println(e.getMessage());
            return null;
        }
        RuleResult result = Rule.compile(text);
        if (!result.ok()) {
            err.println(result.report());
            return null;
        }
        return result.rule();
    }

    private int check(String[] args) {
        Rule rule = rule(args, "check");
        if (rule == null) return 1;
        out.println(rule.canonical());
        out.println(rule.english());
        return 0;
    }

    private int judge(String[] args) throws IOException {
        Rule rule = rule(args, "judge");
        if (rule == null) return 1;
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        boolean ok = JudgeCommand.run(rule, reader, out);
        out.flush();
        return ok ? 0 : 1;
    }
}
