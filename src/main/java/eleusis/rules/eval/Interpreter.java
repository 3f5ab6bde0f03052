package eleusis.rules.eval;

import eleusis.cards.Card;
import eleusis.rules.ast.Expr;
import eleusis.rules.ast.Property;
import java.util.List;

/**
 * The reference meaning of a checked rule, written to be obviously right rather than fast: it walks
 * the tree with Kleene's three-valued logic. Values are Integer (numbers), Suit, CardColor, Card,
 * Boolean, or null for unknown (a card the mainline does not have yet). The compiled predicates are
 * tested against it; games judge with the compiled form.
 */
public final class Interpreter implements Expr.Visitor<Object> {
    private final List<Card> mainline;
    private final Card card;

    private Interpreter(List<Card> mainline, Card card) {
        this.mainline = mainline;
        this.card = card;
    }

    /** TRUE, FALSE or null (unknown). */
    public static Boolean evaluate(Expr rule, List<Card> mainline, Card card) {
        return (Boolean) rule.accept(new Interpreter(mainline, card));
    }

    /** A rule whose value is unknown accepts the card. */
    public static boolean accepts(Expr rule, List<Card> mainline, Card card) {
        return !Boolean.FALSE.equals(evaluate(rule, mainline, card));
    }

    private Object eval(Expr e) { return e.accept(this); }

    @Override public Object visit(Expr.IntLit e) { return e.value(); }

    @Override public Object visit(Expr.BoolLit e) { return e.value(); }

    @Override public Object visit(Expr.SuitLit e) { return e.suit(); }

    @Override public Object visit(Expr.ColorLit e) { return e.color(); }

    @Override
    public Object visit(Expr.CardRef e) {
        if (e.back() == 0) return card;
        int i = mainline.size() - e.back();
        return i >= 0 ? mainline.get(i) : null;
    }

    @Override
    public Object visit(Expr.Attr e) {
        Card c = (Card) eval(e.ref());
        if (c == null) return null;
        return switch (e.name().toLowerCase(java.util.Locale.ROOT)) {
            case "rank" -> c.rank();
            case "suit" -> c.suit();
            default -> c.color();
        };
    }

    @Override public Object visit(Expr.Position e) { return mainline.size() + 1; }

    @Override
    public Object visit(Expr.Abs e) {
        Integer v = (Integer) eval(e.arg());
        return v == null ? null : Math.abs(v);
    }

    @Override
    public Object visit(Expr.Negate e) {
        Integer v = (Integer) eval(e.arg());
        return v == null ? null : -v;
    }

    @Override
    public Object visit(Expr.Arith e) {
        Integer a = (Integer) eval(e.left());
        Integer b = (Integer) eval(e.right());
        if (a == null || b == null) return null;
        return switch (e.op()) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case MOD -> Math.floorMod(a, b);
        };
    }

    @Override
    public Object visit(Expr.Compare e) {
        Object a = eval(e.left());
        Object b = eval(e.right());
        if (a == null || b == null) return null;
        return switch (e.op()) {
            case EQ -> a.equals(b);
            case NE -> !a.equals(b);
            default -> e.op().test((Integer) a, (Integer) b);
        };
    }

    /**
     * Membership is the {@code or} of one test per member (Kleene): true if some member holds, else
     * unknown if some member is unknown, else false. A member is {@code value == x}, or for a range
     * {@code a..b} "between a and b" in either order (both ends included). {@code not in} negates it.
     */
    @Override
    public Object visit(Expr.In e) {
        Object v = eval(e.value());
        boolean unknown = false;
        for (Expr.Element el : e.elements()) {
            Object low = eval(el.low());
            Object high = el.high() == null ? null : eval(el.high());
            if (v == null || low == null || (el.high() != null && high == null)) {
                unknown = true;
            } else if (el.high() == null ? v.equals(low) : between((Integer) v, (Integer) low, (Integer) high)) {
                return !e.negated();
            }
        }
        if (unknown) return null;
        return e.negated();
    }

    private static boolean between(int v, int a, int b) {
        return Math.min(a, b) <= v && v <= Math.max(a, b);
    }

    @Override
    public Object visit(Expr.Is e) {
        Object v = eval(e.subject());
        if (v == null) return null;
        Property p = e.property();
        boolean holds = v instanceof Card c ? p.test(c) : p.testNumber((Integer) v);
        return holds != e.negated();
    }

    @Override
    public Object visit(Expr.Not e) {
        Boolean v = (Boolean) eval(e.arg());
        return v == null ? null : !v;
    }

    @Override
    public Object visit(Expr.And e) {
        return junction(e.left(), e.right(), false);
    }

    @Override
    public Object visit(Expr.Or e) {
        return junction(e.left(), e.right(), true);
    }

    /**
     * And (when {@code decisive} is false) or or (when it is true), three-valued: either side with the
     * decisive value settles it, the right one not looked at when the left did; otherwise an unknown
     * side leaves it unknown.
     */
    private Object junction(Expr left, Expr right, boolean decisive) {
        Boolean a = (Boolean) eval(left);
        if (Boolean.valueOf(decisive).equals(a)) return decisive;
        Boolean b = (Boolean) eval(right);
        if (Boolean.valueOf(decisive).equals(b)) return decisive;
        return a == null || b == null ? null : !decisive;
    }

    @Override
    public Object visit(Expr.If e) {
        Boolean c = (Boolean) eval(e.cond());
        if (c == null) return null;
        if (c) return eval(e.then());
        return e.otherwise() == null ? Boolean.TRUE : eval(e.otherwise());
    }

    @Override
    public Object visit(Expr.UnknownName e) {
        throw new IllegalStateException("unchecked rule reached the interpreter");
    }
}
