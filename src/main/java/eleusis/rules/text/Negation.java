package eleusis.rules.text;

import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Expr;

/**
 * Moves each {@code not} as far inwards as it can go, so that {@code not (card is red)} reads "the
 * card is not red" and {@code not (a < b)} reads "a is at least b". Every step keeps the meaning
 * under three-valued logic, unknown answers included: flipping a test leaves an unknown test
 * unknown, and De Morgan's laws hold for Kleene's and/or. A {@code not} over an {@code if} stays.
 */
final class Negation {
    private Negation() {}

    /** The same rule with negations pushed onto the tests they apply to. */
    static Expr normalise(Expr e) {
        if (e instanceof Expr.Not n) return negate(n.arg());
        if (e instanceof Expr.And a) return new Expr.And(normalise(a.left()), normalise(a.right()), a.span());
        if (e instanceof Expr.Or o) return new Expr.Or(normalise(o.left()), normalise(o.right()), o.span());
        if (e instanceof Expr.If i) {
            return new Expr.If(normalise(i.cond()), normalise(i.then()),
                    i.otherwise() == null ? null : normalise(i.otherwise()), i.span());
        }
        if (e instanceof Expr.Compare c && Values.isCondition(c.left())) {
            return new Expr.Compare(c.op(), normalise(c.left()), normalise(c.right()), c.span());
        }
        return e;
    }

    /** The reading of {@code not e}, normalised. */
    private static Expr negate(Expr e) {
        if (e instanceof Expr.Not n) return normalise(n.arg());
        if (e instanceof Expr.BoolLit b) return new Expr.BoolLit(!b.value(), b.span());
        if (e instanceof Expr.Is is) return new Expr.Is(is.subject(), is.property(), !is.negated(), is.span());
        if (e instanceof Expr.In in) {
            return new Expr.In(in.value(), in.elements(), in.braces(), !in.negated(), in.span());
        }
        if (e instanceof Expr.Compare c) {
            Expr.Compare inner = (Expr.Compare) normalise(c);
            return new Expr.Compare(opposite(c.op()), inner.left(), inner.right(), c.span());
        }
        if (e instanceof Expr.And a && pushable(a)) {
            return new Expr.Or(negate(a.left()), negate(a.right()), a.span());
        }
        if (e instanceof Expr.Or o && pushable(o)) {
            return new Expr.And(negate(o.left()), negate(o.right()), o.span());
        }
        return new Expr.Not(normalise(e), e.span());
    }

    /** True when negating e needs no "it is not the case that": no if is in the way. */
    private static boolean pushable(Expr e) {
        if (e instanceof Expr.And a) return pushable(a.left()) && pushable(a.right());
        if (e instanceof Expr.Or o) return pushable(o.left()) && pushable(o.right());
        return !(e instanceof Expr.If);
    }

    static CompareOp opposite(CompareOp op) {
        return switch (op) {
            case EQ -> CompareOp.NE;
            case NE -> CompareOp.EQ;
            case LT -> CompareOp.GE;
            case GE -> CompareOp.LT;
            case GT -> CompareOp.LE;
            case LE -> CompareOp.GT;
        };
    }
}
