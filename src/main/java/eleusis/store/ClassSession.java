package eleusis.store;

import java.time.Instant;

/**
 * A lesson: the teacher opens it, students join with its code.
 *
 * @param joinCode six characters from an alphabet without 0, O, 1 and I
 * @param gameMode the game the session's tables play
 */
public record ClassSession(long id, long teacherId, String joinCode, String title, GameKind gameMode,
                           SessionStatus status, Instant createdAt) {}
