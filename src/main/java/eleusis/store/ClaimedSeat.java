package eleusis.store;

/**
 * A seat just taken, with the token that proves it: give the token to the player's browser, which
 * shows it again to come back to the seat (after a reload, a lost connection or a server restart).
 * It cannot be read back later.
 */
public record ClaimedSeat(Seat seat, String token) {}
