package eleusis.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;

/** Class sessions and their join codes. */
public final class ClassSessions extends Repository {
    private static final int MAX_TITLE = 200;
    private static final int MAX_LESSON_ID = 60;
    /** With 32^6 (about a billion) codes, a clash is rare; a few retries make failing practically impossible. */
    private static final int CODE_ATTEMPTS = 20;

    ClassSessions(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    /** Opens a session with a fresh join code, unique among all sessions ever stored. */
    public ClassSession create(long teacherId, String title, String game) {
        return create(teacherId, title, game, true);
    }

    /** As {@link #create(long, String, String)}; with {@code started} false the session waits in its lobby for {@link #start}. */
    public ClassSession create(long teacherId, String title, String game, boolean started) {
        return create(teacherId, title, game, started, null);
    }

    /** As {@link #create(long, String, String, boolean)}, following the lesson plan {@code lesson} (null: none). */
    public ClassSession create(long teacherId, String title, String game, boolean started, String lesson) {
        lessonId(lesson);
        String t = Checks.oneLine(title, "the session's title", MAX_TITLE);
        if (game == null || game.isBlank()) throw new StoreException.Invalid("the session needs a game");
        Instant now = Sql.now(clock);
        for (int attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
            String code = Tokens.newJoinCode();
            try {
                long id = jdbi.withHandle(h -> h.createUpdate("INSERT INTO class_sessions "
                                + "(teacher_id, join_code, title, game_mode, status, created_at, started, lesson_id) "
                                + "VALUES (:teacher, :code, :title, :mode, :status, :now, :started, :lesson)")
                        .bind("teacher", teacherId).bind("code", code).bind("title", t).bind("mode", game)
                        .bind("status", SessionStatus.OPEN.id()).bind("now", now).bind("started", started)
                        .bindByType("lesson", lesson, String.class)
                        .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
                return new ClassSession(id, teacherId, code, t, game, SessionStatus.OPEN, now, started, false, lesson);
            } catch (RuntimeException e) {
                if (Sql.foreignKeyViolation(e)) throw new StoreException.NotFound("there is no teacher " + teacherId);
                if (!Sql.uniqueViolation(e)) throw e;
            }
        }
        throw new StoreException("could not find a free join code after " + CODE_ATTEMPTS + " tries; please try again");
    }

    public Optional<ClassSession> find(long id) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM class_sessions WHERE id = :id")
                .bind("id", id).map(ClassSessions::session).findOne());
    }

    /** The session with this code, as a student types it (case, spaces and dashes do not matter). */
    public Optional<ClassSession> findByCode(String typed) {
        String code = Tokens.normalizeJoinCode(typed);
        if (code.length() != Tokens.JOIN_CODE_LENGTH) return Optional.empty();
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM class_sessions WHERE join_code = :code")
                .bind("code", code).map(ClassSessions::session).findOne());
    }

    /** The teacher's sessions, newest first. */
    public List<ClassSession> listByTeacher(long teacherId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM class_sessions WHERE teacher_id = :teacher "
                        + "ORDER BY created_at DESC, id DESC")
                .bind("teacher", teacherId).map(ClassSessions::session).list());
    }

    /** The teacher pressed Start: the session leaves its lobby, and its tables may play. */
    public void start(long sessionId) {
        // The first Start is the one a lesson is timed from: a second press leaves it.
        int n = jdbi.withHandle(h -> h.createUpdate("UPDATE class_sessions SET started = :yes, "
                        + "started_at = COALESCE(started_at, :now) WHERE id = :id")
                .bind("yes", true).bind("now", Sql.now(clock).toEpochMilli()).bind("id", sessionId).execute());
        if (n == 0) throw new StoreException.NotFound("there is no class session " + sessionId);
    }

    /** Closes the class to new students, or opens it again. */
    public void setLocked(long sessionId, boolean locked) {
        int n = jdbi.withHandle(h -> h.createUpdate("UPDATE class_sessions SET locked = :locked WHERE id = :id")
                .bind("locked", locked).bind("id", sessionId).execute());
        if (n == 0) throw new StoreException.NotFound("there is no class session " + sessionId);
    }

    /** The lesson plan the session follows from now on ({@code null}: none); the id is checked by the caller. */
    public void setLesson(long sessionId, String lessonId) {
        lessonId(lessonId);
        int n = jdbi.withHandle(h -> h.createUpdate("UPDATE class_sessions SET lesson_id = :lesson WHERE id = :id")
                .bindByType("lesson", lessonId, String.class).bind("id", sessionId).execute());
        if (n == 0) throw new StoreException.NotFound("there is no class session " + sessionId);
    }

    public void setStatus(long sessionId, SessionStatus status) {
        int n = jdbi.withHandle(h -> h.createUpdate("UPDATE class_sessions SET status = :status WHERE id = :id")
                .bind("status", status.id()).bind("id", sessionId).execute());
        if (n == 0) throw new StoreException.NotFound("there is no class session " + sessionId);
    }

    /** A lesson's id as lesson plans spell it (lower-case letters, digits and dashes), or null. */
    private static void lessonId(String id) {
        if (id != null && !id.matches("[a-z0-9-]{1," + MAX_LESSON_ID + "}")) {
            throw new StoreException.Invalid("a lesson's id is 1 to " + MAX_LESSON_ID
                    + " lower-case letters, digits and dashes, not \"" + id + "\"");
        }
    }

    private static ClassSession session(ResultSet rs, StatementContext ctx) throws SQLException {
        return new ClassSession(rs.getLong("id"), rs.getLong("teacher_id"), rs.getString("join_code"), rs.getString("title"),
                rs.getString("game_mode"), SessionStatus.of(rs.getString("status")), Sql.instant(rs, "created_at"),
                rs.getBoolean("started"), rs.getBoolean("locked"), rs.getString("lesson_id"));
    }
}
