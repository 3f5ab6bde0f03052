package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Reason;
import eleusis.game.Refusal;
import eleusis.game.Snapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every illegal action is refused with its reason and a message, and changes nothing. */
class ElementaRefusalsTest {
    private static final ElementaContract CONTRACT = new ElementaContract();

    /** Refused for {@code reason}, in words that say {@code words}, with nothing changed. */
    private static void refused(ElementaGame g, int seat, ElementaAction a, Reason reason, String words) {
        Refusal r = Snapshot.refused(CONTRACT, g, seat, a, reason);
        assertTrue(r.message().contains(words), r.message());
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
