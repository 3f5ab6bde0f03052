package eleusis.store;

import java.time.Instant;

/**
 * A lesson: the teacher opens it, students join with its code.
 *
 * @param joinCode six characters from an alphabet without 0, O, 1 and I
 * @param game     the id of the game the session's tables play (its first table's; each table has its own)
 * @param started  false while the session waits in its lobby: students join, nobody plays until the teacher's Start
 * @param locked   the teacher closed the class to new students (those seated play on)
 * @param lesson   the id of the lesson plan the session follows, or null for none
 */
public record ClassSession(long id, long teacherId, String joinCode, String title, String game,
                           SessionStatus status, Instant createdAt, boolean started, boolean locked, String lesson) {
    public ClassSession(long id, long teacherId, String joinCode, String title, String game, SessionStatus status,
                        Instant createdAt, boolean started, boolean locked) {
        this(id, teacherId, joinCode, title, game, status, createdAt, started, locked, null);
    }

    public ClassSession(long id, long teacherId, String joinCode, String title, String game, SessionStatus status,
                        Instant createdAt, boolean started) {
        this(id, teacherId, joinCode, title, game, status, createdAt, started, false);
    }

    /** A session made before lobbies existed, or started at once. */
    public ClassSession(long id, long teacherId, String joinCode, String title, String game, SessionStatus status,
                        Instant createdAt) {
        this(id, teacherId, joinCode, title, game, status, createdAt, true);
    }
}
