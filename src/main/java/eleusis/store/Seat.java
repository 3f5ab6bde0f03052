package eleusis.store;

import java.time.Instant;

/** A player's place at a table. The seat's token is not here: only its hash is stored. */
public record Seat(long tableId, int seat, String playerName, Instant joinedAt, Instant lastSeen) {}
