package eleusis.game.express;

import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.game.LegalActions;
import eleusis.game.express.ExpressAction.EndRound;
import eleusis.game.express.ExpressAction.EndTurn;
import eleusis.game.express.ExpressAction.NextRound;
import eleusis.game.express.ExpressAction.NoPlay;
import eleusis.game.express.ExpressAction.Play;
import eleusis.game.express.ExpressAction.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What {@link ExpressGame#legalActions} lists at each moment, in its order (never a guess, whose
 * text is free), and that each entry is applied on a replayed copy.
 */
class ExpressLegalActionsTest {

    private static void allApplied(ExpressGame g) {
        LegalActions.eachApplies(ExpressType.TYPE, g.settings(), g, "express");
    }

    @Test
    void aTurnListsEachCardAndTheNoPlayThenOnlyTheEndOfTheTurnWhileAGuessIsAllowed() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true"));
        int seat = t.turn();
        List<ExpressAction> turn = new ArrayList<>();
        t.hand(seat).forEach(id -> turn.add(new Play(id)));
        turn.add(new NoPlay());
        assertEquals(turn, t.g.legalActions(seat));
        assertEquals(List.of(new EndRound()), t.g.legalActions(0));
        allApplied(t.g);
        t.playFirst();
        assertEquals(List.of("guess", "end_turn"), t.g.allowed(seat));
        assertEquals(List.of(new EndTurn()), t.g.legalActions(seat), "a guess is free text: not listed");
        allApplied(t.g);
    }

    @Test
    void aDealerJudgingByHandListsRightWrongAndForANoPlayEachCorrectCard() {
        ExpressTable t = ExpressTable.start(ExpressTable.byHand(4));
        assertEquals(List.of(new Verdict(true, null), new Verdict(false, null), new EndRound()), t.g.legalActions(0));
        t.apply(0, new Verdict(true, null));
        int seat = t.turn();
        List<Integer> hand = t.hand(seat);
        t.noPlay(seat);
        List<ExpressAction> verdicts = new ArrayList<>(List.of(new Verdict(true, null)));
        hand.forEach(id -> verdicts.add(new Verdict(false, id)));
        verdicts.add(new EndRound());
        assertEquals(verdicts, t.g.legalActions(0));
        allApplied(t.g);
    }

    @Test
    void aGuessInWordsWaitsForTheDealersRightOrWrong() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true"));
        int seat = t.turn();
        t.playFirst();
        t.apply(seat, new ExpressAction.Guess("any card will do", true));
        assertEquals(List.of(new Verdict(true, null), new Verdict(false, null), new EndRound()), t.g.legalActions(0));
        assertEquals(List.of(), t.g.legalActions(seat));
        allApplied(t.g);
    }

    @Test
    void betweenRoundsOnlyTheNextDealerMayChooseToJudgeByHand() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(3, "true").withHandSize(1).withRounds(2));
        t.playFirst();
        assertEquals(ExpressPhase.ROUND_OVER, t.g.phase());
        assertEquals(List.of(new NextRound(), new NextRound(null, true)), t.g.legalActions(1));
        assertEquals(List.of(new NextRound()), t.g.legalActions(2));
        allApplied(t.g);
    }
}
