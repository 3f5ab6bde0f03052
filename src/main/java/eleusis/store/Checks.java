package eleusis.store;

/** The checks on text before it is stored; each failure names the field and what is wrong. */
final class Checks {
    private Checks() {}

    /** Trimmed, inner runs of white space made one space; refused when empty or too long. */
    static String oneLine(String value, String what, int max) {
        String v = value == null ? "" : value.strip().replaceAll("\\s+", " ");
        if (v.isEmpty()) throw new StoreException.Invalid(what + " is empty");
        return limit(v, what, max);
    }

    /** Kept as written (lines and all) but refused when blank or too long. */
    static String text(String value, String what, int max) {
        if (value == null || value.isBlank()) throw new StoreException.Invalid(what + " is empty");
        return limit(value, what, max);
    }

    /** Kept as written; may be empty (null becomes empty). */
    static String optionalText(String value, String what, int max) {
        return limit(value == null ? "" : value, what, max);
    }

    private static String limit(String v, String what, int max) {
        if (v.length() > max) {
            throw new StoreException.Invalid(what + " is too long (" + v.length() + " characters; at most " + max + ")");
        }
        return v;
    }
}
