package eleusis.rules.blocks;

import eleusis.cards.CardColor;
import eleusis.cards.Suit;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Property;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the builder offers a student, one tap each: pieces that come with the usual parts already in
 * place ("the card is …" names the card), chips for properties, comparisons, numbers, suits, colours
 * and cards, an entry for other numbers, and "that is all" for a set. The page's script shows the
 * items that fit the place being filled (their templates typed by {@link Slot}); {@link TapPlan}
 * builds a rule with the same items, so the taps it counts are the taps a student makes.
 */
public final class Palette {
    /** Cards back that have a chip of their own; further back (to 20) is typed. */
    public static final int BACK_CHIPS = 5;
    /** Numbers that have a chip of their own (0 to 13, every rank); larger ones are typed. */
    public static final int NUMBER_CHIPS = 13;

    /** What a tap on an item does. */
    public enum Kind {
        /** Puts a piece (with its ready parts) in the place. */
        PIECE,
        /** Asks for a number typed on the keypad, then OK. */
        TYPE_NUMBER,
        /** Asks for how many cards back, typed, then OK. */
        TYPE_BACK,
        /** Chooses the property after "is". */
        PROPERTY,
        /** Chooses the comparison. */
        COMPARISON,
        /** Closes a set: no more members. */
        SET_DONE
    }

    /**
     * One item: its id (what the page's buttons carry), the group it is shown under, and what it puts
     * in place: a template (a piece whose holes the builder asks for next), a property or a comparison.
     */
    public record Item(String id, String group, Kind kind, Block template, Property property, CompareOp op) {}

    private static final Block CARD = new Block.CardAt(0), LAST = new Block.CardAt(1), HOLE = Block.Hole.EMPTY;
    private static final List<Item> ITEMS = build();

    private Palette() {}

    /** Every item, in the order the builder shows them. */
    public static List<Item> items() {
        return ITEMS;
    }

