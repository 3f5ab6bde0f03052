package eleusis.game;

/**
 * The two actions around the rounds of a rule game, the same in Eleusis and Express: dealing the
 * next round once one is over, and the dealer ending the round in play. Each game's action type
 * has its own records of them (its codec writes them under its own name); {@link RuleGameEngine}
 * checks and takes them alike.
 */
public interface RoundAction {
    /**
     * Deals the next round. {@code rule}: the secret rule its dealer chose for it, in the rule
     * language, or null; {@code byHand}: its dealer judges it by hand. Neither: the settings' judge.
     */
    interface NextRound extends RoundAction {
        String rule();

        boolean byHand();
    }

    /** The dealer ends the round in play at once; it is scored as a round that ends normally. */
    interface EndRound extends RoundAction {}
}
