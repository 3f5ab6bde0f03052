package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;

/**
 * Everything observable about a game at one moment: every view as JSON, the history, the event
 * log's length, where every card is (hidden piles and their order included, as the game's contract
 * counts them) and the totals. A refused action must leave it exactly as it was.
 */
public record Snapshot(List<String> views, int history, int events, List<Integer> cards,
                       Map<Integer, Integer> totals, List<Integer> waitingFor) {

    public static <A, G extends Game<A>> Snapshot of(GameContract<?, A, G> c, G g) {
        return new Snapshot(Views.all(g), g.history().size(), g.log().size(), c.census(g), g.totals(), g.waitingFor());
    }

    /** Applies an action that must be refused for {@code reason}, saying why in words, and checks that nothing changed. */
    public static <A, G extends Game<A>> Refusal refused(GameContract<?, A, G> c, G g, int seat, A action, Reason reason) {
        Snapshot before = of(c, g);
        Outcome o = g.apply(seat, action);
        Outcome.Refused r = assertInstanceOf(Outcome.Refused.class, o, () -> "seat " + seat + " " + action + " should be refused");
        assertEquals(reason, r.refusal().reason(), r.refusal().message());
        assertFalse(r.refusal().message().isBlank(), "a refusal says why in words");
        assertEquals(before, of(c, g), "a refused action changes nothing");
        return r.refusal();
    }
}
