package eleusis.rules;

import eleusis.rules.ast.Children;
import eleusis.rules.ast.Expr;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A rule tree written out in full, every node bracketed and no spans: two texts mean the same
 * tree exactly when their shapes are equal. Also names the constructs a tree uses, so that random
 * tests can show they reached all of them.
 */
final class TreeShape implements Expr.Visitor<String> {
    private static final TreeShape INSTANCE = new TreeShape();

    private TreeShape() {}

    static String of(Expr e) {
        return e.accept(INSTANCE);
    }

    private static String all(Expr... es) {
        StringBuilder sb = new StringBuilder();
        for (Expr e : es) sb.append(' ').append(of(e));
        return sb.toString();
    }

    @Override public String visit(Expr.IntLit e) { return e.value() + (e.letter() ? "L" : ""); }
    @Override public String visit(Expr.BoolLit e) { return Boolean.toString(e.value()); }
    @Override public String visit(Expr.SuitLit e) { return e.suit().name(); }
    @Override public String visit(Expr.ColorLit e) { return e.color().name(); }
    @Override public String visit(Expr.CardRef e) { return "card-" + e.back(); }

    @Override
    public String visit(Expr.Attr e) {
        String name = e.name().toLowerCase(Locale.ROOT);
        return "(" + ("colour".equals(name) ? "color" : name) + all(e.ref()) + ")";
    }

    @Override public String visit(Expr.Position e) { return "position"; }
    @Override public String visit(Expr.Abs e) { return "(abs" + all(e.arg()) + ")"; }
    @Override public String visit(Expr.Negate e) { return "(neg" + all(e.arg()) + ")"; }
    @Override public String visit(Expr.Arith e) { return "(" + e.op() + all(e.left(), e.right()) + ")"; }
    @Override public String visit(Expr.Compare e) { return "(" + e.op() + all(e.left(), e.right()) + ")"; }

    @Override
    public String visit(Expr.In e) {
        String elements = e.elements().stream()
                .map(el -> el.high() == null ? of(el.low()) : "(range " + of(el.low()) + " " + of(el.high()) + ")")
                .collect(Collectors.joining(" "));
        return "(" + (e.negated() ? "not-in" : "in") + all(e.value()) + (e.braces() ? " {" : " ") + elements
                + (e.braces() ? "})" : ")");
    }

    @Override
    public String visit(Expr.Is e) {
        return "(" + (e.negated() ? "is-not " : "is ") + e.property() + all(e.subject()) + ")";
    }

    @Override public String visit(Expr.Not e) { return "(not" + all(e.arg()) + ")"; }
    @Override public String visit(Expr.And e) { return "(and" + all(e.left(), e.right()) + ")"; }
    @Override public String visit(Expr.Or e) { return "(or" + all(e.left(), e.right()) + ")"; }

    @Override
    public String visit(Expr.If e) {
        return "(if" + (e.otherwise() == null ? all(e.cond(), e.then()) : all(e.cond(), e.then(), e.otherwise())) + ")";
    }

    @Override public String visit(Expr.UnknownName e) { return "?" + e.name(); }

    /** The constructs a tree uses: node kinds, operators, properties, set forms, lookbacks. */
    static Set<String> features(Expr root) {
        Set<String> out = new TreeSet<>();
        collect(root, out);
        return out;
    }

    /** What kind of value a node gives, told from its form alone (the checker knows, but is not asked). */
    private static String kind(Expr e) {
        if (e instanceof Expr.CardRef) return "cards";
        if (e instanceof Expr.SuitLit) return "suits";
        if (e instanceof Expr.ColorLit) return "colours";
        if (e instanceof Expr.Attr a) {
            String name = a.name().toLowerCase(Locale.ROOT);
            return name.equals("rank") ? "numbers" : name.equals("suit") ? "suits" : "colours";
        }
        if (e instanceof Expr.IntLit || e instanceof Expr.Position || e instanceof Expr.Abs || e instanceof Expr.Negate
                || e instanceof Expr.Arith) {
            return "numbers";
        }
        return "conditions";
    }

    private static void collect(Expr e, Set<String> out) {
        String kind = e.getClass().getSimpleName();
        out.add(kind);
        if (e instanceof Expr.IntLit i && i.letter()) out.add("IntLit letter");
        if (e instanceof Expr.CardRef r) out.add("CardRef " + Math.min(r.back(), 2));
        if (e instanceof Expr.Attr a) out.add("Attr " + a.name().toLowerCase(Locale.ROOT));
        if (e instanceof Expr.Arith a) out.add("Arith " + a.op());
        if (e instanceof Expr.Compare c) {
            out.add("Compare " + c.op());
            out.add("Compare " + kind(c.left()));
        }
        if (e instanceof Expr.Is is) {
            out.add("Is " + is.property());
            if (is.negated()) out.add("Is not");
            if (!(is.subject() instanceof Expr.CardRef)) out.add("Is number");
        }
        if (e instanceof Expr.In in) {
            out.add(in.braces() ? "In set" : "In range");
            out.add("In " + kind(in.value()));
            if (in.negated()) out.add("In not");
            if (in.elements().stream().anyMatch(Expr.Element::isRange)) out.add("In with range");
        }
        if (e instanceof Expr.If f) out.add(f.otherwise() == null ? "If without else" : "If with else");
        for (Expr child : Children.of(e)) collect(child, out);
    }
}
