package eleusis.game.express;

import static eleusis.game.express.ExpressTable.only;
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
 * The dealer ends the round at any moment of it: it ends at once and is scored as any round
 * (12 minus the cards in hand, the dealer the highest). A card, no-play or guess waiting for the
 * dealer's verdict is dropped, nothing penalised; a starter waiting for a verdict goes to the
 * discard. Players are named in turn order from the first player: f, g, h; the dealer is seat 0.
 */
class ExpressEndRoundTest {
    static final String REASON = "the dealer ended the round";

    private static List<GameEvent> endRound(ExpressTable t) {
        assertTrue(t.g.allowed(0).contains("end_round"), "the dealer may end the round now: " + t.g.allowed(0));
        return t.apply(0, new ExpressAction.EndRound());
    }

    private static ExpressAction.Verdict verdict(boolean right) {
        return new ExpressAction.Verdict(right, null);
    }

    @Test
    void duringPlayTheRoundEndsAtOnceAndIsScoredAsUsual() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true").withRounds(2));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2);
        t.playFirst();    // f: 11
        t.endTurn();
        t.playFirst();    // g: 11
        t.endTurn();
        assertEquals(h, t.turn());
        assertEquals(List.of("end_round"), t.g.allowed(0), "the dealer, not waited for, may still end the round");
        t.refuse(h, new ExpressAction.EndRound(), Reason.NOT_THE_DEALER);

        TableEvents.RoundEnd end = only(endRound(t), TableEvents.RoundEnd.class);
        assertEquals(REASON, end.reason());
        assertEquals(Map.of(f, 11, g, 11, h, 12), end.hands());
        // f 12 - 11 = 1, g 1, h 0; the dealer the highest, 1.
        assertEquals(Map.of(0, 1, f, 1, g, 1, h, 0), end.scores());
        assertEquals(ExpressPhase.ROUND_OVER, t.g.phase());
        assertEquals(List.of(1), t.g.waitingFor());
        t.refuse(0, new ExpressAction.EndRound(), Reason.ROUND_OVER);

        t.apply(1, new ExpressAction.NextRound());
        t.refuse(0, new ExpressAction.EndRound(), Reason.NOT_THE_DEALER);
        List<GameEvent> last = t.apply(1, new ExpressAction.EndRound());
        assertEquals(Map.of(0, 0, 1, 0, 2, 0, 3, 0), only(last, TableEvents.RoundEnd.class).scores(),
                "twelve cards in every hand: nobody scores");
        TableEvents.GameEnd gameEnd = only(last, TableEvents.GameEnd.class);
        assertEquals(List.of(2, 3), gameEnd.neverDealt(), "with the dealer rotating, the bonus as usual");
        assertTrue(t.g.over());
        t.refuse(1, new ExpressAction.EndRound(), Reason.GAME_OVER);
    }

    @Test
    void justAfterAPlayThePlayStandsAndTheRoundEnds() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true"));
        List<Integer> o = t.order();
        t.playFirst();    // f: 11
        assertEquals(ExpressPhase.AFTER_PLAY, t.g.phase());
        assertEquals(List.of("end_round"), t.g.allowed(0));
        TableEvents.RoundEnd end = only(endRound(t), TableEvents.RoundEnd.class);
        assertEquals(Map.of(0, 1, o.get(0), 1, o.get(1), 0, o.get(2), 0), end.scores());
        assertEquals(2, end.mainline().size());
    }

    @Test
    void withACardWaitingForTheVerdictTheCardStaysInTheHand() {
        ExpressTable t = ExpressTable.start(ExpressTable.byHand(4));
        t.apply(0, verdict(true));
        int f = t.turn();
        List<Integer> hand = t.hand(f);
        t.play(f, hand.get(3));
        assertEquals(ExpressPhase.DEALER_VERDICT, t.g.phase());
        assertEquals(List.of("verdict", "end_round"), t.g.allowed(0));
        List<GameEvent> events = endRound(t);
        assertEquals(List.of(TableEvents.RoundEnd.class, TableEvents.GameEnd.class),
                events.stream().map(Object::getClass).toList(), "no verdict, no penalty: only the end");
        assertEquals(hand, t.hand(f));
        assertNull(t.spectator().pendingCard());
        assertEquals(Map.of(0, 0, 1, 0, 2, 0, 3, 0), only(events, TableEvents.RoundEnd.class).scores());
    }

    @Test
    void withANoPlayWaitingForTheVerdictNothingIsDiscarded() {
        ExpressTable t = ExpressTable.start(ExpressTable.byHand(4));
        t.apply(0, verdict(true));
        int f = t.turn();
        List<Integer> hand = t.hand(f);
        t.noPlay(f);
        endRound(t);
        assertEquals(hand, t.hand(f));
        assertNull(t.spectator().pendingNoPlay());
        assertEquals(0, t.spectator().discard());
    }

    @Test
    void withAGuessWaitingForTheVerdictTheGuessIsDroppedWithoutBonusOrPenalty() {
        ExpressTable t = ExpressTable.start(ExpressTable.byHand(4));
        t.apply(0, verdict(true));
        int f = t.turn();
        t.play(f, t.hand(f).get(0));
        t.apply(0, verdict(true));     // f: 11
        t.apply(f, new ExpressAction.Guess("red after black", true));
        assertEquals(ExpressPhase.GUESS_VERDICT, t.g.phase());
        assertEquals(List.of("verdict", "end_round"), t.g.allowed(0));
        TableEvents.RoundEnd end = only(endRound(t), TableEvents.RoundEnd.class);
        assertEquals(REASON, end.reason());
        assertNull(t.g.guessedBy());
        assertNull(t.spectator().pendingGuess());
        assertEquals(11, end.hands().get(f), "no card drawn for the guess");
        // f 12 - 11 = 1 and no guess bonus; the others 0; the dealer 1.
        assertEquals(1, end.scores().get(f));
        assertEquals(1, end.scores().get(0));
    }

    @Test
    void withTheStarterWaitingForTheVerdictItGoesToTheDiscard() {
        ExpressTable t = ExpressTable.start(ExpressTable.byHand(4));
        int starter = t.mainline().get(0);
        TableEvents.RoundEnd end = only(endRound(t), TableEvents.RoundEnd.class);
        assertEquals(List.of(), end.mainline());
        assertEquals(List.of(starter), t.g.table().discardPile());
        assertEquals(Map.of(0, 0, 1, 0, 2, 0, 3, 0), end.scores());
    }
}
