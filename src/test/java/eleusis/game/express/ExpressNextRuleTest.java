package eleusis.game.express;

import static eleusis.game.express.ExpressTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardColor;
import eleusis.game.Reason;
import eleusis.game.Refusal;
import eleusis.game.Snapshot;
import eleusis.game.TableEvents;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The next dealer chooses how the coming round is judged: a rule written for it (plays and guesses
 * are judged by it) or by hand; a rule the checker refuses is refused with its report.
 */
class ExpressNextRuleTest {

    /** Four seats, rule "true": the first player plays and guesses "true", which ends the round. */
    private static ExpressTable afterFirstRound(int rounds) {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true").withRounds(rounds));
        t.playFirst();
        t.guess("true");
        assertEquals(ExpressPhase.ROUND_OVER, t.g.phase());
        assertEquals(List.of(1), t.g.waitingFor());
        return t;
    }

    @Test
    void theChosenRuleJudgesThePlaysAndTheGuessesOfTheNextRound() {
        ExpressTable t = afterFirstRound(3);
        t.apply(1, new ExpressAction.NextRound("card is red", false));
        assertEquals(1, t.g.dealer());
        assertEquals("card is red", t.view(1).rule(), "the dealer sees the rule chosen");
        for (int s : List.of(0, 2, 3)) assertNull(t.view(s).rule(), "seat " + s);
        assertNull(t.spectator().rule());
        assertEquals(CardColor.RED, ExpressTable.face(t.mainline().get(0)).color(), "a red starter");

        int f = t.turn();
        int black = t.hand(f).stream().filter(id -> ExpressTable.face(id).color() == CardColor.BLACK).findFirst().orElseThrow();
        assertEquals("wrong", only(t.play(f, black), TableEvents.Play.class).verdict(), "right under \"true\", wrong now");
        int g = t.turn();
        int red = t.hand(g).stream().filter(id -> ExpressTable.face(id).color() == CardColor.RED).findFirst().orElseThrow();
        assertEquals("right", only(t.play(g, red), TableEvents.Play.class).verdict());
        TableEvents.RoundEnd end = only(t.guess("card.color == red"), TableEvents.RoundEnd.class);
        assertEquals("the rule was guessed", end.reason());
        assertEquals(g, t.g.guessedBy());

        t.apply(2, new ExpressAction.NextRound());
        assertEquals("true", t.view(2).rule(), "the round after goes back to the settings' judge");
    }

    @Test
    void aRuleThatDoesNotCompileIsRefusedWithTheCheckersReport() {
        ExpressTable t = afterFirstRound(2);
        Refusal r = t.refuse(1, new ExpressAction.NextRound("card.rank >", false), Reason.NOT_ALLOWED);
        assertTrue(r.message().contains(Rule.compile("card.rank >").report()), r.message());
        assertTrue(r.message().startsWith("the rule for the next round does not compile:\n"), r.message());
        Refusal none = t.refuse(1, new ExpressAction.NextRound("card is red and card is black", false), Reason.NOT_ALLOWED);
        assertTrue(none.message().contains("accepts no card as the starter"), none.message());
    }

    @Test
    void aRuleAndByHandAtOnceOrAChoiceByAnotherSeatIsRefused() {
        ExpressTable t = afterFirstRound(2);
        t.refuse(1, new ExpressAction.NextRound("card is red", true), Reason.NOT_ALLOWED);
        t.refuse(3, new ExpressAction.NextRound(null, true), Reason.NOT_THE_DEALER);
        t.apply(2, new ExpressAction.NextRound());
        assertEquals(1, t.g.dealer());
    }

    @Test
    void theNextDealerMayJudgeTheRoundByHand() {
        ExpressTable t = afterFirstRound(2);
        t.apply(1, new ExpressAction.NextRound(null, true));
        assertEquals(ExpressPhase.STARTER_VERDICT, t.g.phase());
        assertEquals(List.of(1), t.g.waitingFor());
        assertTrue(t.spectator().judgedByHand());
        assertNull(t.view(1).rule());
        t.apply(1, new ExpressAction.Verdict(true, null));
        int f = t.turn();
        t.play(f, t.hand(f).get(0));
        assertEquals(ExpressPhase.DEALER_VERDICT, t.g.phase());
        assertEquals("wrong", only(t.apply(1, new ExpressAction.Verdict(false, null)), TableEvents.Play.class).verdict());
        assertNull(t.spectator().rule());
    }

    @Test
    void aReplayJudgesTheRoundByTheRuleKeptInTheAction() {
        ExpressTable t = afterFirstRound(3);
        t.apply(1, new ExpressAction.NextRound("card.color != last.color", false));
        for (int i = 0; i < 6; i++) {
            t.playFirst();
            t.endTurnIfAsked();
        }
        ExpressGame copy = ExpressGame.replay(t.g.settings(), t.g.seed(), new ArrayList<>(t.g.history()));
        assertEquals(Snapshot.of(ExpressTable.CONTRACT, t.g), Snapshot.of(ExpressTable.CONTRACT, copy));
        assertEquals("card.color != last.color", (copy.view(new Viewer.Player(1))).rule());
    }
}
