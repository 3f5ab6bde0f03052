package eleusis.web.play;

import eleusis.game.Game;
import eleusis.game.Judge;
import eleusis.game.RuleGame;
import eleusis.rules.Rule;

/**
 * The secret rule of the round in play, straight from the game's judge (already compiled, so its
 * reading costs nothing): what the console shows, what a reveal shows, what "keep this round's
 * rule" keeps.
 *
 * @param source the rule as written, or null when the dealer judges by hand
 * @param rule   the compiled rule, or null when judged by hand
 */
public record RoundRule(int round, String source, Rule rule) {
    public boolean byHand() {
        return source == null;
    }

    /** The rule in plain words in the reader's language ("" when judged by hand). */
    public String reading(String lang) {
        return rule == null ? "" : rule.reading(lang);
    }

    /** The round's rule, or null for a game without a secret rule (the extra modes). */
    public static RoundRule of(Game<?> game) {
        if (!(game instanceof RuleGame g)) return null;
        return g.judge() instanceof Judge.ByRule r ? new RoundRule(g.round(), r.rule().source(), r.rule())
                : new RoundRule(g.round(), null, null);
    }
}