    private static List<Item> build() {
        List<Item> out = new ArrayList<>();
        // Conditions: about the card, about the last card, the joins, and every other form.
        piece(out, "cardIs", "card", new Block.Is(CARD, null, false));
        piece(out, "cardIsNot", "card", new Block.Is(CARD, null, true));
        piece(out, "cardRank", "card", new Block.Compare(null, rank(CARD), HOLE));
        piece(out, "cardSuit", "card", new Block.Compare(null, new Block.Attr(Block.Attribute.SUIT, CARD), HOLE));
        piece(out, "cardColour", "card", new Block.Compare(null, new Block.Attr(Block.Attribute.COLOUR, CARD), HOLE));
        piece(out, "lastIs", "last", new Block.Is(LAST, null, false));
        piece(out, "lastIsNot", "last", new Block.Is(LAST, null, true));
        piece(out, "lastRank", "last", new Block.Compare(null, rank(LAST), HOLE));
        piece(out, "lastSuit", "last", new Block.Compare(null, new Block.Attr(Block.Attribute.SUIT, LAST), HOLE));
        piece(out, "lastColour", "last", new Block.Compare(null, new Block.Attr(Block.Attribute.COLOUR, LAST), HOLE));
        piece(out, "ifElse", "logic", new Block.If(HOLE, HOLE, HOLE));
        piece(out, "ifThen", "logic", new Block.If(HOLE, HOLE, null));
        piece(out, "and", "logic", new Block.And(HOLE, HOLE));
        piece(out, "or", "logic", new Block.Or(HOLE, HOLE));
        piece(out, "not", "logic", new Block.Not(HOLE));
        piece(out, "is", "more", new Block.Is(HOLE, null, false));
        piece(out, "isNot", "more", new Block.Is(HOLE, null, true));
        piece(out, "compare", "more", new Block.Compare(null, HOLE, HOLE));
        piece(out, "oneOf", "more", new Block.In(HOLE, new Block.Members(List.of(), true), false));
        piece(out, "notOneOf", "more", new Block.In(HOLE, new Block.Members(List.of(), true), true));
        piece(out, "between", "more", new Block.In(HOLE, new Block.Range(HOLE, HOLE), false));
        piece(out, "notBetween", "more", new Block.In(HOLE, new Block.Range(HOLE, HOLE), true));
        piece(out, "always", "more", new Block.Bool(true));
        piece(out, "never", "more", new Block.Bool(false));
        // What a card has, and cards.
        piece(out, "cardRankValue", "ofCard", rank(CARD));
        piece(out, "lastRankValue", "ofCard", rank(LAST));
        piece(out, "rankOf", "ofCard", rank(HOLE));
        piece(out, "cardSuitValue", "ofCard", new Block.Attr(Block.Attribute.SUIT, CARD));
        piece(out, "lastSuitValue", "ofCard", new Block.Attr(Block.Attribute.SUIT, LAST));
        piece(out, "suitOf", "ofCard", new Block.Attr(Block.Attribute.SUIT, HOLE));
        piece(out, "cardColourValue", "ofCard", new Block.Attr(Block.Attribute.COLOUR, CARD));
        piece(out, "lastColourValue", "ofCard", new Block.Attr(Block.Attribute.COLOUR, LAST));
        piece(out, "colourOf", "ofCard", new Block.Attr(Block.Attribute.COLOUR, HOLE));
        piece(out, "position", "ofCard", new Block.Position());
        for (int back = 0; back <= BACK_CHIPS; back++) piece(out, "b" + back, "cards", new Block.CardAt(back));
        out.add(new Item("bOther", "cards", Kind.TYPE_BACK, null, null, null));
        // Numbers: every rank as a number, the rank letters, any other number typed.
        for (int n = 0; n <= NUMBER_CHIPS; n++) piece(out, "n" + n, "numbers", new Block.Number(n, false));
        for (int rank : new int[] {1, 11, 12, 13}) {
            piece(out, "r" + eleusis.cards.Card.rankSymbol(rank), "numbers", new Block.Number(rank, true));
        }
        out.add(new Item("nOther", "numbers", Kind.TYPE_NUMBER, null, null, null));
        piece(out, "plus", "arith", new Block.Arith(ArithOp.ADD, HOLE, HOLE));
        piece(out, "minus", "arith", new Block.Arith(ArithOp.SUB, HOLE, HOLE));
        piece(out, "times", "arith", new Block.Arith(ArithOp.MUL, HOLE, HOLE));
        piece(out, "mod", "arith", new Block.Arith(ArithOp.MOD, HOLE, HOLE));
        piece(out, "distance", "arith", new Block.Abs(new Block.Arith(ArithOp.SUB, HOLE, HOLE)));
        piece(out, "abs", "arith", new Block.Abs(HOLE));
        piece(out, "negate", "arith", new Block.Negate(HOLE));
        for (Suit s : Suit.values()) piece(out, "s" + capital(s.word()), "suits", new Block.SuitName(s));
        for (CardColor c : CardColor.values()) piece(out, "c" + capital(c.word()), "colours", new Block.ColourName(c));
        // A set's members are added one by one until "that is all"; a range is two numbers.
        out.add(new Item("setDone", "done", Kind.SET_DONE, null, null, null));
        piece(out, "set", "sets", new Block.Members(List.of(), true));
        piece(out, "range", "sets", new Block.Range(HOLE, HOLE));
        // The chips of a chosen piece: its property, its comparison.
        for (Property p : Property.values()) out.add(new Item("p" + capital(p.word), "properties", Kind.PROPERTY, null, p, null));
        for (CompareOp op : CompareOp.values()) {
            out.add(new Item("o" + capital(op.name().toLowerCase(java.util.Locale.ROOT)), "comparisons", Kind.COMPARISON, null, null, op));
        }
        return List.copyOf(out);
    }

    public static Optional<Item> find(String id) {
        return ITEMS.stream().filter(i -> i.id().equals(id)).findFirst();
    }

    private static Block rank(Block card) {
        return new Block.Attr(Block.Attribute.RANK, card);
    }

    private static void piece(List<Item> out, String id, String group, Block template) {
        out.add(new Item(id, group, Kind.PIECE, template, null, null));
    }

    private static String capital(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
