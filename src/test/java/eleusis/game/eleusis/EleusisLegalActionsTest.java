package eleusis.game.eleusis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.LegalActions;
import eleusis.game.eleusis.EleusisAction.EndRound;
import eleusis.game.eleusis.EleusisAction.EndTurn;
import eleusis.game.eleusis.EleusisAction.NextRound;
import eleusis.game.eleusis.EleusisAction.NoPlay;
import eleusis.game.eleusis.EleusisAction.Play;
import eleusis.game.eleusis.EleusisAction.ProphetCall;
import eleusis.game.eleusis.EleusisAction.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What {@link EleusisGame#legalActions} lists at each moment, in its order, and that each entry is
 * applied (on a replayed copy, so the game itself goes on as scripted).
 */
class EleusisLegalActionsTest {

    private static List<EleusisAction> plays(List<Integer> hand) {
        return hand.stream().<EleusisAction>map(id -> new Play(List.of(id))).toList();
    }

    private static List<EleusisAction> with(List<EleusisAction> head, EleusisAction... tail) {
        List<EleusisAction> out = new ArrayList<>(head);
        out.addAll(List.of(tail));
        return out;
    }

    private static void allApplied(EleusisGame g) {
        LegalActions.eachApplies(EleusisType.TYPE, g.settings(), g, "eleusis");
    }

    @Test
    void aTurnListsEachSingleCardAndTheNoPlayAndTheDealerMayEndTheRound() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true"));
        int seat = t.turn();
        assertEquals(with(plays(t.hand(seat)), new NoPlay()), t.g.legalActions(seat));
        assertEquals(List.of(new EndRound()), t.g.legalActions(0), "the dealer, not waited for, may end the round");
        for (int other = 1; other < 4; other++) if (other != seat) assertEquals(List.of(), t.g.legalActions(other));
        allApplied(t.g);
        t.playFirst(1);
        assertEquals(List.of(new EleusisAction.DeclareProphet(), new EndTurn()), t.g.legalActions(seat));
        assertEquals(List.of(new EndRound()), t.g.legalActions(0));
        allApplied(t.g);
    }

    @Test
    void theProphetCallsANoPlayWrongWithEachCardOfTheHandShown() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "true"));
        int prophet = t.turn();
        t.playFirst(1);
        assertEquals(List.of(new EleusisAction.DeclareProphet(), new EndTurn()), t.g.legalActions(prophet));
        t.declareProphet();
        int seat = t.turn();
        List<Integer> hand = t.hand(seat);
        t.playFirst(1);
        assertEquals(List.of(new ProphetCall(true, null), new ProphetCall(false, null)), t.g.legalActions(prophet));
        allApplied(t.g);
        t.call(true);
        t.endTurnIfAsked();
        int next = t.turn();
        List<Integer> shown = t.hand(next);
        t.noPlay(next);
        List<EleusisAction> calls = new ArrayList<>(List.of(new ProphetCall(true, null)));
        shown.forEach(id -> calls.add(new ProphetCall(false, id)));
        assertEquals(calls, t.g.legalActions(prophet));
        assertEquals(List.of(new EndRound()), t.g.legalActions(0));
        assertEquals(List.of(), t.g.legalActions(next), "the player waits for the call");
        allApplied(t.g);
        assertTrue(hand.size() > 1);
    }

    @Test
    void aDealerJudgingByHandListsRightWrongAndForANoPlayEachCorrectCard() {
        EleusisTable t = EleusisTable.start(EleusisTable.byHand(4));
        assertEquals(List.of(new Verdict(true, null), new Verdict(false, null), new EndRound()), t.g.legalActions(0),
                "the starter");
        allApplied(t.g);
        t.apply(0, new Verdict(true, null));
        int seat = t.turn();
        List<Integer> hand = t.hand(seat);
        t.noPlay(seat);
        List<EleusisAction> verdicts = new ArrayList<>(List.of(new Verdict(true, null)));
        hand.forEach(id -> verdicts.add(new Verdict(false, id)));
        verdicts.add(new EndRound());
        assertEquals(verdicts, t.g.legalActions(0));
        allApplied(t.g);
    }

    @Test
    void betweenRoundsAnySeatStartsTheNextOneAndOnlyItsDealerMayChooseToJudgeByHand() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(3, "true").withHandSize(1).withRounds(2));
        t.playFirst(1);
        assertEquals(Phase.ROUND_OVER, t.g.phase());
        assertEquals(List.of(new NextRound(), new NextRound(null, true)), t.g.legalActions(1), "the next dealer");
        assertEquals(List.of(new NextRound()), t.g.legalActions(0));
        assertEquals(List.of(new NextRound()), t.g.legalActions(2));
        allApplied(t.g);

        EleusisTable house = EleusisTable.start(EleusisTable.settings(3, "true").withHandSize(1).withRounds(2)
                .withDealerRotates(false));
        house.playFirst(1);
        assertEquals(List.of(new NextRound(), new NextRound(null, true)), house.g.legalActions(0));
        assertEquals(List.of(), house.g.legalActions(1), "the house starts every round");
        house.apply(0, new NextRound());
        house.playFirst(1);
        assertTrue(house.g.over());
        for (int s = 0; s < 3; s++) assertEquals(List.of(), house.g.legalActions(s), "nothing once the game is over");
    }
}
