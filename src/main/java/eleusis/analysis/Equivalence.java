package eleusis.analysis;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Decides exactly whether two rules give the same verdict for every card after every mainline a
 * game of a given number of decks can have (0 to {@code 52 * decks - 1} cards before the judged
 * card, no face more often than there are decks), and finds a shortest layout where they differ.
 * Games that shuffle in another deck whenever the stock runs low can reach any number of decks:
 * ask with {@link #ANY_DECKS} (every face as often as wanted, lines up to the position the checker
 * bounds arithmetic for).
 *
 * <p>Only the judged card, the last few mainline cards and the position matter. Each of those
 * cards is tried once per group of faces the rules cannot tell apart (13 ranks when only ranks are
 * read, 2 colours when only colours are), and the lengths are tried once per class of lengths the
 * position tests cannot tell apart. That covers every case, so "equivalent" is a proof.
 */
public final class Equivalence {
    /** The answer: {@code difference} is null when the rules are equivalent. */
    public record Result(Case difference, boolean firstAccepts, long casesTried) {
        public boolean equivalent() { return difference == null; }
    }

    /** The decks of a standard game, and of the command line's {@code equiv} unless told otherwise. */
    public static final int TWO_DECKS = 2;
    /** As many decks as a game likes: no face is ever limited, lines are as long as the checker allows. */
    public static final int ANY_DECKS = Integer.MAX_VALUE;

    private Equivalence() {}

    /**
     * How many cases {@link #decide} tries at most for these rules: the work it will do. Rules that
     * read whole faces many cards back make this large; callers on a live path can check it first.
     */
    public static long casesToTry(Rule first, Rule second) {
        return casesToTry(first, second, TWO_DECKS);
    }

    /** As {@link #casesToTry(Rule, Rule)}, for a game of {@code decks} decks. */
    public static long casesToTry(Rule first, Rule second, int decks) {
        requireDecks(decks);
        Footprint a = new Footprint(first);
        Footprint b = new Footprint(second);
        List<FaceClasses> classes = classes(a, b);
        long total = 0;
        for (int length : Lengths.toTry(List.of(a, b), Lengths.maxMainline(decks))) {
            long n = 1;
            for (int back = 0; back <= Math.min(classes.size() - 1, length); back++) {
                n = Math.multiplyHigh(n, classes.get(back).size()) != 0 ? Long.MAX_VALUE : n * classes.get(back).size();
                if (n == Long.MAX_VALUE) return n;
            }
            total += n;
            if (total < 0) return Long.MAX_VALUE;
        }
        return total;
    }

    private static List<FaceClasses> classes(Footprint a, Footprint b) {
        int lookback = Math.max(a.lookback, b.lookback);
        List<FaceClasses> classes = new ArrayList<>();
        for (int back = 0; back <= lookback; back++) {
            Set<Aspect> seen = EnumSet.noneOf(Aspect.class);
            seen.addAll(a.aspectsAt(back));
            seen.addAll(b.aspectsAt(back));
            classes.add(new FaceClasses(seen));
        }
        return classes;
    }

    /** Equivalence in a two-deck game. */
    public static Result decide(Rule first, Rule second) {
        return decide(first, second, TWO_DECKS);
    }

    /** Equivalence in a game of {@code decks} decks (at least 1; {@link #ANY_DECKS} for no limit). */
    public static Result decide(Rule first, Rule second, int decks) {
        requireDecks(decks);
        int maxMainline = Lengths.maxMainline(decks);
        Footprint a = new Footprint(first);
        Footprint b = new Footprint(second);
        int lookback = Math.max(a.lookback, b.lookback);
        List<FaceClasses> classes = classes(a, b);
        long tried = 0;
        Card[] line = new Card[maxMainline + 1];
        for (int length : Lengths.toTry(List.of(a, b), maxMainline)) {
            int present = Math.min(lookback, length); // cards back that exist: last(1) .. last(present)
            int[] group = new int[present + 1];
            while (true) {
                for (int back = 1; back <= present; back++) {
                    line[length - back] = classes.get(back).representative(group[back]);
                }
                Card card = classes.get(0).representative(group[0]);
                tried++;
                boolean x = first.accepts(line, length, card);
                if (x != second.accepts(line, length, card)) {
                    Case c = concrete(classes, group, length, decks);
                    if (c != null) return new Result(c, x, tried);
                }
                int slot = 0;
                while (slot <= present && ++group[slot] == classes.get(slot).size()) group[slot++] = 0;
                if (slot > present) break;
            }
        }
        return new Result(null, false, tried);
    }

    private static void requireDecks(int decks) {
        if (decks < 1) throw new IllegalArgumentException("a game needs at least one deck, not " + decks);
    }

    /** Faces for the chosen groups that the decks can supply, or null if they cannot. */
    private static Case concrete(List<FaceClasses> classes, int[] group, int length, int decks) {
        List<List<Card>> slots = new ArrayList<>();
        for (int back = group.length - 1; back >= 0; back--) slots.add(classes.get(back).groups.get(group[back]));
        Card[] faces = Layout.assign(slots, decks);
        if (faces == null) return null;
        List<Card> window = new ArrayList<>(List.of(faces).subList(0, faces.length - 1));
        Card judged = faces[faces.length - 1];
        return new Case(Layout.mainline(length, window, judged, decks), judged);
    }
}
