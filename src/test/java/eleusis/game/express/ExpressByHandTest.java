package eleusis.game.express;

import static eleusis.game.express.ExpressTable.face;
import static eleusis.game.express.ExpressTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Reason;
import eleusis.game.TableEvents;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Express with a dealer who judges by hand: starter, cards, no-plays and guesses wait for verdicts. */
class ExpressByHandTest {

    private static ExpressAction.Verdict verdict(boolean right) {
        return new ExpressAction.Verdict(right, null);
    }

    private static ExpressTable started() {
        ExpressTable t = ExpressTable.start(ExpressTable.byHand(4));
        t.apply(0, verdict(true));
        return t;
    }

    @Test
    void theStarterWaitsForTheDealer() {
        ExpressTable t = ExpressTable.start(ExpressTable.byHand(4));
        assertEquals(ExpressPhase.STARTER_VERDICT, t.g.phase());
        assertEquals(List.of(0), t.g.waitingFor());
        assertTrue(t.spectator().judgedByHand());
        assertNull(t.view(0).rule());
        int first = t.mainline().get(0);
        assertEquals(List.of(new TableEvents.Starter(face(first).notation(), false)), t.apply(0, verdict(false)));
        assertEquals(List.of(first), t.g.table().discardPile());
        assertEquals(ExpressPhase.STARTER_VERDICT, t.g.phase());
        int second = t.mainline().get(0);
        t.apply(0, verdict(true));
        assertEquals(ExpressPhase.PLAY, t.g.phase());
        assertEquals(List.of(second), t.mainline());
    }

    @Test
    void aCardWaitsForTheDealerShownOnTheTable() {
        ExpressTable t = started();
        int seat = t.turn();
        int card = t.hand(seat).get(0);
        assertTrue(t.play(seat, card).isEmpty());
        assertEquals(ExpressPhase.DEALER_VERDICT, t.g.phase());
        assertEquals(card, t.spectator().pendingCard().id());
        t.refuse(t.order().get(1), new ExpressAction.NoPlay(), Reason.WAITING_FOR_DEALER);
        List<GameEvent> events = t.apply(0, verdict(true));
        assertEquals("right", only(events, TableEvents.Play.class).verdict());
        assertEquals(ExpressPhase.AFTER_PLAY, t.g.phase());
        t.endTurn();

        int next = t.turn();
        t.play(next, t.hand(next).get(0));
        List<GameEvent> wrong = t.apply(0, verdict(false));
        assertEquals(new TableEvents.Penalty(next, 1, "wrong play"), only(wrong, TableEvents.Penalty.class));
        assertEquals(12, t.handSize(next));
    }

    @Test
    void aNoPlayWaitsForTheDealerAndAWrongOneNeedsACardFromThatHand() {
        ExpressTable t = started();
        int seat = t.turn();
        List<Integer> hand = t.hand(seat);
        t.noPlay(seat);
        assertEquals(hand, t.spectator().pendingNoPlay().stream().map(ExpressView.CardView::id).toList(),
                "the hand is shown to everyone");
        t.refuse(0, verdict(false), Reason.BAD_PLAY);
        t.refuse(0, new ExpressAction.Verdict(false, t.mainline().get(0)), Reason.NOT_IN_HAND);
        int named = hand.get(4);
        List<GameEvent> events = t.apply(0, new ExpressAction.Verdict(false, named));
        assertEquals(new TableEvents.CorrectCard(seat, face(named).notation(), "dealer"), only(events, TableEvents.CorrectCard.class));
        assertEquals(named, t.mainline().get(1));
        assertEquals(12, t.handSize(seat));

        int next = t.turn();
        t.noPlay(next);
        assertEquals(new TableEvents.NewHand(next, 11), only(t.apply(0, verdict(true)), TableEvents.NewHand.class));
    }

    @Test
    void aGuessInTheRuleLanguageGoesToTheDealerToo() {
        ExpressTable t = started();
        int seat = t.turn();
        t.play(seat, t.hand(seat).get(0));
        t.apply(0, verdict(true));
        List<GameEvent> events = t.guess("card is red");
        assertEquals("pending", only(events, ExpressEvents.Guess.class).verdict());
        assertEquals(ExpressPhase.GUESS_VERDICT, t.g.phase());
        List<GameEvent> judged = t.apply(0, verdict(true));
        assertEquals("the rule was guessed", only(judged, TableEvents.RoundEnd.class).reason());
    }
}
