package eleusis.store;

import java.util.Locale;

/**
 * Who plays the seats nobody has taken at an Eleusis or Express table, as the teacher chose: nobody
 * (the table waits for students), the stand-in who plays a card by lot, or the machine scientist.
 * Stored as two columns: computer_seats (on for the last two) and computer_scientist.
 */
public enum ComputerKind {
    NONE, BY_LOT, SCIENTIST;

    /** Its name in forms: "none", "lot", "scientist". */
    public String id() {
        return this == BY_LOT ? "lot" : name().toLowerCase(Locale.ROOT);
    }

    /** The kind a form names, or null when it names none. */
    public static ComputerKind of(String id) {
        for (ComputerKind k : values()) if (k.id().equals(id)) return k;
        return null;
    }

    static ComputerKind of(boolean seats, boolean scientist) {
        return !seats ? NONE : scientist ? SCIENTIST : BY_LOT;
    }
}
