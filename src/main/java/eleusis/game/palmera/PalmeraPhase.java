package eleusis.game.palmera;

/** What the game waits for: a drawn card to place, a peek after taking perch 3, or nothing more. */
public enum PalmeraPhase { PLACE, PEEK, GAME_OVER }
