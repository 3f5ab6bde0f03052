package eleusis.game;

import eleusis.rules.Rule;
import eleusis.rules.RuleResult;

/**
 * The last rule text an engine compiled, and what came of it: an action's rule (a guess, the next
 * round's rule) is checked when the action is weighed and used when it is taken, and compiling it
 * (a new bytecode class) once is enough.
 */
public final class RuleMemo {
    private String text;
    private RuleResult result;

    public RuleResult compile(String rule) {
        if (!rule.equals(text)) {
            result = Rule.compile(rule);
            text = rule;
        }
        return result;
    }
}
