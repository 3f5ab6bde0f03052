package eleusis.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/**
 * The stored moments a lesson's stages are timed from: the first student's join (the opening), the
 * teacher's Start (the first round), each later round's deal, and the session's last action (the
 * end). All read from rows the classroom writes anyway, so a server restarted mid-lesson shows the
 * same countdown; nothing here is written.
 */
public final class LessonTimes extends Repository {
    private static final ObjectMapper JSON = new ObjectMapper();

    LessonTimes(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    /** When the first student of the session took a seat; empty while nobody has. */
    public Optional<Instant> firstJoin(long sessionId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT MIN(s.joined_at) AS t FROM seats s "
                        + "JOIN game_tables g ON g.id = s.table_id WHERE g.session_id = :session")
                .bind("session", sessionId).map((rs, ctx) -> Optional.ofNullable(Sql.instant(rs, "t"))).one());
    }

    /**
     * When the teacher pressed Start; empty while the session waits in its lobby. A session started
     * at its creation (no lobby), or before Start was dated, counts from its creation.
     */
    public Optional<Instant> started(long sessionId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT started, started_at, created_at FROM class_sessions WHERE id = :id")
                .bind("id", sessionId).map((rs, ctx) -> {
                    if (!rs.getBoolean("started")) return Optional.<Instant>empty();
                    long at = rs.getLong("started_at");
                    return Optional.of(rs.wasNull() ? Sql.instant(rs, "created_at") : Instant.ofEpochMilli(at));
                }).findOne().flatMap(o -> o));
    }

    /**
     * For each table of the session (in the order of their ids), when each of its later rounds was
     * dealt: the first element is when its second round began, and so on.
     */
    public List<List<Instant>> nextRounds(long sessionId) {
        Map<Long, List<Instant>> byTable = new LinkedHashMap<>();
        // The LIKE only narrows the rows read: a student's text holds a quote escaped, never "next_round"
        // with its quotes, and each row's kind is read from its JSON all the same.
        jdbi.useHandle(h -> h.createQuery("SELECT a.table_id, a.created_at, a.action_json FROM game_actions a "
                        + "JOIN game_tables g ON g.id = a.table_id WHERE g.session_id = :session "
                        + "AND a.action_json LIKE '%\"next_round\"%' ORDER BY a.table_id, a.seq")
                .bind("session", sessionId).map((rs, ctx) -> {
                    if (isNextRound(rs.getString("action_json"))) {
                        byTable.computeIfAbsent(rs.getLong("table_id"), k -> new ArrayList<>()).add(Sql.instant(rs, "created_at"));
                    }
                    return 0;
                }).list());
        return List.copyOf(byTable.values());
    }

    /** When the last action of any of the session's tables was stored; empty before the first. */
    public Optional<Instant> lastAction(long sessionId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT MAX(a.created_at) AS t FROM game_actions a "
                        + "JOIN game_tables g ON g.id = a.table_id WHERE g.session_id = :session")
                .bind("session", sessionId).map((rs, ctx) -> Optional.ofNullable(Sql.instant(rs, "t"))).one());
    }

    private static boolean isNextRound(String json) {
        try {
            JsonNode node = JSON.readTree(json);
            return node != null && "next_round".equals(node.path("kind").asText());
        } catch (java.io.IOException e) {
            return false; // the log holds only what a codec wrote; an unreadable row is no round's start
        }
    }
}
