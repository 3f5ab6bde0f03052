package eleusis.rules.parse;

import eleusis.rules.Issue;
import eleusis.rules.ast.Children;
import eleusis.rules.ast.Expr;

/** Refuses trees deeper than {@link Limits#MAX_DEPTH}, so later recursive stages are bounded. */
final class Depth {
    private Depth() {}

    static Issue check(Expr root) {
        return walk(root, 1);
    }

    private static Issue walk(Expr e, int depth) {
        if (depth > Limits.MAX_DEPTH) {
            return new Issue(e.span(), "the rule is nested too deeply (the limit is " + Limits.MAX_DEPTH + " levels)");
        }
        for (Expr child : Children.of(e)) {
            // A chain such as a or b or c is flat to its author: its left spine adds no depth.
            boolean chain = child.getClass() == e.getClass() && child == Children.of(e).get(0)
                    && (e instanceof Expr.Or || e instanceof Expr.And || e instanceof Expr.Arith);
            Issue i = walk(child, chain ? depth : depth + 1);
            if (i != null) return i;
        }
        return null;
    }
}
