package eleusis.rules.text;

import eleusis.cards.CardColor;
import eleusis.cards.Suit;
import eleusis.rules.ast.ArithOp;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Expr;
import eleusis.rules.ast.Property;
import java.util.ArrayList;
import java.util.List;

/**
 * The single tests of a rule as clauses: comparisons ("the card's rank is higher than the last
 * card's rank"), set and range tests ("… is one of 1, 2 or 3", "… is between 2 and 10") and
 * properties ("the card is a face card (J, Q, K)"). Which reading a test gets is chosen here, the
 * same in every language; the words come from the {@link Wording}.
 */
final class Tests {
    private Tests() {}

    static String compare(Expr.Compare c, Wording w) {
        Expr left = c.left(), right = c.right();
        CompareOp op = c.op();
        if (Values.isCondition(left)) {
            return w.sameAnswer(op == CompareOp.EQ, Conditions.framed(left, w), Conditions.framed(right, w));
        }
        // A written value reads better last: "the card's rank is higher than 5", not "5 is lower than …".
        if (Values.isLiteral(left) && !Values.isLiteral(right)) {
            Expr t = left;
            left = right;
            right = t;
            op = mirror(op);
        }
        if (left instanceof Expr.CardRef a) {
            return w.identical(w.card(a.back()), op == CompareOp.EQ, Values.value(right, w));
        }
        String special = op == CompareOp.EQ || op == CompareOp.NE ? equality(op == CompareOp.EQ, left, right, w) : null;
        if (special != null) return special;
        return w.compare(Values.value(left, w), op, Values.value(right, w), Values.isRank(left) || Values.isRank(right),
                Values.isLiteral(right),
                left instanceof Expr.Attr || left instanceof Expr.SuitLit || left instanceof Expr.ColorLit);
    }

    /** Readings for == and != that say more than "equals": same suit, a heart, even, 1 more than. */
    private static String equality(boolean equal, Expr left, Expr right, Wording w) {
        if (left instanceof Expr.Attr a && right instanceof Expr.Attr b
                && Values.attribute(a).equals(Values.attribute(b))) {
            return equal
                    ? w.sameAttribute(w.card(a.ref().back()), Values.attribute(a), w.card(b.ref().back()))
                    : w.differs(Values.value(a, w), Values.value(b, w));
        }
        if (left instanceof Expr.Attr a) {
            String noun = noun(a, right, w);
            if (noun != null) return w.card(a.ref().back()) + w.is(!equal) + noun;
        }
        String parity = remainderTest(equal, left, right, w);
        if (parity == null) parity = remainderTest(equal, right, left, w);
        if (parity != null) return parity;
        String step = steps(equal, left, right, w);
        if (step == null) step = steps(equal, right, left, w);
        return step;
    }

    /** What a card is when its attribute equals a written value: "a heart", "red", "a jack". */
    private static String noun(Expr.Attr a, Expr value, Wording w) {
        if (value instanceof Expr.SuitLit s) return w.suitNoun(s.suit());
        if (value instanceof Expr.ColorLit c) return w.colourAdjective(c.color());
        if (value instanceof Expr.IntLit i && Values.isRank(a)) return w.rankNoun(i.value());
        return null;
    }

    /** {@code x mod 2 == 0} is "x is even"; {@code x mod n == 0} is "x is a multiple of n". */
    private static String remainderTest(boolean equal, Expr side, Expr other, Wording w) {
        if (!(side instanceof Expr.Arith m && m.op() == ArithOp.MOD && other instanceof Expr.IntLit r && !r.letter())) {
            return null;
        }
        boolean two = m.right() instanceof Expr.IntLit d && d.value() == 2;
        if (two && (r.value() == 0 || r.value() == 1)) {
            return w.numberIs(Values.value(m.left(), w), false,
                    (r.value() == 0) == equal ? Property.EVEN : Property.ODD, false, "");
        }
        if (r.value() == 0) return w.multiple(Values.value(m.left(), w), equal, Values.bracketed(m.right(), w));
        return null;
    }

