package eleusis.game.express;

import eleusis.game.PublicEvent;

/** The events only Eleusis Express has: guesses at the rule. */
public final class ExpressEvents {
    private ExpressEvents() {}

    /**
     * A guess and its verdict ("right", "wrong", or "pending" while the dealer judges words);
     * a wrong guess in the rule language carries a counterexample in the judge format.
     */
    public record Guess(int player, String guess, String form, String verdict, String counterexample,
                        String secretVerdict) implements PublicEvent {
        public String type() { return "guess"; }
    }
}
