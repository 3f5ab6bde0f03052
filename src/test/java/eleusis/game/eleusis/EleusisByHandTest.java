package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.events;
import static eleusis.game.eleusis.EleusisTable.face;
import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Reason;
import eleusis.game.TableEvents;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A dealer who judges by hand, for rules the language cannot write: the engine waits for verdicts. */
class EleusisByHandTest {

    private static EleusisAction.Verdict verdict(boolean right) {
        return new EleusisAction.Verdict(right, null);
    }

    /** A game judged by hand, its starter accepted. */
    private static EleusisTable started(int players) {
        EleusisTable t = EleusisTable.start(EleusisTable.byHand(players));
        t.apply(0, verdict(true));
        return t;
    }

    @Test
    void theEngineWaitsForTheDealersVerdictOnTheStarter() {
        EleusisTable t = EleusisTable.start(EleusisTable.byHand(4));
        assertEquals(Phase.STARTER_VERDICT, t.g.phase());
        assertEquals(List.of(0), t.g.waitingFor());
        assertEquals(List.of("verdict", "end_round"), t.g.allowed(0), "a verdict; or the dealer may end the round");
        EleusisView v = t.spectator();
        assertTrue(v.judgedByHand());
        assertNull(t.view(0).rule(), "no written rule, not even for the dealer");
        assertEquals(1, v.mainline().size(), "the starter is turned up for all to see");
        int first = v.mainline().get(0).id();
        int player = t.g.turn();
        t.refuse(player, new EleusisAction.Play(t.first(player, 1)), Reason.WAITING_FOR_DEALER);

        List<GameEvent> refused = t.apply(0, verdict(false));
        assertEquals(new TableEvents.Starter(face(first).notation(), false), refused.get(0));
        assertEquals(Phase.STARTER_VERDICT, t.g.phase(), "another card is turned up and judged");
        assertEquals(List.of(first), t.g.table().discardPile());
        int second = t.mainline().get(0);
        assertTrue(second != first);

        List<GameEvent> accepted = t.apply(0, verdict(true));
        assertEquals(List.of(new TableEvents.Starter(face(second).notation(), true)), accepted);
        assertEquals(Phase.PLAY, t.g.phase());
        assertEquals(List.of(second), t.mainline());
    }

    @Test
    void aPlayWaitsForTheDealersVerdictWithTheCardsShownOnTheTable() {
        EleusisTable t = started(4);
        int seat = t.turn();
        List<Integer> cards = t.first(seat, 2);
        assertTrue(t.play(seat, cards).isEmpty());
        assertEquals(Phase.DEALER_VERDICT, t.g.phase());
        assertEquals(List.of(0), t.g.waitingFor());
        EleusisView.PendingView pending = t.spectator().pending();
        assertEquals(cards, pending.cards().stream().map(EleusisView.CardView::id).toList());
        assertFalse(pending.noPlay());
        assertEquals(14, t.handSize(seat));

        List<GameEvent> events = t.apply(0, verdict(true));
        assertEquals("right", only(events, TableEvents.Play.class).verdict());
        assertEquals(3, t.mainline().size());
        assertEquals(12, t.handSize(seat));
        t.endTurn();

        int next = t.turn();
        t.play(next, t.first(next, 3));
        List<GameEvent> wrong = t.apply(0, verdict(false));
        assertEquals("wrong", only(wrong, TableEvents.Play.class).verdict());
        assertEquals(new TableEvents.Penalty(next, 6, "wrong play"), only(wrong, TableEvents.Penalty.class));
        assertEquals(2, t.spectator().sidelines().get(0).under());
    }

    @Test
    void aNoPlayWaitsForTheDealersVerdict() {
        EleusisTable t = started(4);
        int seat = t.turn();
        t.noPlay(seat);
        assertEquals(Phase.DEALER_VERDICT, t.g.phase());
        assertTrue(t.spectator().pending().noPlay());
        List<GameEvent> events = t.apply(0, verdict(true));
        assertEquals(new TableEvents.NewHand(seat, 10), only(events, TableEvents.NewHand.class));
    }

    @Test
    void aWrongNoPlayNeedsTheCorrectCardFromThatHand() {
        EleusisTable t = started(4);
        int seat = t.turn();
        List<Integer> hand = t.hand(seat);
        t.noPlay(seat);
        t.refuse(0, verdict(false), Reason.BAD_PLAY);
        t.refuse(0, new EleusisAction.Verdict(false, t.mainline().get(0)), Reason.NOT_IN_HAND);
        int named = hand.get(5);
        List<GameEvent> events = t.apply(0, new EleusisAction.Verdict(false, named));
        assertEquals(new TableEvents.CorrectCard(seat, face(named).notation(), "dealer"), only(events, TableEvents.CorrectCard.class));
        assertEquals(named, t.mainline().get(1));
        assertEquals(new TableEvents.Penalty(seat, 5, "wrong no-play"), only(events, TableEvents.Penalty.class));
        assertEquals(18, t.handSize(seat));
    }

    @Test
    void withAProphetTheProphetCallsFirstThenTheDealerConfirmsOrOverturns() {
        EleusisTable t = started(5);
        t.playFirst(1);
        t.apply(0, verdict(true));
        int prophet = t.g.waitingFor().get(0);
        t.declareProphet();

        int seat = t.turn();
        t.playFirst(1);
        assertEquals(Phase.PROPHET_CALL, t.g.phase());
        t.refuse(0, verdict(true), Reason.WAITING_FOR_PROPHET);
        List<GameEvent> called = t.call(true);
        assertEquals(List.of(new EleusisEvents.ProphetCall(prophet, "right")), called);
        assertEquals(Phase.DEALER_VERDICT, t.g.phase());
        assertEquals("right", t.spectator().pending().prophetCall(), "the call is shown while the dealer decides");
        List<GameEvent> confirmed = t.apply(0, verdict(true));
        assertTrue(events(confirmed, EleusisEvents.Overthrow.class).isEmpty());
        assertEquals(prophet, t.g.prophet());
        assertEquals(13, t.handSize(seat));

        int other = t.turn();
        t.playFirst(2);
        t.call(true);
        List<GameEvent> overturned = t.apply(0, verdict(false));
        assertEquals(new EleusisEvents.Overthrow(prophet, 5), only(overturned, EleusisEvents.Overthrow.class));
        assertEquals("wrong", only(overturned, TableEvents.Play.class).verdict());
        assertTrue(events(overturned, TableEvents.Penalty.class).isEmpty(), "no penalty for the player");
        assertEquals(12, t.handSize(other));
        assertNull(t.g.prophet());
    }

    @Test
    void onlyTheDealerGivesVerdictsAndOnlyWhenJudgingByHand() {
        EleusisTable t = EleusisTable.start(EleusisTable.byHand(4));
        t.refuse(1, verdict(true), Reason.NOT_THE_DEALER);
        EleusisTable ruled = EleusisTable.start(EleusisTable.settings(4, "true"));
        String why = ruled.refuse(0, verdict(true), Reason.NOT_ALLOWED).message();
        assertTrue(why.contains("secret rule"), why);
        EleusisTable playing = started(4);
        playing.refuse(0, verdict(true), Reason.NOT_NOW);
    }
}
