package eleusis.store;

import java.time.Clock;
import java.util.List;
import java.util.Locale;
import org.jdbi.v3.core.Jdbi;

/**
 * What happened to students who joined a class whose every seat was taken, for the teacher's console:
 * a table opened for them, or why they were not seated (the class closed, at its largest, every
 * game over). A name's newest try of a kind replaces its older one, and only a session's newest
 * {@link #KEPT} are kept, so a script at a closed class cannot fill the database.
 */
public final class JoinNotices extends Repository {
    /** How many notices a session keeps. */
    public static final int KEPT = 20;
    private static final int MAX_NAME = 100;

    /** What happened to the student. */
    public enum Kind {
        /** A new table was opened for them ({@code tableId}). */
        OPENED,
        /** The teacher closed the class to new students. */
        LOCKED,
        /** The class has as many students as one class seats. */
        CLASS_FULL,
        /** Every table's game is over. */
        OVER;

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        static Kind of(String id) {
            return valueOf(id.toUpperCase(Locale.ROOT));
        }
    }

    /** @param tableId the table opened for them, or null */
    public record Notice(long sessionId, String name, Kind kind, Long tableId, long atMillis) {}

    JoinNotices(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    /** Notes what happened to the named student now; their older notice of the same kind goes. */
    public void add(long sessionId, String name, Kind kind, Long tableId) {
        String n = Checks.oneLine(name, "the student's name", MAX_NAME);
        long now = clock.millis();
        jdbi.useTransaction(h -> {
            h.createUpdate("DELETE FROM join_notices WHERE session_id = :session AND name_key = :key AND kind = :kind")
                    .bind("session", sessionId).bind("key", Seats.nameKey(n)).bind("kind", kind.id()).execute();
            h.createUpdate("INSERT INTO join_notices (session_id, name_key, name, kind, table_id, at_millis) "
                            + "VALUES (:session, :key, :name, :kind, :table, :now)")
                    .bind("session", sessionId).bind("key", Seats.nameKey(n)).bind("name", n).bind("kind", kind.id())
                    .bind("table", tableId).bind("now", now).execute();
            // The newest KEPT stay: everything older than the KEPT-th newest goes.
            h.createUpdate("DELETE FROM join_notices WHERE session_id = :session AND at_millis < ("
                            + "SELECT MIN(at_millis) FROM (SELECT at_millis FROM join_notices WHERE session_id = :session "
                            + "ORDER BY at_millis DESC LIMIT " + KEPT + ") newest)")
                    .bind("session", sessionId).execute();
        });
    }

    /** The session's notices, newest first. */
    public List<Notice> list(long sessionId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT session_id, name, kind, table_id, at_millis FROM join_notices "
                        + "WHERE session_id = :session ORDER BY at_millis DESC, name_key")
                .bind("session", sessionId)
                .map((rs, ctx) -> new Notice(rs.getLong(1), rs.getString(2), Kind.of(rs.getString(3)),
                        rs.getObject(4) == null ? null : rs.getLong(4), rs.getLong(5)))
                .list());
    }
}
