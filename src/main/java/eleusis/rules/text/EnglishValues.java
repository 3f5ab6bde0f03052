package eleusis.rules.text;

import eleusis.cards.Card;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.Expr;
import java.util.Locale;

/**
 * Noun phrases for the things a rule talks about: cards ("the last card"), their attributes
 * ("the card's colour"), numbers and sums ("the card's rank minus the last card's rank"),
 * suits and colours.
 */
final class EnglishValues {
    private EnglishValues() {}

    /** "the card", "the last card", "the 3rd-last card". */
    static String card(Expr.CardRef ref) {
        return switch (ref.back()) {
            case 0 -> "the card";
            case 1 -> "the last card";
            default -> "the " + ordinal(ref.back()) + "-last card";
        };
    }

    static String ordinal(int n) {
        int tens = n % 100;
        if (tens >= 11 && tens <= 13) return n + "th";
        return switch (n % 10) {
            case 1 -> n + "st";
            case 2 -> n + "nd";
            case 3 -> n + "rd";
            default -> n + "th";
        };
    }

    /** "rank", "suit" or "colour" (the British spelling, whichever the rule used). */
    static String attribute(Expr.Attr a) {
        String name = a.name().toLowerCase(Locale.ROOT);
        return "color".equals(name) ? "colour" : name;
    }

    static boolean isRank(Expr e) {
        return e instanceof Expr.Attr a && "rank".equals(attribute(a));
    }

    /** A value written out in the rule, which reads better after the thing it is compared with. */
    static boolean isLiteral(Expr e) {
        return e instanceof Expr.IntLit || e instanceof Expr.SuitLit || e instanceof Expr.ColorLit
                || e instanceof Expr.BoolLit || (e instanceof Expr.Negate n && n.arg() instanceof Expr.IntLit);
    }

    /** True for parts of a rule that are themselves true or false (tests, and, or, not, if). */
    static boolean isCondition(Expr e) {
        return e instanceof Expr.BoolLit || e instanceof Expr.Compare || e instanceof Expr.In
                || e instanceof Expr.Is || e instanceof Expr.Not || e instanceof Expr.And
                || e instanceof Expr.Or || e instanceof Expr.If;
    }

    /** "an ace", "a 7", "an 8", "a jack"; null outside 1..13. */
    static String rankNoun(int rank) {
        return switch (rank) {
            case Card.ACE -> "an ace";
            case 8 -> "an 8";
            case Card.JACK -> "a jack";
            case Card.QUEEN -> "a queen";
            case Card.KING -> "a king";
            default -> rank >= 2 && rank <= 10 ? "a " + rank : null;
        };
    }

    /** The phrase for any value: a number, suit, colour or card. */
    static String value(Expr e) {
        if (e instanceof Expr.IntLit i) return i.letter() ? Card.rankSymbol(i.value()) : Integer.toString(i.value());
        if (e instanceof Expr.SuitLit s) return s.suit().word();
        if (e instanceof Expr.ColorLit c) return c.color().word();
        if (e instanceof Expr.BoolLit b) return b.value() ? "true" : "false";
        if (e instanceof Expr.CardRef r) return card(r);
        if (e instanceof Expr.Attr a) return card(a.ref()) + "'s " + attribute(a);
        if (e instanceof Expr.Position) return EnglishOnce.POSITION;
        if (e instanceof Expr.Negate n) {
            return n.arg() instanceof Expr.IntLit ? "-" + value(n.arg()) : "minus " + calculated(n.arg());
        }
        if (e instanceof Expr.Abs a) {
            if (a.arg() instanceof Expr.Arith d && d.op() == ArithOp.SUB) {
                return "the distance between " + calculated(d.left()) + " and " + calculated(d.right());
            }
            return "the absolute value of " + calculated(a.arg());
        }
        if (e instanceof Expr.Arith a) return arithmetic(a);
        if (e instanceof Expr.UnknownName u) return u.name();
        // Conditions used as values only occur in comparisons, which read them themselves.
        return EnglishConditions.clause(e, 0);
    }

    private static String arithmetic(Expr.Arith a) {
        if (a.op() == ArithOp.MOD) {
            String dividend = a.left() instanceof Expr.Arith l && l.op() == ArithOp.MOD
                    ? "(" + value(l) + ")" : a.left() instanceof Expr.Arith ? value(a.left()) : calculated(a.left());
            return "the remainder when " + dividend + " is divided by " + calculated(a.right());
        }
        return operand(a.left(), false, a.op()) + arithmeticWord(a.op()) + operand(a.right(), true, a.op());
    }

    private static String arithmeticWord(ArithOp op) {
        return switch (op) {
            case ADD -> " plus ";
            case SUB -> " minus ";
            default -> " times ";
        };
    }

    /**
     * An operand of plus, minus or times. Everything compound on the right, a sum on the left of
     * times, and the long phrases for mod and abs get brackets, so the grouping stays visible;
     * a chain such as a - b - c reads left to right without them.
     */
    private static String operand(Expr e, boolean right, ArithOp parent) {
        // In a sum the value of a letter matters: "the card's rank plus J (11)".
        if (e instanceof Expr.IntLit i && i.letter()) return value(i) + " (" + i.value() + ")";
        boolean brackets;
        if (e instanceof Expr.Arith a) {
            brackets = right || a.op() == ArithOp.MOD || (parent == ArithOp.MUL && a.op() != ArithOp.MUL);
        } else if (e instanceof Expr.Negate n) {
            brackets = right && !(n.arg() instanceof Expr.IntLit);
        } else {
            brackets = e instanceof Expr.Abs;
        }
        return brackets ? "(" + value(e) + ")" : value(e);
    }

    /** A value being calculated with: a letter shows its number too ("J (11)"), sums get brackets. */
    private static String calculated(Expr e) {
        return e instanceof Expr.IntLit i && i.letter() ? value(i) + " (" + i.value() + ")" : bracketed(e);
    }

    /** A value inside a longer phrase ("the distance between … and …"): sums and the like get brackets. */
    static String bracketed(Expr e) {
        return e instanceof Expr.Arith || e instanceof Expr.Abs
                || (e instanceof Expr.Negate n && !(n.arg() instanceof Expr.IntLit))
                ? "(" + value(e) + ")" : value(e);
    }
}
