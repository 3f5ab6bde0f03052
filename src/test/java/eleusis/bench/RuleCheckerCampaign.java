package eleusis.bench;

import eleusis.analysis.EquivalenceOracleTest;
import eleusis.rules.StrangeTexts;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Issue 13's campaigns on the rule checker, rerun at their size with counts: {@code inputs} strange
 * texts (RobustnessTest's groups, round after round with new seeds) each compiled and, if a rule,
 * judged both ways, with no exception and none taking longer than {@link #HANG_SECONDS}; then
 * {@code pairs} pairs of rules decided by {@code equiv}'s search and by trying every face
 * (EquivalenceOracleTest's two kinds, in its proportion of 300 to 48), counting wrong verdicts.
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.RuleCheckerCampaign -Dbench.args="110012 1392"}
 */
public final class RuleCheckerCampaign {
    /** A text the checker takes longer than this over has hung. */
    static final int HANG_SECONDS = 30;

    public static void main(String[] args) throws Exception {
        int inputs = args.length > 0 ? Integer.parseInt(args[0]) : 110_012;
        int pairs = args.length > 1 ? Integer.parseInt(args[1]) : 1_392;
        boolean held = fuzz(inputs) & equivalence(pairs);
        System.exit(held ? 0 : 1);
    }

    private static boolean fuzz(int inputs) throws Exception {
        long start = System.nanoTime();
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(null, r, "checker", 1 << 20); // a thread's usual stack, as the server's
            t.setDaemon(true);
            return t;
        });
        List<String> failures = new ArrayList<>();
        int done = 0, hangs = 0;
        long slowest = 0;
        String slowestText = "";
        for (long seed = 1; done < inputs; seed++) {
            List<String> round = StrangeTexts.round(seed);
            Random judging = new Random(seed);
            for (String text : round) {
                if (done == inputs) break;
                long t0 = System.nanoTime();
                Future<?> f = worker.submit(() -> StrangeTexts.survives(text, judging));
                try {
                    f.get(HANG_SECONDS, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    hangs++;
                    failures.add("hung over \"" + text.substring(0, Math.min(80, text.length())) + "\"");
                    worker.shutdownNow();
                    worker = Executors.newSingleThreadExecutor();
                } catch (java.util.concurrent.ExecutionException e) {
                    failures.add(e.getCause().getMessage());
                }
                long took = System.nanoTime() - t0;
                if (took > slowest) {
                    slowest = took;
                    slowestText = text.length() > 60 ? text.substring(0, 60) + "... (" + text.length() + " characters)" : text;
                }
                done++;
            }
        }
        worker.shutdownNow();
        System.out.printf("rule checker fuzz: %,d inputs, %d failed (exception or wrong report), %d hung; slowest %.0f ms (%s); %.1f s%n",
                done, failures.size() - hangs, hangs, slowest / 1e6, slowestText.replace("\n", "\\n"), (System.nanoTime() - start) / 1e9);
        failures.stream().limit(20).forEach(f -> System.out.println("  FAILED " + f));
        return failures.isEmpty();
    }

    private static boolean equivalence(int pairs) {
        long start = System.nanoTime();
        int done = 0, equivalent = 0, wrong = 0, twoBack = 0;
        for (int round = 0; done < pairs; round++) {
            Random oneBackRandom = new Random(20261121L + round), twoBackRandom = new Random(13L + round);
            for (int i = 0; i < 348 && done < pairs; i++, done++) {
                EquivalenceOracleTest.Verdict v;
                try {
                    v = i < 300 ? EquivalenceOracleTest.oneBack(oneBackRandom) : EquivalenceOracleTest.twoBack(twoBackRandom, 1 + i % 4);
                } catch (AssertionError e) { // a difference found that is no difference
                    wrong++;
                    System.out.println("  FAILED " + e.getMessage());
                    continue;
                }
                if (i >= 300) twoBack++;
                if (v.equivalent()) equivalent++;
                if (!v.agrees()) {
                    wrong++;
                    System.out.println("  FAILED " + v);
                }
            }
        }
        System.out.printf("equiv against brute force: %,d pairs (%,d looking two cards back, 1 to 4 decks), %,d equivalent, "
                + "%d wrong verdicts; %.1f s%n", done, twoBack, equivalent, wrong, (System.nanoTime() - start) / 1e9);
        return wrong == 0;
    }
}
