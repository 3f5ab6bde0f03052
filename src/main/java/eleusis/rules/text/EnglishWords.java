package eleusis.rules.text;

import eleusis.cards.Card;
import eleusis.cards.CardColor;
import eleusis.cards.Suit;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Property;
import java.util.List;
import java.util.Map;

/** The English words for a reading: "The card's colour differs from the last card's colour." */
final class EnglishWords extends Wording {
    static final EnglishWords WORDS = new EnglishWords();

    private static final Map<String, String[]> ONCE = Once.words("the card's position in the mainline",
            "the card's position", "A to 10", "and so on");

    private EnglishWords() {}

    @Override Map<String, String[]> once() { return ONCE; }

    @Override String anyCard() { return "any card is accepted"; }

    @Override String noCard() { return "no card is accepted"; }

    @Override String noteGeneral() {
        return "When the mainline is too short for a card this rule looks back at, "
                + "tests on that card go unanswered and the card is accepted unless the answered tests already reject it.";
    }

    @Override String noteNoLastCard() { return "When there is no last card yet, any card is accepted."; }

    @Override String noteFewerThan(int cards) {
        return "When the mainline has fewer than " + cards + " cards, any card is accepted.";
    }

    @Override String accepted(boolean yes) { return yes ? "the card is accepted" : "the card is rejected"; }

    @Override String constant(boolean value) { return value ? "true (always)" : "false (never)"; }

    @Override String ifThen(String condition, String then) { return "if " + condition + ", then " + then; }

    @Override String otherwise(String ifThen, String otherwise) { return ifThen + "; otherwise " + otherwise; }

    @Override String otherwiseIf(String ifThen, String nextIf) { return ifThen + "; otherwise, " + nextIf; }

    @Override String thisPartHolds() { return "this part holds"; }

    @Override String notTheCase(String clause) { return "it is not the case that " + clause; }

    @Override String sameAnswer(boolean equal, String left, String right) {
        return "whether " + left + (equal ? " is the same as whether " : " differs from whether ") + right;
    }

    @Override String join(boolean and) { return and ? "and" : "or"; }

    @Override boolean hasJoin(String text) { return text.contains(" or ") || text.contains(" and "); }

    @Override String eitherList(String list) { return "either " + list; }

    @Override String pair(boolean and, String first, String second) {
        return (and ? "both " : "either ") + first + " " + join(and) + " " + second;
    }

    @Override String card(int back) {
        return switch (back) {
            case 0 -> "the card";
            case 1 -> "the last card";
            default -> "the " + ordinal(back) + "-last card";
        };
    }

    private static String ordinal(int n) {
        int tens = n % 100;
        if (tens >= 11 && tens <= 13) return n + "th";
        return switch (n % 10) {
            case 1 -> n + "st";
            case 2 -> n + "nd";
            case 3 -> n + "rd";
            default -> n + "th";
        };
    }

    @Override String attributeOf(int back, String key) { return card(back) + "'s " + key; }

    @Override String suit(Suit suit) { return suit.word(); }

    @Override String colour(CardColor colour) { return colour.word(); }

    @Override String bool(boolean value) { return value ? "true" : "false"; }

    @Override String position() { return Once.POSITION; }

    @Override String minus(String value) { return "minus " + value; }

    @Override String distance(String a, String b) { return "the distance between " + a + " and " + b; }

    @Override String absolute(String value) { return "the absolute value of " + value; }

    @Override String remainder(String dividend, String divisor) {
        return "the remainder when " + dividend + " is divided by " + divisor;
    }

    @Override String arithmetic(ArithOp op) {
        return switch (op) {
            case ADD -> " plus ";
            case SUB -> " minus ";
            default -> " times ";
        };
    }

    @Override String is(boolean negated) { return negated ? " is not " : " is "; }

    /** "a heart": the rule language's plural without its s. */
    @Override String suitNoun(Suit suit) { return "a " + suit.word().substring(0, suit.word().length() - 1); }

    @Override String colourAdjective(CardColor colour) { return colour.word(); }

    @Override String rankNoun(int rank) {
        return switch (rank) {
            case Card.ACE -> "an ace";
            case 8 -> "an 8";
            case Card.JACK -> "a jack";
            case Card.QUEEN -> "a queen";
            case Card.KING -> "a king";
            default -> rank >= 2 && rank <= 10 ? "a " + rank : null;
        };
    }

    @Override String kindNoun(Property faceOrNumber) {
        return faceOrNumber == Property.FACE ? "a face card" : "a number card";
    }

    @Override String numberIs(String subject, boolean negated, Property p, boolean rank, String extra) {
        return subject + (negated ? " is not" : " is") + switch (p) {
            case EVEN -> " even";
            case ODD -> " odd";
            default -> rank ? " prime" : " a prime number";
        } + extra;
    }

    @Override String identical(String card, boolean equal, String other) {
        return card + (equal ? " is identical to " : " is not identical to ") + other;
    }

    @Override String compare(String left, CompareOp op, String right, boolean rank, boolean literal, boolean attribute) {
        return left + switch (op) {
            case EQ -> literal ? " is " : " equals ";
            case NE -> literal ? " is not " : attribute ? " differs from " : " does not equal ";
            case LT -> rank ? " is lower than " : " is less than ";
            case GT -> rank ? " is higher than " : " is greater than ";
            case LE -> " is at most ";
            case GE -> " is at least ";
        } + right;
    }

    @Override String sameAttribute(String card, String key, String other) {
        return card + " has the same " + key + " as " + other;
    }

    @Override String differs(String value, String other) { return value + " differs from " + other; }

    @Override String multiple(String value, boolean equal, String divisor) {
        return value + (equal ? " is a multiple of " : " is not a multiple of ") + divisor;
    }

    @Override String steps(String value, boolean equal, int k, boolean more, String base) {
        return value + is(!equal) + k + (more ? " more than " : " less than ") + base;
    }

    @Override String emptySet(String value, boolean negated) {
        return value + (negated ? " is not in an empty set, which always holds" : " is in an empty set, which never holds");
    }

    @Override String emptyRange(String value, boolean negated, String low, String high) {
        return value + (negated ? " is not in" : " is in") + " the empty range from " + low + " up to " + high;
    }

    @Override String between(String value, boolean negated, String low, String high) {
        return value + (negated ? " is not between " : " is between ") + low + " and " + high;
    }

    @Override String rangeMember(String low, String high) { return low + " to " + high; }

    @Override String neither(String value, boolean cards, String a, String b) {
        return value + (cards ? " is identical to neither " : " is neither ") + a + " nor " + b;
    }

    @Override String oneOf(String value, boolean cards, boolean negated, List<String> members) {
        String list = list(members, false, false);
        if (cards) return value + (negated ? " is not identical to any of " : " is identical to one of ") + list;
        return value + (negated ? " is not one of " : " is one of ") + list;
    }
}
