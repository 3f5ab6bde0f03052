package eleusis.rules.blocks;

import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Property;
import eleusis.rules.check.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * The places of a tree the builder fills, and what it offers for each: a piece's place (a path of
 * child indices from the root), the property after "is", the comparison of a comparison, and one more
 * member of an open set. The builder moves by itself to the first empty place in reading order; the
 * page's script does the same walk, so a plan made here is the student's.
 */
public final class Places {
    /** What of the block at {@code path} a place is. */
    public enum Part { WHOLE, PROPERTY, COMPARISON, ADD }

    public record Place(List<Integer> path, Part part) {
        public Place {
            path = List.copyOf(path);
        }
    }

    private Places() {}

    /** The first place still empty, in reading order, or null when the rule is complete. */
    public static Place firstEmpty(Block root) {
        return firstEmpty(root, new ArrayList<>());
    }

    private static Place firstEmpty(Block b, List<Integer> path) {
        if (b instanceof Block.Hole) return new Place(path, Part.WHOLE);
        List<Block> children = b.children();
        for (int i = 0; i < children.size(); i++) {
            if (b instanceof Block.Compare c && i == 1 && c.op() == null) return new Place(path, Part.COMPARISON);
            path.add(i);
            Place found = firstEmpty(children.get(i), path);
            path.remove(path.size() - 1);
            if (found != null) return found;
        }
        if (b instanceof Block.Is is && is.property() == null) return new Place(path, Part.PROPERTY);
        if (b instanceof Block.Members m && m.open()) return new Place(path, Part.ADD);
        return null;
    }

    /** The block at a path. */
    public static Block at(Block root, List<Integer> path) {
        Block b = root;
        for (int i : path) b = b.children().get(i);
        return b;
    }

    /** The slot of the block at a path (the root's is a condition). */
    public static Slot slotAt(Block root, List<Integer> path) {
        Block b = root;
        Slot slot = Slot.TRUTH;
        for (int i : path) {
            slot = Slot.children(b, slot).get(i);
            b = b.children().get(i);
        }
        return slot;
    }

    /** The items that fit a place, in the palette's order. */
    public static List<Palette.Item> offered(Block root, Place place) {
        Block b = at(root, place.path());
        Slot slot = slotAt(root, place.path());
        List<Palette.Item> out = new ArrayList<>();
        for (Palette.Item item : Palette.items()) {
            boolean fits = switch (place.part()) {
                case WHOLE -> fits(item, slot);
                case ADD -> item.kind() == Palette.Kind.SET_DONE || fits(item, new Slot(slot.types(), Slot.Kind.MEMBER));
                case PROPERTY -> item.kind() == Palette.Kind.PROPERTY && propertyFits(item.property(), (Block.Is) b);
                case COMPARISON -> item.kind() == Palette.Kind.COMPARISON && comparisonFits(item.op(), (Block.Compare) b);
            };
            if (fits) out.add(item);
        }
        return out;
    }

    private static boolean fits(Palette.Item item, Slot slot) {
        return switch (item.kind()) {
            case PIECE -> slot.accepts(item.template());
            case TYPE_NUMBER -> slot.kind() != Slot.Kind.COLLECTION && slot.types().contains(Type.INT);
            case TYPE_BACK -> slot.kind() != Slot.Kind.COLLECTION && slot.types().contains(Type.CARD);
            default -> false;
        };
    }

    /** Even, odd and prime are all a number can be; a card can be anything. */
    static boolean propertyFits(Property p, Block.Is is) {
        return Slot.typeOf(is.subject()) != Type.INT || p.appliesToNumbers();
    }

    /** Suits, colours and cards are the same or not; only numbers have an order. */
    static boolean comparisonFits(CompareOp op, Block.Compare c) {
        Type l = Slot.typeOf(c.left()), r = Slot.typeOf(c.right());
        boolean unordered = (l != null && l != Type.INT) || (r != null && r != Type.INT);
        return !unordered || !op.isOrdering();
    }

    /** The tree with a place filled: a piece put in, a property or comparison chosen, a member added, a set closed. */
    public static Block fill(Block root, Place place, Block piece, Property property, CompareOp op, boolean close) {
        return replace(root, place.path(), 0, b -> switch (place.part()) {
            case WHOLE -> piece;
            case PROPERTY -> {
                Block.Is is = (Block.Is) b;
                yield new Block.Is(is.subject(), property, is.negated());
            }
            case COMPARISON -> {
                Block.Compare c = (Block.Compare) b;
                yield new Block.Compare(op, c.left(), c.right());
            }
            case ADD -> {
                Block.Members m = (Block.Members) b;
                if (close) yield new Block.Members(m.members(), false);
                List<Block> members = new ArrayList<>(m.members());
                members.add(piece);
                yield new Block.Members(members, true);
            }
        });
    }

    private static Block replace(Block b, List<Integer> path, int depth, java.util.function.UnaryOperator<Block> change) {
        if (depth == path.size()) return change.apply(b);
        int i = path.get(depth);
        return withChild(b, i, replace(b.children().get(i), path, depth + 1, change));
    }

    /** The same piece with its i-th place holding another block. */
    static Block withChild(Block b, int i, Block child) {
        if (b instanceof Block.If x) {
            return new Block.If(i == 0 ? child : x.cond(), i == 1 ? child : x.then(), i == 2 ? child : x.otherwise());
        }
        if (b instanceof Block.And x) return new Block.And(i == 0 ? child : x.left(), i == 1 ? child : x.right());
        if (b instanceof Block.Or x) return new Block.Or(i == 0 ? child : x.left(), i == 1 ? child : x.right());
        if (b instanceof Block.Not) return new Block.Not(child);
        if (b instanceof Block.Is x) return new Block.Is(child, x.property(), x.negated());
        if (b instanceof Block.Compare x) return new Block.Compare(x.op(), i == 0 ? child : x.left(), i == 1 ? child : x.right());
        if (b instanceof Block.In x) return new Block.In(i == 0 ? child : x.value(), i == 1 ? child : x.collection(), x.negated());
        if (b instanceof Block.Members x) {
            List<Block> members = new ArrayList<>(x.members());
            members.set(i, child);
            return new Block.Members(members, x.open());
        }
        if (b instanceof Block.Range x) return new Block.Range(i == 0 ? child : x.low(), i == 1 ? child : x.high());
        if (b instanceof Block.Attr x) return new Block.Attr(x.attribute(), child);
        if (b instanceof Block.Arith x) return new Block.Arith(x.op(), i == 0 ? child : x.left(), i == 1 ? child : x.right());
        if (b instanceof Block.Abs) return new Block.Abs(child);
        if (b instanceof Block.Negate) return new Block.Negate(child);
        throw new IllegalArgumentException("the piece " + b.piece() + " has no place " + i);
    }
}
