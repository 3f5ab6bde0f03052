package eleusis.bench;

import eleusis.analysis.Equivalence;
import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Times the exact equivalence check on every pair of library rules (both orders), after a warm-up,
 * taking each pair's best of several runs, and prints the median and worst per pair, split by how
 * far back the rules look. Run on demand (not a test):
 * {@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.EquivalenceTimes -Dbench.args=}
 */
public final class EquivalenceTimes {
    private EquivalenceTimes() {}

    record Timing(String first, String second, int lookback, long nanos) {}

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        List<LibraryRule> library = RuleLibrary.load(Path.of("lessons")).rules();
        List<Rule> rules = library.stream().map(LibraryRule::compiled).toList();
        for (int warm = 0; warm < 3; warm++) {
            for (Rule a : rules) for (Rule b : rules) Equivalence.decide(a, b);
        }
        List<Timing> timings = new ArrayList<>();
        for (int i = 0; i < rules.size(); i++) {
            for (int j = 0; j < rules.size(); j++) {
                long best = Long.MAX_VALUE;
                for (int r = 0; r < runs; r++) {
                    long t = System.nanoTime();
                    Equivalence.decide(rules.get(i), rules.get(j));
                    best = Math.min(best, System.nanoTime() - t);
                }
                timings.add(new Timing(library.get(i).name(), library.get(j).name(),
                        Math.max(rules.get(i).lookback(), rules.get(j).lookback()), best));
            }
        }
        List<Timing> different = timings.stream().filter(t -> !t.first().equals(t.second())).toList();
        // A rule against itself is the slowest kind of question: equivalent, so every case is tried.
        List<Timing> itself = timings.stream().filter(t -> t.first().equals(t.second())).toList();
        report("all ordered pairs of different rules", different);
        report("  of them looking back at most 1 card", different.stream().filter(t -> t.lookback() <= 1).toList());
        report("  of them looking back 2 cards", different.stream().filter(t -> t.lookback() == 2).toList());
        report("each rule against itself (a full search)", itself);
        report("  of them looking back at most 1 card", itself.stream().filter(t -> t.lookback() <= 1).toList());
        report("  of them looking back 2 cards", itself.stream().filter(t -> t.lookback() == 2).toList());
    }

    private static void report(String what, List<Timing> timings) {
        if (timings.isEmpty()) return;
        long[] nanos = timings.stream().mapToLong(Timing::nanos).sorted().toArray();
        Timing worst = timings.stream().max((a, b) -> Long.compare(a.nanos(), b.nanos())).orElseThrow();
        System.out.printf("%s: %d pairs, median %.3f ms, 90th percentile %.3f ms, worst %.3f ms (%s vs %s)%n",
                what, nanos.length, nanos[nanos.length / 2] / 1e6, nanos[(int) (nanos.length * 0.9)] / 1e6,
                nanos[nanos.length - 1] / 1e6, worst.first(), worst.second());
        long total = Arrays.stream(nanos).sum();
        System.out.printf("  total %.1f ms%n", total / 1e6);
    }
}