    /** {@code a == b + 2} is "a is 2 more than b". */
    private static String steps(boolean equal, Expr side, Expr other, Wording w) {
        if (side instanceof Expr.Arith || !(other instanceof Expr.Arith a)) return null;
        if ((a.op() != ArithOp.ADD && a.op() != ArithOp.SUB) || !(a.right() instanceof Expr.IntLit k)
                || k.letter() || k.value() <= 0) {
            return null;
        }
        return w.steps(Values.value(side, w), equal, k.value(), a.op() == ArithOp.ADD, Values.value(a.left(), w));
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

    static String in(Expr.In in, Wording w) {
        List<Expr.Element> elements = in.elements();
        boolean negated = in.negated();
        if (elements.isEmpty()) return w.emptySet(Values.value(in.value(), w), negated);
        if (elements.size() == 1 && !elements.get(0).isRange()) {
            return compare(new Expr.Compare(negated ? CompareOp.NE : CompareOp.EQ, in.value(), elements.get(0).low(),
                    in.span()), w);
        }
        String value = Values.value(in.value(), w);
        if (elements.size() == 1) {
            Expr.Element range = elements.get(0);
            Integer low = number(range.low()), high = number(range.high());
            if (low != null && high != null && low > high) {
                return w.emptyRange(value, negated, Values.value(range.low(), w), Values.value(range.high(), w));
            }
            return w.between(value, negated, Values.bracketed(range.low(), w), Values.bracketed(range.high(), w));
        }
        List<String> members = new ArrayList<>();
        for (Expr.Element el : elements) {
            members.add(el.isRange()
                    ? w.rangeMember(Values.bracketed(el.low(), w), Values.bracketed(el.high(), w))
                    : Values.bracketed(el.low(), w));
        }
        boolean cards = in.value() instanceof Expr.CardRef;
        if (negated && members.size() == 2) return w.neither(value, cards, members.get(0), members.get(1));
        return w.oneOf(value, cards, negated, members);
    }

    /** The value of a written number, minus sign included; null for anything else. */
    private static Integer number(Expr e) {
        if (e instanceof Expr.IntLit i) return i.value();
        if (e instanceof Expr.Negate n && n.arg() instanceof Expr.IntLit i) return -i.value();
        return null;
    }

    static String is(Expr.Is is, Wording w) {
        Property p = is.property();
        boolean not = is.negated();
        if (!(is.subject() instanceof Expr.CardRef card)) {
            boolean rank = Values.isRank(is.subject());
            return w.numberIs(Values.value(is.subject(), w), not, p, rank,
                    rank ? rankList(p) : p == Property.PRIME ? Once.PRIME_NUMBERS : "");
        }
        String c = w.card(card.back());
        return switch (p) {
            case RED -> c + w.is(not) + w.colourAdjective(CardColor.RED);
            case BLACK -> c + w.is(not) + w.colourAdjective(CardColor.BLACK);
            case FACE -> c + w.is(not) + w.kindNoun(p) + Once.FACE_LIST;
            case NUMBER -> c + w.is(not) + w.kindNoun(p) + Once.NUMBER_LIST;
            case EVEN, ODD, PRIME -> w.numberIs(w.attributeOf(card.back(), "rank"), not, p, true, rankList(p));
            case SPADES -> c + w.is(not) + w.suitNoun(Suit.SPADES);
            case HEARTS -> c + w.is(not) + w.suitNoun(Suit.HEARTS);
            case DIAMONDS -> c + w.is(not) + w.suitNoun(Suit.DIAMONDS);
            case CLUBS -> c + w.is(not) + w.suitNoun(Suit.CLUBS);
        };
    }

    /** The ranks that are even, odd or prime, spelled out the first time. */
    private static String rankList(Property p) {
        return switch (p) {
            case EVEN -> Once.EVEN_RANKS;
            case ODD -> Once.ODD_RANKS;
            default -> Once.PRIME_RANKS;
        };
    }
}
