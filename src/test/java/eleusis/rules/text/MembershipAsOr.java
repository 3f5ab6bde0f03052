package eleusis.rules.text;

import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Expr;
import java.util.List;

/**
 * A rule with every set test spelled as the or of its member tests ({@code x in {a, b}} becomes
 * {@code x == a or x == b}, a range member stays a test of its own, {@code not in} becomes the not
 * of that or): the Kleene reading of set membership another change brings to the interpreter. The
 * missing-card note must hold under it as well as under today's reading, so the tests check both.
 */
final class MembershipAsOr {
    private MembershipAsOr() {}

    static Expr expand(Expr e) {
        if (e instanceof Expr.And a) return new Expr.And(expand(a.left()), expand(a.right()), a.span());
        if (e instanceof Expr.Or o) return new Expr.Or(expand(o.left()), expand(o.right()), o.span());
        if (e instanceof Expr.Not n) return new Expr.Not(expand(n.arg()), n.span());
        if (e instanceof Expr.If i) {
            return new Expr.If(expand(i.cond()), expand(i.then()), i.otherwise() == null ? null : expand(i.otherwise()),
                    i.span());
        }
        if (e instanceof Expr.Compare c && Values.isCondition(c.left())) {
            return new Expr.Compare(c.op(), expand(c.left()), expand(c.right()), c.span());
        }
        if (e instanceof Expr.In in && !in.elements().isEmpty()) {
            Expr any = null;
            for (Expr.Element el : in.elements()) {
                Expr member = el.isRange()
                        ? new Expr.In(in.value(), List.of(el), in.braces(), false, in.span())
                        : new Expr.Compare(CompareOp.EQ, in.value(), el.low(), in.span());
                any = any == null ? member : new Expr.Or(any, member, in.span());
            }
            return in.negated() ? new Expr.Not(any, in.span()) : any;
        }
        return e;
    }
}
