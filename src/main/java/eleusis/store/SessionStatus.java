package eleusis.store;

import java.util.Locale;

/** Where a class session stands: open (students join and play) or ended (kept for review). */
public enum SessionStatus {
    OPEN,
    ENDED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    static SessionStatus of(String id) {
        for (SessionStatus s : values()) if (s.id().equals(id)) return s;
        throw new IllegalStateException("unknown session status in the database: " + id);
    }
}
