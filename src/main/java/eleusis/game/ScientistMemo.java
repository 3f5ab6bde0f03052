package eleusis.game;

import eleusis.scientist.Scientist;
import eleusis.scientist.View;
import eleusis.scientist.Words;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The machine scientists of the seats of one table (or one simulated game), each kept from move to
 * move while its round goes on, so it strikes only the plays it has not seen instead of taking in
 * the whole round again every move. A scientist is kept only while the new view starts with every
 * play and counterexample it saw (the same round, the layout grown); otherwise (a new round, a
 * layout that changed) a new one takes in the whole view. A kept scientist holds the same rules as
 * one that took in the view afresh; the weight they stand for is summed in the order it struck them,
 * so when a wrong guess's counterexample came between plays it can differ in its last bit.
 *
 * <p>A scientist is not safe for two threads at once: a seat's moves are decided one at a time
 * under {@link #lock(int)}; the seats of one table may decide at the same time.
 */
public final class ScientistMemo {
    private final Map<Integer, Kept> seats = new ConcurrentHashMap<>();
    private final Map<Integer, Object> locks = new ConcurrentHashMap<>();
    private final AtomicInteger made = new AtomicInteger();

    private record Kept(int round, View seen, Scientist scientist) {}

    /** A scientist for the seat that has taken in this view (to be used under the seat's {@link #lock}). */
    public Scientist of(int seat, int round, View view) {
        Kept kept = seats.get(seat);
        if (kept != null && kept.round() == round && startsWith(view.plays(), kept.seen().plays())
                && startsWith(view.counterexamples(), kept.seen().counterexamples())) {
            seats.put(seat, new Kept(round, view, kept.scientist()));
            return kept.scientist();
        }
        Scientist fresh = fresh();
        made.incrementAndGet();
        seats.put(seat, new Kept(round, view, fresh));
        return fresh;
    }

    /** What a seat's deciding holds while it uses the seat's scientist. */
    public Object lock(int seat) {
        return locks.computeIfAbsent(seat, s -> new Object());
    }

    /** How many scientists it has made: one a seat and round, when every move followed the last. */
    public int made() {
        return made.get();
    }

    /** A scientist that has seen nothing yet. */
    public static Scientist fresh() {
        return new Scientist(Words.of("en")); // its words are not shown at tables; its moves are
    }

    private static <T> boolean startsWith(List<T> list, List<T> prefix) {
        return list.size() >= prefix.size() && list.subList(0, prefix.size()).equals(prefix);
    }
}
