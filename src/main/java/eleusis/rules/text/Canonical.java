package eleusis.rules.text;

import eleusis.cards.Card;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.Expr;

/**
 * The canonical form of a rule: one line, keywords in lower case, single spaces, and only the
 * brackets precedence needs. Parsing the canonical form gives back the same tree.
 */
public final class Canonical implements Expr.Visitor<String> {
    // Binding strength, loosest first; a child looser than its place needs brackets.
    static final int IF = 0, OR = 1, AND = 2, NOT = 3, COMPARE = 4, SUM = 5, PRODUCT = 6, UNARY = 7, ATOM = 8;

    private static final Canonical INSTANCE = new Canonical();

    private Canonical() {}

    public static String print(Expr e) {
        return e.accept(INSTANCE);
    }

    static int precedence(Expr e) {
        if (e instanceof Expr.If) return IF;
        if (e instanceof Expr.Or) return OR;
        if (e instanceof Expr.And) return AND;
        if (e instanceof Expr.Not) return NOT;
        if (e instanceof Expr.Compare || e instanceof Expr.In || e instanceof Expr.Is) return COMPARE;
        if (e instanceof Expr.Arith a) return a.op() == ArithOp.ADD || a.op() == ArithOp.SUB ? SUM : PRODUCT;
        if (e instanceof Expr.Negate) return UNARY;
        return ATOM;
    }

    private String at(Expr e, int needed) {
        String s = e.accept(this);
        return precedence(e) < needed ? "(" + s + ")" : s;
    }

    @Override
    public String visit(Expr.IntLit e) {
        return e.letter() ? Card.rankSymbol(e.value()) : Integer.toString(e.value());
    }

    @Override public String visit(Expr.BoolLit e) { return Boolean.toString(e.value()); }

    @Override public String visit(Expr.SuitLit e) { return e.suit().word(); }

    @Override public String visit(Expr.ColorLit e) { return e.color().word(); }

    @Override
    public String visit(Expr.CardRef e) {
        return switch (e.back()) {
            case 0 -> "card";
            case 1 -> "last";
            default -> "last(" + e.back() + ")";
        };
    }

    @Override
    public String visit(Expr.Attr e) {
        String name = e.name().toLowerCase(java.util.Locale.ROOT);
        return visit(e.ref()) + "." + ("colour".equals(name) ? "color" : name);
    }

    @Override public String visit(Expr.Position e) { return "position"; }

    @Override public String visit(Expr.Abs e) { return "abs(" + e.arg().accept(this) + ")"; }

    @Override public String visit(Expr.Negate e) { return "-" + at(e.arg(), UNARY); }

    @Override
    public String visit(Expr.Arith e) {
        int p = precedence(e);
        return at(e.left(), p) + " " + e.op().symbol + " " + at(e.right(), p + 1);
    }

    @Override
    public String visit(Expr.Compare e) {
        return at(e.left(), SUM) + " " + e.op().symbol + " " + at(e.right(), SUM);
    }

    @Override
    public String visit(Expr.In e) {
        StringBuilder sb = new StringBuilder(at(e.value(), SUM)).append(e.negated() ? " not in " : " in ");
        if (!e.braces()) return sb.append(element(e.elements().get(0))).toString();
        sb.append('{');
        for (int i = 0; i < e.elements().size(); i++) {
            if (i > 0) sb.append(", ");
            sb.append(element(e.elements().get(i)));
        }
        return sb.append('}').toString();
    }

    private String element(Expr.Element el) {
        String low = at(el.low(), SUM);
        return el.high() == null ? low : low + ".." + at(el.high(), SUM);
    }

    @Override
    public String visit(Expr.Is e) {
        return at(e.subject(), SUM) + (e.negated() ? " is not " : " is ") + e.property().word;
    }

    @Override public String visit(Expr.Not e) { return "not " + at(e.arg(), NOT); }

    @Override public String visit(Expr.And e) { return at(e.left(), AND) + " and " + at(e.right(), NOT); }

    @Override public String visit(Expr.Or e) { return at(e.left(), OR) + " or " + at(e.right(), AND); }

    @Override
    public String visit(Expr.If e) {
        // A nested if in the then-part is bracketed so that a later else cannot change owner.
        String then = e.then() instanceof Expr.If ? "(" + e.then().accept(this) + ")" : e.then().accept(this);
        String cond = e.cond() instanceof Expr.If ? "(" + e.cond().accept(this) + ")" : e.cond().accept(this);
        String s = "if " + cond + " then " + then;
        return e.otherwise() == null ? s : s + " else " + e.otherwise().accept(this);
    }

    @Override public String visit(Expr.UnknownName e) { return e.name(); }
}
