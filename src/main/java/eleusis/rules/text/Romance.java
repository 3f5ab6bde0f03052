package eleusis.rules.text;

import eleusis.cards.CardColor;
import eleusis.cards.Suit;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Spanish, French and Italian build a reading the same way: a subject, a verb ("es", "est", "è"),
 * then what it is, with the card feminine ("la carta es roja"). So one class puts the pieces
 * together and each language is a table of phrases with {0}, {1}, {2} for the pieces, plus the
 * one thing a table cannot say: how prepositions merge with articles ("de el" is "del", "di la" is
 * "della", "à le" is "au"), given as pairs of words and what they become.
 */
abstract class Romance extends Wording {
    private final Map<String, String> phrases;
    private final Map<String, String[]> once;
    private final List<Pattern> contractions = new ArrayList<>();
    private final List<String> contracted = new ArrayList<>();

    /**
     * phrases: the table (see the keys each language fills in); contractions: pairs of a word
     * pair and what it becomes, e.g. "de el ", "del ", matched as whole words.
     */
    Romance(Map<String, String> phrases, String... contractions) {
        this.phrases = phrases;
        this.once = Once.words(phrase("position.first"), phrase("position.later"), phrase("aceToTen"),
                phrase("andSoOn"));
        for (int i = 0; i < contractions.length; i += 2) {
            add(contractions[i], contractions[i + 1]);
            // Before a bracketed value the merged word moves inside: "de (el resto …" is "(del resto …".
            int space = contractions[i].indexOf(' ');
            add(contractions[i].substring(0, space) + " (" + contractions[i].substring(space + 1), "(" + contractions[i + 1]);
        }
    }

