package eleusis.game.express;

import eleusis.game.PublicEvent;

/** The events only Eleusis Express has: guesses at the rule. */
public final class ExpressEvents {
    private ExpressEvents() {}

    /**
     * A guess and its verdict ("right", "wrong", or "pending" while the dealer judges it); a wrong
     * guess in the rule language carries a counterexample in the judge format. {@code why} says why a
     * guess in the rule language went to the dealer: {@value #TOO_COMPLEX} when its exact check ran out
     * of its time (absent otherwise).
     */
    public record Guess(int player, String guess, String form, String verdict, String counterexample,
                        String secretVerdict,
                        @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                        String why) implements PublicEvent {
        public static final String TOO_COMPLEX = "too_complex";

        public Guess(int player, String guess, String form, String verdict, String counterexample, String secretVerdict) {
            this(player, guess, form, verdict, counterexample, secretVerdict, null);
        }

        public String type() { return "guess"; }
    }
}
