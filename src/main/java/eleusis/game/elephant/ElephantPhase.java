package eleusis.game.elephant;

/** Where a game stands: a player's turn, a loss to choose after an elephant, a scoring, or the end. */
public enum ElephantPhase {
    TURN, LOSE, SCORING, OVER
}
