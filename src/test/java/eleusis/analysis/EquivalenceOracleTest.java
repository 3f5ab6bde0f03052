package eleusis.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Checks the clever search against the plain one: for random rules that look back at most one
 * card, try every judged card after every one-card mainline, and every length for the position,
 * face by face. Both must agree on equivalence, and on the length of a shortest difference.
 */
public class EquivalenceOracleTest {
    private static final String[] TESTS = {
        "card is red", "card is black", "card is face", "card is number", "card is even", "card is odd",
        "card is prime", "card is hearts", "card is spades", "last is red", "last is face", "last is odd",
        "card.rank > last.rank", "card.rank < last.rank", "card.rank == last.rank", "card.suit == last.suit",
        "card.color == last.color", "card.color != last.color", "card.rank in 2..9", "card.rank in {1, 5, 9, 13}",
        "(card.rank - last.rank) mod 13 in {1, 2, 3}", "abs(card.rank - last.rank) <= 2", "position is even",
        "position mod 3 == 0", "position > 2", "card == last", "(card.rank + last.rank) is odd", "true",
        "card.rank + position > 10", "card.suit in {hearts, clubs}",
    };

    static String randomRule(Random r, int depth) {
        if (depth == 0 || r.nextInt(3) == 0) return TESTS[r.nextInt(TESTS.length)];
        return switch (r.nextInt(5)) {
            case 0 -> "(" + randomRule(r, depth - 1) + ") and (" + randomRule(r, depth - 1) + ")";
            case 1 -> "(" + randomRule(r, depth - 1) + ") or (" + randomRule(r, depth - 1) + ")";
            case 2 -> "not (" + randomRule(r, depth - 1) + ")";
            case 3 -> "if " + randomRule(r, depth - 1) + " then (" + randomRule(r, depth - 1) + ")";
            default -> "if " + randomRule(r, depth - 1) + " then (" + randomRule(r, depth - 1) + ") else ("
                    + randomRule(r, depth - 1) + ")";
        };
    }

    /** Number of cards in a shortest difference, or 0 when none, by trying every face at every length. */
    static int bruteForce(Rule a, Rule b) {
        Card[] line = new Card[104];
        for (int length = 0; length <= 103; length++) {
            if (length == 0) {
                for (Card c : Card.deck()) {
                    if (a.accepts(line, 0, c) != b.accepts(line, 0, c)) return 1;
                }
                continue;
            }
            for (Card last : Card.deck()) {
                line[length - 1] = last;
                for (Card c : Card.deck()) {
                    // Fillers are never read by rules that look back one card.
                    if (a.accepts(line, length, c) != b.accepts(line, length, c)) return length + 1;
                }
            }
        }
        return 0;
    }

    static Rule compile(String text) {
        RuleResult r = Rule.compile(text);
        if (!r.ok()) throw new AssertionError(r.report());
        return r.rule();
    }

    /** A pair checked both ways: the clever search's verdict and the plain one's, as the lengths of a shortest difference (0: none). */
    public record Verdict(String a, String b, int decks, int plain, int clever) {
        public boolean agrees() {
            return plain == clever;
        }

        public boolean equivalent() {
            return clever == 0;
        }

        @Override
        public String toString() {
            return decks + " decks: " + a + "  VS  " + b + ": plain " + plain + ", clever " + clever;
        }
    }

    /** The next random pair of rules that look back at most one card, decided both ways (a difference found is checked too). */
    public static Verdict oneBack(Random random) {
        Rule a = compile(randomRule(random, 2));
        // Half the time compare with a rewritten copy, so that equivalent pairs are common too.
        Rule b = random.nextBoolean() ? compile("not not (" + a.source() + ") and true")
                : compile(randomRule(random, 2));
        if (random.nextInt(4) == 0) b = compile("(" + a.source() + ") or (" + TESTS[random.nextInt(TESTS.length)] + ") and false");
        Equivalence.Result clever = Equivalence.decide(a, b);
        int plain = bruteForce(a, b);
        if (!clever.equivalent()) EquivalenceCasesTest.assertCounterexample(a, b, clever.difference());
        return new Verdict(a.source(), b.source(), Equivalence.TWO_DECKS, plain,
                clever.equivalent() ? 0 : clever.difference().mainline().size() + 1);
    }

