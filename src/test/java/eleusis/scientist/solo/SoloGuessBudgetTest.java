package eleusis.scientist.solo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import eleusis.rules.Rule;
import eleusis.scientist.View;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A practice guess whose exact check runs out of its time is not judged wrong: it is not taken at
 * all, so the student may send it again more simply, and nothing of the game changes.
 */
class SoloGuessBudgetTest {
    /** Wrong only where a black card repeats the card three back: many cases to look through first. */
    private static final String GUESS = "card is red or card == last(3)";

    private static SoloGame game() {
        SoloGame g = SoloGame.deal(Rule.compile("card is red").rule(), 11, new Settings(10, 8, true));
        g.play(g.view().hand().get(0));
        return g;
    }

    @Test
    void aGuessThatRunsOutOfTimeIsNotTakenAndChangesNothing() {
        SoloGame g = game();
        View before = g.view();
        g.guessBudget(Duration.ofNanos(1));
        assertThrows(SoloGame.TooComplex.class, () -> g.guess(GUESS));
        assertEquals(before, g.view(), "no wrong guess, no counterexample, the same turn");
        assertNull(g.guessRefusal(), "the turn's guess is still to be made");

        g.guessBudget(SoloGame.GUESS_BUDGET);
        SoloGame.Judgement j = g.guess(GUESS);
        assertFalse(j.right());
        assertNotNull(j.counterexample(), "with its time, the same guess is judged wrong and shown where");
    }
}
