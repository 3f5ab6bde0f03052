package eleusis.game.express;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.bench.HeavyGuesses;
import eleusis.game.CodecException;
import eleusis.game.Reason;
import eleusis.game.Recorded;
import eleusis.game.Views;
import eleusis.rules.Rule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A guess in the rule language is recorded with the judgement the equivalence check gave it, and a
 * replay reads that judgement back instead of checking again (issue 11: a restart re-judged every
 * heavy guess). A player can never send a judgement; a log stored before judgements were recorded
 * still replays, by judging.
 */
class ExpressRecordedJudgementTest {
    private static final ExpressAction.Judgement WRONG = new ExpressAction.Judgement(false, "4H 5S", "reject");

    /** A game of the heavy-guess script with a cheap guess text, played to its end. */
    private static ExpressGame played(ExpressSettings settings, String guess) {
        ExpressGame g = ExpressGame.start(settings, 42);
        HeavyGuesses.play(() -> g, g::apply, guess);
        return g;
    }

    private static List<Recorded<ExpressAction>> withoutJudgements(List<Recorded<ExpressAction>> history) {
        return history.stream().map(r -> r.action() instanceof ExpressAction.Guess g
                ? new Recorded<ExpressAction>(r.seat(), new ExpressAction.Guess(g.text(), g.inWords())) : r).toList();
    }

    private static List<ExpressAction.Guess> guesses(ExpressGame g) {
        return g.history().stream().map(Recorded::action).filter(ExpressAction.Guess.class::isInstance)
                .map(ExpressAction.Guess.class::cast).toList();
    }

    /** A table whose first player played a card the secret rule accepts, and may now guess. */
    private static ExpressTable firstPlayerPlayedARightCard() {
        ExpressTable t = ExpressTable.find(HeavyGuesses.settings(1), "a first player with a red card",
                x -> !x.accepted(x.g.turn(), ExpressTable.rule(HeavyGuesses.SECRET)).isEmpty());
        int seat = t.turn();
        t.play(seat, t.accepted(seat, ExpressTable.rule(HeavyGuesses.SECRET)).get(0));
        return t;
    }

    @Test
    void aJudgedGuessIsStoredWithItsJudgementAndReadBackOnlyFromTheStore() {
        for (ExpressAction.Guess g : List.of(new ExpressAction.Guess("card is red", false).judged(ExpressAction.Judgement.rightGuess()),
                new ExpressAction.Guess("card is black", false).judged(WRONG))) {
            String json = ExpressCodec.encode(g);
            assertTrue(json.contains("\"verdict\""), json);
            assertEquals(g, ExpressType.TYPE.decodeStored(json), json);
            CodecException e = assertThrows(CodecException.class, () -> ExpressType.TYPE.decode(json), json);
            assertTrue(e.getMessage().contains("judged by the game"), e.getMessage());
        }
        String plain = ExpressCodec.encode(new ExpressAction.Guess("card is red", false));
        assertFalse(plain.contains("verdict"), plain);
        assertEquals(new ExpressAction.Guess("card is red", false), ExpressType.TYPE.decode(plain));
        assertEquals(new ExpressAction.Guess("card is red", false), ExpressType.TYPE.decodeStored(plain));
        for (String bad : List.of(
                "{\"kind\":\"guess\",\"text\":\"x\",\"inWords\":true,\"verdict\":\"right\"}",
                "{\"kind\":\"guess\",\"text\":\"x\",\"verdict\":\"maybe\"}",
                "{\"kind\":\"guess\",\"text\":\"x\",\"verdict\":\"wrong\"}",
                "{\"kind\":\"guess\",\"text\":\"x\",\"verdict\":\"right\",\"counterexample\":\"4H\",\"secretVerdict\":\"accept\"}")) {
            assertThrows(CodecException.class, () -> ExpressType.TYPE.decodeStored(bad), bad);
        }
    }

    @Test
    void theHistoryRecordsEachGuessWithTheJudgementItsEventTold() {
        ExpressGame g = played(HeavyGuesses.settings(1).withRounds(2), "card is black or card.rank == 1");
        List<ExpressEvents.Guess> told = ExpressTable.events(g.log(), ExpressEvents.Guess.class);
        List<ExpressAction.Guess> recorded = guesses(g);
        assertFalse(told.isEmpty());
        assertEquals(told.size(), recorded.size());
        for (int i = 0; i < told.size(); i++) {
            ExpressAction.Judgement j = recorded.get(i).judgement();
            assertNotNull(j, "guess " + i + " carries its judgement");
            assertEquals(told.get(i).verdict(), j.right() ? "right" : "wrong");
            assertEquals(told.get(i).counterexample(), j.counterexample());
            assertEquals(told.get(i).secretVerdict(), j.secretVerdict());
        }
    }

