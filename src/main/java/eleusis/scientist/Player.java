package eleusis.scientist;

/** A solo player: picks a card from its hand each turn and may guess the rule after the verdict. */
public interface Player {
    /** The card to play, from {@code view.hand()}, and why. */
    Move play(View view);

    /** After the verdict of a turn: a rule text to guess, or a thought without a guess. */
    Thought think(View view);

    /** A card and the reason for it (null when the player gives none). */
    record Move(eleusis.cards.Card card, String why) {}

    /**
     * What the player makes of the evidence: how many candidate rules still stand (-1: it keeps
     * none), its best rule so far (null: none), and the rule it guesses now (null: no guess).
     */
    record Thought(int remaining, String best, String guess) {}
}
