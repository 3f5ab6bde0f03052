package eleusis.game;

/**
 * What one viewer may see of a game at one moment, as a record of the game's own (its hand, the
 * public table, whose turn): the screens draw it as JSON, the computer players decide from it, a
 * notebook reads its evidence from it. It never holds what the viewer may not see.
 */
public interface GameView {}
