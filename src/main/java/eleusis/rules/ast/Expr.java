package eleusis.rules.ast;

import eleusis.rules.Span;

/**
 * A rule's syntax tree. Every node knows the text it came from, so that the checker and the
 * English reading can point at it. Parentheses leave no node: precedence is in the shape.
 */
public sealed interface Expr
        permits Expr.IntLit, Expr.BoolLit, Expr.SuitLit, Expr.ColorLit, Expr.CardRef, Expr.Attr,
                Expr.Position, Expr.Abs, Expr.Negate, Expr.Arith, Expr.Compare, Expr.In, Expr.Is,
                Expr.Not, Expr.And, Expr.Or, Expr.If, Expr.UnknownName {

    Span span();

    <R> R accept(Visitor<R> v);

    /** One method per kind of node: adding a node breaks every walk that forgot it, at compile time. */
    interface Visitor<R> {
        R visit(IntLit e);
        R visit(BoolLit e);
        R visit(SuitLit e);
        R visit(ColorLit e);
        R visit(CardRef e);
        R visit(Attr e);
        R visit(Position e);
        R visit(Abs e);
        R visit(Negate e);
        R visit(Arith e);
        R visit(Compare e);
        R visit(In e);
        R visit(Is e);
        R visit(Not e);
        R visit(And e);
        R visit(Or e);
        R visit(If e);
        R visit(UnknownName e);
    }

    /** A whole number; {@code letter} is true when written as a rank letter (A, J, Q, K). */
    record IntLit(int value, boolean letter, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record BoolLit(boolean value, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record SuitLit(eleusis.cards.Suit suit, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record ColorLit(eleusis.cards.CardColor color, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    /** {@code card} (back 0), {@code last} (back 1) or {@code last(n)} (back n). */
    record CardRef(int back, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    /** {@code ref.name}; the name is checked by the checker so that a typo gets a good message. */
    record Attr(CardRef ref, String name, Span nameSpan, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record Position(Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record Abs(Expr arg, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record Negate(Expr arg, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record Arith(ArithOp op, Expr left, Expr right, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record Compare(CompareOp op, Expr left, Expr right, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    /**
     * {@code value in {…}} or {@code value in a..b}; {@code braces} says which was written.
     * Each element is a single value or a range.
     */
    record In(Expr value, java.util.List<Element> elements, boolean braces, boolean negated, Span span)
            implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    /** One member of a set: a value ({@code high} null) or a range {@code low..high}. */
    record Element(Expr low, Expr high, Span span) {
        public boolean isRange() { return high != null; }
    }

    record Is(Expr subject, Property property, boolean negated, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record Not(Expr arg, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record And(Expr left, Expr right, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    record Or(Expr left, Expr right, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    /** {@code otherwise} is null for {@code if … then …}, which means "else true". */
    record If(Expr cond, Expr then, Expr otherwise, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }

    /** A word the language does not know; kept so the checker can say so at the right place. */
    record UnknownName(String name, Span span) implements Expr {
        @Override public <R> R accept(Visitor<R> v) { return v.visit(this); }
    }
}
