package eleusis.rules.check;

import eleusis.rules.Issue;
import eleusis.rules.ast.Expr;
import java.util.List;
import java.util.Map;

/**
 * What the checker learned: the issues (none means the rule is well-formed), the type of every
 * node, how far back the rule looks ({@code last(3)} gives 3) and whether it reads the position.
 */
public record CheckResult(List<Issue> issues, Map<Expr, Type> types, int lookback, boolean usesPosition) {
    public boolean ok() { return issues.isEmpty(); }

    public Type typeOf(Expr e) { return types.get(e); }
}
