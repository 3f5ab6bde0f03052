package eleusis.game.eleusis;

import eleusis.game.RoundAction;
import java.util.List;

/** What a seat can do in Eleusis. Cards are named by their ids, as the seat's view shows them. */
public sealed interface EleusisAction {
    /** One card, or a string of 2 to 4 cards played in this order. */
    record Play(List<Integer> cards) implements EleusisAction {
        public Play {
            // Not List.copyOf: a null id from a client must reach the engine's check, not throw here.
            cards = cards == null ? List.of() : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(cards));
        }
    }

    /** "I have no card that can be played": the hand is shown. */
    record NoPlay() implements EleusisAction {}

    /** Just after one's own play: become the prophet. */
    record DeclareProphet() implements EleusisAction {}

    /** Just after one's own play: let the next player go on (not becoming prophet). */
    record EndTurn() implements EleusisAction {}

    /**
     * The prophet's call on the pending play. On a no-play called wrong, {@code card} is the correct
     * card the prophet plays from that hand; otherwise null.
     */
    record ProphetCall(boolean right, Integer card) implements EleusisAction {}

    /**
     * The dealer's verdict when judging by hand: on the starter, on a play, or on a no-play (then,
     * when wrong, {@code card} is the correct card from that hand to play).
     */
    record Verdict(boolean right, Integer card) implements EleusisAction {}

    /**
     * Starts the next round once a round is over. {@code rule}: the secret rule the coming round is
     * judged by, in the rule language (null: the settings' judge for that round); {@code byHand}: the
     * dealer judges the coming round by hand. At most one of the two; only the next dealer may choose.
     * The text is kept in the action, so a replay judges the round by the same rule.
     */
    record NextRound(String rule, boolean byHand) implements EleusisAction, RoundAction.NextRound {
        /** The settings' judge for the coming round. */
        public NextRound() {
            this(null, false);
        }
    }

    /**
     * The dealer ends the round in play at once (a lesson running out of time, a round going
     * nowhere); it is scored as a round that ends normally. A play waiting for a call or a verdict
     * goes back to its player's hand, unjudged and unpenalised.
     */
    record EndRound() implements EleusisAction, RoundAction.EndRound {}
}
