package eleusis.web.projector;

import eleusis.game.Audience;
import eleusis.game.GameEvent;
import eleusis.game.TableEvents;
import eleusis.game.express.ExpressEvents;
import java.util.List;

/**
 * What a table has done, counted from its public events, for the class projector: its cards played
 * and how many the rule accepted, its guesses judged and how many were right, the rounds in which
 * someone found the rule, and who found it in the latest round. A rule is found by a right guess
 * (Express) or by a prophet still standing when the round ends (Eleusis).
 *
 * @param foundBy the seat that found the latest round's rule, or null when nobody has (yet)
 */
record TableTally(int plays, int rightPlays, int guesses, int rightGuesses, int rulesFound, Integer foundBy) {

    /** Counts a table's log; only the events the projector may show are read (a secret verdict is never one). */
    static TableTally of(List<? extends GameEvent> log) {
        int plays = 0, rightPlays = 0, guesses = 0, rightGuesses = 0, found = 0;
        Integer finder = null;
        for (GameEvent e : log) {
            if (!e.audience().reaches(Audience.EVERYONE)) continue;
            if (e instanceof TableEvents.RoundStart) {
                finder = null;
            } else if (e instanceof TableEvents.Play p) {
                plays++;
                if (p.verdict().equals("right")) rightPlays++;
            } else if (e instanceof ExpressEvents.Guess g && !g.verdict().equals("pending")) {
                guesses++;
                if (g.verdict().equals("right")) {
                    rightGuesses++;
                    finder = g.player();
                }
            } else if (e instanceof TableEvents.RoundEnd r) {
                if (finder == null) finder = r.prophet();
                if (finder != null) found++;
            }
        }
        return new TableTally(plays, rightPlays, guesses, rightGuesses, found, finder);
    }
}
