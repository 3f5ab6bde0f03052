package eleusis.bench;

import eleusis.library.LibraryRule;
import eleusis.rules.blocks.Block;
import eleusis.rules.blocks.Blocks;
import eleusis.rules.blocks.LibraryRules;
import eleusis.rules.blocks.TapPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * How many taps the rule builder takes to build each rule of the library, from an empty rule to
 * "Done" (opening the builder not counted; a typed digit counts as a tap): every rule, then the
 * median, the maximum and the rules above 15.
 *
 * <pre>mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.BuilderTaps</pre>
 * (add {@code -Dbench.args=plans} to print each rule's taps too).
 */
public final class BuilderTaps {
    private BuilderTaps() {}

    public static void main(String[] args) {
        boolean plans = args.length > 0 && args[0].equals("plans");
        List<Integer> counts = new ArrayList<>();
        List<String> over = new ArrayList<>();
        for (LibraryRule r : LibraryRules.all().values()) {
            Block tree = Blocks.of(r.compiled()).orElseThrow(() -> new IllegalStateException("no pieces show " + r.name()));
            List<TapPlan.Tap> plan = TapPlan.plan(tree);
            int taps = TapPlan.count(plan);
            counts.add(taps);
            System.out.printf("%3d  %-34s %s%n", taps, r.name(), r.compiled().canonical());
            if (plans) {
                System.out.println("     " + plan.stream().map(t -> t.typed() == null ? t.item() : t.item() + "[" + t.typed() + "]")
                        .collect(Collectors.joining(" ")));
            }
            if (taps > 15) over.add(r.name() + " (" + taps + ")");
        }
        List<Integer> sorted = counts.stream().sorted().toList();
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
        System.out.printf("%d rules: median %s taps, maximum %d%n", n, median % 1 == 0 ? String.valueOf((int) median) : String.valueOf(median),
                sorted.get(n - 1));
        System.out.println("above 15: " + (over.isEmpty() ? "none" : String.join(", ", over)));
    }
}
