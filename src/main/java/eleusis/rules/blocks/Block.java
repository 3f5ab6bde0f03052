package eleusis.rules.blocks;

import eleusis.cards.CardColor;
import eleusis.cards.Suit;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Property;
import java.util.List;
import java.util.Objects;

/**
 * A rule as the builder's pieces: what a student puts together with taps instead of typing. Each
 * piece is a kind, its children (the places other pieces go) and its own values (a number, a suit,
 * a comparison). A place not filled yet is a {@link Hole}; a property or comparison not chosen yet is
 * null. A tree without holes is a rule ({@link Blocks#text}); {@link Blocks#of} gives the tree of a
 * written rule. The JSON form ({@link BlockJson}) is what the page's script draws and edits.
 */
public sealed interface Block
        permits Block.Hole, Block.If, Block.And, Block.Or, Block.Not, Block.Is, Block.Compare, Block.In,
                Block.Members, Block.Range, Block.Bool, Block.Attr, Block.CardAt, Block.Number, Block.Position,
                Block.Arith, Block.Abs, Block.Negate, Block.SuitName, Block.ColourName {

    /** The piece's name in the JSON form and in the script. */
    String piece();

    /** The places of the piece, in the order the builder fills them (absent parts left out). */
    List<Block> children();

    /** A place not filled yet. */
    record Hole() implements Block {
        public static final Hole EMPTY = new Hole();
        @Override public String piece() { return "hole"; }
        @Override public List<Block> children() { return List.of(); }
    }

    /** "if … then … otherwise …"; {@code otherwise} null is "if … then …" (otherwise any card). */
    record If(Block cond, Block then, Block otherwise) implements Block {
        public If {
            Objects.requireNonNull(cond);
            Objects.requireNonNull(then);
        }
        @Override public String piece() { return "if"; }
        @Override public List<Block> children() {
            return otherwise == null ? List.of(cond, then) : List.of(cond, then, otherwise);
        }
    }

    record And(Block left, Block right) implements Block {
        @Override public String piece() { return "and"; }
        @Override public List<Block> children() { return List.of(left, right); }
    }

    record Or(Block left, Block right) implements Block {
        @Override public String piece() { return "or"; }
        @Override public List<Block> children() { return List.of(left, right); }
    }

    /** "it is not true that …". */
    record Not(Block arg) implements Block {
        @Override public String piece() { return "not"; }
        @Override public List<Block> children() { return List.of(arg); }
    }

    /** "the card is red", "… is not even"; {@code property} null: not chosen yet. */
    record Is(Block subject, Property property, boolean negated) implements Block {
        @Override public String piece() { return "is"; }
        @Override public List<Block> children() { return List.of(subject); }
    }

    /** Two values compared; {@code op} null: not chosen yet. */
    record Compare(CompareOp op, Block left, Block right) implements Block {
        @Override public String piece() { return "compare"; }
        @Override public List<Block> children() { return List.of(left, right); }
    }

    /** "… is one of {…}" (a {@link Members}) or "… is between … and …" (a {@link Range}). */
    record In(Block value, Block collection, boolean negated) implements Block {
        @Override public String piece() { return "in"; }
        @Override public List<Block> children() { return List.of(value, collection); }
    }

    /**
     * The set of an {@link In}: values, and ranges of numbers. {@code open} while the student is still
     * adding members (the builder offers one more place until they say it is all).
     */
    record Members(List<Block> members, boolean open) implements Block {
        public Members {
            members = List.copyOf(members);
        }
        @Override public String piece() { return "set"; }
        @Override public List<Block> children() { return members; }
    }

    /** Every whole number from one end to the other, both included, in either order. */
    record Range(Block low, Block high) implements Block {
        @Override public String piece() { return "range"; }
        @Override public List<Block> children() { return List.of(low, high); }
    }

    /** Always true or always false. */
    record Bool(boolean value) implements Block {
        @Override public String piece() { return "bool"; }
        @Override public List<Block> children() { return List.of(); }
    }

    /** What a card has: its rank, suit or colour. */
    enum Attribute {
        RANK("rank"), SUIT("suit"), COLOUR("colour");

        public final String piece;

        Attribute(String piece) { this.piece = piece; }
    }

    /** The rank, suit or colour of a card. */
    record Attr(Attribute attribute, Block card) implements Block {
        @Override public String piece() { return attribute.piece; }
        @Override public List<Block> children() { return List.of(card); }
    }

    /** The card judged ({@code back} 0), the last card (1), or a card further back (up to 20). */
    record CardAt(int back) implements Block {
        @Override public String piece() { return "card"; }
        @Override public List<Block> children() { return List.of(); }
    }

    /** A whole number; {@code letter} when shown as a rank's letter (A, J, Q, K). */
    record Number(int value, boolean letter) implements Block {
        @Override public String piece() { return "number"; }
        @Override public List<Block> children() { return List.of(); }
    }

    /** The place the card would take in the mainline (the starter is 1). */
    record Position() implements Block {
        @Override public String piece() { return "position"; }
        @Override public List<Block> children() { return List.of(); }
    }

    record Arith(ArithOp op, Block left, Block right) implements Block {
        public Arith {
            Objects.requireNonNull(op);
        }
        @Override public String piece() { return "arith"; }
        @Override public List<Block> children() { return List.of(left, right); }
    }

    record Abs(Block arg) implements Block {
        @Override public String piece() { return "abs"; }
        @Override public List<Block> children() { return List.of(arg); }
    }

    record Negate(Block arg) implements Block {
        @Override public String piece() { return "negate"; }
        @Override public List<Block> children() { return List.of(arg); }
    }

    record SuitName(Suit suit) implements Block {
        public SuitName {
            Objects.requireNonNull(suit);
        }
        @Override public String piece() { return "suitName"; }
        @Override public List<Block> children() { return List.of(); }
    }

    record ColourName(CardColor colour) implements Block {
        public ColourName {
            Objects.requireNonNull(colour);
        }
        @Override public String piece() { return "colourName"; }
        @Override public List<Block> children() { return List.of(); }
    }
}
