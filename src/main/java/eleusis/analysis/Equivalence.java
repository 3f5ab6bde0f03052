package eleusis.analysis;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
 * read, 2 colours when only colours are), cards whose whole face is read once per kind of window
 * the rules cannot tell apart (see {@link Windows}), and the lengths once per class of lengths the
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
        List<Footprint> rules = List.of(new Footprint(first), new Footprint(second));
        Windows windows = new Windows(rules);
        Map<Integer, Long> perPresent = new HashMap<>();
        long total = 0;
        for (int length : Lengths.toTry(rules, Lengths.maxMainline(decks))) {
            int present = Math.min(windows.lookback(), length);
            total = Windows.plus(total, perPresent.computeIfAbsent(present, windows::count));
        }
        return total;
    }

    /** Equivalence in a two-deck game. */
    public static Result decide(Rule first, Rule second) {
        return decide(first, second, TWO_DECKS);
    }

    /** Equivalence in a game of {@code decks} decks (at least 1; {@link #ANY_DECKS} for no limit). */
    public static Result decide(Rule first, Rule second, int decks) {
        return decide(first, second, decks, null);
    }

    /**
     * As {@link #decide(Rule, Rule, int)}, giving up with {@link OverBudget} once {@code budget} has
     * passed (null: no limit).
     */
    public static Result decide(Rule first, Rule second, int decks, Duration budget) {
        requireDecks(decks);
        long start = System.nanoTime();
        long deadline = budget == null ? Long.MAX_VALUE : start + budget.toNanos();
        int maxMainline = Lengths.maxMainline(decks);
        List<Footprint> rules = List.of(new Footprint(first), new Footprint(second));
        Windows windows = new Windows(rules);
        Card[] line = new Card[maxMainline + 1];
        long[] tried = {0};
        Result[] found = {null};
        for (int length : Lengths.toTry(rules, maxMainline)) {
            int present = Math.min(windows.lookback(), length);
            // A case that needs three of a face is kept only until one of the same length that two
            // decks can deal turns up: the plainer case is the better answer.
            boolean stopped = windows.forEach(present, w -> {
                if ((++tried[0] & 0xFFF) == 0 && System.nanoTime() - deadline > 0) {
                    throw new OverBudget(tried[0], casesToTry(first, second, decks), System.nanoTime() - start);
                }
                for (int back = 1; back <= present; back++) line[length - back] = w.card(back);
                Card card = w.card(0);
                boolean x = first.accepts(line, length, card);
                if (x == second.accepts(line, length, card)) return false;
                // Each difference costs a layout, so the budget is looked at here too, not only every 4,096 cases.
                if (System.nanoTime() - deadline > 0) {
                    throw new OverBudget(tried[0], casesToTry(first, second, decks), System.nanoTime() - start);
                }
                Case c = concrete(w, present, length, decks);
                if (c == null) return false;
                boolean plain = twoDecksDeal(c);
                if (found[0] == null || plain) found[0] = new Result(c, x, tried[0]);
                return plain;
            });
            if (stopped || found[0] != null) return found[0];
        }
        return new Result(null, false, tried[0]);
    }

    /** The check took longer than its budget: how far it got. */
    public static final class OverBudget extends RuntimeException {
        private final long tried;
        private final long total;
        private final long nanos;

        OverBudget(long tried, long total, long nanos) {
            super(String.format(java.util.Locale.ROOT, "gave up after %.1f s, having tried %,d of %,d cases", nanos / 1e9,
                    tried, total));
            this.tried = tried;
            this.total = total;
            this.nanos = nanos;
        }

        public long tried() { return tried; }

        public long total() { return total; }

        public long nanos() { return nanos; }
    }

    private static void requireDecks(int decks) {
        if (decks < 1) throw new IllegalArgumentException("a game needs at least one deck, not " + decks);
    }

    /** Whether no face of the case shows up more than twice. */
    private static boolean twoDecksDeal(Case c) {
        int[] uses = new int[52];
        for (Card card : c.mainline()) if (++uses[card.index()] > 2) return false;
        return ++uses[c.card().index()] <= 2;
    }

    /** Faces for the window's groups that the decks can supply, or null if they cannot. */
    private static Case concrete(Windows w, int present, int length, int decks) {
        List<List<Card>> slots = new ArrayList<>();
        for (int back = present; back >= 0; back--) slots.add(w.allowed(back));
        Card[] faces = Layout.assign(slots, decks);
        if (faces == null) return null;
        List<Card> window = new ArrayList<>(List.of(faces).subList(0, faces.length - 1));
        Card judged = faces[faces.length - 1];
        return new Case(Layout.mainline(length, window, judged, decks), judged);
    }
}