    private void add(String words, String merged) {
        contractions.add(Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(words)));
        contracted.add(merged);
    }

    /** The phrase for a key with its pieces filled in; a missing key is a bug in the table. */
    final String phrase(String key, String... pieces) {
        String p = phrases.get(key);
        if (p == null) throw new IllegalStateException(getClass().getSimpleName() + " has no phrase " + key);
        for (int i = 0; i < pieces.length; i++) p = p.replace("{" + i + "}", pieces[i]);
        return p;
    }

    /** The keys of the table, so a test can hold the three languages to the same set. */
    Set<String> keys() {
        return phrases.keySet();
    }

    private static String key(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    @Override String finish(String sentence) {
        for (int i = 0; i < contractions.size(); i++) {
            sentence = contractions.get(i).matcher(sentence).replaceAll(contracted.get(i));
        }
        return sentence;
    }

    @Override Map<String, String[]> once() { return once; }

    @Override String anyCard() { return phrase("anyCard"); }

    @Override String noCard() { return phrase("noCard"); }

    @Override String noteGeneral() { return phrase("note.general"); }

    @Override String noteNoLastCard() { return phrase("note.noLastCard"); }

    @Override String noteFewerThan(int cards) { return phrase("note.fewerThan", Integer.toString(cards)); }

    @Override String accepted(boolean yes) { return phrase(yes ? "accepted" : "rejected"); }

    @Override String constant(boolean value) { return phrase(value ? "always" : "never"); }

    @Override String ifThen(String condition, String then) { return phrase("ifThen", condition, then); }

    @Override String otherwise(String ifThen, String otherwise) { return phrase("otherwise", ifThen, otherwise); }

    @Override String otherwiseIf(String ifThen, String nextIf) { return phrase("otherwiseIf", ifThen, nextIf); }

    @Override String thisPartHolds() { return phrase("thisPartHolds"); }

    @Override String notTheCase(String clause) { return phrase("notTheCase", clause); }

    /** The two conditions stand in quotation marks, which group them: brackets around either are dropped. */
    @Override String sameAnswer(boolean equal, String left, String right) {
        return phrase(equal ? "sameAnswer" : "otherAnswer", unbracketed(left), unbracketed(right));
    }

    private static String unbracketed(String text) {
        if (!text.startsWith("(") || !text.endsWith(")")) return text;
        int depth = 0;
        for (int i = 0; i < text.length() - 1; i++) {
            depth += text.charAt(i) == '(' ? 1 : text.charAt(i) == ')' ? -1 : 0;
            if (depth == 0) return text; // the first bracket closes before the end: "(a) and (b)"
        }
        return text.substring(1, text.length() - 1);
    }

    @Override String join(boolean and) { return phrase(and ? "and" : "or"); }

    @Override boolean hasJoin(String text) {
        return text.contains(" " + join(true) + " ") || text.contains(" " + join(false) + " ");
    }

    @Override String eitherList(String list) { return list; }

    @Override String pair(boolean and, String first, String second) {
        return phrase(and ? "both" : "either", first, second, joinBefore(and, second));
    }

    /** "la última carta"; from three back on, counted from the end ("card.n" with the number). */
    @Override String card(int back) {
        return back <= 2 ? phrase("card." + back) : phrase("card.n", Integer.toString(back));
    }

    @Override String attributeOf(int back, String key) { return phrase("attribute." + key, card(back)); }

    @Override String suit(Suit suit) { return phrase("suit." + key(suit)); }

    @Override String colour(CardColor colour) { return phrase("colour." + key(colour)); }

    @Override String bool(boolean value) { return phrase(value ? "true" : "false"); }

    /** The position is feminine in all three, so "de la posición" contracts like any other phrase. */
    @Override String position() { return phrase("position", Once.POSITION); }

    @Override String minus(String value) { return phrase("negative", value); }

    @Override String distance(String a, String b) { return phrase("distance", a, b); }

    @Override String absolute(String value) { return phrase("absolute", value); }

    @Override String remainder(String dividend, String divisor) { return phrase("remainder", dividend, divisor); }

    @Override String arithmetic(ArithOp op) { return " " + phrase("op." + key(op)) + " "; }

    @Override String is(boolean negated) { return " " + phrase(negated ? "isNot" : "is") + " "; }

    @Override String suitNoun(Suit suit) { return phrase("suitNoun." + key(suit)); }

    @Override String colourAdjective(CardColor colour) { return phrase("colourAdjective." + key(colour)); }

    @Override String rankNoun(int rank) {
        if (rank < 1 || rank > 13) return null;
        return rank == 1 || rank > 10 ? phrase("rank." + rank) : phrase("rank.n", Integer.toString(rank));
    }

    @Override String kindNoun(Property faceOrNumber) { return phrase("kind." + key(faceOrNumber)); }

    @Override String numberIs(String subject, boolean negated, Property p, boolean rank, String extra) {
        return subject + is(negated) + phrase("number." + key(p)) + extra;
    }

    @Override String identical(String card, boolean equal, String other) {
        return phrase(equal ? "identical" : "notIdentical", card, other);
    }

    @Override String compare(String left, CompareOp op, String right, boolean rank, boolean literal, boolean attribute) {
        String key = switch (op) {
            case EQ -> literal ? "eq.literal" : "eq";
            case NE -> literal ? "ne.literal" : attribute ? "differs" : "ne";
            default -> key(op);
        };
        return phrase(key, left, right);
    }

    @Override String sameAttribute(String card, String key, String other) {
        return phrase("same." + key, card, other);
    }

    @Override String differs(String value, String other) { return phrase("differs", value, other); }

    @Override String multiple(String value, boolean equal, String divisor) {
        return phrase(equal ? "multiple" : "notMultiple", value, divisor);
    }

    @Override String steps(String value, boolean equal, int k, boolean more, String base) {
        return phrase((equal ? "" : "not.") + (more ? "more" : "less"), value, Integer.toString(k), base);
    }

    @Override String emptySet(String value, boolean negated) { return phrase(negated ? "notInEmptySet" : "inEmptySet", value); }

    @Override String emptyRange(String value, boolean negated, String low, String high) {
        return phrase(negated ? "notInEmptyRange" : "inEmptyRange", value, low, high);
    }

    @Override String between(String value, boolean negated, String low, String high) {
        return phrase(negated ? "notBetween" : "between", value, low, high);
    }

    @Override String rangeMember(String low, String high) { return phrase("rangeMember", low, high); }

    @Override String neither(String value, boolean cards, String a, String b) {
        return oneOf(value, cards, true, List.of(a, b));
    }

    /**
     * "es 1, 2 o 3"; negated "no es ni 1, ni 2, ni 3"; whole cards are "idéntica a" each of them,
     * the preposition repeated before every card.
     */
    @Override String oneOf(String value, boolean cards, boolean negated, List<String> members) {
        List<String> items = cards ? members.stream().map(m -> phrase("to", m)).toList() : members;
        String list;
        if (negated) {
            String nor = phrase("nor");
            list = nor + " " + String.join((items.size() == 2 ? " " : ", ") + nor + " ", items);
        } else {
            list = list(items, false, false);
        }
        return phrase((negated ? "noneOf" : "oneOf") + (cards ? ".cards" : ""), value, list);
    }
}
