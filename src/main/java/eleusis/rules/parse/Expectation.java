package eleusis.rules.parse;

import eleusis.rules.grammar.RuleLexer;
import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/** Turns ANTLR's set of expected tokens into words a teacher can read ("then", "a value", ...). */
final class Expectation {
    private Expectation() {}

    static String describe(IntervalSet expected, Vocabulary vocabulary) {
        if (expected == null || expected.isNil()) return "";
        if (expected.size() == 1 && expected.contains(RuleLexer.INT)) return "a whole number from 1 to " + Limits.MAX_LOOKBACK;
        if (expected.contains(RuleLexer.MOD) && expected.contains(RuleLexer.IDENT) && !expected.contains(RuleLexer.LPAREN)) {
            return "rank, suit or color";
        }
        List<String> words = new ArrayList<>();
        boolean value = false;
        boolean operator = false;
        for (int type : expected.toList()) {
            switch (type) {
                case RuleLexer.INT, RuleLexer.CARD, RuleLexer.LAST, RuleLexer.POSITION,
                     RuleLexer.ABS, RuleLexer.TRUE, RuleLexer.FALSE, RuleLexer.IF, RuleLexer.ACE,
                     RuleLexer.JACK, RuleLexer.QUEEN, RuleLexer.KING -> value = true;
                case RuleLexer.EQ, RuleLexer.AND -> operator = true;
                case RuleLexer.THEN -> words.add("then");
                case RuleLexer.RPAREN -> words.add("')'");
                case RuleLexer.RBRACE -> words.add("'}'");
                case RuleLexer.LBRACE -> words.add("'{'");
                case RuleLexer.IN -> words.add("in");
                case RuleLexer.COMMA -> words.add("','");
                default -> { }
            }
        }
        if (expected.contains(RuleLexer.RED) && expected.contains(RuleLexer.FACE)) {
            words.add(0, "red, black, face, number, even, odd, prime or a suit");
        } else if (value) {
            words.clear();
            words.add("a value such as card.rank, 5 or (…)");
        } else if (operator) {
            words.removeIf(w -> w.equals("in"));
            words.add(0, "an operator (==, <, +, and …)");
        }
        if (!value && expected.contains(RuleLexer.LPAREN) && !expected.contains(RuleLexer.INT)) words.add("'('");
        if (words.isEmpty()) return "";
        if (words.size() == 1) return words.get(0);
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