    /** The next random pair that looks two cards back, whole faces included, for {@code decks} decks, decided both ways. */
    public static Verdict twoBack(Random random, int decks) {
        Rule a = compile(randomTwoBack(random));
        Rule b = random.nextInt(3) == 0 ? compile("not not (" + a.source() + ") and true")
                : random.nextBoolean() ? compile(randomTwoBack(random))
                : compile("(" + a.source() + ") or (position > 2 and card == last and last == last(2))");
        Equivalence.Result clever = Equivalence.decide(a, b, decks);
        int plain = bruteForceTwoBack(a, b, decks);
        if (!clever.equivalent()) EquivalenceCasesTest.assertCounterexample(a, b, clever.difference(), decks);
        return new Verdict(a.source(), b.source(), decks, plain, clever.equivalent() ? 0 : clever.difference().mainline().size() + 1);
    }

    @Test
    void agreesWithTryingEveryFace() {
        Random random = new Random(20261121);
        List<String> disagreements = new ArrayList<>();
        int equivalent = 0;
        for (int i = 0; i < 300; i++) {
            Verdict v = oneBack(random);
            if (!v.agrees()) disagreements.add(v.toString());
            if (v.equivalent()) equivalent++;
        }
        assertEquals(List.of(), disagreements);
        org.junit.jupiter.api.Assertions.assertTrue(equivalent > 50, "too few equivalent pairs to mean much: " + equivalent);
    }

    /** Tests that look two cards back, whole faces included, for the cross-check with decks. */
    private static final String[] TESTS_TWO_BACK = {
        "card == last(2)", "card != last(2)", "last == last(2)", "card == last", "card.suit == last(2).suit",
        "card.rank > last(2).rank", "last(2) is red", "card in {last, last(2)}", "card.rank in last.rank..last(2).rank",
        "card.suit not in {last.suit, last(2).suit}", "card is red", "card.rank > last.rank", "position > 2",
        "position is even", "card.rank == last.rank", "last(2) is face",
    };

    /**
     * Every window of the judged card and two cards back, face by face, that {@code decks} decks can
     * deal, for every length up to 13 (the position tests above repeat every 6 from position 3 on,
     * and none reads beyond 12, so a longer line acts like one 6 cards shorter); the number of cards
     * in a shortest difference, or 0.
     */
    static int bruteForceTwoBack(Rule a, Rule b, int decks) {
        Card[] line = new Card[14];
        int longest = Math.min(13, Lengths.maxMainline(decks));
        List<Card> deck = Card.deck();
        for (int length = 0; length <= longest; length++) {
            List<Card> lasts = length >= 1 ? deck : java.util.Collections.singletonList(null);
            List<Card> seconds = length >= 2 ? deck : java.util.Collections.singletonList(null);
            for (Card second : seconds) {
                for (Card last : lasts) {
                    if (length >= 2) line[length - 2] = second;
                    if (length >= 1) line[length - 1] = last;
                    for (Card c : deck) {
                        int copies = (c.equals(last) ? 1 : 0) + (c.equals(second) ? 1 : 0) + 1;
                        if (copies > decks || (last != null && last.equals(second) && decks < 2)) continue;
                        if (a.accepts(line, length, c) != b.accepts(line, length, c)) return length + 1;
                    }
                }
            }
        }
        return 0;
    }

    @Test
    void agreesWithTryingEveryFaceTwoBackWithOneToFourDecks() {
        Random random = new Random(13);
        List<String> disagreements = new ArrayList<>();
        int equivalent = 0, different = 0;
        for (int i = 0; i < 48; i++) {
            Verdict v = twoBack(random, 1 + i % 4);
            if (!v.agrees()) disagreements.add(v.toString());
            if (v.equivalent()) equivalent++;
            else different++;
        }
        assertEquals(List.of(), disagreements);
        org.junit.jupiter.api.Assertions.assertTrue(equivalent > 8 && different > 8, equivalent + " equivalent, " + different + " different");
    }

    private static String randomTwoBack(Random r) {
        String x = TESTS_TWO_BACK[r.nextInt(TESTS_TWO_BACK.length)], y = TESTS_TWO_BACK[r.nextInt(TESTS_TWO_BACK.length)];
        return switch (r.nextInt(4)) {
            case 0 -> x;
            case 1 -> "(" + x + ") and (" + y + ")";
            case 2 -> "(" + x + ") or (" + y + ")";
            default -> "if " + x + " then (" + y + ") else not (" + x + ")";
        };
    }
}
