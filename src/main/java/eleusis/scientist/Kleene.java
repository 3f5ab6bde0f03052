package eleusis.scientist;

/**
 * The rule language's three values, as bytes, and its "and", "or" and "if" on them, so that a
 * candidate made of smaller tests gets the same verdict as its text compiled whole.
 */
final class Kleene {
    static final byte FALSE = 0, TRUE = 1, UNKNOWN = 2;

    private Kleene() {}

    static byte and(byte a, byte b) {
        if (a == FALSE || b == FALSE) return FALSE;
        return a == TRUE && b == TRUE ? TRUE : UNKNOWN;
    }

    static byte or(byte a, byte b) {
        if (a == TRUE || b == TRUE) return TRUE;
        return a == FALSE && b == FALSE ? FALSE : UNKNOWN;
    }

    static byte choose(byte condition, byte then, byte otherwise) {
        if (condition == UNKNOWN) return UNKNOWN;
        return condition == TRUE ? then : otherwise;
    }

    /** A rule whose value is unknown accepts the card. */
    static boolean accepts(byte value) {
        return value != FALSE;
    }
}
