package eleusis.rules.compile;

import eleusis.cards.Card;
import eleusis.rules.RulePredicate;
import eleusis.rules.ast.Expr;
import eleusis.rules.check.CheckResult;
import eleusis.rules.eval.Interpreter;
import java.util.Arrays;

public final class RuleCompiler {
    private RuleCompiler() {}

    public static RulePredicate compile(Expr expr, CheckResult check) {
        return (Card[] line, int length, Card card) -> Interpreter.accepts(expr, Arrays.asList(line).subList(0, length), card);
    }
}
