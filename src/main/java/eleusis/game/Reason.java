package eleusis.game;

/** Why an action was refused; the message next to it says it in words. */
public enum Reason {
    NOT_YOUR_TURN,
    NOT_IN_HAND,
    WAITING_FOR_PROPHET,
    WAITING_FOR_DEALER,
    NOT_THE_DEALER,
    NOT_THE_PROPHET,
    ROUND_OVER,
    GAME_OVER,
    NOT_NOW,
    BAD_PLAY,
    NOT_ALLOWED,
    BAD_GUESS,
    UNKNOWN_PLAYER
}
