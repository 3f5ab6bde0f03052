package eleusis.rules.text;

import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Expr;
import eleusis.rules.ast.Property;
import java.util.ArrayList;
import java.util.List;

/**
 * The single tests of a rule as clauses: comparisons ("the card's rank is higher than the last
 * card's rank"), set and range tests ("… is one of 1, 2 or 3", "… is between 2 and 10") and
 * properties ("the card is a face card (J, Q, K)").
 */
final class EnglishTests {
    private EnglishTests() {}

    static String compare(Expr.Compare c) {
        Expr left = c.left(), right = c.right();
        CompareOp op = c.op();
        if (EnglishValues.isCondition(left)) return sameAnswer(op, left, right);
        // A written value reads better last: "the card's rank is higher than 5", not "5 is lower than …".
        if (EnglishValues.isLiteral(left) && !EnglishValues.isLiteral(right)) {
            Expr t = left;
            left = right;
            right = t;
            op = mirror(op);
        }
        if (left instanceof Expr.CardRef a) {
            return EnglishValues.card(a) + (op == CompareOp.EQ ? " is identical to " : " is not identical to ")
                    + EnglishValues.value(right);
        }
        String special = op == CompareOp.EQ || op == CompareOp.NE ? equality(op == CompareOp.EQ, left, right) : null;
        if (special != null) return special;
        String l = EnglishValues.value(left), r = EnglishValues.value(right);
        boolean rank = EnglishValues.isRank(left) || EnglishValues.isRank(right);
        return l + switch (op) {
            case EQ -> EnglishValues.isLiteral(right) ? " is " : " equals ";
            case NE -> EnglishValues.isLiteral(right) ? " is not "
                    : left instanceof Expr.Attr || left instanceof Expr.SuitLit || left instanceof Expr.ColorLit
                            ? " differs from " : " does not equal ";
            case LT -> rank ? " is lower than " : " is less than ";
            case GT -> rank ? " is higher than " : " is greater than ";
            case LE -> " is at most ";
            case GE -> " is at least ";
        } + r;
    }

    /** Readings for == and != that say more than "equals": same suit, a heart, even, 1 more than. */
    private static String equality(boolean equal, Expr left, Expr right) {
        String is = equal ? " is " : " is not ";
        if (left instanceof Expr.Attr a && right instanceof Expr.Attr b
                && EnglishValues.attribute(a).equals(EnglishValues.attribute(b))) {
            String name = EnglishValues.attribute(a);
            return equal
                    ? EnglishValues.card(a.ref()) + " has the same " + name + " as " + EnglishValues.card(b.ref())
                    : EnglishValues.value(a) + " differs from " + EnglishValues.value(b);
        }
        if (left instanceof Expr.Attr a) {
            String noun = noun(a, right);
            if (noun != null) return EnglishValues.card(a.ref()) + is + noun;
        }
        String parity = remainderTest(equal, left, right);
        if (parity == null) parity = remainderTest(equal, right, left);
        if (parity != null) return parity;
        String step = steps(equal, left, right);
        if (step == null) step = steps(equal, right, left);
        return step;
    }

    /** What a card is when its attribute equals a written value: "a heart", "red", "a jack". */
    private static String noun(Expr.Attr a, Expr value) {
        if (value instanceof Expr.SuitLit s) return "a " + s.suit().word().substring(0, s.suit().word().length() - 1);
        if (value instanceof Expr.ColorLit c) return c.color().word();
        if (value instanceof Expr.IntLit i && EnglishValues.isRank(a)) return EnglishValues.rankNoun(i.value());
        return null;
    }

    /** {@code x mod 2 == 0} is "x is even"; {@code x mod n == 0} is "x is a multiple of n". */
    private static String remainderTest(boolean equal, Expr side, Expr other) {
        if (!(side instanceof Expr.Arith m && m.op() == ArithOp.MOD && other instanceof Expr.IntLit r && !r.letter())) {
            return null;
        }
        boolean two = m.right() instanceof Expr.IntLit d && d.value() == 2;
        if (two && (r.value() == 0 || r.value() == 1)) {
            return EnglishValues.value(m.left()) + ((r.value() == 0) == equal ? " is even" : " is odd");
        }
        if (r.value() == 0) {
            return EnglishValues.value(m.left()) + (equal ? " is a multiple of " : " is not a multiple of ") + EnglishValues.bracketed(m.right());
        }
        return null;
    }

