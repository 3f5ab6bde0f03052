package eleusis.store;

import java.util.Locale;

/** Whether a table's game goes on or is over; set to over with the action that ends the game. */
public enum TableStatus {
    PLAYING,
    OVER;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    static TableStatus of(String id) {
        for (TableStatus s : values()) if (s.id().equals(id)) return s;
        throw new IllegalStateException("unknown table status in the database: " + id);
    }
}
