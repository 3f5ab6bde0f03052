package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.Card;
import eleusis.game.Reason;
import eleusis.game.Refusal;
import eleusis.game.Snapshot;
import eleusis.game.TableEvents;
import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The next dealer chooses how the coming round is judged: a secret rule written for it, or by
 * hand; the round after goes back to the settings' judge unless chosen again. A rule the checker
 * refuses, or that no starter could satisfy, is refused with the checker's report, changing nothing.
 */
class EleusisNextRuleTest {

    /** Three seats, hands of one card, rule "true": the first round ends with the first play. */
    private static EleusisTable afterFirstRound(int rounds) {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(3, "true").withHandSize(1).withRounds(rounds));
        t.playFirst(1);
        assertEquals(Phase.ROUND_OVER, t.g.phase());
        assertEquals(List.of(1), t.g.waitingFor());
        return t;
    }

    @Test
    void theChosenRuleJudgesTheNextRoundAndOnlyItsDealerSeesIt() {
        EleusisTable t = afterFirstRound(3);
        TableEvents.RoundStart start = only(t.apply(1, new EleusisAction.NextRound("position == 1", false)),
                TableEvents.RoundStart.class);
        assertEquals(1, start.dealer());
        assertEquals("position == 1", t.view(1).rule(), "the dealer sees the rule chosen");
        assertNull(t.view(0).rule());
        assertNull(t.view(2).rule());
        assertNull(t.spectator().rule());
        assertFalse(t.spectator().judgedByHand());
        // Under "true" every card was right; under "position == 1" a card after the starter is wrong.
        int seat = t.turn();
        TableEvents.Play play = only(t.playFirst(1), TableEvents.Play.class);
        assertEquals("wrong", play.verdict());
        assertEquals(2, t.handSize(seat), "one card played, two drawn");

        // Play the round out: the next player's no-play is right and leaves an empty hand.
        while (t.g.phase() != Phase.ROUND_OVER) t.noPlay(t.turn());
        t.apply(2, new EleusisAction.NextRound());
        assertEquals("true", t.view(2).rule(), "the round after goes back to the settings' judge");
        assertEquals("right", only(t.playFirst(1), TableEvents.Play.class).verdict());
    }

    @Test
    void aRuleThatDoesNotCompileIsRefusedWithTheCheckersReport() {
        EleusisTable t = afterFirstRound(2);
        Refusal r = t.refuse(1, new EleusisAction.NextRound("card is purple", false), Reason.NOT_ALLOWED);
        assertTrue(r.message().contains(Rule.compile("card is purple").report()), r.message());
        assertTrue(r.message().startsWith("the rule for the next round does not compile:\n"), r.message());
        assertEquals(Phase.ROUND_OVER, t.g.phase());
    }

    @Test
    void aRuleNoStarterCouldSatisfyIsRefused() {
        EleusisTable t = afterFirstRound(2);
        assertTrue(Card.deck().stream().noneMatch(c -> EleusisTable.rule("position > 1").accepts(List.of(), c)));
        Refusal r = t.refuse(1, new EleusisAction.NextRound("position > 1", false), Reason.NOT_ALLOWED);
        assertTrue(r.message().contains("accepts no card as the starter"), r.message());
    }

    @Test
    void aRuleAndByHandAtOnceOrAChoiceByAnotherSeatIsRefused() {
        EleusisTable t = afterFirstRound(2);
        t.refuse(1, new EleusisAction.NextRound("card is red", true), Reason.NOT_ALLOWED);
        t.refuse(2, new EleusisAction.NextRound("card is red", false), Reason.NOT_THE_DEALER);
        t.refuse(0, new EleusisAction.NextRound(null, true), Reason.NOT_THE_DEALER);
        // Starting the round with the settings' judge stays open to every seat, as before.
        t.apply(0, new EleusisAction.NextRound());
        assertEquals(1, t.g.dealer());
        assertEquals("true", t.view(1).rule());
    }

    @Test
    void theNextDealerMayJudgeTheRoundByHand() {
        EleusisTable t = afterFirstRound(2);
        t.apply(1, new EleusisAction.NextRound(null, true));
        assertEquals(Phase.STARTER_VERDICT, t.g.phase());
        assertEquals(List.of(1), t.g.waitingFor());
        assertTrue(t.spectator().judgedByHand());
        assertNull(t.view(1).rule(), "no written rule, not even for the dealer");
        t.apply(1, new EleusisAction.Verdict(true, null));
        int seat = t.turn();
        t.playFirst(1);
        assertEquals(Phase.DEALER_VERDICT, t.g.phase());
        assertEquals("wrong", only(t.apply(1, new EleusisAction.Verdict(false, null)), TableEvents.Play.class).verdict());
        assertEquals(2, t.handSize(seat));
    }

    @Test
    void aReplayJudgesTheRoundByTheRuleKeptInTheAction() {
        EleusisTable t = afterFirstRound(3);
        t.apply(1, new EleusisAction.NextRound("card.color != last.color", false));
        while (t.g.phase() != Phase.ROUND_OVER) t.playFirst(1);
        t.apply(2, new EleusisAction.NextRound(null, true));
        EleusisGame copy = EleusisGame.replay(t.g.settings(), t.g.seed(), new ArrayList<>(t.g.history()));
        assertEquals(Snapshot.of(EleusisTable.CONTRACT, t.g), Snapshot.of(EleusisTable.CONTRACT, copy));
        assertEquals(new EleusisAction.NextRound("card.color != last.color", false), copy.history().get(1).action());
    }
}
