package eleusis.store;

import java.time.Instant;

/**
 * One applied action as stored.
 *
 * @param seq        1 for a table's first action, then 2, 3... without gaps
 * @param actionJson the action as the game's codec writes it
 */
public record LoggedAction(long tableId, int seq, int seat, String actionJson, Instant createdAt) {}
