package eleusis.web;

import eleusis.cards.Card;
import eleusis.cards.CardNames;
import eleusis.cards.Suit;

/**
 * Card faces drawn by the app as SVG, so that nothing is loaded from other hosts: the rank in two
 * corners and a large suit sign. With four colours (a common help for young or colour-blind
 * players) diamonds are blue and clubs green, so that every suit has its own colour. The rank is
 * printed as the reader's decks print it (a French queen is a D, as messages name it "D♦"), and the
 * face's label is the card in the reader's words.
 */
public final class CardFace {
    private CardFace() {}

    public static String svg(Card card, boolean fourColours, CardNames names) {
        String colour = colour(card.suit(), fourColours);
        String rank = escape(names.rank(card.rank()));
        String sign = CardNames.sign(card.suit());
        String label = escape(names.words(card));
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 140\" width=\"100\" height=\"140\""
                + " role=\"img\" aria-label=\"" + label + "\">"
                + "<title>" + label + "</title>"
                + "<rect x=\"1\" y=\"1\" width=\"98\" height=\"138\" rx=\"8\" fill=\"#fff\" stroke=\"#555\" stroke-width=\"2\"/>"
                + "<g fill=\"" + colour + "\" font-family=\"sans-serif\" font-weight=\"700\">"
                + "<text x=\"8\" y=\"24\" font-size=\"20\">" + rank + "</text>"
                + "<text x=\"8\" y=\"42\" font-size=\"16\">" + sign + "</text>"
                + "<text x=\"50\" y=\"88\" font-size=\"46\" text-anchor=\"middle\">" + sign + "</text>"
                + "<g transform=\"rotate(180 50 70)\">"
                + "<text x=\"8\" y=\"24\" font-size=\"20\">" + rank + "</text>"
                + "<text x=\"8\" y=\"42\" font-size=\"16\">" + sign + "</text>"
                + "</g></g></svg>";
    }

    static String colour(Suit suit, boolean fourColours) {
        return switch (suit) {
            case SPADES -> "#1d1d1d";
            case HEARTS -> "#c8102e";
            case DIAMONDS -> fourColours ? "#0057b8" : "#c8102e";
            case CLUBS -> fourColours ? "#007a33" : "#1d1d1d";
        };
    }

    /** The words go into the image as text: a bundle's apostrophe or ampersand must stay text. */
    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&#39;");
    }
}
