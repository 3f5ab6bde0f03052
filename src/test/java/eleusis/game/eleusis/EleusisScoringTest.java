package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import eleusis.game.GameEvent;
import eleusis.game.TableEvents;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The scoring of a round, each case of the rules with its figures worked out by hand. Hands of 5
 * and rules on the position alone make every figure independent of the deal. Players are named
 * in turn order from the first player: f, g, h, i; the dealer is seat 0.
 */
class EleusisScoringTest {

    @Test
    void eachPlayerScoresTheHighCountMinusOwnCardsAnEmptyHandFourMoreAndTheDealerTheHighest() {
        // "position == 1": every play after the starter is wrong, every no-play right.
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "position == 1").withHandSize(5));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2);
        t.playFirst(1);   // f: 5 - 1 + 2 = 6
        t.endTurn();
        t.noPlay(g);      // g: a new hand of 5 - 4 = 1
        t.playFirst(2);   // h: 5 - 2 + 4 = 7
        t.endTurn();
        t.noPlay(f);      // f: 6 - 4 = 2
        List<GameEvent> events = t.noPlay(g); // g: 1 - 4, no cards: the round ends

        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals("a player has no cards left", end.reason());
        assertEquals(Map.of(f, 2, g, 0, h, 7), end.hands());
        // High count 7: f 7 - 2 = 5, g 7 - 0 + 4 = 11, h 7 - 7 = 0; the dealer the highest, 11.
        assertEquals(Map.of(0, 11, f, 5, g, 11, h, 0), end.scores());
        // A game of one round: the totals are the round's scores, and 10 for each player who never dealt.
        assertEquals(Map.of(0, 11, f, 5 + 10, g, 11 + 10, h, 0 + 10), t.g.totals());
        assertNull(end.prophet());
    }

    @Test
    void aProphetStandingScoresOnePerMainlineAndTwoPerSidelineCardAfterTheMarkerAndCapsTheDealer() {
        // "position <= 3": the first two cards after the starter are right, everything later wrong.
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "position <= 3").withHandSize(5));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2), i = o.get(3);
        t.playFirst(1);   // f: right, 4 cards; 1 card played
        t.declareProphet();
        t.playFirst(1);   // g: right, 4 cards; 1 mainline card after the marker
        t.call(true);
        t.playFirst(2);   // h: wrong, 5 - 2 + 4 = 7; 2 sideline cards after the marker
        t.call(false);
        t.playFirst(1);   // i: wrong, 5 - 1 + 2 = 6; 3 sideline cards after the marker
        t.call(false);
        t.noPlay(g);      // g: right, 4 - 4 = 0
        List<GameEvent> events = t.call(true);

        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals(f, end.prophet());
        assertEquals(Map.of(f, 4, g, 0, h, 7, i, 6), end.hands());
        // High count 7. f: 7 - 4 + 1 (mainline) + 2 x 3 (sideline) = 10; g 7 + 4 = 11; h 0; i 1.
        // The dealer: the highest is 11, but at most 2 x 1 card played up to the marker = 2.
        assertEquals(Map.of(0, 2, f, 10, g, 11, h, 0, i, 1), end.scores());
    }

    @Test
    void withALateProphetTheDealerScoresTheHighestPlayerScore() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "true").withHandSize(5));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2), i = o.get(3);
        t.playFirst(4);   // f: 1 card left; 4 played
        t.endTurn();
        t.playFirst(4);   // g: 1 left; 8 played
        t.endTurn();
        t.playFirst(4);   // h: 1 left; 12 played, h becomes prophet
        t.declareProphet();
        t.playFirst(1);   // i: 4 left; 1 mainline card after the marker
        t.call(true);
        t.playFirst(1);   // f: no cards; 2 mainline cards after the marker
        List<GameEvent> events = t.call(true);

        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals(Map.of(f, 0, g, 1, h, 1, i, 4), end.hands());
        // High count 4: f 4 + 4 = 8, g 3, h 3 + 2 = 5, i 0. The dealer: min(8, 2 x 12) = 8.
        assertEquals(Map.of(0, 8, f, 8, g, 3, h, 5, i, 0), end.scores());
    }

    @Test
    void theProphetsSetAsideHandCountsForTheHighCount() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "position == 1").withHandSize(5));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2), i = o.get(3);
        t.playFirst(2);   // f: wrong, 5 - 2 + 4 = 7; 2 cards played; f becomes prophet
        t.declareProphet();
        t.noPlay(g);      // g: right, a new hand of 1
        t.call(true);
        t.playFirst(1);   // h: wrong, 6; 1 sideline card after the marker
        t.call(false);
        t.noPlay(i);      // i: right, 1
        t.call(true);
        t.noPlay(g);      // g: right, no cards
        List<GameEvent> events = t.call(true);

        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals(Map.of(f, 7, g, 0, h, 6, i, 1), end.hands());
        // High count 7, the prophet's hand: f 7 - 7 + 2 x 1 = 2, g 7 + 4 = 11, h 1, i 6.
        // The dealer: min(11, 2 x 2) = 4.
        assertEquals(Map.of(0, 4, f, 2, g, 11, h, 1, i, 6), end.scores());
    }

    @Test
    void anOverthrownProphetScoresNoProphetPointsAndTheDealerIsNotCapped() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "position == 1").withHandSize(5));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2), i = o.get(3);
        t.playFirst(1);   // f: wrong, 6; f becomes prophet
        t.declareProphet();
        t.playFirst(1);   // g: wrong, but f calls it right: f overthrown, 6 + 5 = 11; g takes nothing, 4
        t.call(true);
        t.endTurnIfAsked();
        t.noPlay(h);      // h: 1
        t.noPlay(i);      // i: 1
        t.noPlay(f);      // f: 11 - 4 = 7
        List<GameEvent> events = t.noPlay(g); // g: 4 - 4 = 0

        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertNull(end.prophet());
        assertEquals(Map.of(f, 7, g, 0, h, 1, i, 1), end.hands());
        // High count 7: f 0, g 11, h 6, i 6; no prophet standing: the dealer the highest, 11.
        assertEquals(Map.of(0, 11, f, 0, g, 11, h, 6, i, 6), end.scores());
    }
}
