package eleusis.bench;

import eleusis.analysis.Equivalence;
import eleusis.rules.Rule;
import java.util.List;

/**
 * Times {@code equiv} on rules that read whole faces several cards back (issue 13: 4 back took
 * 15.5 s, 5 back over 25 minutes). Each pair is equivalent, so the whole search runs; each time is
 * the best of five runs after a warm-up one (one run only from 4 back: long runs warm up by themselves). The argument is the furthest look-back to time
 * (5 unless told). Run on demand (not a test):
 * {@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.WholeFaceEquivalence -Dbench.args=5}
 */
public final class WholeFaceEquivalence {
    private WholeFaceEquivalence() {}

    /** Pairs of equivalent rules reading whole faces {@code back} cards back, and the decks asked about. */
    static List<String[]> pairs(int back) {
        StringBuilder all = new StringBuilder("card != last"), reversed = new StringBuilder();
        for (int b = 2; b <= back; b++) all.append(" and card != last(").append(b).append(")");
        for (int b = back; b >= 2; b--) reversed.append("card != last(").append(b).append(") and ");
        reversed.append("card != last");
        String faces = "card == last(" + back + ")";
        return List.of(
                new String[] {"all different, " + back + " back", all.toString(), reversed.toString()},
                new String[] {"ranks and a face " + back + " back",
                    "card.rank > last.rank or " + faces, faces + " or last.rank < card.rank"},
                new String[] {"suits and faces " + back + " back",
                    "card.suit == last.suit and (" + all + ")", "(" + reversed + ") and last.suit == card.suit"});
    }

    public static void main(String[] args) {
        int furthest = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        int decks = args.length > 1 ? Integer.parseInt(args[1]) : Equivalence.TWO_DECKS;
        for (int back = 2; back <= furthest; back++) {
            for (String[] p : pairs(back)) {
                Rule a = Rule.compile(p[1]).rule(), b = Rule.compile(p[2]).rule();
                long best = Long.MAX_VALUE;
                Equivalence.Result r = null;
                // Long runs warm the JIT by themselves: one timed run; short ones: the best of five after one.
                int runs = back >= 4 ? 1 : 6;
                for (int run = 0; run < runs; run++) {
                    long t = System.nanoTime();
                    r = Equivalence.decide(a, b, decks);
                    if (run > 0 || runs == 1) best = Math.min(best, System.nanoTime() - t);
                }
                System.out.printf("%-28s %10.3f s  %s, %,d cases, %d decks%n", p[0], best / 1e9,
                        r.equivalent() ? "equivalent" : "different: " + r.difference(), r.casesTried(), decks);
            }
        }
    }
}
