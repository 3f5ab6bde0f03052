package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.events;
import static eleusis.game.eleusis.EleusisTable.face;
import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardColor;
import eleusis.game.GameEvent;
import eleusis.game.Reason;
import eleusis.game.TableEvents;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The prophet: who may become one and when, the calls, confirmation and overthrow. */
class EleusisProphetTest {

    /** Five seats: the dealer and four players; the first player plays one card and becomes prophet. */
    private static EleusisTable withProphet(EleusisTable t) {
        t.playFirst(1);
        t.declareProphet();
        return t;
    }

    /**
     * A player who may not become prophet is not offered it: the turn passes at once, and an attempt
     * to declare is refused.
     */
    private static void notOffered(EleusisTable t, int seat) {
        assertEquals(Phase.PLAY, t.g.phase(), "the turn passes at once");
        assertTrue(t.g.turn() != seat);
        assertFalse(t.g.allowed(seat).contains("declare_prophet"));
        t.refuse(seat, new EleusisAction.DeclareProphet(), Reason.NOT_NOW);
    }

    @Test
    void justAfterOwnPlayAPlayerBecomesProphetWithABlackMarkerOnTheCardJustPlayed() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "true"));
        int seat = t.turn();
        int card = t.first(seat, 2).get(1);
        t.play(seat, t.first(seat, 2));
        assertEquals(List.of("declare_prophet", "end_turn"), t.g.allowed(seat));
        List<GameEvent> events = t.declareProphet();

        assertEquals(new EleusisEvents.ProphetDeclared(seat, face(card).notation(), 2),
                only(events, EleusisEvents.ProphetDeclared.class));
        assertEquals(new EleusisEvents.Marker("black", face(card).notation(), 1), only(events, EleusisEvents.Marker.class));
        EleusisView v = t.spectator();
        assertEquals(seat, v.prophet());
        EleusisView.MainlineCard marked = v.mainline().get(v.mainline().size() - 1);
        assertEquals(card, marked.id());
        assertTrue(marked.blackMarker());
        assertEquals(1, v.mainline().stream().filter(EleusisView.MainlineCard::blackMarker).count());
        assertEquals(12, v.handSizes().get(seat), "the prophet's hand is set aside, still counted");
        assertEquals(12, t.hand(seat).size(), "and still seen by its owner");
        assertEquals(Phase.PLAY, t.g.phase());
        assertTrue(t.g.turn() != seat, "play moves on to the next player");
    }

    @Test
    void theProphetTakesNoTurns() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "true")));
        int prophet = t.g.prophet();
        for (int i = 0; i < 9; i++) {
            int seat = t.turn();
            assertTrue(seat != prophet && seat != 0, "turn " + i + " went to " + seat);
            t.playFirst(1);
            t.call(true);
            t.endTurnIfAsked();
        }
        assertEquals(13, t.handSize(prophet));
    }

    @Test
    void noSecondProphetWhileOneStands() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "true")));
        int seat = t.turn();
        t.playFirst(1);
        t.call(true);
        notOffered(t, seat);
    }

    @Test
    void aProphetNeedsAtLeastTwoOtherPlayersBesidesTheDealer() {
        EleusisTable three = EleusisTable.start(EleusisTable.settings(3, "true"));
        int seat = three.turn();
        three.playFirst(1);
        notOffered(three, seat);

        EleusisTable four = EleusisTable.start(EleusisTable.settings(4, "true"));
        four.playFirst(1);
        assertTrue(four.g.allowed(four.g.waitingFor().get(0)).contains("declare_prophet"), "dealer and two other players");
    }

    @Test
    void expelledPlayersDoNotCountAsOthersForAProphet() {
        // A marker on every card: sudden death after the 4th card played. "position <= 6" makes the
        // first five cards after the starter right and every later one wrong.
        EleusisTable t = EleusisTable.start(EleusisTable.markers(EleusisTable.settings(4, "position <= 6"), 1));
        List<Integer> order = t.order();
        int a = order.get(0), b = order.get(1), c = order.get(2);
        t.play(a, t.first(a, 4));
        t.endTurn();
        assertTrue(t.g.suddenDeath());
        t.play(b, t.first(b, 2));
        assertEquals(List.of(b), List.copyOf(t.g.expelled()), "a wrong string in sudden death expels");
        assertEquals(c, t.turn());
        assertEquals("right", only(t.play(c, t.first(c, 1)), TableEvents.Play.class).verdict());
        notOffered(t, c);
    }

    @Test
    void onlyJustAfterOwnPlayNotAfterANoPlayNorOnAnotherTurn() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "position == 1"));
        int seat = t.turn();
        t.refuse(seat, new EleusisAction.DeclareProphet(), Reason.NOT_NOW);
        t.noPlay(seat);
        assertEquals(Phase.PLAY, t.g.phase(), "after a no-play the turn passes at once");
        t.refuse(seat, new EleusisAction.DeclareProphet(), Reason.NOT_NOW);
        int next = t.turn();
        t.playFirst(1);
        t.refuse(seat, new EleusisAction.DeclareProphet(), Reason.NOT_YOUR_TURN);
        assertTrue(t.g.allowed(next).contains("declare_prophet"), "a wrong play is still one's own play");
    }

    @Test
    void aFormerProphetCannotBecomeProphetAgainThisRound() {
        EleusisTable t = EleusisTable.find(EleusisTable.settings(5, "card is red"), "a first player with a red card",
                x -> !x.reds(x.g.turn()).isEmpty());
        int prophet = t.turn();
        t.play(prophet, t.reds(prophet).get(0));
        t.declareProphet();
        int seat = t.turn();
        t.play(seat, t.first(seat, 1));
        boolean right = face(t.spectator().pending().cards().get(0).id()).color() == CardColor.RED;
        assertTrue(events(t.call(!right), EleusisEvents.Overthrow.class).size() == 1);
        t.endTurnIfAsked();
        while (t.turn() != prophet) {
            t.playFirst(1);
            t.endTurnIfAsked();
        }
        t.playFirst(1);
        notOffered(t, prophet);
    }

    @Test
    void theProphetCallsEachPlayWhileTheCardsStayInTheHand() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "true")));
        int seat = t.turn();
        List<Integer> cards = t.first(seat, 2);
        t.play(seat, cards);
        assertEquals(Phase.PROPHET_CALL, t.g.phase());
        assertEquals(List.of(t.g.prophet()), t.g.waitingFor());
        assertEquals(List.of("prophet_call"), t.g.allowed(t.g.prophet()));
        EleusisView.PendingView pending = t.spectator().pending();
        assertEquals(seat, pending.player());
        assertEquals(cards, pending.cards().stream().map(EleusisView.CardView::id).toList(), "shown on the table");
        assertEquals(14, t.handSize(seat), "the cards are still the player's until the call");
        assertTrue(t.g.table().hand(seat).containsAll(cards));
    }

    @Test
    void aRightCallIsConfirmedAndThePlayIsSettledAsUsual() {
        EleusisTable t = EleusisTable.find(EleusisTable.settings(5, "card is red"), "a first player with a red, a next with red and black",
                x -> !x.reds(x.g.turn()).isEmpty() && !x.reds(x.order().get(1)).isEmpty()
                        && !x.blacks(x.order().get(2)).isEmpty());
        int prophet = t.turn();
        t.play(prophet, t.reds(prophet).get(0));
        t.declareProphet();

        int seat = t.turn();
        t.play(seat, t.reds(seat).get(0));
        List<GameEvent> events = t.call(true);
        assertEquals(new EleusisEvents.ProphetCall(prophet, "right"), only(events, EleusisEvents.ProphetCall.class));
        assertTrue(events(events, EleusisEvents.Overthrow.class).isEmpty());
        assertEquals("right", only(events, TableEvents.Play.class).verdict());
        assertEquals(prophet, t.g.prophet());
        assertEquals(3, t.mainline().size());
        assertEquals(Phase.PLAY, t.g.phase(), "no prophet can be declared while one stands: play moves on");

        int other = t.turn();
        t.play(other, t.blacks(other).get(0));
        List<GameEvent> wrong = t.call(false);
        assertEquals("wrong", only(wrong, TableEvents.Play.class).verdict());
        assertEquals(new TableEvents.Penalty(other, 2, "wrong play"), only(wrong, TableEvents.Penalty.class));
        assertEquals(prophet, t.g.prophet());
    }

    @Test
    void aProphetCallingARightPlayWrongIsOverthrown() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "true")));
        int prophet = t.g.prophet();
        int seat = t.turn();
        t.playFirst(1);
        List<GameEvent> events = t.call(false);

        assertEquals(new EleusisEvents.Overthrow(prophet, 5), only(events, EleusisEvents.Overthrow.class));
        assertEquals("right", only(events, TableEvents.Play.class).verdict(), "the dealer's verdict stands");
        assertNull(t.g.prophet());
        EleusisView v = t.spectator();
        assertFalse(v.mainline().stream().anyMatch(EleusisView.MainlineCard::blackMarker), "the black markers come off");
        assertEquals(13 + 5, t.handSize(prophet), "the hand is taken back with 5 penalty cards");
        assertEquals(13, t.handSize(seat));
        t.endTurnIfAsked();
        boolean back = false;
        for (int i = 0; i < 4; i++) {
            back |= t.turn() == prophet;
            t.playFirst(1);
            t.endTurnIfAsked();
        }
        assertTrue(back, "the fallen prophet takes turns again");
    }

    @Test
    void whenTheProphetIsOverthrownThePlayerTakesNoPenaltyForAWrongPlay() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "position <= 2")));
        int prophet = t.g.prophet();
        int seat = t.turn();
        List<GameEvent> events = t.play(seat, t.first(seat, 3));
        assertTrue(events.isEmpty(), "nothing happens before the call");
        events = t.call(true);
        assertEquals(new EleusisEvents.Overthrow(prophet, 5), only(events, EleusisEvents.Overthrow.class));
        assertEquals("wrong", only(events, TableEvents.Play.class).verdict());
        assertTrue(events(events, TableEvents.Penalty.class).isEmpty(), "no penalty for the player");
        assertEquals(14 - 3, t.handSize(seat));
        assertEquals(1, t.spectator().sidelines().size(), "the wrong cards still go to the sideline");
        assertEquals(14 - 1 + 5, t.handSize(prophet));
    }

    @Test
    void aNoPlayCalledWrongThatWasRightOverthrowsTheProphetAndTheDealerSettlesIt() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "position <= 2")));
        int prophet = t.g.prophet();
        int seat = t.turn();
        int named = t.hand(seat).get(0);
        t.noPlay(seat);
        List<GameEvent> events = t.call(false, named);

        assertEquals(new EleusisEvents.Overthrow(prophet, 5), only(events, EleusisEvents.Overthrow.class));
        assertEquals("right", only(events, TableEvents.NoPlay.class).verdict());
        assertTrue(events(events, TableEvents.CorrectCard.class).isEmpty(), "the named card is not played");
        assertEquals(new TableEvents.NewHand(seat, 10), only(events, TableEvents.NewHand.class));
        assertEquals(10, t.handSize(seat));
        assertEquals(2, t.mainline().size());
    }

    @Test
    void aNoPlayCalledRightThatWasWrongOverthrowsTheProphetAndCostsThePlayerNothing() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "true")));
        int prophet = t.g.prophet();
        int seat = t.turn();
        List<Integer> shown = t.hand(seat);
        t.noPlay(seat);
        List<GameEvent> events = t.call(true);

        assertEquals(new EleusisEvents.Overthrow(prophet, 5), only(events, EleusisEvents.Overthrow.class));
        assertEquals("wrong", only(events, TableEvents.NoPlay.class).verdict());
        TableEvents.CorrectCard correct = only(events, TableEvents.CorrectCard.class);
        assertEquals("dealer", correct.by(), "with the prophet gone, the dealer plays the correct card");
        assertTrue(shown.contains(t.mainline().get(2)));
        assertTrue(events(events, TableEvents.Penalty.class).isEmpty(), "no penalty for the player");
        assertEquals(13, t.handSize(seat));
    }

    @Test
    void aProphetWhoNamesAWrongCardForAWrongNoPlayIsOverthrown() {
        EleusisTable t = EleusisTable.find(EleusisTable.settings(5, "card is red"),
                "a first player with a red, a next player with red and black",
                x -> !x.reds(x.g.turn()).isEmpty() && !x.reds(x.order().get(1)).isEmpty()
                        && !x.blacks(x.order().get(1)).isEmpty());
        int prophet = t.turn();
        t.play(prophet, t.reds(prophet).get(0));
        t.declareProphet();
        int seat = t.turn();
        t.noPlay(seat);
        List<GameEvent> events = t.call(false, t.blacks(seat).get(0));

        assertEquals(new EleusisEvents.Overthrow(prophet, 5), only(events, EleusisEvents.Overthrow.class));
        int played = t.mainline().get(2);
        assertEquals(CardColor.RED, face(played).color(), "the dealer plays a correct card instead");
        assertEquals("dealer", only(events, TableEvents.CorrectCard.class).by());
        assertTrue(events(events, TableEvents.Penalty.class).isEmpty());
        assertEquals(13, t.handSize(seat));
    }

    @Test
    void aProphetWhoCallsAWrongNoPlayWrongPlaysTheCardNamedAndThePlayerDrawsFive() {
        EleusisTable t = EleusisTable.find(EleusisTable.settings(5, "card is red"),
                "a first player with a red, a next player with two reds",
                x -> !x.reds(x.g.turn()).isEmpty() && x.reds(x.order().get(1)).size() >= 2);
        int prophet = t.turn();
        t.play(prophet, t.reds(prophet).get(0));
        t.declareProphet();
        int seat = t.turn();
        int named = t.reds(seat).get(1);
        t.noPlay(seat);
        t.refuse(prophet, new EleusisAction.ProphetCall(false, null), Reason.BAD_PLAY);
        t.refuse(prophet, new EleusisAction.ProphetCall(false, t.mainline().get(0)), Reason.NOT_IN_HAND);
        List<GameEvent> events = t.call(false, named);

        assertTrue(events(events, EleusisEvents.Overthrow.class).isEmpty());
        assertEquals(new TableEvents.CorrectCard(seat, face(named).notation(), "prophet"),
                only(events, TableEvents.CorrectCard.class));
        assertEquals(named, t.mainline().get(2));
        assertEquals(new TableEvents.Penalty(seat, 5, "wrong no-play"), only(events, TableEvents.Penalty.class));
        assertEquals(14 - 1 + 5, t.handSize(seat));
        assertEquals(prophet, t.g.prophet());
    }

    @Test
    void aRightNoPlayCalledRightIsConfirmed() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "position <= 2")));
        int prophet = t.g.prophet();
        int seat = t.turn();
        t.noPlay(seat);
        List<GameEvent> events = t.call(true);
        assertTrue(events(events, EleusisEvents.Overthrow.class).isEmpty());
        assertEquals(new TableEvents.NewHand(seat, 10), only(events, TableEvents.NewHand.class));
        assertEquals(prophet, t.g.prophet());
    }

    @Test
    void anOverthrownProphetsPenaltyThatRunsTheStockLowShufflesInADeckAndSaysSo() {
        EleusisTable t = withProphet(EleusisTable.start(EleusisTable.settings(5, "position == 1")));
        while (t.spectator().stock() > 12) {
            t.playFirst(4);
            t.call(false);
        }
        assertTrue(t.spectator().stock() <= 8, "5 penalty cards will take the stock down to 4");
        t.playFirst(1);
        List<GameEvent> events = t.call(true);
        assertEquals(1, events(events, EleusisEvents.Overthrow.class).size());
        assertEquals(3, t.g.table().decks(), "a deck was shuffled in");
        assertEquals(new TableEvents.NewDeck(3), only(events, TableEvents.NewDeck.class));
    }
}
