package eleusis.rules.ast;

import eleusis.cards.Card;
import eleusis.cards.Suit;

/** What can follow {@code is}: a colour, a kind of rank, or a suit. */
public enum Property {
    RED("red"), BLACK("black"), FACE("face"), NUMBER("number"), EVEN("even"), ODD("odd"),
    PRIME("prime"), SPADES("spades"), HEARTS("hearts"), DIAMONDS("diamonds"), CLUBS("clubs");

    public final String word;

    Property(String word) { this.word = word; }

    /** Even, odd and prime also apply to plain numbers ({@code position is even}). */
    public boolean appliesToNumbers() { return this == EVEN || this == ODD || this == PRIME; }

    public boolean test(Card c) {
        return switch (this) {
            case RED -> c.colorIndex() == 0;
            case BLACK -> c.colorIndex() == 1;
            case FACE -> c.rank() >= Card.JACK;
            case NUMBER -> c.rank() <= 10;
            case EVEN, ODD, PRIME -> testNumber(c.rank());
            case SPADES -> c.suit() == Suit.SPADES;
            case HEARTS -> c.suit() == Suit.HEARTS;
            case DIAMONDS -> c.suit() == Suit.DIAMONDS;
            case CLUBS -> c.suit() == Suit.CLUBS;
        };
    }

    public boolean testNumber(int n) {
        return switch (this) {
            case EVEN -> (n & 1) == 0;
            case ODD -> (n & 1) != 0;
            case PRIME -> isPrime(n);
            default -> throw new IllegalStateException(word + " does not apply to numbers");
        };
    }

    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int d = 2; (long) d * d <= n; d++) {
            if (n % d == 0) return false;
        }
        return true;
    }
}
