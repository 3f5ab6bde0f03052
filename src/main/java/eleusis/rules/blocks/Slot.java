package eleusis.rules.blocks;

import eleusis.rules.ast.Property;
import eleusis.rules.check.Type;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What may go in a place of a tree: a value of some kinds (a condition, a number, a suit, a
 * colour, a card), the set or range after "is one of", or a member of that set. The builder offers a
 * place only the pieces that fit it, so a tree put together by taps is always well typed.
 *
 * @param types the kinds of value the place takes (for a set or a member: the kinds of its members)
 */
public record Slot(Set<Type> types, Kind kind) {
    public enum Kind { VALUE, COLLECTION, MEMBER }

    /** Anything that can be compared or listed: not a condition. */
    static final Set<Type> ANY_VALUE = Set.copyOf(EnumSet.of(Type.INT, Type.SUIT, Type.COLOR, Type.CARD));

    public static final Slot TRUTH = value(Type.BOOL);
    public static final Slot NUMBER = value(Type.INT);
    public static final Slot CARD = value(Type.CARD);

    public Slot {
        types = Set.copyOf(types);
    }

    static Slot value(Type... types) {
        return new Slot(Set.of(types), Kind.VALUE);
    }

    /** Whether a piece (or a template of pieces) may go in this place. */
    public boolean accepts(Block piece) {
        if (piece instanceof Block.Members) return kind == Kind.COLLECTION;
        if (piece instanceof Block.Range) return kind != Kind.VALUE && types.contains(Type.INT);
        if (kind == Kind.COLLECTION) return false;
        Type t = typeOf(piece);
        return t != null && types.contains(t);
    }

    /** The kind of value a piece gives, or null for a hole, a set or a range. */
    public static Type typeOf(Block b) {
        if (b instanceof Block.If || b instanceof Block.And || b instanceof Block.Or || b instanceof Block.Not
                || b instanceof Block.Is || b instanceof Block.Compare || b instanceof Block.In || b instanceof Block.Bool) {
            return Type.BOOL;
        }
        if (b instanceof Block.Attr a) {
            return switch (a.attribute()) {
                case RANK -> Type.INT;
                case SUIT -> Type.SUIT;
                case COLOUR -> Type.COLOR;
            };
        }
        if (b instanceof Block.Number || b instanceof Block.Position || b instanceof Block.Arith
                || b instanceof Block.Abs || b instanceof Block.Negate) {
            return Type.INT;
        }
        if (b instanceof Block.SuitName) return Type.SUIT;
        if (b instanceof Block.ColourName) return Type.COLOR;
        if (b instanceof Block.CardAt) return Type.CARD;
        return null;
    }

    /**
     * The slots of a piece's places ({@link Block#children()}, in order), seen from what is already in
     * the piece: the second side of a comparison takes the kind of the first, the members of a set the
     * kind of the value tested. {@code own} is the slot the piece stands in (for a set's members).
     */
    public static List<Slot> children(Block node, Slot own) {
        List<Slot> out = new ArrayList<>();
        if (node instanceof Block.If || node instanceof Block.And || node instanceof Block.Or || node instanceof Block.Not) {
            for (int i = 0; i < node.children().size(); i++) out.add(TRUTH);
        } else if (node instanceof Block.Is is) {
            Property p = is.property();
            out.add(p == null || p.appliesToNumbers() ? value(Type.CARD, Type.INT) : CARD);
        } else if (node instanceof Block.Compare c) {
            out.add(side(c.right(), c));
            out.add(side(c.left(), c));
        } else if (node instanceof Block.In in) {
            Type known = typeOf(in.value());
            Set<Type> members = known != null ? Set.of(known) : collectionTypes(in.collection());
            out.add(new Slot(members, Kind.VALUE));
            out.add(new Slot(members, Kind.COLLECTION));
        } else if (node instanceof Block.Members m) {
            Slot member = new Slot(own.types(), Kind.MEMBER);
            for (int i = 0; i < m.members().size(); i++) out.add(member);
        } else if (node instanceof Block.Range) {
            out.add(NUMBER);
            out.add(NUMBER);
        } else if (node instanceof Block.Attr) {
            out.add(CARD);
        } else if (node instanceof Block.Arith || node instanceof Block.Abs || node instanceof Block.Negate) {
            for (int i = 0; i < node.children().size(); i++) out.add(NUMBER);
        }
        return out;
    }

    /** One side of a comparison: the kind of the other side when known; numbers when the comparison orders. */
    private static Slot side(Block other, Block.Compare c) {
        Type t = typeOf(other);
        if (t != null) return value(t);
        return c.op() != null && c.op().isOrdering() ? NUMBER : new Slot(ANY_VALUE, Kind.VALUE);
    }

    private static Set<Type> collectionTypes(Block collection) {
        if (collection instanceof Block.Range) return Set.of(Type.INT);
        if (collection instanceof Block.Members m) {
            for (Block member : m.members()) {
                if (member instanceof Block.Range) return Set.of(Type.INT);
                Type t = typeOf(member);
                if (t != null) return Set.of(t);
            }
        }
        return ANY_VALUE;
    }
}
