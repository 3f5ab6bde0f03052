package eleusis.rules.text;

import eleusis.rules.ast.Expr;
import java.util.List;

/**
 * The plain-language reading of a checked rule in one of the interface's languages ("en", "es",
 * "fr", "it"), shown at the reveal, in the console, in the notebook and to rule authors. An unknown
 * language code reads in English, so a page never fails for want of a reading.
 */
public final class Reading {
    private Reading() {}

    /** The languages a rule can be read in, English first. */
    public static final List<String> LANGUAGES = List.of("en", "es", "fr", "it");

    public static String read(Expr e, String lang) {
        // Only English so far: the Romance readings are being written (issue 12, part 5).
        return English.read(e);
    }
}
