package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Reason;
import eleusis.game.TableEvents;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The dealer ends the round at any moment of it: it ends at once and is scored as any round. A play
 * waiting for the prophet's call or the dealer's verdict goes back to its player's hand (its cards
 * never left it), nothing penalised; a starter waiting for the dealer's verdict goes to the
 * discard. Players are named in turn order from the first player: f, g, h, i; the dealer is seat 0.
 */
class EleusisEndRoundTest {
    static final String REASON = "the dealer ended the round";

    private static List<GameEvent> endRound(EleusisTable t) {
        assertTrue(t.g.allowed(0).contains("end_round"), "the dealer may end the round now: " + t.g.allowed(0));
        return t.apply(0, new EleusisAction.EndRound());
    }

    @Test
    void duringPlayTheRoundEndsAtOnceAndIsScoredAsUsual() {
        // "position == 1": every play after the starter is wrong, every no-play right.
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "position == 1").withHandSize(5).withRounds(2));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2);
        t.playFirst(1);   // f: wrong, 5 - 1 + 2 = 6
        t.endTurn();
        t.noPlay(g);      // g: right, a new hand of 5 - 4 = 1
        assertEquals(h, t.turn());
        assertEquals(List.of("end_round"), t.g.allowed(0), "the dealer, not waited for, may still end the round");
        t.refuse(h, new EleusisAction.EndRound(), Reason.NOT_THE_DEALER);

        List<GameEvent> events = endRound(t);
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals(REASON, end.reason());
        assertEquals(Map.of(f, 6, g, 1, h, 5), end.hands());
        // High count 6: f 0, g 5, h 1; the dealer the highest, 5.
        assertEquals(Map.of(0, 5, f, 0, g, 5, h, 1), end.scores());
        assertEquals(Phase.ROUND_OVER, t.g.phase());
        assertEquals(List.of(1), t.g.waitingFor(), "the next dealer starts the next round, as usual");
        assertEquals(List.of("next_round"), t.g.allowed(0), "no end_round between rounds");
        t.refuse(0, new EleusisAction.EndRound(), Reason.ROUND_OVER);
        t.refuse(1, new EleusisAction.EndRound(), Reason.ROUND_OVER);

        // The last round ended by its dealer ends the game, with the never-dealt bonus as usual.
        t.apply(1, new EleusisAction.NextRound());
        t.refuse(0, new EleusisAction.EndRound(), Reason.NOT_THE_DEALER);
        List<GameEvent> last = t.apply(1, new EleusisAction.EndRound());
        TableEvents.RoundEnd second = only(last, TableEvents.RoundEnd.class);
        assertEquals(Map.of(0, 0, 1, 0, 2, 0, 3, 0), second.scores(), "five cards in every hand: nobody scores");
        TableEvents.GameEnd gameEnd = only(last, TableEvents.GameEnd.class);
        assertEquals(List.of(2, 3), gameEnd.neverDealt());
        assertEquals(Map.of(0, 5, f, 0 + (f >= 2 ? 10 : 0), g, 5 + (g >= 2 ? 10 : 0), h, 1 + (h >= 2 ? 10 : 0)),
                gameEnd.totals());
        assertTrue(t.g.over());
        t.refuse(1, new EleusisAction.EndRound(), Reason.GAME_OVER);
    }

    @Test
    void justAfterAPlayThePlayStandsAndTheRoundEnds() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true").withHandSize(5));
        List<Integer> o = t.order();
        t.playFirst(2);   // f: right, 3 cards
        assertEquals(Phase.AFTER_PLAY, t.g.phase());
        assertEquals(List.of("end_round"), t.g.allowed(0));
        TableEvents.RoundEnd end = only(endRound(t), TableEvents.RoundEnd.class);
        // High count 5: f 2, g 0, h 0; the dealer 2.
        assertEquals(Map.of(0, 2, o.get(0), 2, o.get(1), 0, o.get(2), 0), end.scores());
        assertEquals(3, end.mainline().size(), "the starter and f's two cards");
    }

    @Test
    void withAPlayWaitingForTheProphetThePlayGoesBackAndTheProphetStandingScores() {
        // "position <= 3": the first two cards after the starter are right, everything later wrong.
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "position <= 3").withHandSize(5));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2), i = o.get(3);
        t.playFirst(1);   // f: right, 4 cards; 1 card played
        t.declareProphet();
        t.playFirst(1);   // g: right, 4 cards; 1 mainline card after the marker
        t.call(true);
        t.endTurnIfAsked();
        t.playFirst(2);   // h: wrong, 5 - 2 + 4 = 7; 2 sideline cards after the marker
        t.call(false);
        List<Integer> handOfI = t.hand(i);
        t.playFirst(1);   // i: waiting for the prophet's call
        assertEquals(Phase.PROPHET_CALL, t.g.phase());
        assertEquals(List.of("end_round"), t.g.allowed(0));
        int sidelineBefore = t.g.table().sidelineCards();

        List<GameEvent> events = endRound(t);
        assertEquals(List.of(TableEvents.RoundEnd.class, TableEvents.GameEnd.class),
                events.stream().map(Object::getClass).toList(), "no play, no call, no penalty: only the end");
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals(REASON, end.reason());
        assertEquals(handOfI, t.hand(i), "i's card went back to the hand");
        assertEquals(sidelineBefore, t.g.table().sidelineCards());
        assertNull(t.spectator().pending());
        assertEquals(f, end.prophet(), "the prophet is still standing");
        assertEquals(Map.of(f, 4, g, 4, h, 7, i, 5), end.hands());
        // High count 7. f: 7 - 4 + 1 (mainline) + 2 x 2 (sideline) = 8; g 3; h 0; i 2.
        // The dealer: the highest is 8, but at most 2 x 1 card played up to the marker = 2.
        assertEquals(Map.of(0, 2, f, 8, g, 3, h, 0, i, 2), end.scores());
    }

    @Test
    void withAPlayWaitingForTheDealersVerdictThePlayGoesBackUnjudged() {
        EleusisTable t = EleusisTable.start(EleusisTable.byHand(4));
        t.apply(0, new EleusisAction.Verdict(true, null));
        int f = t.turn();
        List<Integer> hand = t.hand(f);
        t.play(f, t.first(f, 2));
        assertEquals(Phase.DEALER_VERDICT, t.g.phase());
        assertEquals(List.of("verdict", "end_round"), t.g.allowed(0));
        List<GameEvent> events = endRound(t);
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals(hand, t.hand(f), "the two cards are back, in their place");
        assertEquals(1, end.mainline().size(), "only the starter");
        assertEquals(List.of(), end.sidelines());
        assertEquals(Map.of(0, 0, 1, 0, 2, 0, 3, 0), end.scores(), "14 cards in every hand: nobody scores");
    }

    @Test
    void withTheStarterWaitingForTheDealersVerdictItGoesToTheDiscard() {
        EleusisTable t = EleusisTable.start(EleusisTable.byHand(4));
        assertEquals(Phase.STARTER_VERDICT, t.g.phase());
        int starter = t.mainline().get(0);
        TableEvents.RoundEnd end = only(endRound(t), TableEvents.RoundEnd.class);
        assertEquals(List.of(), end.mainline(), "the starter was never accepted");
        assertEquals(List.of(starter), t.g.table().discardPile());
        assertEquals(Map.of(0, 0, 1, 0, 2, 0, 3, 0), end.scores());
        assertTrue(t.g.over());
    }
}
