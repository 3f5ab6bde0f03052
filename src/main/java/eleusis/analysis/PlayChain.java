package eleusis.analysis;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The mainlines a rule lets a game reach, as a random process: the starter and every later card are
 * drawn uniformly from the faces the rule accepts at that point. Followed exactly over the last few
 * cards the rule reads (the "window"), step by step up to a full two-deck mainline, it tells how
 * often a card is accepted on average, at worst, and whether a game can stall.
 *
 * <p>It draws faces with replacement (a third copy of a face is never ruled out); the difference
 * from two real decks is small and it keeps the process exact over windows.
 */
final class PlayChain {
    /** Largest number of windows followed exactly. */
    static final int MAX_WINDOWS = 20_000;

    record Step(double acceptance, double weight) {}

    /** What the walk found: mean acceptance per step and the least-accepting reachable state. */
    record Walk(double[] meanAcceptance, double worst, List<Card> worstLine, List<Card> deadEndLine, boolean exact) {}

    private final Rule rule;
    private final int lookback;
    private final List<List<Card>> classes;
    private final int[] size;
    private final Card[] representative;

    PlayChain(Rule rule) {
        this.rule = rule;
        this.lookback = rule.lookback();
        Footprint f = new Footprint(rule);
        Set<Aspect> all = EnumSet.noneOf(Aspect.class);
        for (Set<Aspect> s : f.aspects) all.addAll(s);
        this.classes = new FaceClasses(all).groups;
        this.size = classes.stream().mapToInt(List::size).toArray();
        this.representative = classes.stream().map(g -> g.get(0)).toArray(Card[]::new);
    }

    boolean exactPossible() {
        return Math.pow(classes.size(), lookback) <= MAX_WINDOWS;
    }

    /** Follows the process for mainlines of 0 to {@code steps - 1} cards. */
    Walk walk(int steps) {
        int c = classes.size();
        double[] mean = new double[steps];
        double worst = 2;
        List<Card> worstLine = null, deadEnd = null;
        double[] p = {1.0};
        // parents[L][window] = previous window * c + class played, to rebuild an example layout.
        List<int[]> parents = new ArrayList<>();
        parents.add(new int[] {-1});
        Card[] line = new Card[steps + 1];
        for (int length = 0; length < steps; length++) {
            int width = Math.min(length, lookback);
            int nextWidth = Math.min(length + 1, lookback);
            int nextCount = pow(c, nextWidth);
            double[] next = new double[nextCount];
            int[] parent = new int[nextCount];
            Arrays.fill(parent, -1);
            double total = 0, accepted = 0;
            for (int w = 0; w < p.length; w++) {
                if (p[w] == 0) continue;
                fill(line, length, w, width);
                boolean[] ok = new boolean[c];
                int faces = 0;
                for (int k = 0; k < c; k++) {
                    ok[k] = rule.accepts(line, length, representative[k]);
                    if (ok[k]) faces += size[k];
                }
                double acceptance = faces / 52.0;
                total += p[w];
                accepted += p[w] * acceptance;
                if (acceptance < worst) {
                    worst = acceptance;
                    worstLine = example(parents, length, w);
                }
                if (faces == 0) {
                    if (deadEnd == null) deadEnd = example(parents, length, w);
                    continue;
                }
                for (int k = 0; k < c; k++) {
                    if (!ok[k]) continue;
                    int to = (int) (((long) w * c + k) % nextCount);
                    next[to] += p[w] * size[k] / faces;
                    if (parent[to] < 0) parent[to] = w * c + k;
                }
            }
            mean[length] = total == 0 ? Double.NaN : accepted / total;
            p = next;
            parents.add(parent);
        }
        return new Walk(mean, worst, worstLine, deadEnd, true);
    }

    /** Puts the window's cards at the end of the line: digit b-1 of the window is last(b). */
    private void fill(Card[] line, int length, int window, int width) {
        int c = classes.size();
        for (int back = 1; back <= width; back++) {
            line[length - back] = representative[window % c];
            window /= c;
        }
    }

    /** A concrete mainline leading to the given window at the given length, from the parent links. */
    private List<Card> example(List<int[]> parents, int length, int window) {
        int[] playedClass = new int[length];
        int w = window;
        for (int l = length; l > 0; l--) {
            int link = parents.get(l)[w];
            playedClass[l - 1] = link % classes.size();
            w = link / classes.size();
        }
        return faces(playedClass);
    }

    /** Real faces for a sequence of classes, spreading over each class so no face shows up thrice. */
    private List<Card> faces(int[] playedClass) {
        int[] uses = new int[52];
        List<Card> line = new ArrayList<>();
        for (int k : playedClass) {
            Card best = classes.get(k).get(0);
            for (Card candidate : classes.get(k)) {
                if (uses[candidate.index()] < uses[best.index()]) best = candidate;
            }
            uses[best.index()]++;
            line.add(best);
        }
        return line;
    }

    /**
     * For rules that read too many cards back to follow every window: many random games instead
     * (seeded, so the figures repeat), the same process played out card by card.
     */
    Walk sample(int games, int steps, long seed) {
        java.util.Random random = new java.util.Random(seed);
        int c = classes.size();
        double[] sum = new double[steps];
        int[] count = new int[steps];
        double worst = 2;
        List<Card> worstLine = null, deadEnd = null;
        Card[] line = new Card[steps + 1];
        int[] played = new int[steps + 1];
        boolean[] ok = new boolean[c];
        for (int g = 0; g < games; g++) {
            for (int length = 0; length < steps; length++) {
                int faces = 0;
                for (int k = 0; k < c; k++) {
                    ok[k] = rule.accepts(line, length, representative[k]);
                    if (ok[k]) faces += size[k];
                }
                double acceptance = faces / 52.0;
                sum[length] += acceptance;
                count[length]++;
                if (acceptance < worst) {
                    worst = acceptance;
                    worstLine = faces(Arrays.copyOf(played, length));
                }
                if (faces == 0) {
                    if (deadEnd == null) deadEnd = faces(Arrays.copyOf(played, length));
                    break;
                }
                int pick = random.nextInt(faces);
                int k = 0;
                while (!ok[k] || pick >= size[k]) {
                    if (ok[k]) pick -= size[k];
                    k++;
                }
                played[length] = k;
                line[length] = representative[k];
            }
        }
        double[] mean = new double[steps];
        for (int i = 0; i < steps; i++) mean[i] = count[i] == 0 ? Double.NaN : sum[i] / count[i];
        return new Walk(mean, worst, worstLine, deadEnd, false);
    }

    private static int pow(int base, int exponent) {
        int r = 1;
        for (int i = 0; i < exponent; i++) r *= base;
        return r;
    }
}
