package eleusis.rules.text;

import eleusis.cards.Card;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.Expr;
import java.util.Locale;

/**
 * Noun phrases for the things a rule talks about: cards ("the last card"), their attributes
 * ("the card's colour"), numbers and sums ("the card's rank minus the last card's rank"),
 * suits and colours. Where brackets go is decided here; the words come from the {@link Wording}.
 */
final class Values {
    private Values() {}

    /** "rank", "suit" or "colour" (whichever spelling the rule used). */
    static String attribute(Expr.Attr a) {
        String name = a.name().toLowerCase(Locale.ROOT);
        return "color".equals(name) ? "colour" : name;
    }

    static boolean isRank(Expr e) {
        return e instanceof Expr.Attr a && "rank".equals(attribute(a));
    }

    /** A value written out in the rule, which reads better after the thing it is compared with. */
    static boolean isLiteral(Expr e) {
        return e instanceof Expr.IntLit || e instanceof Expr.SuitLit || e instanceof Expr.ColorLit
                || e instanceof Expr.BoolLit || (e instanceof Expr.Negate n && n.arg() instanceof Expr.IntLit);
    }

    /** True for parts of a rule that are themselves true or false (tests, and, or, not, if). */
    static boolean isCondition(Expr e) {
        return e instanceof Expr.BoolLit || e instanceof Expr.Compare || e instanceof Expr.In
                || e instanceof Expr.Is || e instanceof Expr.Not || e instanceof Expr.And
                || e instanceof Expr.Or || e instanceof Expr.If;
    }

    /** The phrase for any value: a number, suit, colour or card. */
    static String value(Expr e, Wording w) {
        if (e instanceof Expr.IntLit i) return i.letter() ? Card.rankSymbol(i.value()) : Integer.toString(i.value());
        if (e instanceof Expr.SuitLit s) return w.suit(s.suit());
        if (e instanceof Expr.ColorLit c) return w.colour(c.color());
        if (e instanceof Expr.BoolLit b) return w.bool(b.value());
        if (e instanceof Expr.CardRef r) return w.card(r.back());
        if (e instanceof Expr.Attr a) return w.attributeOf(a.ref().back(), attribute(a));
        if (e instanceof Expr.Position) return w.position();
        if (e instanceof Expr.Negate n) {
            return n.arg() instanceof Expr.IntLit ? "-" + value(n.arg(), w) : w.minus(calculated(n.arg(), w));
        }
        if (e instanceof Expr.Abs a) {
            if (a.arg() instanceof Expr.Arith d && d.op() == ArithOp.SUB) {
                return w.distance(calculated(d.left(), w), calculated(d.right(), w));
            }
            return w.absolute(calculated(a.arg(), w));
        }
        if (e instanceof Expr.Arith a) return arithmetic(a, w);
        if (e instanceof Expr.UnknownName u) return u.name();
        // Conditions used as values only occur in comparisons, which read them themselves.
        return Conditions.clause(e, 0, w);
    }

    private static String arithmetic(Expr.Arith a, Wording w) {
        if (a.op() == ArithOp.MOD) {
            String dividend = a.left() instanceof Expr.Arith l && l.op() == ArithOp.MOD
                    ? "(" + value(l, w) + ")" : a.left() instanceof Expr.Arith ? value(a.left(), w) : calculated(a.left(), w);
            return w.remainder(dividend, calculated(a.right(), w));
        }
        return operand(a.left(), false, a.op(), w) + w.arithmetic(a.op()) + operand(a.right(), true, a.op(), w);
    }

    /**
     * An operand of plus, minus or times. Everything compound on the right, a sum on the left of
     * times, and the long phrases for mod and abs get brackets, so the grouping stays visible;
     * a chain such as a - b - c reads left to right without them.
     */
    private static String operand(Expr e, boolean right, ArithOp parent, Wording w) {
        // In a sum the value of a letter matters: "the card's rank plus J (11)".
        if (e instanceof Expr.IntLit i && i.letter()) return value(i, w) + " (" + i.value() + ")";
        boolean brackets;
        if (e instanceof Expr.Arith a) {
            brackets = right || a.op() == ArithOp.MOD || (parent == ArithOp.MUL && a.op() != ArithOp.MUL);
        } else if (e instanceof Expr.Negate n) {
            brackets = right && !(n.arg() instanceof Expr.IntLit);
        } else {
            brackets = e instanceof Expr.Abs;
        }
        return brackets ? "(" + value(e, w) + ")" : value(e, w);
    }

    /** A value being calculated with: a letter shows its number too ("J (11)"), sums get brackets. */
    private static String calculated(Expr e, Wording w) {
        return e instanceof Expr.IntLit i && i.letter() ? value(i, w) + " (" + i.value() + ")" : bracketed(e, w);
    }

    /** A value inside a longer phrase ("the distance between … and …"): sums and the like get brackets. */
    static String bracketed(Expr e, Wording w) {
        return e instanceof Expr.Arith || e instanceof Expr.Abs
                || (e instanceof Expr.Negate n && !(n.arg() instanceof Expr.IntLit))
                ? "(" + value(e, w) + ")" : value(e, w);
    }
}
