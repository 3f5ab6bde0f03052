package eleusis.game.eleusis;

import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Reason;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every kind of refusal, each with its typed reason; a refused action changes nothing (EleusisTable.refuse). */
class EleusisRefusalsTest {

    private final EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "true"));

    private int notTheTurn() {
        return t.order().get(1);
    }

    @Test
    void unknownPlayer() {
        t.refuse(-1, new EleusisAction.NoPlay(), Reason.UNKNOWN_PLAYER);
        String why = t.refuse(5, new EleusisAction.NoPlay(), Reason.UNKNOWN_PLAYER).message();
        assertTrue(why.contains("no seat 5"), why);
    }

    @Test
    void notYourTurn() {
        int other = notTheTurn();
        String why = t.refuse(other, new EleusisAction.Play(t.first(other, 1)), Reason.NOT_YOUR_TURN).message();
        assertTrue(why.contains("player " + t.g.turn()), why);
        t.refuse(other, new EleusisAction.NoPlay(), Reason.NOT_YOUR_TURN);
        t.playFirst(1);
        t.refuse(other, new EleusisAction.EndTurn(), Reason.NOT_YOUR_TURN);
    }

    @Test
    void notInHand() {
        int seat = t.turn();
        int other = notTheTurn();
        t.refuse(seat, new EleusisAction.Play(List.of(t.hand(other).get(0))), Reason.NOT_IN_HAND);
        t.refuse(seat, new EleusisAction.Play(List.of(t.mainline().get(0))), Reason.NOT_IN_HAND);
        t.refuse(seat, new EleusisAction.Play(List.of(t.hand(seat).get(0), 9999)), Reason.NOT_IN_HAND);
        t.refuse(seat, new EleusisAction.Play(List.of(-3)), Reason.NOT_IN_HAND);
    }

    @Test
    void waitingForTheProphet() {
        t.playFirst(1);
        t.declareProphet();
        int seat = t.turn();
        t.playFirst(1);
        int next = t.order().get(1);
        t.refuse(next, new EleusisAction.Play(t.first(next, 1)), Reason.WAITING_FOR_PROPHET);
        t.refuse(seat, new EleusisAction.NoPlay(), Reason.WAITING_FOR_PROPHET);
    }

    @Test
    void waitingForTheDealer() {
        EleusisTable h = EleusisTable.start(EleusisTable.byHand(4));
        h.apply(0, new EleusisAction.Verdict(true, null));
        h.playFirst(1);
        int seat = h.order().get(1);
        h.refuse(seat, new EleusisAction.NoPlay(), Reason.WAITING_FOR_DEALER);
    }

    @Test
    void notTheDealer() {
        EleusisTable h = EleusisTable.start(EleusisTable.byHand(4));
        h.refuse(2, new EleusisAction.Verdict(true, null), Reason.NOT_THE_DEALER);
    }

    @Test
    void notTheProphet() {
        t.refuse(t.turn(), new EleusisAction.ProphetCall(true, null), Reason.NOT_THE_PROPHET);
        t.playFirst(1);
        t.declareProphet();
        t.playFirst(1);
        t.refuse(0, new EleusisAction.ProphetCall(true, null), Reason.NOT_THE_PROPHET);
    }

    @Test
    void badPlay() {
        int seat = t.turn();
        t.refuse(seat, new EleusisAction.Play(t.first(seat, 5)), Reason.BAD_PLAY);
    }

    @Test
    void notAllowed() {
        String why = t.refuse(0, new EleusisAction.Play(t.first(t.turn(), 1)), Reason.NOT_ALLOWED).message();
        assertTrue(why.contains("dealer does not play"), why);
        t.refuse(t.turn(), null, Reason.NOT_ALLOWED);
    }

    @Test
    void notNow() {
        t.refuse(t.turn(), new EleusisAction.NextRound(), Reason.NOT_NOW);
    }

    @Test
    void roundOverAndGameOver() {
        EleusisTable two = EleusisTable.start(EleusisTable.settings(3, "true").withHandSize(1).withRounds(2));
        two.playFirst(1);
        two.refuse(1, new EleusisAction.NoPlay(), Reason.ROUND_OVER);
        two.refuse(2, new EleusisAction.EndTurn(), Reason.ROUND_OVER);
        two.refuse(0, new EleusisAction.Verdict(true, null), Reason.ROUND_OVER);
        two.apply(1, new EleusisAction.NextRound());
        two.playFirst(1);
        two.refuse(2, new EleusisAction.NextRound(), Reason.GAME_OVER);
        two.refuse(0, new EleusisAction.NoPlay(), Reason.GAME_OVER);
    }
}
