package eleusis.cards;

import java.util.ArrayList;
import java.util.List;

/** Reads the card notation ({@code 10H}, {@code QS}, {@code ac}) with messages a person can act on. */
public final class CardNotation {
    private CardNotation() {}

    /** A card, or the reason a piece of text is not one. */
    public sealed interface Parsed permits Ok, Bad {}

    public record Ok(Card card) implements Parsed {}

    public record Bad(String message) implements Parsed {}

    public static Parsed parse(String text) {
        String t = text.strip();
        if (t.isEmpty()) return new Bad("empty card");
        if (t.length() < 2 || t.length() > 3) {
            return new Bad("'" + t + "' is not a card: write the rank then the suit letter, like 10H, QS or AC");
        }
        char suitLetter = t.charAt(t.length() - 1);
        Suit suit = Suit.fromLetter(suitLetter);
        if (suit == null) {
            return new Bad("'" + t + "' has no suit: the last letter must be S, H, D or C");
        }
        String r = t.substring(0, t.length() - 1).toUpperCase();
        int rank = switch (r) {
            case "A", "1" -> 1;
            case "J" -> Card.JACK;
            case "Q" -> Card.QUEEN;
            case "K" -> Card.KING;
            case "2", "3", "4", "5", "6", "7", "8", "9", "10" -> Integer.parseInt(r);
            default -> 0;
        };
        if (rank == 0) {
            return new Bad("'" + t + "' has no rank: the rank must be A, 2..10, J, Q or K");
        }
        return new Ok(Card.of(rank, suit));
    }

    /** The cards of a line (separated by spaces or commas), or the first bad one: its 1-based place and why. */
    public record Line(List<Card> cards, int badCard, String error) {
        public boolean ok() { return error == null; }
    }

    public static Line parseLine(String text) {
        List<Card> cards = new ArrayList<>();
        String[] words = text.trim().split("[\\s,]+");
        if (words.length == 1 && words[0].isEmpty()) return new Line(List.of(), 0, "no cards");
        for (int i = 0; i < words.length; i++) {
            Parsed p = parse(words[i]);
            if (p instanceof Bad bad) return new Line(List.of(), i + 1, bad.message());
            cards.add(((Ok) p).card());
        }
        return new Line(List.copyOf(cards), 0, null);
    }

    /** Parses a card or throws {@link IllegalArgumentException} with the message; for tests and fixed data. */
    public static Card card(String text) {
        Parsed p = parse(text);
        if (p instanceof Ok ok) return ok.card();
        throw new IllegalArgumentException(((Bad) p).message());
    }

    /** Cards separated by spaces or commas; for tests and fixed data. */
    public static List<Card> cards(String text) {
        List<Card> out = new ArrayList<>();
        for (String part : text.trim().split("[\\s,]+")) {
            if (!part.isEmpty()) out.add(card(part));
        }
        return out;
    }
}
