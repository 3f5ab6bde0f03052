package eleusis.cards;

import java.util.List;
import java.util.Map;

/**
 * How one language names cards to a reader: short, as its decks print the rank and with the suit's
 * sign ("D♦" in French, "Q♦" in English, "10♥"), for messages and lines of cards; and in words
 * ("dame de carreau", "queen of diamonds"), for an image's alternative text. The signs ♠ ♥ ♦ ♣ are
 * the same in every language. What a student types stays the card notation ({@link CardNotation}:
 * {@code QD}); only what is shown is named here.
 *
 * <p>The words come from whoever knows the language (the web's bundles, {@code cards.*}); this class
 * only puts them together, so that every layer names a card the same way.
 *
 * @param letters   the rank as printed, for ranks 1 (ace) to 13 (king): "A", "2" … "10", "V", "D", "R"
 * @param rankWords the rank in words, 1 to 13: "as", "2" … "10", "valet", "dame", "roi"
 * @param suitWords each suit in words, as it follows the rank: "pique", "cœur", "carreau", "trèfle"
 * @param pattern   the card in words, {0} the rank's word and {1} the suit's: "{0} de {1}"
 */
public record CardNames(List<String> letters, List<String> rankWords, Map<Suit, String> suitWords, String pattern) {
    public CardNames {
        letters = List.copyOf(letters);
        rankWords = List.copyOf(rankWords);
        suitWords = Map.copyOf(suitWords);
        if (letters.size() != 13 || rankWords.size() != 13) throw new IllegalArgumentException("a name for each of the 13 ranks");
        if (suitWords.size() != 4) throw new IllegalArgumentException("a word for each of the 4 suits");
        if (!pattern.contains("{0}") || !pattern.contains("{1}")) {
            throw new IllegalArgumentException("the card in words needs {0} for the rank and {1} for the suit: " + pattern);
        }
    }

    /** The sign every deck prints for a suit: ♠ ♥ ♦ ♣. */
    public static String sign(Suit suit) {
        return switch (suit) {
            case SPADES -> "\u2660";
            case HEARTS -> "\u2665";
            case DIAMONDS -> "\u2666";
            case CLUBS -> "\u2663";
        };
    }

    /** The rank as this language's decks print it: "D" for a French queen. */
    public String rank(int rank) {
        return letters.get(rank - 1);
    }

    /** "D♦", "10♥". */
    public String name(Card card) {
        return rank(card.rank()) + sign(card.suit());
    }

    /** "dame de carreau", "7 of hearts". */
    public String words(Card card) {
        return pattern.replace("{0}", rankWords.get(card.rank() - 1)).replace("{1}", suitWords.get(card.suit()));
    }

    /** Cards named one after the other, with a space between: "5♥ D♦". */
    public String line(List<Card> cards) {
        StringBuilder out = new StringBuilder();
        for (Card c : cards) {
            if (!out.isEmpty()) out.append(' ');
            out.append(name(c));
        }
        return out.toString();
    }

    /**
     * A line written in the card notation ("5H QD", as the games' events carry cards), named: "5♥ D♦".
     * A piece that is not a card stays as it was written, so that nothing a reader should see is lost.
     */
    public String notationLine(String notation) {
        if (notation == null) return "";
        StringBuilder out = new StringBuilder();
        for (String piece : notation.strip().split("\\s+")) {
            if (piece.isEmpty()) continue;
            if (!out.isEmpty()) out.append(' ');
            out.append(CardNotation.parse(piece) instanceof CardNotation.Ok ok ? name(ok.card()) : piece);
        }
        return out.toString();
    }
}
