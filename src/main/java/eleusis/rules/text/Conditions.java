package eleusis.rules.text;

import eleusis.rules.ast.Expr;
import java.util.ArrayList;
import java.util.List;

/**
 * Conditions joined by and, or, not and if. Grouping must survive the trip into prose, so the
 * outermost and/or is joined with commas, one level in uses a pair such as "both … and …" or
 * "either … or …", and anything deeper, or longer than two parts at that level, goes in brackets.
 * The same in every language; the words come from the {@link Wording}.
 */
final class Conditions {
    private Conditions() {}

    /**
     * A condition whose answer is the rule's answer: the whole rule, or a branch of an if that is
     * itself in such a place. Only here can "true" honestly read "the card is accepted".
     */
    static String decision(Expr e, Wording w) {
        if (e instanceof Expr.If i) return decidingIf(i, w);
        if (e instanceof Expr.BoolLit b) return w.accepted(b.value());
        return clause(e, 0, w);
    }

    /** "if C, then A; otherwise B", with else-if chains as "otherwise, if …". */
    private static String decidingIf(Expr.If e, Wording w) {
        String then = e.then() instanceof Expr.If inner ? "(" + decidingIf(inner, w) + ")" : decision(e.then(), w);
        String s = w.ifThen(clause(e.cond(), 0, w), then);
        if (e.otherwise() == null) return w.otherwise(s, w.anyCard());
        if (e.otherwise() instanceof Expr.If next) return w.otherwiseIf(s, decidingIf(next, w));
        return w.otherwise(s, decision(e.otherwise(), w));
    }

    /** An if inside a larger condition; a missing else there means that part holds. */
    private static String innerIf(Expr.If e, Wording w) {
        String then = e.then() instanceof Expr.If inner ? "(" + innerIf(inner, w) + ")" : clause(e.then(), 0, w);
        String s = w.ifThen(clause(e.cond(), 0, w), then);
        if (e.otherwise() == null) return w.otherwise(s, w.thisPartHolds());
        if (e.otherwise() instanceof Expr.If next) return w.otherwiseIf(s, innerIf(next, w));
        return w.otherwise(s, clause(e.otherwise(), 0, w));
    }

    /** A condition at the given depth of and/or nesting (0 = not inside any and/or). */
    static String clause(Expr e, int depth, Wording w) {
        if (e instanceof Expr.And || e instanceof Expr.Or) return joined(e, depth, w);
        if (e instanceof Expr.Not n) return notTheCase(n, depth, w);
        if (e instanceof Expr.If i) return "(" + innerIf(i, w) + ")";
        if (e instanceof Expr.BoolLit b) return w.constant(b.value());
        if (e instanceof Expr.Compare c) return Tests.compare(c, w);
        if (e instanceof Expr.In in) return Tests.in(in, w);
        if (e instanceof Expr.Is is) return Tests.is(is, w);
        // Only values are left; a checked rule never puts one where a condition belongs.
        return Values.value(e, w);
    }

    /** A condition inside a longer phrase ("whether … is the same as whether …"). */
    static String framed(Expr e, Wording w) {
        return compound(e) ? "(" + clause(e, 0, w) + ")" : clause(e, 0, w);
    }

    private static boolean compound(Expr e) {
        return e instanceof Expr.And || e instanceof Expr.Or || e instanceof Expr.Not;
    }

    private static String joined(Expr e, int depth, Wording w) {
        boolean and = e instanceof Expr.And;
        List<Expr> parts = new ArrayList<>();
        flatten(e, and, parts);
        boolean nested = parts.stream().anyMatch(Conditions::compound);
        // One level in, a pair frames two plain parts; anything bigger goes in brackets.
        if (depth >= 2 || (depth == 1 && (parts.size() > 2 || nested))) return "(" + joined(e, 0, w) + ")";
        List<String> texts = new ArrayList<>();
        boolean commas = nested;
        for (Expr p : parts) {
            // "whether a is the same as whether b" has no word that ends it, so brackets do.
            String text = p instanceof Expr.Compare c && Values.isCondition(c.left())
                    ? "(" + clause(p, 0, w) + ")" : clause(p, depth + 1, w);
            texts.add(text);
            // A part with its own "or" or "and" (one of hearts or spades) needs the commas too.
            commas |= w.hasJoin(text);
        }
        String list = w.list(texts, and, commas);
        String flat = and ? list : w.eitherList(list);
        if (depth == 0) return flat;
        if (commas) return "(" + flat + ")";
        return w.pair(and, texts.get(0), texts.get(1));
    }

    /** a and b and c is one list of three parts, however the brackets were written. */
    private static void flatten(Expr e, boolean and, List<Expr> out) {
        if (and && e instanceof Expr.And a) {
            flatten(a.left(), true, out);
            flatten(a.right(), true, out);
        } else if (!and && e instanceof Expr.Or o) {
            flatten(o.left(), false, out);
            flatten(o.right(), false, out);
        } else {
            out.add(e);
        }
    }

    /** A not that could not be moved onto a test: it covers an if, or and/or around one. */
    private static String notTheCase(Expr.Not n, int depth, Wording w) {
        if (depth >= 2) return "(" + notTheCase(n, 0, w) + ")";
        return w.notTheCase(clause(n.arg(), Math.max(depth, 1), w));
    }
}
