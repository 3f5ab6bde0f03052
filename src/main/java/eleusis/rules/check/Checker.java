package eleusis.rules.check;

import eleusis.rules.Issue;
import eleusis.rules.Span;
import eleusis.rules.ast.Expr;
import eleusis.rules.ast.Property;
import eleusis.rules.parse.Limits;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Types a syntax tree and refuses rules that cannot mean anything: wrong kinds of value, unknown
 * names, suits compared with numbers, arithmetic that could overflow, {@code mod} by a number that
 * could be zero. Once a rule passes, evaluation cannot fail.
 */
public final class Checker implements Expr.Visitor<Type> {
    private final List<Issue> issues = new ArrayList<>();
    private final Map<Expr, Type> types = new IdentityHashMap<>();
    /** Bounds of every number-valued node: [low, high]. */
    private final Map<Expr, long[]> bounds = new IdentityHashMap<>();
    private int lookback;
    private boolean usesPosition;

    private Checker() {}

    public static CheckResult check(Expr root) {
        Checker c = new Checker();
        Type t = c.type(root);
        if (t != null && t != Type.BOOL && c.issues.isEmpty()) {
            c.error(root.span(), "a rule must be a condition that is true or false, but this is " + t.described
                    + hintForRoot(t));
        }
        return new CheckResult(List.copyOf(c.issues), c.types, c.lookback, c.usesPosition);
    }

    private static String hintForRoot(Type t) {
        return switch (t) {
            case INT -> "; compare it, as in card.rank > 5";
            case SUIT -> "; compare it, as in card.suit == last.suit";
            case COLOR -> "; compare it, as in card.color != last.color";
            case CARD -> "; test it, as in card is red";
            default -> "";
        };
    }

    /** Null when the node (or something in it) was refused; the issue is already recorded. */
    private Type type(Expr e) {
        Type t = e.accept(this);
        if (t != null) types.put(e, t);
        return t;
    }

    private void error(Span span, String message) {
        issues.add(new Issue(span, message));
    }

    private long[] bound(Expr e) {
        return bounds.getOrDefault(e, new long[] {-Limits.MAX_VALUE, Limits.MAX_VALUE});
    }

    private Type number(Expr e, long low, long high) {
        if (low < -Limits.MAX_VALUE || high > Limits.MAX_VALUE) {
            error(e.span(), "this arithmetic can reach " + (high > Limits.MAX_VALUE ? high : low)
                    + ", beyond the limit of " + Limits.MAX_VALUE + " either way");
            return null;
        }
        bounds.put(e, new long[] {low, high});
        return Type.INT;
    }

    private Type expect(Expr e, Type wanted, String context) {
        Type t = type(e);
        if (t == null) return null;
        if (t != wanted) {
            error(e.span(), context + " needs " + wanted.described + ", but this is " + t.described);
            return null;
        }
        return t;
    }

    @Override
    public Type visit(Expr.IntLit e) {
        return number(e, e.value(), e.value());
    }

    @Override
    public Type visit(Expr.BoolLit e) { return Type.BOOL; }

    @Override
    public Type visit(Expr.SuitLit e) { return Type.SUIT; }

    @Override
    public Type visit(Expr.ColorLit e) { return Type.COLOR; }

    @Override
    public Type visit(Expr.CardRef e) {
        lookback = Math.max(lookback, e.back());
        return Type.CARD;
    }

    @Override
    public Type visit(Expr.Attr e) {
        type(e.ref());
        String name = e.name().toLowerCase(java.util.Locale.ROOT);
        switch (name) {
            case "rank":
                return number(e, 1, 13);
            case "suit":
                return Type.SUIT;
            case "color":
            case "colour":
                return Type.COLOR;
            default:
                String hint = switch (name) {
                    case "value", "number", "num", "rnak", "rank_" -> "; did you mean .rank?";
                    case "suite", "siut", "sut" -> "; did you mean .suit?";
                    case "colr", "clor", "colors", "colours" -> "; did you mean .color?";
                    default -> "; use .rank, .suit or .color";
                };
                error(e.nameSpan(), "a card has no '" + e.name() + "'" + hint);
                return null;
        }
    }

    @Override
    public Type visit(Expr.Position e) {
        usesPosition = true;
        return number(e, 1, Limits.MAX_POSITION);
    }

    @Override
    public Type visit(Expr.Abs e) {
        if (expect(e.arg(), Type.INT, "abs(…)") == null) return null;
        long[] b = bound(e.arg());
        long low = b[0] >= 0 ? b[0] : b[1] <= 0 ? -b[1] : 0;
        return number(e, low, Math.max(Math.abs(b[0]), Math.abs(b[1])));
    }

    @Override
    public Type visit(Expr.Negate e) {
        if (expect(e.arg(), Type.INT, "a minus sign") == null) return null;
        long[] b = bound(e.arg());
        return number(e, -b[1], -b[0]);
    }

