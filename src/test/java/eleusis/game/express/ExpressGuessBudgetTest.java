package eleusis.game.express;

import static eleusis.game.express.ExpressTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.CodecException;
import eleusis.game.GameEvent;
import eleusis.game.Recorded;
import eleusis.rules.Rule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A guess whose exact check runs out of its time goes to the dealer, who judges it as a guess in
 * words: the table never waits on it, the student is told why, and a replay reads that back.
 */
class ExpressGuessBudgetTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Wrong only where a black card repeats the card three back: many cases to look through first. */
    private static final String GUESS = "card is red or card == last(3)";

    private static ExpressTable afterARightCard() {
        Rule rule = ExpressTable.rule("card is red");
        ExpressTable t = ExpressTable.find(ExpressTable.settings(4, "card is red"), "a first player with a right card",
                x -> !x.accepted(x.g.turn(), rule).isEmpty());
        int seat = t.turn();
        t.play(seat, t.accepted(seat, rule).get(0));
        assertEquals(ExpressPhase.AFTER_PLAY, t.g.phase());
        return t;
    }

    @Test
    void aGuessWhoseCheckRunsOutOfTimeWaitsForTheDealerAndIsJudgedAsARule() {
        ExpressTable t = afterARightCard();
        t.g.guessBudget(Duration.ofNanos(1));
        int seat = t.g.waitingFor().get(0);
        t.g.prepare(seat, new ExpressAction.Guess(GUESS, false)); // as a live table does, before its turn
        List<GameEvent> events = t.guess(GUESS);
        assertEquals(new ExpressEvents.Guess(seat, GUESS, "rule", "pending", null, null, ExpressEvents.Guess.TOO_COMPLEX),
                only(events, ExpressEvents.Guess.class), "pending, and the student is told why");
        assertEquals(ExpressPhase.GUESS_VERDICT, t.g.phase());
        assertEquals(List.of(0), t.g.waitingFor(), "the dealer judges it");
        assertEquals(GUESS, t.spectator().pendingGuess());

        int hand = t.handSize(seat);
        List<GameEvent> judged = t.apply(0, new ExpressAction.Verdict(false, null));
        ExpressEvents.Guess verdict = only(judged, ExpressEvents.Guess.class);
        assertEquals(new ExpressEvents.Guess(seat, GUESS, "rule", "wrong", null, null), verdict,
                "the dealer's verdict on a rule (no counterexample: the dealer gives none)");
        assertEquals(hand + t.g.settings().wrongGuessPenalty(), t.handSize(seat), "a wrong guess costs what it always costs");
    }

    @Test
    void theRecordSaysTheGuessWentToTheDealerSoAReplayDoesNotCheckItAgain() throws Exception {
        ExpressTable t = afterARightCard();
        t.g.guessBudget(Duration.ofNanos(1));
        t.g.prepare(t.g.waitingFor().get(0), new ExpressAction.Guess(GUESS, false));
        t.guess(GUESS);
        Recorded<ExpressAction> last = t.g.history().get(t.g.history().size() - 1);
        String stored = ExpressCodec.encode(last.action());
        assertEquals("{\"kind\":\"guess\",\"text\":\"" + GUESS + "\",\"inWords\":false,\"verdict\":\"dealer\"}", stored);

        List<Recorded<ExpressAction>> read = new ArrayList<>();
        for (Recorded<ExpressAction> r : t.g.history()) {
            read.add(new Recorded<>(r.seat(), ExpressCodec.decodeStored(JSON.readTree(ExpressCodec.encode(r.action())))));
        }
        // The replaying game has the full budget, under which this guess is judged at once: it must not be.
        ExpressGame replayed = ExpressGame.replay(t.g.settings(), t.g.seed(), read);
        assertEquals(ExpressPhase.GUESS_VERDICT, replayed.phase());
        assertEquals(GUESS, replayed.pendingGuess());
        assertEquals(t.g.view(new eleusis.game.Viewer.Spectator()), replayed.view(new eleusis.game.Viewer.Spectator()));
    }

    @Test
    void withItsTimeTheSameGuessIsJudgedAtOnceWithACounterexample() {
        ExpressTable t = afterARightCard();
        ExpressEvents.Guess g = only(t.guess(GUESS), ExpressEvents.Guess.class);
        assertEquals("wrong", g.verdict());
        assertNull(g.why());
        assertEquals("accept".equals(g.secretVerdict()) || "reject".equals(g.secretVerdict()), true, g.toString());
    }

    @Test
    void aStoredGuessGivenToTheDealerCarriesNoCounterexample() {
        CodecException e = assertThrows(CodecException.class, () -> ExpressCodec.decodeStored(JSON.readTree(
                "{\"kind\":\"guess\",\"text\":\"card is red\",\"inWords\":false,\"verdict\":\"dealer\",\"counterexample\":\"AS 2S\"}")));
        assertTrue(e.getMessage().contains("given to the dealer"), e.getMessage());
        CodecException bad = assertThrows(CodecException.class, () -> ExpressCodec.decodeStored(JSON.readTree(
                "{\"kind\":\"guess\",\"text\":\"card is red\",\"inWords\":false,\"verdict\":\"later\"}")));
        assertTrue(bad.getMessage().contains("\"dealer\""), bad.getMessage());
    }
}
