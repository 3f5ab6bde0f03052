package eleusis.rules.compile;

import eleusis.cards.Card;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Expr;
import eleusis.rules.ast.Property;
import eleusis.rules.check.CheckResult;
import eleusis.rules.check.Type;
import eleusis.rules.compile.Ir.CardField;
import eleusis.rules.compile.Ir.Cond;
import eleusis.rules.compile.Ir.Num;
import java.util.ArrayList;
import java.util.List;

/**
 * Lowers a checked rule for one mainline length: references to cards the line lacks become unknown,
 * the position becomes a constant when the length is fixed, and constants fold through Kleene's
 * tables. What is left needs no unknown-checks on numbers at run time.
 */
final class Lowering {
    private final CheckResult check;
    /** The mainline length this lowering is for; -1 means "at least the rule's lookback". */
    private final int length;

    private Lowering(CheckResult check, int length) {
        this.check = check;
        this.length = length;
    }

    static Cond lower(Expr rule, CheckResult check, int length) {
        return new Lowering(check, length).cond(rule);
    }

    /** Null means unknown. */
    private Num num(Expr e) {
        if (e instanceof Expr.IntLit i) return new Num.Const(i.value());
        if (e instanceof Expr.SuitLit s) return new Num.Const(s.suit().ordinal());
        if (e instanceof Expr.ColorLit c) return new Num.Const(c.color().ordinal());
        if (e instanceof Expr.CardRef r) return field(r, CardField.INDEX);
        if (e instanceof Expr.Attr a) {
            CardField f = switch (a.name().toLowerCase(java.util.Locale.ROOT)) {
                case "rank" -> CardField.RANK;
                case "suit" -> CardField.SUIT;
                default -> CardField.COLOR;
            };
            return field(a.ref(), f);
        }
        if (e instanceof Expr.Position) return length < 0 ? new Num.Position() : new Num.Const(length + 1);
        if (e instanceof Expr.Abs a) {
            Num v = num(a.arg());
            if (v == null) return null;
            return v instanceof Num.Const c ? new Num.Const(Math.abs(c.value())) : new Num.Abs(v);
        }
        if (e instanceof Expr.Negate n) {
            Num v = num(n.arg());
            if (v == null) return null;
            return v instanceof Num.Const c ? new Num.Const(-c.value()) : new Num.Negate(v);
        }
        if (e instanceof Expr.Arith a) {
            Num l = num(a.left());
            Num r = num(a.right());
            if (l == null || r == null) return null;
            if (l instanceof Num.Const lc && r instanceof Num.Const rc) {
                return new Num.Const(apply(a.op(), lc.value(), rc.value()));
            }
            return new Num.Arith(a.op(), l, r);
        }
        throw new IllegalStateException("not a value: " + e);
    }

