package eleusis.rules.compile;

import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import java.util.List;

/**
 * The lowered form a rule takes for one mainline length: every card reference is either present
 * or replaced by "unknown", so numbers are never unknown at run time and only conditions carry the
 * third truth value, as the constant {@link Cond.Const#UNKNOWN}.
 */
final class Ir {
    private Ir() {}

    /** Numbers; suits, colours and cards are numbered too (suit index, colour index, card index). */
    sealed interface Num permits Num.Const, Num.Field, Num.Position, Num.Abs, Num.Negate, Num.Arith {
        record Const(int value) implements Num {}

        /** A property of {@code card} (back 0) or {@code last(back)}. */
        record Field(int back, CardField field) implements Num {}

        record Position() implements Num {}

        record Abs(Num arg) implements Num {}

        record Negate(Num arg) implements Num {}

        record Arith(ArithOp op, Num left, Num right) implements Num {}
    }

    enum CardField { RANK, SUIT, COLOR, INDEX }

    /** Conditions, three-valued only where a {@link Const#UNKNOWN} survived folding. */
    sealed interface Cond permits Cond.Const, Cond.Compare, Cond.Member, Cond.Prime, Cond.Not, Cond.And,
            Cond.Or, Cond.If, Cond.Same {
        enum Const implements Cond { FALSE, UNKNOWN, TRUE }

        record Compare(CompareOp op, Num left, Num right) implements Cond {}

        /** The value equals one of the singles or lies in one of the ranges (between its two ends, in either order, both included). */
        record Member(Num value, List<Num> singles, List<Num[]> ranges) implements Cond {}

        /** Primality of any number, for {@code (a + b) is prime}. */
        record Prime(Num value) implements Cond {}

        record Not(Cond arg) implements Cond {}

        record And(Cond left, Cond right) implements Cond {}

        record Or(Cond left, Cond right) implements Cond {}

        record If(Cond cond, Cond then, Cond otherwise) implements Cond {}

        /**
         * Two conditions with the same truth value ({@code ==} between conditions); unknown if either
         * is. One node, each side evaluated once: spelling it with and/or would copy both sides and
         * double the code at every level of nesting.
         */
        record Same(Cond left, Cond right) implements Cond {}
    }

    /** Whether {@link Cond.Const#UNKNOWN} occurs, which decides between two- and three-valued code. */
    static boolean mayBeUnknown(Cond c) {
        if (c == Cond.Const.UNKNOWN) return true;
        if (c instanceof Cond.Not n) return mayBeUnknown(n.arg());
        if (c instanceof Cond.And a) return mayBeUnknown(a.left()) || mayBeUnknown(a.right());
        if (c instanceof Cond.Or o) return mayBeUnknown(o.left()) || mayBeUnknown(o.right());
        if (c instanceof Cond.If i) return mayBeUnknown(i.cond()) || mayBeUnknown(i.then()) || mayBeUnknown(i.otherwise());
        if (c instanceof Cond.Same s) return mayBeUnknown(s.left()) || mayBeUnknown(s.right());
        return false;
    }
}
