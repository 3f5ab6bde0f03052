package eleusis.cards;

import java.util.List;

/**
 * A card face: a rank from 1 (ace) to 13 (king) and a suit. The two decks of a game hold two
 * cards of each face; the engines tell copies apart by their place, not by this value, so there
 * are exactly 52 interned instances and {@code ==} compares faces.
 */
public final class Card {
    public static final int ACE = 1, JACK = 11, QUEEN = 12, KING = 13;

    private static final Card[] ALL = new Card[52];
    static {
        for (Suit s : Suit.values()) {
            for (int r = 1; r <= 13; r++) ALL[s.ordinal() * 13 + r - 1] = new Card(r, s);
        }
    }
    private static final List<Card> DECK = List.of(ALL);

    private final int rank;
    private final Suit suit;
    // Kept as ints so compiled rules read them without an enum lookup.
    private final int suitIndex;
    private final int colorIndex;
    /** Written once: every view of every table writes its cards this way, many times a move. */
    private final String notation;

    private Card(int rank, Suit suit) {
        this.rank = rank;
        this.suit = suit;
        this.suitIndex = suit.ordinal();
        this.colorIndex = suit.color().ordinal();
        this.notation = rankSymbol(rank) + suit.letter();
    }

    public static Card of(int rank, Suit suit) {
        if (rank < 1 || rank > 13) throw new IllegalArgumentException("rank must be 1..13: " + rank);
        return ALL[suit.ordinal() * 13 + rank - 1];
    }

    /** One standard deck of 52 faces, spades first, ace to king. */
    public static List<Card> deck() { return DECK; }

    /** Dense index 0..51, for tables and bit sets. */
    public int index() { return suitIndex * 13 + rank - 1; }

    public static Card ofIndex(int index) { return ALL[index]; }

    public int rank() { return rank; }

    public Suit suit() { return suit; }

    public CardColor color() { return suit.color(); }

    public int suitIndex() { return suitIndex; }

    public int colorIndex() { return colorIndex; }

    public boolean isFace() { return rank >= JACK; }

    public boolean isPrime() {
        return rank == 2 || rank == 3 || rank == 5 || rank == 7 || rank == 11 || rank == 13;
    }

    /** The card notation: rank (A, 2..10, J, Q, K) then suit letter: {@code 10H}, {@code QS}. */
    public String notation() { return notation; }

    public static String rankSymbol(int rank) {
        return switch (rank) {
            case ACE -> "A";
            case JACK -> "J";
            case QUEEN -> "Q";
            case KING -> "K";
            default -> Integer.toString(rank);
        };
    }

    @Override
    public String toString() { return notation(); }
}
