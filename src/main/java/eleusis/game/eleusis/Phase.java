package eleusis.game.eleusis;

/** Where a round stands: whose move it is and what kind of move. */
public enum Phase {
    /** The dealer, judging by hand, decides whether the turned-up card may start the mainline. */
    STARTER_VERDICT,
    /** The player whose turn it is plays cards or declares no play. */
    PLAY,
    /** The prophet calls the pending play right or wrong. */
    PROPHET_CALL,
    /** The dealer, judging by hand, gives the verdict on the pending play. */
    DEALER_VERDICT,
    /** The player who just played may become the prophet, or end the turn. */
    AFTER_PLAY,
    ROUND_OVER,
    GAME_OVER
}
