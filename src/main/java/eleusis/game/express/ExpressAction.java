package eleusis.game.express;

/** What a seat can do in Eleusis Express. Cards are named by their ids, as the seat's view shows them. */
public sealed interface ExpressAction {
    /** One card a turn. */
    record Play(int card) implements ExpressAction {}

    record NoPlay() implements ExpressAction {}

    /**
     * After one's own correct play: a guess at the rule, in the rule language (judged exactly by
     * the equivalence check) or in words (judged by the dealer).
     */
    record Guess(String text, boolean inWords) implements ExpressAction {}

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
    record NextRound(String rule, boolean byHand) implements ExpressAction {
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
    record EndRound() implements ExpressAction {}
}
