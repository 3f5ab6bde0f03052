package eleusis.rules;

import eleusis.cards.Card;
import eleusis.rules.eval.Interpreter;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Judges a card with the compiled rule that games use and with the reference interpreter, and
 * describes any disagreement so that it can be reproduced from the failure message alone.
 */
final class BothWays {
    private BothWays() {}

    /** The reference verdict, after checking that every compiled form agrees with it. */
    static boolean judge(Rule rule, List<Card> mainline, Card card) {
        Boolean value = Interpreter.evaluate(rule.expr(), mainline, card);
        boolean reference = !Boolean.FALSE.equals(value);
        boolean compiled = rule.accepts(mainline, card);
        // A longer array than the line: the compiled rule must read only the first `length` cards.
        boolean fromLongerArray = rule.accepts(padded(mainline), mainline.size(), card);
        if (compiled != reference || fromLongerArray != reference) {
            throw new AssertionError("compiled and interpreted verdicts disagree\n"
                    + "  rule:        " + rule.source().replace("\n", "\n               ") + "\n"
                    + "  canonical:   " + rule.canonical() + "\n"
                    + "  mainline:    " + (mainline.isEmpty() ? "(empty)" : notation(mainline)) + "\n"
                    + "  card:        " + card + "\n"
                    + "  interpreter: " + (value == null ? "unknown, so accept" : value ? "accept" : "reject") + "\n"
                    + "  compiled:    " + (compiled ? "accept" : "reject")
                    + (fromLongerArray == compiled ? "" : " (from a longer array: " + (fromLongerArray ? "accept" : "reject") + ")"));
        }
        return reference;
    }

    static String notation(List<Card> cards) {
        return cards.stream().map(Card::notation).collect(Collectors.joining(" "));
    }

    /** The mainline followed by cards that are not part of it. */
    private static Card[] padded(List<Card> mainline) {
        Card[] array = new Card[mainline.size() + 24];
        for (int i = 0; i < array.length; i++) {
            array[i] = i < mainline.size() ? mainline.get(i) : Card.ofIndex((i * 17 + 5) % 52);
        }
        return array;
    }
}
