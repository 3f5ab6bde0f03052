package eleusis.rules.text;

import eleusis.rules.ast.Expr;
import java.util.ArrayList;
import java.util.List;

/**
 * Conditions joined by and, or, not and if. Grouping must survive the trip into prose, so the
 * outermost and/or is joined with commas, one level in uses "both … and …" or "either … or …",
 * and anything deeper, or longer than two parts at that level, goes in brackets.
 */
final class EnglishConditions {
    private EnglishConditions() {}

    /**
     * A condition whose answer is the rule's answer: the whole rule, or a branch of an if that is
     * itself in such a place. Only here can "true" honestly read "the card is accepted".
     */
    static String decision(Expr e) {
        if (e instanceof Expr.If i) return decidingIf(i);
        if (e instanceof Expr.BoolLit b) return b.value() ? "the card is accepted" : "the card is rejected";
        return clause(e, 0);
    }

    /** "if C, then A; otherwise B", with else-if chains as "otherwise, if …". */
    private static String decidingIf(Expr.If e) {
        String then = e.then() instanceof Expr.If inner ? "(" + decidingIf(inner) + ")" : decision(e.then());
        String s = "if " + clause(e.cond(), 0) + ", then " + then;
        if (e.otherwise() == null) return s + "; otherwise any card is accepted";
        if (e.otherwise() instanceof Expr.If next) return s + "; otherwise, " + decidingIf(next);
        return s + "; otherwise " + decision(e.otherwise());
    }

    /** An if inside a larger condition; a missing else there means that part holds. */
    private static String innerIf(Expr.If e) {
        String then = e.then() instanceof Expr.If inner ? "(" + innerIf(inner) + ")" : clause(e.then(), 0);
        String s = "if " + clause(e.cond(), 0) + ", then " + then;
        if (e.otherwise() == null) return s + "; otherwise this part holds";
        if (e.otherwise() instanceof Expr.If next) return s + "; otherwise, " + innerIf(next);
        return s + "; otherwise " + clause(e.otherwise(), 0);
    }

    /** A condition at the given depth of and/or nesting (0 = not inside any and/or). */
    static String clause(Expr e, int depth) {
        if (e instanceof Expr.And || e instanceof Expr.Or) return joined(e, depth);
        if (e instanceof Expr.Not n) return notTheCase(n, depth);
        if (e instanceof Expr.If i) return "(" + innerIf(i) + ")";
        if (e instanceof Expr.BoolLit b) return b.value() ? "true (always)" : "false (never)";
        if (e instanceof Expr.Compare c) return EnglishTests.compare(c);
        if (e instanceof Expr.In in) return EnglishTests.in(in);
        if (e instanceof Expr.Is is) return EnglishTests.is(is);
        // Only values are left; a checked rule never puts one where a condition belongs.
        return EnglishValues.value(e);
    }

    /** A condition inside a longer phrase ("whether … is the same as whether …"). */
    static String framed(Expr e) {
        return e instanceof Expr.And || e instanceof Expr.Or || e instanceof Expr.Not
                ? "(" + clause(e, 0) + ")" : clause(e, 0);
    }

    private static boolean compound(Expr e) {
        return e instanceof Expr.And || e instanceof Expr.Or || e instanceof Expr.Not;
    }

    private static String joined(Expr e, int depth) {
        boolean and = e instanceof Expr.And;
        List<Expr> parts = new ArrayList<>();
        flatten(e, and, parts);
        boolean nested = parts.stream().anyMatch(EnglishConditions::compound);
        // One level in, "both a and b" frames two plain parts; anything bigger goes in brackets.
        if (depth >= 2 || (depth == 1 && (parts.size() > 2 || nested))) return "(" + joined(e, 0) + ")";
        List<String> texts = new ArrayList<>();
        boolean commas = nested;
        for (Expr p : parts) {
            // "whether a is the same as whether b" has no word that ends it, so brackets do.
            String text = p instanceof Expr.Compare c && EnglishValues.isCondition(c.left())
                    ? "(" + clause(p, 0) + ")" : clause(p, depth + 1);
            texts.add(text);
            // A part with its own "or" or "and" (one of hearts or spades) needs the commas too.
            commas |= text.contains(" or ") || text.contains(" and ");
        }
        String word = and ? "and" : "or";
        String flat = (and ? "" : "either ") + list(texts, word, commas);
        if (depth == 0) return flat;
        if (commas) return "(" + flat + ")";
        return (and ? "both " : "either ") + texts.get(0) + " " + word + " " + texts.get(1);
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

    /** "a, b or c"; with commas before the last word too when the parts have joins of their own. */
    static String list(List<String> items, String word, boolean commaBeforeLast) {
        StringBuilder sb = new StringBuilder(items.get(0));
        for (int i = 1; i < items.size(); i++) {
            boolean last = i == items.size() - 1;
            if (!last) sb.append(", ");
            else sb.append(commaBeforeLast ? ", " : " ").append(word).append(' ');
            sb.append(items.get(i));
        }
        return sb.toString();
    }

    /** A not that could not be moved onto a test: it covers an if, or and/or around one. */
    private static String notTheCase(Expr.Not n, int depth) {
        if (depth >= 2) return "(" + notTheCase(n, 0) + ")";
        return "it is not the case that " + clause(n.arg(), Math.max(depth, 1));
    }
}
