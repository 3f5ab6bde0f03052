package eleusis.game.express;

import eleusis.game.RoundAction;

/** What a seat can do in Eleusis Express. Cards are named by their ids, as the seat's view shows them. */
public sealed interface ExpressAction {
    /** One card a turn. */
    record Play(int card) implements ExpressAction {}

    record NoPlay() implements ExpressAction {}

    /**
     * After one's own correct play: a guess at the rule, in the rule language (judged exactly by
     * the equivalence check) or in words (judged by the dealer).
     *
     * <p>{@code judgement} is null in the guess a player sends. Once the game has judged a guess in
     * the rule language by the equivalence check, its history records the guess with its judgement,
     * and that is what is stored: a replay applies the recorded judgement instead of deciding again
     * (the check may take seconds; the secret rule of a round never changes, so the record is the
     * truth). The game refuses a guess that arrives with a judgement from a player.
     */
    record Guess(String text, boolean inWords, Judgement judgement) implements ExpressAction {
        /** The guess as a player sends it: not judged yet. */
        public Guess(String text, boolean inWords) {
            this(text, inWords, null);
        }

        /** This guess with the game's judgement of it. */
        public Guess judged(Judgement j) {
            return new Guess(text, inWords, j);
        }
    }

    /**
     * The game's judgement of a guess in the rule language, as its event told it: right, or wrong
     * with a counterexample (card notation: the mainline, then the judged card) and the secret
     * rule's verdict on it ("accept" or "reject").
     */
    record Judgement(boolean right, String counterexample, String secretVerdict) {
        /**
         * The {@code secretVerdict} of a guess whose exact check ran out of its time: the game gave it
         * to the dealer, who judges it as a guess in words (no verdict and no counterexample yet).
         */
        public static final String TO_DEALER = "dealer";

        public Judgement {
            if (right && (counterexample != null || secretVerdict != null)) {
                throw new IllegalArgumentException("a right guess has no counterexample");
            }
            if (TO_DEALER.equals(secretVerdict)) {
                if (counterexample != null) throw new IllegalArgumentException("a guess given to the dealer has no counterexample yet");
            } else if (!right && (counterexample == null || !("accept".equals(secretVerdict) || "reject".equals(secretVerdict)))) {
                throw new IllegalArgumentException("a wrong guess has a counterexample and the secret rule's verdict on it"
                        + " (accept or reject)");
            }
        }

        public static Judgement rightGuess() {
            return new Judgement(true, null, null);
        }

        /** The check ran out of its time: the dealer judges the guess. */
        public static Judgement toDealer() {
            return new Judgement(false, null, TO_DEALER);
        }

        public boolean givenToDealer() {
            return TO_DEALER.equals(secretVerdict);
        }
    }

    /** After one's own play: let the next player go on without guessing. */
    record EndTurn() implements ExpressAction {}

    /**
     * The dealer's verdict when judging by hand (starter, play, no-play; for a wrong no-play
     * {@code card} is the correct card to play), or on a guess in words.
     */
    record Verdict(boolean right, Integer card) implements ExpressAction {}

    /**
     * Starts the next round once a round is over. {@code rule}: the secret rule the coming round is
     * judged by (null: the settings' judge for that round); {@code byHand}: the dealer judges it by
     * hand. At most one of the two; only the next dealer may choose. Kept in the action, so a replay
     * judges the round by the same rule.
     */
    record NextRound(String rule, boolean byHand) implements ExpressAction, RoundAction.NextRound {
        /** The settings' judge for the coming round. */
        public NextRound() {
            this(null, false);
        }
    }

    /**
     * The dealer ends the round in play at once; it is scored as a round that ends normally. A card,
     * no-play or guess waiting for the dealer's verdict is dropped: the card stays in its player's
     * hand, nothing is penalised.
     */
    record EndRound() implements ExpressAction, RoundAction.EndRound {}
}
