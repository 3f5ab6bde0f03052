package eleusis.store;

import java.time.Instant;

/**
 * A hypothesis a player wrote down.
 *
 * @param seq the moment of the game it was written at: the number of actions applied then (0 before the first)
 */
public record NotebookEntry(long id, long tableId, int seat, int seq, String hypothesis, Instant createdAt) {}
