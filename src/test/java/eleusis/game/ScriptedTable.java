package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;

/**
 * A game driven by a test script, whichever game it is: an action applied as a player would send
 * it (a refusal fails the test), an action that must be refused checked to change nothing, and the
 * events of one kind picked out. Each game's table adds how its cards are named and dealt.
 *
 * @param <A> the game's action type
 * @param <G> its game
 */
public abstract class ScriptedTable<A, G extends Game<A>> {
    /** The game, for what a script asks of it directly (its phase, whose move it is). */
    public final G g;
    /** The game's contract, whose census a refusal must leave as it was (the hidden piles included). */
    private final GameContract<?, A, G> contract;

    protected ScriptedTable(G g, GameContract<?, A, G> contract) {
        this.g = g;
        this.contract = contract;
    }

    /** Applies an action that must be taken; returns its events. */
    public final List<GameEvent> apply(int seat, A a) {
        Outcome o = g.apply(seat, a);
        if (o instanceof Outcome.Refused r) fail("seat " + seat + " " + a + " refused: " + r.refusal());
        return ((Outcome.Applied) o).events();
    }

    /** Applies an action that must be refused for {@code reason}, and checks that nothing changed. */
    public final Refusal refuse(int seat, A a, Reason reason) {
        return Snapshot.refused(contract, g, seat, a, reason);
    }

    public static <T> List<T> events(List<GameEvent> events, Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    public static <T> T only(List<GameEvent> events, Class<T> type) {
        List<T> found = events(events, type);
        assertEquals(1, found.size(), () -> "one " + type.getSimpleName() + " in " + events);
        return found.get(0);
    }

    /** The events' kinds, in order: what a script checks when the order is the point. */
    public static List<Class<?>> kinds(List<GameEvent> events) {
        return events.stream().<Class<?>>map(Object::getClass).toList();
    }

    /** The last {@code n} events of the log. */
    public final List<GameEvent> tail(int n) {
        List<GameEvent> log = g.log();
        return log.subList(log.size() - n, log.size());
    }

    /** Every event of this kind so far, the deal included. */
    public final <T> List<T> logged(Class<T> type) {
        return events(g.log(), type);
    }
}
