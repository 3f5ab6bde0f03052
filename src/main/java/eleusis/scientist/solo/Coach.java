package eleusis.scientist.solo;

import eleusis.scientist.Player;
import eleusis.scientist.Scientist;
import eleusis.scientist.View;
import eleusis.scientist.Words;

/**
 * Asks the scientist what it would do in a student's place. It is handed the student's {@link View}
 * and nothing else (never the dealer), and starts afresh each time, so its answer depends on the
 * view alone: the same evidence, the same hint.
 */
public final class Coach {
    private Coach() {}

    /** The card the scientist would play from this view, why, and how many rules it keeps. */
    public static Hint ask(View view, Words words) {
        Scientist scientist = new Scientist(words);
        // Thinking first strikes the student's wrong guesses, so the card and its reason leave them out too.
        Player.Thought thought = scientist.think(view);
        Player.Move move = scientist.play(view);
        return new Hint(view.turn(), move.card(), move.why(), Math.max(0, thought.remaining()));
    }
}
