package eleusis.rules.blocks;

import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.rules.Span;
import eleusis.rules.ast.Expr;
import eleusis.rules.check.CheckResult;
import eleusis.rules.check.Checker;
import eleusis.rules.check.Type;
import eleusis.rules.text.Canonical;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Between rules and pieces: {@link #of} gives the pieces of a checked rule, {@link #text} the rule a
 * finished tree of pieces stands for. {@code text(of(rule))} is the rule's canonical form, so a rule
 * opened in the builder and written back is the same rule, to the letter.
 */
public final class Blocks {
    /** Spans mean nothing in a tree built from pieces: the text is written anew. */
    private static final Span NOWHERE = new Span(0, 0, 1, 1);

    private Blocks() {}

    /** The pieces of a rule, or empty when the rule uses what no piece shows (conditions compared with ==). */
    public static Optional<Block> of(Rule rule) {
        return of(rule.expr(), rule.check());
    }

    /** The pieces of a written rule, or empty when it does not compile or no piece shows part of it. */
    public static Optional<Block> of(String text) {
        RuleResult compiled = Rule.compile(text);
        return compiled.ok() ? of(compiled.rule()) : Optional.empty();
    }

    /** The pieces of a tree the checker accepted; empty when it did not, or when no piece shows part of it. */
    public static Optional<Block> of(Expr expr) {
        return of(expr, Checker.check(expr));
    }

    private static Optional<Block> of(Expr expr, CheckResult check) {
        if (!check.ok()) return Optional.empty();
        try {
            return Optional.of(new FromExpr(check).block(expr));
        } catch (NotShown e) {
            return Optional.empty();
        }
    }

    /** The rule a finished tree stands for, in canonical form. */
    public static String text(Block block) {
        return Canonical.print(expr(block));
    }

    /** The syntax tree a finished tree stands for (spans mean nothing). */
    public static Expr expr(Block block) {
        if (block instanceof Block.Hole) throw new IllegalArgumentException("the rule still has an empty place");
        if (block instanceof Block.If b) {
            return new Expr.If(expr(b.cond()), expr(b.then()), b.otherwise() == null ? null : expr(b.otherwise()), NOWHERE);
        }
        if (block instanceof Block.And b) return new Expr.And(expr(b.left()), expr(b.right()), NOWHERE);
        if (block instanceof Block.Or b) return new Expr.Or(expr(b.left()), expr(b.right()), NOWHERE);
        if (block instanceof Block.Not b) return new Expr.Not(expr(b.arg()), NOWHERE);
        if (block instanceof Block.Is b) {
            if (b.property() == null) throw new IllegalArgumentException("a property is not chosen yet");
            return new Expr.Is(expr(b.subject()), b.property(), b.negated(), NOWHERE);
        }
        if (block instanceof Block.Compare b) {
            if (b.op() == null) throw new IllegalArgumentException("a comparison is not chosen yet");
            return new Expr.Compare(b.op(), expr(b.left()), expr(b.right()), NOWHERE);
        }
        if (block instanceof Block.In b) {
            if (b.collection() instanceof Block.Members m) {
                return new Expr.In(expr(b.value()), m.members().stream().map(Blocks::element).toList(), true, b.negated(), NOWHERE);
            }
            if (b.collection() instanceof Block.Range r) {
                return new Expr.In(expr(b.value()), List.of(element(r)), false, b.negated(), NOWHERE);
            }
            if (b.collection() instanceof Block.Hole) throw new IllegalArgumentException("the rule still has an empty place");
            throw new IllegalArgumentException("'in' needs a set or a range, not " + b.collection().piece());
        }
        if (block instanceof Block.Members) throw new IllegalArgumentException("a set stands only after 'is one of'");
        if (block instanceof Block.Range) throw new IllegalArgumentException("a range stands only after 'is between' or in a set");
        if (block instanceof Block.Bool b) return new Expr.BoolLit(b.value(), NOWHERE);
        if (block instanceof Block.Attr b) {
            if (!(expr(b.card()) instanceof Expr.CardRef ref)) throw new IllegalArgumentException("a " + b.piece() + " belongs to a card");
            return new Expr.Attr(ref, b.attribute() == Block.Attribute.COLOUR ? "color" : b.piece(), NOWHERE, NOWHERE);
        }
        if (block instanceof Block.CardAt b) return new Expr.CardRef(b.back(), NOWHERE);
        if (block instanceof Block.Number b) return new Expr.IntLit(b.value(), b.letter(), NOWHERE);
        if (block instanceof Block.Position) return new Expr.Position(NOWHERE);
        if (block instanceof Block.Arith b) return new Expr.Arith(b.op(), expr(b.left()), expr(b.right()), NOWHERE);
        if (block instanceof Block.Abs b) return new Expr.Abs(expr(b.arg()), NOWHERE);
        if (block instanceof Block.Negate b) return new Expr.Negate(expr(b.arg()), NOWHERE);
        if (block instanceof Block.SuitName b) return new Expr.SuitLit(b.suit(), NOWHERE);
        if (block instanceof Block.ColourName b) return new Expr.ColorLit(b.colour(), NOWHERE);
        throw new IllegalArgumentException("no rule text for the piece " + block.piece());
    }

    private static Expr.Element element(Block member) {
        return member instanceof Block.Range r ? new Expr.Element(expr(r.low()), expr(r.high()), NOWHERE)
                : new Expr.Element(expr(member), null, NOWHERE);
    }

    /** A part of a rule that no piece shows. */
    private static final class NotShown extends RuntimeException {
        NotShown() {
            super(null, null, false, false);
        }
    }

    /** The walk from a checked syntax tree to pieces. */
    private record FromExpr(CheckResult check) implements Expr.Visitor<Block> {
        Block block(Expr e) {
            return e.accept(this);
        }

        @Override public Block visit(Expr.IntLit e) { return new Block.Number(e.value(), e.letter()); }
        @Override public Block visit(Expr.BoolLit e) { return new Block.Bool(e.value()); }
        @Override public Block visit(Expr.SuitLit e) { return new Block.SuitName(e.suit()); }
        @Override public Block visit(Expr.ColorLit e) { return new Block.ColourName(e.color()); }
        @Override public Block visit(Expr.CardRef e) { return new Block.CardAt(e.back()); }

        @Override
        public Block visit(Expr.Attr e) {
            Block card = new Block.CardAt(e.ref().back());
            return switch (e.name().toLowerCase(Locale.ROOT)) {
                case "rank" -> new Block.Attr(Block.Attribute.RANK, card);
                case "suit" -> new Block.Attr(Block.Attribute.SUIT, card);
                case "color", "colour" -> new Block.Attr(Block.Attribute.COLOUR, card);
                default -> throw new NotShown();
            };
        }

        @Override public Block visit(Expr.Position e) { return new Block.Position(); }
        @Override public Block visit(Expr.Abs e) { return new Block.Abs(block(e.arg())); }
        @Override public Block visit(Expr.Negate e) { return new Block.Negate(block(e.arg())); }
        @Override public Block visit(Expr.Arith e) { return new Block.Arith(e.op(), block(e.left()), block(e.right())); }

        @Override
        public Block visit(Expr.Compare e) {
            // Conditions compared with == ("both or neither") have no piece: a child would meet a
            // comparison whose sides are whole conditions, which reads as a riddle.
            if (check.typeOf(e.left()) == Type.BOOL) throw new NotShown();
            return new Block.Compare(e.op(), block(e.left()), block(e.right()));
        }

        @Override
        public Block visit(Expr.In e) {
            Block value = block(e.value());
            if (!e.braces()) {
                Expr.Element range = e.elements().get(0);
                return new Block.In(value, new Block.Range(block(range.low()), block(range.high())), e.negated());
            }
            List<Block> members = new ArrayList<>();
            for (Expr.Element el : e.elements()) {
                members.add(el.isRange() ? new Block.Range(block(el.low()), block(el.high())) : block(el.low()));
            }
            return new Block.In(value, new Block.Members(members, false), e.negated());
        }

        @Override public Block visit(Expr.Is e) { return new Block.Is(block(e.subject()), e.property(), e.negated()); }
        @Override public Block visit(Expr.Not e) { return new Block.Not(block(e.arg())); }
        @Override public Block visit(Expr.And e) { return new Block.And(block(e.left()), block(e.right())); }
        @Override public Block visit(Expr.Or e) { return new Block.Or(block(e.left()), block(e.right())); }

        @Override
        public Block visit(Expr.If e) {
            return new Block.If(block(e.cond()), block(e.then()), e.otherwise() == null ? null : block(e.otherwise()));
        }

        @Override public Block visit(Expr.UnknownName e) { throw new NotShown(); }
    }
}