    /** {@code a == b + 2} is "a is 2 more than b". */
    private static String steps(boolean equal, Expr side, Expr other) {
        if (side instanceof Expr.Arith || !(other instanceof Expr.Arith a)) return null;
        if ((a.op() != ArithOp.ADD && a.op() != ArithOp.SUB) || !(a.right() instanceof Expr.IntLit k)
                || k.letter() || k.value() <= 0) {
            return null;
        }
        return EnglishValues.value(side) + (equal ? " is " : " is not ") + k.value()
                + (a.op() == ArithOp.ADD ? " more than " : " less than ") + EnglishValues.value(a.left());
    }

    /** Comparing two conditions: whether one holds is the same as whether the other does. */
    private static String sameAnswer(CompareOp op, Expr left, Expr right) {
        return "whether " + EnglishConditions.framed(left)
                + (op == CompareOp.EQ ? " is the same as whether " : " differs from whether ")
                + EnglishConditions.framed(right);
    }

    static CompareOp mirror(CompareOp op) {
        return switch (op) {
            case LT -> CompareOp.GT;
            case GT -> CompareOp.LT;
            case LE -> CompareOp.GE;
            case GE -> CompareOp.LE;
            default -> op;
        };
    }

    static String in(Expr.In in) {
        List<Expr.Element> elements = in.elements();
        boolean negated = in.negated();
        if (elements.isEmpty()) {
            return EnglishValues.value(in.value())
                    + (negated ? " is not in an empty set, which always holds" : " is in an empty set, which never holds");
        }
        if (elements.size() == 1 && !elements.get(0).isRange()) {
            return compare(new Expr.Compare(negated ? CompareOp.NE : CompareOp.EQ, in.value(), elements.get(0).low(),
                    in.span()));
        }
        String value = EnglishValues.value(in.value());
        if (elements.size() == 1) {
            Expr.Element range = elements.get(0);
            Integer low = number(range.low()), high = number(range.high());
            if (low != null && high != null && low > high) {
                return value + (negated ? " is not in" : " is in") + " the empty range from "
                        + EnglishValues.value(range.low()) + " up to " + EnglishValues.value(range.high());
            }
            return value + (negated ? " is not between " : " is between ") + EnglishValues.bracketed(range.low())
                    + " and " + EnglishValues.bracketed(range.high());
        }
        List<String> members = new ArrayList<>();
        for (Expr.Element el : elements) {
            members.add(el.isRange()
                    ? EnglishValues.bracketed(el.low()) + " to " + EnglishValues.bracketed(el.high())
                    : EnglishValues.bracketed(el.low()));
        }
        boolean cards = in.value() instanceof Expr.CardRef;
        if (negated && members.size() == 2) {
            return value + (cards ? " is identical to neither " : " is neither ") + members.get(0) + " nor "
                    + members.get(1);
        }
        String list = EnglishConditions.list(members, "or", false);
        if (cards) return value + (negated ? " is not identical to any of " : " is identical to one of ") + list;
        return value + (negated ? " is not one of " : " is one of ") + list;
    }

    /** The value of a written number, minus sign included; null for anything else. */
    private static Integer number(Expr e) {
        if (e instanceof Expr.IntLit i) return i.value();
        if (e instanceof Expr.Negate n && n.arg() instanceof Expr.IntLit i) return -i.value();
        return null;
    }

    static String is(Expr.Is is) {
        Property p = is.property();
        String not = is.negated() ? " not" : "";
        if (!(is.subject() instanceof Expr.CardRef card)) {
            String subject = EnglishValues.value(is.subject());
            String extra = EnglishValues.isRank(is.subject()) ? rankList(p) : "";
            return subject + " is" + not + switch (p) {
                case EVEN -> " even" + extra;
                case ODD -> " odd" + extra;
                default -> EnglishValues.isRank(is.subject()) ? " prime" + extra
                        : " a prime number" + EnglishOnce.PRIME_NUMBERS;
            };
        }
        String c = EnglishValues.card(card);
        return switch (p) {
            case RED, BLACK -> c + " is" + not + " " + p.word;
            case FACE -> c + " is" + not + " a face card" + EnglishOnce.FACE_LIST;
            case NUMBER -> c + " is" + not + " a number card" + EnglishOnce.NUMBER_LIST;
            case EVEN, ODD, PRIME -> c + "'s rank is" + not + " " + p.word + rankList(p);
            default -> c + " is" + not + " a " + p.word.substring(0, p.word.length() - 1);
        };
    }

    /** The ranks that are even, odd or prime, spelled out the first time. */
    private static String rankList(Property p) {
        return switch (p) {
            case EVEN -> EnglishOnce.EVEN_RANKS;
            case ODD -> EnglishOnce.ODD_RANKS;
            default -> EnglishOnce.PRIME_RANKS;
        };
    }
}
