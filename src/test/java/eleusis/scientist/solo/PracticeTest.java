package eleusis.scientist.solo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.scientist.Scientist;
import eleusis.scientist.View;
import eleusis.scientist.Words;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The step-wise dealer and the practice game on it: same seed same deal, exact guesses, hints' cost, replay. */
class PracticeTest {
    private static final Rule RED = Rule.compile("card is red").rule();

    @Test
    void theSameSeedDealsTheSameGameStepByStepAsTheWholeGameDoes() {
        SoloGame a = SoloGame.deal(RED, 42, Settings.STANDARD), b = SoloGame.deal(RED, 42, Settings.STANDARD);
        assertEquals(a.view(), b.view());
        assertFalse(a.view().hand().equals(SoloGame.deal(RED, 43, Settings.STANDARD).view().hand()));
        // Driven by hand with the scientist's own cards and guesses, the step-wise dealer plays the CLI's game.
        List<Turn> whole = new ArrayList<>();
        Outcome expected = SoloGame.play(RED, 42, Settings.STANDARD, new Scientist(), whole::add);
        Scientist s = new Scientist();
        SoloGame step = SoloGame.deal(RED, 42, Settings.STANDARD);
        for (Turn t : whole) {
            assertEquals(t.card(), s.play(step.view()).card());
            assertEquals(t.accepted(), step.play(t.card()));
            String guess = s.think(step.view()).guess();
            assertEquals(t.guess(), guess);
            if (guess != null) assertEquals(t.right(), step.guess(guess).right());
        }
        assertEquals(expected, step.outcome());
        assertTrue(step.finished());
    }

    @Test
    void aGuessIsJudgedExactlyOnceATurnAndARightOneEndsTheGame() {
        SoloGame g = SoloGame.deal(RED, 7, Settings.STANDARD);
        assertFalse(g.guess("card is hearts").right());
        assertEquals(SoloGame.Refusal.GUESSED_THIS_TURN, g.guessRefusal());
        assertThrows(IllegalStateException.class, () -> g.guess("card is red"));
        g.play(g.view().hand().get(0));
        // Written another way, still the same rule: exact equivalence, not the text.
        assertTrue(g.guess("card.color == red or card is diamonds").right());
        assertTrue(g.finished());
        assertEquals(new Outcome(true, 1, 1, 30 - 1 - 2, "card.color == red or card is diamonds"), g.outcome());
        assertEquals(SoloGame.Refusal.FINISHED, g.refusal(g.view().hand().get(0)));
    }

    @Test
    void aCardNotInTheHandIsRefusedAndNothingChanges() {
        SoloGame g = SoloGame.deal(RED, 7, Settings.STANDARD);
        View before = g.view();
        Card absent = Card.deck().stream().filter(c -> !before.hand().contains(c)).findFirst().orElseThrow();
        assertEquals(SoloGame.Refusal.NOT_IN_HAND, g.refusal(absent));
        assertThrows(IllegalStateException.class, () -> g.play(absent));
        assertEquals(before, g.view());
    }

    @Test
    void afterTheLastTurnOneGuessRemainsThenTheGameIsOver() {
        SoloGame g = SoloGame.deal(RED, 3, new Settings(2, 12, false));
        g.play(g.view().hand().get(0));
        g.play(g.view().hand().get(0));
        assertEquals(SoloGame.Refusal.NO_TURNS_LEFT, g.refusal(g.view().hand().get(0)));
        assertFalse(g.finished());
        assertFalse(g.guess("card is black").right());
        assertTrue(g.finished());
        assertEquals(0, g.outcome().score());
    }

    @Test
    void eachHintCostsAPointOfTheScoreWhichNeverFallsBelowZero() {
        Practice p = new Practice(RED, 11, Settings.STANDARD);
        Hint hint = p.hint(Words.of("en")).hint();
        assertNotNull(hint.card());
        assertTrue(p.view().hand().contains(hint.card()), "the hint's card is in the student's hand");
        assertTrue(hint.remaining() > 0);
        assertTrue(hint.why().contains(hint.card().notation()), hint.why());
        assertEquals(30, p.scoreIfFoundNow() + 1);
        p.play(hint.card());
        p.hint(Words.of("en"));
        assertFalse(p.guess("card is hearts").judgement().right());
        p.play(p.view().hand().get(0));
        assertTrue(p.guess("card is red").judgement().right());
        // 30 - 2 turns - 2 x 1 wrong guess - 2 hints
        assertEquals(24, p.score());
        assertEquals(26, p.outcome().score(), "the dealer's own score leaves hints out");
        assertEquals(0, Practice.score(true, 30, 25, 3, 2));
        assertEquals(0, Practice.score(false, 30, 3, 0, 0));
        assertThrows(IllegalStateException.class, () -> p.hint(Words.of("en")));
    }

    @Test
    void replayingTheStoredActionsGivesTheSameStateWithoutJudgingAgain() {
        Practice live = new Practice(RED, 5, Settings.STANDARD);
        live.note("card is hearts");
        live.play(live.view().hand().get(3));
        live.hint(Words.of("en"));
        live.guess("card is diamonds");
        live.play(live.view().hand().get(0));
        live.note("card is red");
        Practice again = Practice.replay(RED, 5, Settings.STANDARD, live.actions());
        assertEquals(live.view(), again.view());
        assertEquals(live.hints(), again.hints());
        assertEquals(live.notes(), again.notes());
        assertEquals(live.path(), again.path());
        assertEquals(live.scoreIfFoundNow(), again.scoreIfFoundNow());
        // The stored judgement is taken as it was given: a rebuild never judges a guess again.
        List<Practice.Action> forged = new ArrayList<>(live.actions());
        forged.add(new Practice.Guess("card is black", new SoloGame.Judgement(true, null)));
        assertTrue(Practice.replay(RED, 5, Settings.STANDARD, forged).solved());
    }

    @Test
    void thePathHasATurnPerCardAndTheGuessesMadeAfterIt() {
        Practice p = new Practice(RED, 9, Settings.STANDARD);
        p.guess("card is hearts");
        Card first = p.view().hand().get(0);
        p.play(first);
        p.guess("card is diamonds");
        p.play(p.view().hand().get(0));
        p.giveUp();
        List<Practice.Step> path = p.path();
        assertEquals(3, path.size());
        assertNull(path.get(0).card());
        assertEquals("card is hearts", path.get(0).guess());
        assertEquals(first, path.get(1).card());
        assertEquals(first.color() == eleusis.cards.CardColor.RED, path.get(1).accepted());
        assertEquals("card is diamonds", path.get(1).guess());
        assertNull(path.get(2).guess());
        assertTrue(p.finished());
        assertEquals(0, p.score());
        assertEquals(SoloGame.Refusal.FINISHED, p.refusal(new Practice.GiveUp()));
    }
}
