package eleusis.game;

/**
 * A game with a secret rule (Eleusis, Eleusis Express): the round in play and who judges it, the
 * rule compiled once when the round was dealt. What the console shows, what a reveal shows and
 * what "keep this round's rule" keeps all come from here.
 */
public interface RuleGame {
    int round();

    /** The judge of the round in play: the settings' one, or the one its dealer chose. */
    Judge judge();

    /**
     * How many actions the game had applied when each round was dealt, round 0 first (0 for the
     * first deal): what was written at the table after {@code n} actions belongs to the last round
     * dealt by then.
     */
    java.util.List<Integer> roundStarts();
}
