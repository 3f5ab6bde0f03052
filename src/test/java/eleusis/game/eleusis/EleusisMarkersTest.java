package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.events;
import static eleusis.game.eleusis.EleusisTable.face;
import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.TableEvents;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * White markers, black markers and sudden death. The scripts use rules on the position alone, so
 * which plays are right does not depend on the deal: "position <= 41" takes the first 40 cards
 * after the starter and nothing more.
 */
class EleusisMarkersTest {

    /** The cards played so far, in order, mainline and sideline alike, read from the play events. */
    private static List<String> cardsPlayed(EleusisTable t) {
        List<String> out = new ArrayList<>();
        for (GameEvent e : t.g.log()) {
            if (e instanceof TableEvents.Play p) out.addAll(p.cards());
            if (e instanceof TableEvents.CorrectCard c) out.add(c.card());
        }
        return out;
    }

    private static List<EleusisEvents.Marker> markers(EleusisTable t, String color) {
        return t.logged(EleusisEvents.Marker.class).stream().filter(m -> m.color().equals(color)).toList();
    }

    @Test
    void aWhiteMarkerGoesOnEveryTenthCardOfTheMainline() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true"));
        for (int i = 0; i < 21; i++) {
            t.playFirst(1);
            t.endTurn();
        }
        List<String> played = cardsPlayed(t);
        assertEquals(List.of(new EleusisEvents.Marker("white", played.get(9), 1),
                new EleusisEvents.Marker("white", played.get(19), 2)), markers(t, "white"));
        List<EleusisView.MainlineCard> line = t.spectator().mainline();
        for (int i = 0; i < line.size(); i++) {
            assertEquals(i == 10 || i == 20, line.get(i).whiteMarker(), "mainline card " + i + " (the starter is 0)");
        }
        assertFalse(t.g.suddenDeath());
    }

    @Test
    void inAStringTheMarkerGoesOnTheTenthCardItself() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true"));
        t.playFirst(4);
        t.endTurn();
        t.playFirst(4);
        t.endTurn();
        int seat = t.turn();
        List<Integer> string = t.first(seat, 4);
        List<GameEvent> events = t.play(seat, string);
        assertEquals(new EleusisEvents.Marker("white", face(string.get(1)).notation(), 1),
                only(events, EleusisEvents.Marker.class), "cards 9 to 12: the second of the string is the 10th");
        assertTrue(t.spectator().mainline().get(10).whiteMarker());
    }

    @Test
    void sidelineCardsCountTowardsTheWhiteMarkers() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "position == 1"));
        for (int i = 0; i < 3; i++) {
            t.playFirst(3);
            t.endTurn();
        }
        assertTrue(markers(t, "white").isEmpty());
        int seat = t.turn();
        int tenth = t.first(seat, 1).get(0);
        List<GameEvent> events = t.play(seat, tenth);
        assertEquals("wrong", only(events, TableEvents.Play.class).verdict());
        assertEquals(new EleusisEvents.Marker("white", face(tenth).notation(), 1), only(events, EleusisEvents.Marker.class),
                "the 10th card played is on a sideline and takes the marker");
        assertEquals(10, t.spectator().cardsPlayed());
        assertEquals(1, t.spectator().mainline().size());
    }

    // ------------------------------------------------------------------ sudden death without a prophet

    /**
     * Five seats, "position <= 41": strings of 4 in turn until 40 cards are down (sudden death),
     * leaving hands of 2, 2, 6 and 6 in turn order from the first player.
     */
    private static EleusisTable fortyCards() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "position <= 41"));
        for (int i = 0; i < 10; i++) {
            assertFalse(t.g.suddenDeath(), "not before the 40th card");
            t.playFirst(4);
            t.endTurn();
        }
        return t;
    }

    @Test
    void suddenDeathBeginsWithTheFourthWhiteMarkerAtTheFortiethCard() {
        EleusisTable t = fortyCards();
        List<String> played = cardsPlayed(t);
        assertEquals(40, played.size());
        List<EleusisEvents.Marker> white = markers(t, "white");
        assertEquals(4, white.size());
        for (int i = 0; i < 4; i++) assertEquals(new EleusisEvents.Marker("white", played.get(10 * i + 9), i + 1), white.get(i));
        assertTrue(t.g.suddenDeath());
        assertTrue(t.spectator().suddenDeath());
        assertEquals(List.of(new EleusisEvents.SuddenDeath(40)), t.logged(EleusisEvents.SuddenDeath.class));
        assertTrue(t.logged(TableEvents.Penalty.class).isEmpty());
    }

    @Test
    void aWrongPlayInSuddenDeathExpelsThePlayerWhoKeepsTheHand() {
        EleusisTable t = fortyCards();
        int seat = t.turn();
        assertEquals(6, t.handSize(seat));
        List<Integer> card = t.first(seat, 1);
        List<GameEvent> events = t.play(seat, card);

        assertEquals("wrong", only(events, TableEvents.Play.class).verdict());
        assertEquals(new EleusisEvents.Expelled(seat), only(events, EleusisEvents.Expelled.class));
        assertTrue(events(events, TableEvents.Penalty.class).isEmpty(), "expelled, not penalised");
        assertEquals(5, t.handSize(seat), "the hand stays, for scoring");
        assertEquals(List.of(seat), t.spectator().expelled());
        assertEquals(card, t.spectator().sidelines().get(0).plays().get(0).stream().map(EleusisView.CardView::id).toList());
        assertEquals(Phase.PLAY, t.g.phase(), "an expelled player is not offered to be prophet");
        for (int i = 0; i < 3; i++) {
            assertTrue(t.turn() != seat, "an expelled player takes no more turns");
            t.playFirst(1);
        }
    }

    @Test
    void theRoundEndsWhenEveryPlayerIsExpelled() {
        EleusisTable t = fortyCards();
        List<Integer> order = t.order(); // c, d, a, b: the first player is a
        int c = order.get(0), d = order.get(1), a = order.get(2), b = order.get(3);
        t.playFirst(1);
        t.playFirst(2);
        t.playFirst(1);
        List<GameEvent> events = t.playFirst(1);

        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals("every player is out", end.reason());
        assertEquals(Map.of(a, 1, b, 1, c, 5, d, 4), end.hands());
        // High count 5: a 5-1 = 4, b 5-1 = 4, c 5-5 = 0, d 5-4 = 1; the dealer the highest, 4.
        assertEquals(Map.of(0, 4, a, 4, b, 4, c, 0, d, 1), end.scores());
        assertNull(end.prophet());
        assertEquals(41, end.mainline().size());
    }

    // ------------------------------------------------------------------ with a prophet

    /**
     * Five seats, "position <= 34". The first player (a) plays 3 cards and becomes prophet; b, c
     * and d then play 4, 4, 4, 4, 4, 4, 4, 2 cards, all called right: 30 cards after the marker, the
     * 33rd card played overall. Hands: a 11 (set aside), b 2, c 4, d 6.
     */
    private static EleusisTable thirtyAfterTheProphet() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "position <= 34"));
        t.playFirst(3);
        t.declareProphet();
        for (int n : new int[] {4, 4, 4, 4, 4, 4, 4, 2}) {
            assertFalse(t.g.suddenDeath());
            t.playFirst(n);
            t.call(true);
        }
        return t;
    }

    @Test
    void blackMarkersGoOnEveryTenthCardAfterTheProphetsMarker() {
        EleusisTable t = thirtyAfterTheProphet();
        List<String> played = cardsPlayed(t);
        assertEquals(33, played.size());
        List<EleusisEvents.Marker> black = markers(t, "black");
        assertEquals(List.of(new EleusisEvents.Marker("black", played.get(2), 1),
                new EleusisEvents.Marker("black", played.get(12), 2),
                new EleusisEvents.Marker("black", played.get(22), 3),
                new EleusisEvents.Marker("black", played.get(32), 4)), black);
        List<EleusisView.MainlineCard> line = t.spectator().mainline();
        for (int i = 1; i < line.size(); i++) {
            assertEquals(i == 3 || i == 13 || i == 23 || i == 33, line.get(i).blackMarker(), "black on mainline card " + i);
            assertEquals(i == 10 || i == 20 || i == 30, line.get(i).whiteMarker(), "white markers keep counting: card " + i);
        }
    }

    @Test
    void withAProphetSuddenDeathBeginsThirtyCardsAfterTheProphetsMarker() {
        EleusisTable t = thirtyAfterTheProphet();
        assertTrue(t.g.suddenDeath(), "the 4th black marker (the prophet's own is the first)");
        assertEquals(List.of(new EleusisEvents.SuddenDeath(33)), t.logged(EleusisEvents.SuddenDeath.class));
        assertEquals(3, markers(t, "white").size(), "three white markers do not count while a prophet stands");

        int d = t.turn();
        t.playFirst(1);
        List<GameEvent> events = t.call(false);
        assertEquals(new EleusisEvents.Expelled(d), only(events, EleusisEvents.Expelled.class));
        assertEquals(5, t.handSize(d));
    }

    @Test
    void theRoundEndsWhenEveryoneButTheProphetIsOut() {
        EleusisTable t = thirtyAfterTheProphet();
        int a = t.g.prophet();
        List<Integer> order = t.order(); // d, b, c
        int d = order.get(0), b = order.get(1), c = order.get(2);
        for (int i = 0; i < 2; i++) {
            t.playFirst(1);
            t.call(false);
        }
        t.playFirst(1);
        List<GameEvent> events = t.call(false);

        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals("everyone but the prophet is out", end.reason());
        assertEquals(a, end.prophet());
        assertEquals(Map.of(a, 11, b, 1, c, 3, d, 5), end.hands(), "the prophet's set-aside hand is counted");
        // High count 11, the prophet's hand. The prophet: 11 - 11 = 0, +1 for each of the 30 mainline
        // cards after the marker, +2 for each of the 3 sideline cards after it: 36. b 11 - 1 = 10,
        // c 11 - 3 = 8, d 11 - 5 = 6. The dealer: the highest (36), but at most twice the 3 cards
        // played up to and including the prophet's marker: 6.
        assertEquals(Map.of(0, 6, a, 36, b, 10, c, 8, d, 6), end.scores());
    }

    @Test
    void anOverthrowInSuddenDeathTakesOffTheBlackMarkersAndTheWhiteOnesCountAgain() {
        EleusisTable t = thirtyAfterTheProphet();
        int a = t.g.prophet();
        int d = t.turn();
        t.playFirst(1);
        List<GameEvent> events = t.call(true);
        assertEquals(new EleusisEvents.Overthrow(a, 5), only(events, EleusisEvents.Overthrow.class));
        assertTrue(events(events, EleusisEvents.Expelled.class).isEmpty(), "the player takes nothing for that play");
        assertTrue(events(events, TableEvents.Penalty.class).isEmpty());
        assertEquals(5, t.handSize(d));
        assertFalse(t.g.suddenDeath(), "only 3 white markers once the black ones are off");
        assertFalse(t.spectator().mainline().stream().anyMatch(EleusisView.MainlineCard::blackMarker));
        t.endTurnIfAsked();

        // 34 cards played; six more reach the 4th white marker. The play that holds the 40th card
        // is not judged in sudden death: it draws the usual penalty.
        assertEquals(a, t.turn(), "the fallen prophet takes turns again");
        List<GameEvent> four = t.playFirst(4);
        assertEquals(new TableEvents.Penalty(a, 8, "wrong play"), only(four, TableEvents.Penalty.class));
        t.endTurnIfAsked();
        int b = t.turn();
        List<GameEvent> fortieth = t.playFirst(2);
        assertEquals(new EleusisEvents.SuddenDeath(40), only(fortieth, EleusisEvents.SuddenDeath.class));
        assertEquals(new TableEvents.Penalty(b, 4, "wrong play"), only(fortieth, TableEvents.Penalty.class));
        assertTrue(t.g.suddenDeath());
        t.endTurnIfAsked();
        int next = t.turn();
        assertEquals(new EleusisEvents.Expelled(next), only(t.playFirst(1), EleusisEvents.Expelled.class));
    }

    @Test
    void anExpelledPlayerWhoseWrongPlayEmptiedTheHandDoesNotEndTheRound() {
        // A marker on every card: sudden death after the 4th card. "position <= 5" takes the first
        // four cards after the starter and nothing later. Five seats, hands of 5.
        EleusisTable t = EleusisTable.start(EleusisTable.markers(EleusisTable.settings(5, "position <= 5").withHandSize(5), 1));
        List<Integer> o = t.order();
        int a = o.get(0), b = o.get(1), c = o.get(2), d = o.get(3);
        t.playFirst(3);   // a: right, 2 cards left
        t.endTurn();
        t.playFirst(1);   // b: right, the 4th card: sudden death
        t.endTurn();
        assertTrue(t.g.suddenDeath());
        t.noPlay(c);      // c: right (no card is right now), a new hand of 1
        t.noPlay(d);      // d: right, 1
        List<GameEvent> events = t.play(a, t.first(a, 2)); // a: wrong, expelled with no cards in hand
        assertEquals(new EleusisEvents.Expelled(a), only(events, EleusisEvents.Expelled.class));
        assertEquals(0, t.handSize(a));
        assertTrue(events(events, TableEvents.RoundEnd.class).isEmpty(),
                "an expelled player has not gone out: b, c and d play on; got " + events);
    }
}
