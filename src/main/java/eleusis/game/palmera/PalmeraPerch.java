package eleusis.game.palmera;

/**
 * One perch of the board as {@code games/palmera-board.txt} describes it.
 *
 * @param number   1..10, also its value per card kept on it
 * @param spade    the spade that marks it on the table
 * @param capacity cards one player may keep on it (2 on perch 8)
 * @param power    "tiebreak", "peek" or "-"
 */
public record PalmeraPerch(int number, String spade, int capacity, String power) {
    public boolean tiebreak() { return power.equals("tiebreak"); }

    public boolean peek() { return power.equals("peek"); }
}