    static int apply(ArithOp op, int a, int b) {
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case MOD -> Math.floorMod(a, b);
        };
    }

    private Num field(Expr.CardRef ref, CardField f) {
        if (length >= 0 && ref.back() > length) return null;
        return new Num.Field(ref.back(), f);
    }

    private Cond cond(Expr e) {
        if (e instanceof Expr.BoolLit b) return b.value() ? Cond.Const.TRUE : Cond.Const.FALSE;
        if (e instanceof Expr.Compare c) return compare(c);
        if (e instanceof Expr.In in) return negate(member(in), in.negated());
        if (e instanceof Expr.Is is) return negate(is(is), is.negated());
        if (e instanceof Expr.Not n) return negate(cond(n.arg()), true);
        if (e instanceof Expr.And a) return and(cond(a.left()), cond(a.right()));
        if (e instanceof Expr.Or o) return or(cond(o.left()), cond(o.right()));
        if (e instanceof Expr.If i) {
            Cond c = cond(i.cond());
            Cond t = cond(i.then());
            Cond o = i.otherwise() == null ? Cond.Const.TRUE : cond(i.otherwise());
            if (c == Cond.Const.TRUE) return t;
            if (c == Cond.Const.FALSE) return o;
            if (c == Cond.Const.UNKNOWN) return Cond.Const.UNKNOWN;
            return new Cond.If(c, t, o);
        }
        throw new IllegalStateException("not a condition: " + e);
    }

    private Cond compare(Expr.Compare c) {
        Type t = check.typeOf(c.left());
        if (t == Type.BOOL) {
            // Conditions compared with == or != : equal truth values, unknown if either is unknown.
            Cond l = cond(c.left());
            Cond r = cond(c.right());
            if (l == Cond.Const.UNKNOWN || r == Cond.Const.UNKNOWN) return Cond.Const.UNKNOWN;
            Cond same;
            if (l instanceof Cond.Const a && r instanceof Cond.Const b) {
                same = of(a == b);
            } else if (l == Cond.Const.TRUE || r == Cond.Const.TRUE) {
                same = l == Cond.Const.TRUE ? r : l;
            } else if (l == Cond.Const.FALSE || r == Cond.Const.FALSE) {
                same = negate(l == Cond.Const.FALSE ? r : l, true);
            } else {
                same = new Cond.Same(l, r);
            }
            return negate(same, c.op() == CompareOp.NE);
        }
        Num l = num(c.left());
        Num r = num(c.right());
        if (l == null || r == null) return Cond.Const.UNKNOWN;
        if (l instanceof Num.Const a && r instanceof Num.Const b) return of(c.op().test(a.value(), b.value()));
        return new Cond.Compare(c.op(), l, r);
    }

    /**
     * Membership as the Kleene {@code or} of one test per member: members about missing cards are
     * unknown, so the result is true when a known member holds, else unknown if any member (or the
     * value) is missing. A range holds what lies between its ends in either order.
     */
    private Cond member(Expr.In in) {
        Num v = num(in.value());
        if (v == null) return Cond.Const.UNKNOWN;
        List<Num> singles = new ArrayList<>();
        List<Num[]> ranges = new ArrayList<>();
        boolean unknown = false;
        for (Expr.Element el : in.elements()) {
            Num low = num(el.low());
            Num high = el.high() == null ? null : num(el.high());
            if (low == null || (el.high() != null && high == null)) {
                unknown = true;
            } else if (high == null) {
                singles.add(low);
            } else {
                ranges.add(new Num[] {low, high});
            }
        }
        Cond known;
        if (singles.isEmpty() && ranges.isEmpty()) {
            known = Cond.Const.FALSE;
        } else if (v instanceof Num.Const c && singles.stream().allMatch(s -> s instanceof Num.Const)
                && ranges.stream().allMatch(r -> r[0] instanceof Num.Const && r[1] instanceof Num.Const)) {
            int x = c.value();
            known = of(singles.stream().anyMatch(s -> ((Num.Const) s).value() == x)
                    || ranges.stream().anyMatch(r -> Math.min(value(r[0]), value(r[1])) <= x
                            && x <= Math.max(value(r[0]), value(r[1]))));
        } else {
            known = new Cond.Member(v, List.copyOf(singles), List.copyOf(ranges));
        }
        return unknown ? or(known, Cond.Const.UNKNOWN) : known;
    }

    private static int value(Num constant) {
        return ((Num.Const) constant).value();
    }

    private Cond is(Expr.Is is) {
        Property p = is.property();
        if (check.typeOf(is.subject()) == Type.INT) {
            Num v = num(is.subject());
            if (v == null) return Cond.Const.UNKNOWN;
            if (v instanceof Num.Const c) return of(p.testNumber(c.value()));
            return switch (p) {
                case EVEN -> new Cond.Compare(CompareOp.EQ, new Num.Arith(ArithOp.MOD, v, new Num.Const(2)), new Num.Const(0));
                case ODD -> new Cond.Compare(CompareOp.EQ, new Num.Arith(ArithOp.MOD, v, new Num.Const(2)), new Num.Const(1));
                default -> new Cond.Prime(v);
            };
        }
        Expr.CardRef ref = (Expr.CardRef) is.subject();
        Num rank = field(ref, CardField.RANK);
        if (rank == null) return Cond.Const.UNKNOWN;
        Num suit = field(ref, CardField.SUIT);
        Num color = field(ref, CardField.COLOR);
        return switch (p) {
            case RED -> new Cond.Compare(CompareOp.EQ, color, new Num.Const(0));
            case BLACK -> new Cond.Compare(CompareOp.EQ, color, new Num.Const(1));
            case FACE -> new Cond.Compare(CompareOp.GE, rank, new Num.Const(Card.JACK));
            case NUMBER -> new Cond.Compare(CompareOp.LE, rank, new Num.Const(10));
            case EVEN -> new Cond.Member(rank, consts(2, 4, 6, 8, 10, 12), List.of());
            case ODD -> new Cond.Member(rank, consts(1, 3, 5, 7, 9, 11, 13), List.of());
            case PRIME -> new Cond.Member(rank, consts(2, 3, 5, 7, 11, 13), List.of());
            case SPADES, HEARTS, DIAMONDS, CLUBS ->
                    new Cond.Compare(CompareOp.EQ, suit, new Num.Const(p.ordinal() - Property.SPADES.ordinal()));
        };
    }

    private static List<Num> consts(int... values) {
        List<Num> out = new ArrayList<>();
        for (int v : values) out.add(new Num.Const(v));
        return out;
    }

    private static Cond of(boolean b) {
        return b ? Cond.Const.TRUE : Cond.Const.FALSE;
    }

    static Cond negate(Cond c, boolean really) {
        if (!really) return c;
        if (c == Cond.Const.TRUE) return Cond.Const.FALSE;
        if (c == Cond.Const.FALSE) return Cond.Const.TRUE;
        if (c == Cond.Const.UNKNOWN) return Cond.Const.UNKNOWN;
        if (c instanceof Cond.Not n) return n.arg();
        return new Cond.Not(c);
    }

    static Cond and(Cond a, Cond b) {
        return junction(a, b, Cond.Const.FALSE, Cond.Const.TRUE, Cond.And::new);
    }

    static Cond or(Cond a, Cond b) {
        return junction(a, b, Cond.Const.TRUE, Cond.Const.FALSE, Cond.Or::new);
    }

    /**
     * And or or of two conditions, folded where a side is known: the {@code decisive} constant (false
     * for and, true for or) settles it, the {@code neutral} one drops out, two unknowns stay unknown.
     */
    private static Cond junction(Cond a, Cond b, Cond.Const decisive, Cond.Const neutral,
                                 java.util.function.BinaryOperator<Cond> join) {
        if (a == decisive || b == decisive) return decisive;
        if (a == neutral) return b;
        if (b == neutral) return a;
        if (a == Cond.Const.UNKNOWN && b == Cond.Const.UNKNOWN) return Cond.Const.UNKNOWN;
        return join.apply(a, b);
    }
}
