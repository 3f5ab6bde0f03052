package eleusis.rules.parse;

import eleusis.rules.Issue;
import eleusis.rules.ast.Expr;
import java.util.List;

/** The syntax tree of a rule text, or the issues that kept it from being read (then {@code expr} is null). */
public record ParseResult(Expr expr, List<Issue> issues) {
    public boolean ok() { return issues.isEmpty(); }
}
