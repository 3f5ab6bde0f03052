package eleusis.store;

import java.time.Instant;

/**
 * A table of a class session: one game, stored as its kind, settings and seed (its actions are in
 * the {@link ActionLog}).
 *
 * @param settingsJson the settings as {@link ActionCodec} writes them
 */
public record SessionTable(long id, long sessionId, String name, GameKind kind, String settingsJson, long seed,
                           TableStatus status, Instant createdAt) {}
