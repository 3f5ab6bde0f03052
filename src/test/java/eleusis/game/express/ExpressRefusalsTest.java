package eleusis.game.express;

import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Reason;
import org.junit.jupiter.api.Test;

/** Every kind of Express refusal with its typed reason; a refused action changes nothing (ExpressTable.refuse). */
class ExpressRefusalsTest {

    private final ExpressTable t = ExpressTable.start(ExpressTable.settings(5, "true"));

    @Test
    void unknownPlayer() {
        t.refuse(-1, new ExpressAction.NoPlay(), Reason.UNKNOWN_PLAYER);
        t.refuse(5, new ExpressAction.NoPlay(), Reason.UNKNOWN_PLAYER);
    }

    @Test
    void notYourTurn() {
        int other = t.order().get(1);
        t.refuse(other, new ExpressAction.Play(t.hand(other).get(0)), Reason.NOT_YOUR_TURN);
        t.refuse(other, new ExpressAction.NoPlay(), Reason.NOT_YOUR_TURN);
        t.playFirst();
        t.refuse(other, new ExpressAction.Play(t.hand(other).get(0)), Reason.NOT_YOUR_TURN);
    }

    @Test
    void notInHand() {
        int seat = t.turn();
        int other = t.order().get(1);
        t.refuse(seat, new ExpressAction.Play(t.hand(other).get(0)), Reason.NOT_IN_HAND);
        t.refuse(seat, new ExpressAction.Play(t.mainline().get(0)), Reason.NOT_IN_HAND);
        t.refuse(seat, new ExpressAction.Play(104), Reason.NOT_IN_HAND);
        t.refuse(seat, new ExpressAction.Play(-1), Reason.NOT_IN_HAND);
    }

    @Test
    void notAllowedForTheDealerToPlay() {
        String why = t.refuse(0, new ExpressAction.NoPlay(), Reason.NOT_ALLOWED).message();
        assertTrue(why.contains("dealer"), why);
        t.refuse(t.turn(), null, Reason.NOT_ALLOWED);
    }

    @Test
    void verdictsOnlyFromTheDealerAndOnlyWhenThereIsSomethingToJudge() {
        t.refuse(1, new ExpressAction.Verdict(true, null), Reason.NOT_THE_DEALER);
        t.refuse(0, new ExpressAction.Verdict(true, null), Reason.NOT_NOW);
    }

    @Test
    void nextRoundOnlyWhenTheRoundIsOver() {
        t.refuse(t.turn(), new ExpressAction.NextRound(), Reason.NOT_NOW);
        t.refuse(t.turn(), new ExpressAction.EndTurn(), Reason.NOT_NOW);
    }

    @Test
    void roundOverThenGameOver() {
        ExpressTable two = ExpressTable.start(ExpressTable.settings(3, "true").withRounds(2));
        two.playFirst();
        two.guess("true");
        two.refuse(1, new ExpressAction.NoPlay(), Reason.ROUND_OVER);
        two.refuse(0, new ExpressAction.Verdict(true, null), Reason.ROUND_OVER);
        two.apply(2, new ExpressAction.NextRound());
        two.playFirst();
        two.guess("true");
        two.refuse(0, new ExpressAction.NextRound(), Reason.GAME_OVER);
        two.refuse(2, new ExpressAction.Play(0), Reason.GAME_OVER);
    }
}
