package eleusis.scientist;

import java.util.ArrayList;
import java.util.List;

/**
 * The smallest tests the candidate rules are made of, each a rule text of its own: what the card
 * alone is (colour, suit, parity, face, prime, ranges, residues), how it stands to the last card or
 * the one before (same colour or suit, higher, lower, within d, steps round the corner, sums), and
 * the conditions an "if" can ask (what the last card was, the position mod k).
 */
final class Atoms {
    private Atoms() {}

    static final List<String> SUITS = List.of("spades", "hearts", "diamonds", "clubs");

    /** Tests of the card alone. */
    static List<String> card() {
        List<String> a = new ArrayList<>(core());
        for (int i = 0; i < 4; i++) {
            for (int j = i + 1; j < 4; j++) {
                if (i == 0 && j == 3 || i == 1 && j == 2) continue; // the colours
                a.add("card.suit in {" + SUITS.get(i) + ", " + SUITS.get(j) + "}");
            }
        }
        for (int k = 2; k <= 12; k++) a.add("card.rank <= " + k);
        for (int k = 2; k <= 12; k++) a.add("card.rank >= " + k);
        for (int lo = 2; lo <= 11; lo++) {
            for (int hi = lo + 2; hi <= 12; hi++) a.add("card.rank in " + lo + ".." + hi);
        }
        for (int r = 0; r < 3; r++) a.add("card.rank mod 3 == " + r);
        for (int r = 0; r < 4; r++) a.add("card.rank mod 4 == " + r);
        return a;
    }

    /** The card tests an "if" may choose between: few, so that every pair of branches can be tried. */
    static List<String> core() {
        List<String> a = new ArrayList<>(List.of("card is red", "card is black", "card is even", "card is odd",
                "card is face", "card is number", "card is prime", "card is not prime", "card.rank <= 7", "card.rank >= 8"));
        for (String s : SUITS) a.add("card is " + s);
        for (String s : SUITS) a.add("card is not " + s);
        a.add("(card is red) == (card is even)");
        a.add("(card is red) != (card is even)");
        a.add("(card is red) == (card is face)");
        a.add("(card is red) != (card is face)");
        return a;
    }

    /** Tests of the card against {@code x}, "last" or "last(2)". */
    static List<String> relations(String x) {
        List<String> a = new ArrayList<>(coreRelations(x));
        for (int d = 1; d <= 4; d++) a.add("abs(card.rank - " + x + ".rank) <= " + d);
        a.add("abs(card.rank - " + x + ".rank) is prime");
        for (int k = 1; k <= 6; k++) a.add("(card.rank - " + x + ".rank) mod 13 in 1.." + k);
        for (int k = 1; k <= 6; k++) a.add("(" + x + ".rank - card.rank) mod 13 in 1.." + k);
        for (int s = 10; s <= 16; s++) a.add("card.rank + " + x + ".rank > " + s);
        a.add("(card.rank + " + x + ".rank) is even");
        a.add("(card.rank + " + x + ".rank) is odd");
        for (int r = 0; r < 3; r++) {
            a.add("card.rank mod 3 == (" + x + ".rank" + (r == 0 ? "" : " + " + r) + ") mod 3");
        }
        return a;
    }

    /** The relations an "if" may choose between. */
    static List<String> coreRelations(String x) {
        List<String> a = new ArrayList<>(List.of("card.color == " + x + ".color", "card.color != " + x + ".color",
                "card.suit == " + x + ".suit", "card.suit != " + x + ".suit"));
        for (String op : List.of("==", "!=", "<", ">", "<=", ">=")) a.add("card.rank " + op + " " + x + ".rank");
        return a;
    }

    /** How the last two cards stand to each other: an "or" with one of them says "not three alike". */
    static List<String> lastTwo() {
        return List.of("last.color == last(2).color", "last.color != last(2).color", "last.suit == last(2).suit",
                "last.suit != last(2).suit", "last.rank == last(2).rank", "last.rank != last(2).rank");
    }

    /** What an "if" asks: the last card, the position, the card itself, how it stands to the last. */
    static List<String> conditions() {
        List<String> a = new ArrayList<>(List.of("last is red", "last is even", "last is face", "last is prime",
                "last.rank <= 7", "position is even", "position mod 3 == 0", "position mod 3 == 1",
                "position mod 3 == 2", "(last.rank + last(2).rank) is even", "last.color == last(2).color",
                "card.suit == last.suit", "card.color == last.color", "card.rank > last.rank", "card is red",
                "card is face", "card is even", "last.rank > last(2).rank", "(position - 1) mod 6 < 3",
                "(position - 1) mod 4 < 2"));
        for (String s : SUITS) a.add("last is " + s);
        return a;
    }
}
