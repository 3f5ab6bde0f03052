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

    record NextRound() implements ExpressAction {}
}
