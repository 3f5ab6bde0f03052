package eleusis.game.express;

/** Where an Express round stands. */
public enum ExpressPhase {
    STARTER_VERDICT, PLAY, DEALER_VERDICT, AFTER_PLAY, GUESS_VERDICT, ROUND_OVER, GAME_OVER
}
