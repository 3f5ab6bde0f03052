package eleusis.game;

import eleusis.cards.Card;
import eleusis.rules.RuleResult;
import java.util.List;

/**
 * The judge a dealer chooses for the coming round when starting it (the {@code rule} and
 * {@code byHand} of NextRound, in both engines): a secret rule written for that round, or judging
 * by hand. A rule that does not compile, or that no starter could satisfy, is refused before
 * anything changes, with the checker's report, so the teacher can fix it and try again.
 */
public final class ChosenJudge {
    private ChosenJudge() {}

    /** Why this choice cannot be used, or null when it can (no choice at all included). */
    public static Outcome.Refused check(RuleMemo rules, String rule, boolean byHand) {
        if (rule != null && byHand) {
            return Outcome.refuse(Reason.NOT_ALLOWED,
                    "choose either a secret rule or judging by hand for the next round, not both");
        }
        if (rule == null) return null;
        RuleResult compiled = rules.compile(rule);
        if (!compiled.ok()) {
            return Outcome.refuse(Reason.NOT_ALLOWED, "the rule for the next round does not compile:\n" + compiled.report());
        }
        if (Card.deck().stream().noneMatch(c -> compiled.rule().accepts(List.of(), c))) {
            return Outcome.refuse(Reason.NOT_ALLOWED, "the rule for the next round, '" + compiled.rule().canonical()
                    + "', accepts no card as the starter, so the round could never begin");
        }
        return null;
    }

    /** The judge of the coming round, or null for the settings' judge. Only for a choice that passed {@link #check}. */
    public static Judge of(RuleMemo rules, String rule, boolean byHand) {
        if (byHand) return new Judge.ByHand("chosen by the dealer for this round");
        if (rule != null) return new Judge.ByRule(rules.compile(rule).rule());
        return null;
    }
}
