package eleusis.rules.text;

import eleusis.rules.ast.Expr;
import java.util.List;

/**
 * The plain-language reading of a checked rule in one of the interface's languages ("en", "es",
 * "fr", "it"), shown at the reveal, in the console, in the notebook and to rule authors. An unknown
 * language code reads in English, so a page never fails for want of a reading. Every language reads
 * the same structure (see {@link Wording}); one paragraph on one line.
 */
public final class Reading {
    private Reading() {}

    /** The languages a rule can be read in, English first. */
    public static final List<String> LANGUAGES = List.of("en", "es", "fr", "it");

    public static String read(Expr e, String lang) {
        return read(e, Wording.of(lang));
    }

    static String read(Expr e, Wording w) {
        Expr rule = Negation.normalise(e);
        String main = rule instanceof Expr.BoolLit b
                ? (b.value() ? w.anyCard() : w.noCard())
                : Conditions.decision(rule, w);
        String text = sentence(w.finish(Once.resolve(main, w.once())));
        String note = MissingCards.note(e, w);
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
