package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.Outcome;
import eleusis.game.Reason;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every illegal action is refused with its reason and a message, and changes nothing. */
class ElementaRefusalsTest {
    static final ObjectMapper JSON = new ObjectMapper();

    /** Everything observable: every view, history, log, where every card is, totals, whose turn. */
    record Snapshot(List<String> views, int history, int events, List<Integer> cards, Map<Integer, Integer> totals,
                    List<Integer> waitingFor) {
        static Snapshot of(ElementaGame g) {
            List<String> views = new ArrayList<>();
            try {
                for (int s = 0; s < 4; s++) views.add(JSON.writeValueAsString(g.view(new Viewer.Player(s))));
                views.add(JSON.writeValueAsString(g.view(new Viewer.Spectator())));
            } catch (JsonProcessingException e) {
                throw new AssertionError(e);
            }
            return new Snapshot(views, g.history().size(), g.log().size(), g.everyCard(), g.totals(), g.waitingFor());
        }
    }

    private static void refused(ElementaGame g, int seat, ElementaAction a, Reason reason, String words) {
        Snapshot before = Snapshot.of(g);
        Outcome.Refused r = assertInstanceOf(Outcome.Refused.class, g.apply(seat, a));
        assertEquals(reason, r.refusal().reason());
        assertTrue(r.refusal().message().contains(words), r.refusal().message());
        assertEquals(before, Snapshot.of(g), "a refused action changes nothing");
    }

    @Test
    void outOfTurnNotInHandUnknownSeatNoAction() {
        ElementaGame g = ElementaGame.start(ElementaSettings.standard(4).withDealer(3), 21);
        int other = g.hand(1).get(0);
        refused(g, 1, new ElementaAction.Play(other), Reason.NOT_YOUR_TURN, "it is player 0's turn");
        refused(g, 0, new ElementaAction.Play(other), Reason.NOT_IN_HAND, "is not in your hand");
        refused(g, 0, new ElementaAction.Play(g.stock().get(0)), Reason.NOT_IN_HAND, "is not in your hand");
        refused(g, 0, new ElementaAction.Play(99), Reason.NOT_IN_HAND, "card 99 is not in your hand");
        refused(g, 4, new ElementaAction.Play(other), Reason.UNKNOWN_PLAYER, "no seat 4");
        refused(g, -1, new ElementaAction.Play(other), Reason.UNKNOWN_PLAYER, "no seat -1");
        refused(g, 0, null, Reason.NOT_ALLOWED, "no action");
        int laid = g.hand(0).get(1);
        assertTrue(g.apply(0, new ElementaAction.Play(laid)).applied());
        refused(g, 0, new ElementaAction.Play(g.hand(0).get(0)), Reason.NOT_YOUR_TURN, "player 1's turn");
        refused(g, 1, new ElementaAction.Play(laid), Reason.NOT_IN_HAND, "is not in your hand");
        assertEquals(List.of("play"), g.allowed(1));
        assertEquals(List.of(), g.allowed(0));
        assertEquals(List.of(), g.legalActions(0));
    }

    @Test
    void nothingAfterTheEnd() {
        ElementaGame g = ElementaGame.start(ElementaSettings.standard(4), 8);
        while (!g.over()) {
            int seat = g.waitingFor().get(0);
            g.apply(seat, g.legalActions(seat).get(0));
        }
        for (int s = 0; s < 4; s++) {
            refused(g, s, new ElementaAction.Play(s), Reason.GAME_OVER, "the game is over");
            assertEquals(List.of(), g.allowed(s));
            assertEquals(List.of(), g.legalActions(s));
        }
        assertEquals(List.of(), g.waitingFor());
    }

    @Test
    void replayRefusesARecordThatDoesNotFit() {
        List<eleusis.game.Recorded<ElementaAction>> bad = List.of(new eleusis.game.Recorded<>(2, new ElementaAction.Play(0)));
        ElementaSettings s = ElementaSettings.standard(4).withDealer(0);
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> ElementaGame.replay(s, 1, bad));
        assertTrue(e.getMessage().contains("refused on replay"), e.getMessage());
    }
}
