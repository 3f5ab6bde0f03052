package eleusis.rules.text;

import eleusis.rules.ast.Expr;

/** Plain-English reading of a rule (being written). */
public final class English {
    private English() {}

    public static String read(Expr e) {
        return Canonical.print(e);
    }
}
