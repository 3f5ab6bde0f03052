package eleusis.web;

import eleusis.game.Game;
import eleusis.game.Judge;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.express.ExpressGame;

/**
 * The secret rule of the round in play, straight from the game's judge (already compiled, so its
 * English reading costs nothing): what the console shows, what a reveal shows, what "keep this
 * round's rule" keeps.
 *
 * @param source  the rule as written, or null when the dealer judges by hand
 * @param english its English reading, or "" when judged by hand
 */
record RoundRule(int round, String source, String english) {
    boolean byHand() {
        return source == null;
    }

    /** The round's rule, or null for a game without a secret rule (the extra modes). */
    static RoundRule of(Game<?> game) {
        Judge judge;
        int round;
        if (game instanceof EleusisGame e) {
            judge = e.judge();
            round = e.round();
        } else if (game instanceof ExpressGame x) {
            judge = x.judge();
            round = x.round();
        } else {
            return null;
        }
        return judge instanceof Judge.ByRule r ? new RoundRule(round, r.rule().source(), r.rule().english())
                : new RoundRule(round, null, "");
    }
}
