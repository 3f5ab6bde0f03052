package eleusis.rules.text;

import eleusis.rules.ast.Expr;

/**
 * The plain-English reading of a checked rule, shown at the reveal and to rule authors, e.g.
 * {@code card.color != last.color} reads "The card's colour differs from the last card's colour.
 * When there is no last card yet, any card is accepted." Always one paragraph on one line.
 */
public final class English {
    private English() {}

    public static String read(Expr e) {
        Expr rule = EnglishNegation.normalise(e);
        String main;
        if (rule instanceof Expr.BoolLit b) {
            main = b.value() ? "any card is accepted" : "no card is accepted";
        } else {
            main = EnglishConditions.decision(rule);
        }
        String text = sentence(EnglishOnce.resolve(main));
        String note = EnglishNote.missingCards(e);
        return note == null ? text : text + " " + note;
    }

    /** A capital at the start (unless it starts with a number such as -3) and a full stop at the end. */
    private static String sentence(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) == '(') i++;
        if (i == s.length() || !Character.isLetter(s.charAt(i))) return s + ".";
        return s.substring(0, i) + Character.toUpperCase(s.charAt(i)) + s.substring(i + 1) + ".";
    }
}