    @Override
    public Type visit(Expr.Arith e) {
        String context = "'" + e.op().symbol + "'";
        Type l = expect(e.left(), Type.INT, context);
        Type r = expect(e.right(), Type.INT, context);
        if (l == null || r == null) return null;
        long[] a = bound(e.left());
        long[] b = bound(e.right());
        return switch (e.op()) {
            case ADD -> number(e, a[0] + b[0], a[1] + b[1]);
            case SUB -> number(e, a[0] - b[1], a[1] - b[0]);
            case MUL -> {
                long p1 = a[0] * b[0], p2 = a[0] * b[1], p3 = a[1] * b[0], p4 = a[1] * b[1];
                yield number(e, Math.min(Math.min(p1, p2), Math.min(p3, p4)),
                        Math.max(Math.max(p1, p2), Math.max(p3, p4)));
            }
            case MOD -> {
                if (b[0] <= 0) {
                    error(e.right().span(), b[0] == b[1]
                            ? "mod needs a positive number on its right, not " + b[0]
                            : "the number after mod could be " + (b[0] == 0 ? "zero" : b[0])
                                    + " here (it ranges from " + b[0] + " to " + b[1]
                                    + "); mod needs a number that is always positive");
                    yield null;
                }
                yield number(e, 0, b[1] - 1);
            }
        };
    }

    @Override
    public Type visit(Expr.Compare e) {
        Type l = type(e.left());
        Type r = type(e.right());
        if (l == null || r == null) return null;
        if (l != r) {
            error(e.span(), "cannot compare " + l.described + " with " + r.described + mixHint(l, r));
            return null;
        }
        if (e.op().isOrdering() && l != Type.INT) {
            error(e.span(), plural(l) + " have no order: use == or != (or compare ranks, as in card.rank < last.rank)");
            return null;
        }
        return Type.BOOL;
    }

    private static String mixHint(Type l, Type r) {
        if ((l == Type.SUIT && r == Type.COLOR) || (l == Type.COLOR && r == Type.SUIT)) {
            return "; to test a card's colour, write card.color == red or card is red";
        }
        if (l == Type.CARD || r == Type.CARD) {
            return "; choose what to compare, as in card.rank, card.suit or card.color";
        }
        return "";
    }

    private static String plural(Type t) {
        return switch (t) {
            case SUIT -> "suits";
            case COLOR -> "colours";
            case CARD -> "cards";
            case BOOL -> "conditions";
            default -> "numbers";
        };
    }

    @Override
    public Type visit(Expr.In e) {
        Type v = type(e.value());
        boolean bad = v == null;
        if (v == Type.BOOL) {
            error(e.value().span(), "'in' tests a number, suit, colour or card, but this is " + v.described);
            bad = true;
        }
        for (Expr.Element el : e.elements()) {
            if (el.isRange()) {
                Type lo = expect(el.low(), Type.INT, "a range");
                Type hi = expect(el.high(), Type.INT, "a range");
                if (lo == null || hi == null) {
                    bad = true;
                } else if (bound(el.low())[0] == bound(el.low())[1] && bound(el.high())[0] == bound(el.high())[1]
                        && bound(el.low())[0] > bound(el.high())[0]) {
                    // a..b holds what lies between a and b in either order, but a range of two
                    // numbers reads best from the smaller: 10..2 is most likely a slip.
                    error(el.span(), "write a range of numbers from the smaller to the larger: "
                            + bound(el.high())[0] + ".." + bound(el.low())[0] + ", not " + bound(el.low())[0] + ".."
                            + bound(el.high())[0]);
                    bad = true;
                } else if (v != null && v != Type.INT && !bad) {
                    error(el.span(), "a range holds numbers, but " + describeValue(e.value()) + " is " + v.described);
                    bad = true;
                }
            } else {
                Type t = type(el.low());
                if (t == null) {
                    bad = true;
                } else if (v != null && t != v && !bad) {
                    error(el.low().span(), "this set member is " + t.described + ", but the value tested is "
                            + v.described);
                    bad = true;
                }
            }
        }
        return bad ? null : Type.BOOL;
    }

    private static String describeValue(Expr e) {
        return eleusis.rules.text.Canonical.print(e);
    }

    @Override
    public Type visit(Expr.Is e) {
        Type t = type(e.subject());
        if (t == null) return null;
        Property p = e.property();
        if (t == Type.CARD) return Type.BOOL;
        if (t == Type.INT && p.appliesToNumbers()) return Type.BOOL;
        if (t == Type.INT) {
            error(e.span(), "'" + p.word + "' tests a card, but this is a number; write, for example, card is " + p.word);
        } else if (p.appliesToNumbers()) {
            error(e.span(), "'" + p.word + "' tests a card or a number, but this is " + t.described);
        } else {
            error(e.span(), "'" + p.word + "' tests a card, but this is " + t.described
                    + "; write, for example, card is " + p.word);
        }
        return null;
    }

    @Override
    public Type visit(Expr.Not e) {
        return expect(e.arg(), Type.BOOL, "'not'") == null ? null : Type.BOOL;
    }

    @Override
    public Type visit(Expr.And e) {
        Type l = expect(e.left(), Type.BOOL, "'and'");
        Type r = expect(e.right(), Type.BOOL, "'and'");
        return l == null || r == null ? null : Type.BOOL;
    }

    @Override
    public Type visit(Expr.Or e) {
        Type l = expect(e.left(), Type.BOOL, "'or'");
        Type r = expect(e.right(), Type.BOOL, "'or'");
        return l == null || r == null ? null : Type.BOOL;
    }

    @Override
    public Type visit(Expr.If e) {
        Type c = expect(e.cond(), Type.BOOL, "the condition of 'if'");
        Type t = expect(e.then(), Type.BOOL, "the 'then' part of 'if'");
        Type o = e.otherwise() == null ? Type.BOOL : expect(e.otherwise(), Type.BOOL, "the 'else' part of 'if'");
        return c == null || t == null || o == null ? null : Type.BOOL;
    }

    @Override
    public Type visit(Expr.UnknownName e) {
        error(e.span(), "unknown name '" + e.name() + "'" + Suggestions.forName(e.name()));
        return null;
    }

}
