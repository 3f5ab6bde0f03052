package eleusis.rules.blocks;

import eleusis.cards.Card;
import java.util.stream.Collectors;

/**
 * A tree of pieces on one line, for the baseline files: each piece in brackets with its name first,
 * so that a case shows which pieces a rule becomes ({@code (is last spades)}, {@code (rank card)},
 * {@code (in (rank card) {A, 4..6})}); an empty place is {@code _}.
 */
final class Outline {
    private Outline() {}

    static String of(Block b) {
        if (b instanceof Block.Hole) return "_";
        if (b instanceof Block.If x) {
            return "(if " + of(x.cond()) + " " + of(x.then()) + (x.otherwise() == null ? "" : " " + of(x.otherwise())) + ")";
        }
        if (b instanceof Block.And x) return "(and " + of(x.left()) + " " + of(x.right()) + ")";
        if (b instanceof Block.Or x) return "(or " + of(x.left()) + " " + of(x.right()) + ")";
        if (b instanceof Block.Not x) return "(not " + of(x.arg()) + ")";
        if (b instanceof Block.Is x) {
            return "(" + (x.negated() ? "is-not " : "is ") + of(x.subject()) + " " + (x.property() == null ? "_" : x.property().word) + ")";
        }
        if (b instanceof Block.Compare x) return "(" + (x.op() == null ? "_" : x.op().symbol) + " " + of(x.left()) + " " + of(x.right()) + ")";
        if (b instanceof Block.In x) return "(" + (x.negated() ? "not-in " : "in ") + of(x.value()) + " " + of(x.collection()) + ")";
        if (b instanceof Block.Members x) {
            return "{" + x.members().stream().map(Outline::of).collect(Collectors.joining(", ")) + (x.open() ? ", +" : "") + "}";
        }
        if (b instanceof Block.Range x) return of(x.low()) + ".." + of(x.high());
        if (b instanceof Block.Bool x) return Boolean.toString(x.value());
        if (b instanceof Block.Attr x) return "(" + x.piece() + " " + of(x.card()) + ")";
        if (b instanceof Block.CardAt x) return x.back() == 0 ? "card" : x.back() == 1 ? "last" : "last(" + x.back() + ")";
        if (b instanceof Block.Number x) return x.letter() ? Card.rankSymbol(x.value()) : Integer.toString(x.value());
        if (b instanceof Block.Position) return "position";
        if (b instanceof Block.Arith x) return "(" + x.op().symbol + " " + of(x.left()) + " " + of(x.right()) + ")";
        if (b instanceof Block.Abs x) return "(abs " + of(x.arg()) + ")";
        if (b instanceof Block.Negate x) return "(minus " + of(x.arg()) + ")";
        if (b instanceof Block.SuitName x) return x.suit().word();
        if (b instanceof Block.ColourName x) return x.colour().word();
        throw new IllegalArgumentException(b.toString());
    }
}