    @Test
    void aPlayerCannotSendAJudgement() {
        ExpressTable t = firstPlayerPlayedARightCard();
        int seat = t.g.waitingFor().get(0);
        // A wrong guess claiming to be right: refused, and nothing changes.
        String message = t.refuse(seat, new ExpressAction.Guess("card is black", false)
                .judged(ExpressAction.Judgement.rightGuess()), Reason.NOT_ALLOWED).message();
        assertTrue(message.contains("only the game records a judgement"), message);
        t.refuse(seat, new ExpressAction.Guess("card is red", false).judged(WRONG), Reason.NOT_ALLOWED);
        assertEquals(ExpressPhase.AFTER_PLAY, t.g.phase());
    }

    /**
     * The proof that a replay does not check a judged guess again: a recorded guess whose text no
     * longer compiles replays as recorded. The equivalence check (and casesToTry) can only run on a
     * compiled rule, and a guess that does not compile is refused when judged.
     */
    @Test
    void aReplayAppliesTheRecordedJudgementWithoutCheckingTheGuessAgain() {
        ExpressGame g = played(HeavyGuesses.settings(1), "card is red");
        assertEquals(1, guesses(g).size());
        String broken = "card is blue";
        assertFalse(Rule.compile(broken).ok());
        List<Recorded<ExpressAction>> history = new ArrayList<>();
        for (Recorded<ExpressAction> r : g.history()) {
            history.add(r.action() instanceof ExpressAction.Guess guess
                    ? new Recorded<>(r.seat(), new ExpressAction.Guess(broken, false, guess.judgement())) : r);
        }
        ExpressGame copy = ExpressGame.replay(g.settings(), g.seed(), history);
        assertTrue(copy.over());
        assertEquals(g.totals(), copy.totals());
        assertEquals(g.guessedBy(), copy.guessedBy());
        // Without its judgement, the same broken guess is checked, and refused.
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ExpressGame.replay(g.settings(), g.seed(), withoutJudgements(history)));
        assertTrue(e.getMessage().contains("refused on replay"), e.getMessage());
    }

    /**
     * Heavy guesses (22.1M cases each, about a second to judge): the judged log replays at once to
     * the same views and totals; the same log without judgements (as stored before) still replays,
     * by judging every guess again, to the same game.
     */
    @Test
    void heavyJudgedGuessesReplayAtOnceAndAnOldLogStillReplaysByJudging() {
        ExpressGame g = played(HeavyGuesses.settings(2), HeavyGuesses.HEAVY);
        assertEquals(2, guesses(g).size());
        guesses(g).forEach(guess -> assertTrue(guess.judgement().right(), guess.toString()));
        ExpressGame judged = assertTimeoutPreemptively(Duration.ofMillis(500),
                () -> ExpressGame.replay(g.settings(), g.seed(), g.history()), "two heavy guesses replayed from their judgements");
        assertEquals(Views.all(g), Views.all(judged));
        assertEquals(g.totals(), judged.totals());
        assertEquals(g.history(), judged.history());

        List<Recorded<ExpressAction>> old = withoutJudgements(g.history());
        assertTrue(old.stream().noneMatch(r -> r.action() instanceof ExpressAction.Guess x && x.judgement() != null));
        ExpressGame rejudged = ExpressGame.replay(g.settings(), g.seed(), old);
        assertEquals(Views.all(g), Views.all(rejudged));
        assertEquals(g.totals(), rejudged.totals());
        assertEquals(g.history(), rejudged.history(), "judged again, the guesses are recorded with their judgement");
    }

    @Test
    void aGuessInWordsIsRecordedAsSentForTheDealerToJudge() {
        ExpressTable t = firstPlayerPlayedARightCard();
        int seat = t.g.waitingFor().get(0);
        t.apply(seat, new ExpressAction.Guess("red cards", true));
        assertNull(((ExpressAction.Guess) t.g.history().get(t.g.history().size() - 1).action()).judgement());
    }
}
