package eleusis.store;

import java.time.Instant;

/**
 * A table of a class session: one game, stored as its kind, settings and seed (its actions are in
 * the {@link ActionLog}).
 *
 * @param settingsJson  the settings as {@link ActionCodec} writes them
 * @param paused        the teacher paused the table: students' actions wait
 * @param revealedRound the round whose secret rule the teacher showed to the table, or null
 * @param computerSeats seats nobody has taken are played by the computer
 */
public record SessionTable(long id, long sessionId, String name, GameKind kind, String settingsJson, long seed,
                           TableStatus status, Instant createdAt, boolean paused, Integer revealedRound,
                           boolean computerSeats) {}
