package eleusis.rules.text;

import eleusis.cards.CardColor;
import eleusis.cards.Suit;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Property;
import java.util.List;
import java.util.Map;

/**
 * The words of one language for reading a rule. The walk over the rule (which part nests in which,
 * where brackets go, which "not" moves inwards, when the missing-card note is needed) is the same
 * in every language and lives in {@link Conditions}, {@link Tests}, {@link Values} and
 * {@link MissingCards}; a language says only how each piece is put into words. Pieces come in
 * already worded (a subject, a value, a clause) so a language can place them where its grammar
 * wants them.
 */
abstract class Wording {
    /** The wording for a language code, English for any code it does not know. */
    static Wording of(String lang) {
        return switch (lang == null ? "" : lang) {
            case "es" -> Spanish.WORDS;
            case "fr" -> French.WORDS;
            case "it" -> Italian.WORDS;
            default -> EnglishWords.WORDS;
        };
    }

    // --- the whole rule and its note

    /** First and later wording of each {@link Once} marker. */
    abstract Map<String, String[]> once();

    /** The rule is {@code true} or {@code false}: "any card is accepted". */
    abstract String anyCard();

    abstract String noCard();

    /** The note when the rule can say no while the mainline is too short. */
    abstract String noteGeneral();

    /** The note when the rule cannot say no without a last card (lookback 1) … */
    abstract String noteNoLastCard();

    /** … or without that many cards. */
    abstract String noteFewerThan(int cards);

    /** Last touches on the finished sentence, such as contracting "de el" to "del". */
    String finish(String sentence) {
        return sentence;
    }

    // --- conditions

    /** A branch of an if deciding the answer is true or false: "the card is accepted". */
    abstract String accepted(boolean yes);

    /** true or false inside a condition: "true (always)". */
    abstract String constant(boolean value);

    abstract String ifThen(String condition, String then);

    abstract String otherwise(String ifThen, String otherwise);

    /** An else-if: "…; otherwise, if …". */
    abstract String otherwiseIf(String ifThen, String nextIf);

    /** What an inner if without an else gives when its condition fails. */
    abstract String thisPartHolds();

    /** A not that could not move onto a test. */
    abstract String notTheCase(String clause);

    /** Two conditions compared with == or !=. */
    abstract String sameAnswer(boolean equal, String left, String right);

    /** "and" or "or". */
    abstract String join(boolean and);

    /** The join word as it stands before the given next item ("y" becomes "e" before "i…" in Spanish). */
    String joinBefore(boolean and, String next) {
        return join(and);
    }

    /** True when a worded part has an and/or of its own, so the list around it needs commas. */
    abstract boolean hasJoin(String text);

    /** The outermost or, already listed: "either a, b or c". */
    abstract String eitherList(String list);

    /** Two plain parts one level in: "both a and b", "either a or b". */
    abstract String pair(boolean and, String first, String second);

    /** "a, b or c"; with commas before the last word too when the parts have joins of their own. */
    String list(List<String> items, boolean and, boolean commaBeforeLast) {
        StringBuilder sb = new StringBuilder(items.get(0));
        for (int i = 1; i < items.size(); i++) {
            boolean last = i == items.size() - 1;
            if (!last) sb.append(", ");
            else sb.append(commaBeforeLast ? ", " : " ").append(joinBefore(and, items.get(i))).append(' ');
            sb.append(items.get(i));
        }
        return sb.toString();
    }

    // --- values

    /** "the card", "the last card", "the 3rd-last card". */
    abstract String card(int back);

    /** key is "rank", "suit" or "colour": "the card's rank". */
    abstract String attributeOf(int back, String key);

    abstract String suit(Suit suit);

    abstract String colour(CardColor colour);

    abstract String bool(boolean value);

    /** The card's position in the mainline (with a {@link Once} marker). */
    abstract String position();

    /** "minus (…)". */
    abstract String minus(String value);

    /** abs(a - b). */
    abstract String distance(String a, String b);

    abstract String absolute(String value);

    abstract String remainder(String dividend, String divisor);

    /** " plus ", " minus ", " times ", spaces included. */
    abstract String arithmetic(ArithOp op);

    // --- single tests

    /** " is " or " is not ", spaces included. */
    abstract String is(boolean negated);

    /** What follows "the card is" for a suit: "a heart". */
    abstract String suitNoun(Suit suit);

    /** What follows "the card is" for a colour: "red". */
    abstract String colourAdjective(CardColor colour);

    /** What follows "the card is" for a rank: "an ace", "a 7"; null outside 1..13. */
    abstract String rankNoun(int rank);

    /** What follows "the card is" for face and number cards (the {@link Once} list is added after). */
    abstract String kindNoun(Property faceOrNumber);

    /** A number is even, odd or prime; extra is the list of such ranks, or nothing. */
    abstract String numberIs(String subject, boolean negated, Property p, boolean rank, String extra);

    /** Two cards compared as a whole. */
    abstract String identical(String card, boolean equal, String other);

    /**
     * A comparison with no better reading. rank: a rank is compared; literal: the right side is
     * written in the rule; attribute: the left side is an attribute, suit or colour.
     */
    abstract String compare(String left, CompareOp op, String right, boolean rank, boolean literal, boolean attribute);

    /** "the card has the same suit as the last card". */
    abstract String sameAttribute(String card, String key, String other);

    /** "the card's suit differs from the last card's suit". */
    abstract String differs(String value, String other);

    abstract String multiple(String value, boolean equal, String divisor);

    /** value == base + k (more) or base - k. */
    abstract String steps(String value, boolean equal, int k, boolean more, String base);

    abstract String emptySet(String value, boolean negated);

    abstract String emptyRange(String value, boolean negated, String low, String high);

    abstract String between(String value, boolean negated, String low, String high);

    /** A range among the members of a set: "5 to 7". */
    abstract String rangeMember(String low, String high);

    /** value not in {a, b}; cards: the value is a whole card. */
    abstract String neither(String value, boolean cards, String a, String b);

    abstract String oneOf(String value, boolean cards, boolean negated, List<String> members);
}
