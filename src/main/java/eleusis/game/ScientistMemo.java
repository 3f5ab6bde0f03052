package eleusis.game;

import eleusis.scientist.Scientist;
import eleusis.scientist.View;
import eleusis.scientist.Words;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The machine scientists of the seats of one simulated game, each kept from move to move while its
 * round goes on, so it strikes only the plays it has not seen. A scientist is kept only while the
 * new view starts with every play and counterexample it saw (the same round, the layout grown);
 * otherwise (a new round) a new one takes in the whole view, which is what a table does every move.
 */
public final class ScientistMemo {
    private final Map<Integer, Kept> seats = new HashMap<>();

    private record Kept(int round, View seen, Scientist scientist) {}

    /** A scientist for the seat that has taken in this view. */
    public Scientist of(int seat, int round, View view) {
        Kept kept = seats.get(seat);
        if (kept != null && kept.round() == round && startsWith(view.plays(), kept.seen().plays())
                && startsWith(view.counterexamples(), kept.seen().counterexamples())) {
            seats.put(seat, new Kept(round, view, kept.scientist()));
            return kept.scientist();
        }
        Scientist fresh = fresh();
        seats.put(seat, new Kept(round, view, fresh));
        return fresh;
    }

    /** A scientist that has seen nothing yet (a table builds one every move: it keeps no memory). */
    public static Scientist fresh() {
        return new Scientist(Words.of("en")); // its words are not shown at tables; its moves are
    }

    private static <T> boolean startsWith(List<T> list, List<T> prefix) {
        return list.size() >= prefix.size() && list.subList(0, prefix.size()).equals(prefix);
    }
}
