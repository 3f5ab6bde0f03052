package eleusis.rules.text;

import eleusis.rules.ast.Children;
import eleusis.rules.ast.CompareOp;
import eleusis.rules.ast.Expr;
import java.util.EnumSet;
import java.util.Set;

/**
 * The closing sentence about cards the mainline does not have yet. Under the rule semantics a
 * test on a missing card is unknown, and/or/not/if combine unknowns as Kleene's logic does, and an
 * unknown answer accepts the card. When the rule can never say no while the mainline is that short,
 * the note says plainly that any card is accepted; otherwise it says how the answer is reached.
 */
final class MissingCards {
    private MissingCards() {}

    private enum Answer { YES, NO, UNKNOWN }

    /** The note in the given words; null when the rule looks at no earlier card. */
    static String note(Expr rule, Wording w) {
        int lookback = lookback(rule);
        if (lookback == 0) return null;
        for (int length = 0; length < lookback; length++) {
            if (answers(rule, length).contains(Answer.NO)) return w.noteGeneral();
        }
        return lookback == 1 ? w.noteNoLastCard() : w.noteFewerThan(lookback);
    }

    static int lookback(Expr e) {
        int most = e instanceof Expr.CardRef r ? r.back() : 0;
        for (Expr child : Children.of(e)) most = Math.max(most, lookback(child));
        return most;
    }

    /**
     * Every answer the condition could give on a mainline of the given length, or more (never
     * fewer): parts that share cards are treated as if they did not, which can only add answers.
     * So a NO missing from the set is a NO that cannot happen.
     */
    private static Set<Answer> answers(Expr e, int length) {
        if (e instanceof Expr.BoolLit b) return EnumSet.of(b.value() ? Answer.YES : Answer.NO);
        if (e instanceof Expr.Not n) {
            Set<Answer> out = EnumSet.noneOf(Answer.class);
            for (Answer a : answers(n.arg(), length)) out.add(not(a));
            return out;
        }
        if (e instanceof Expr.And a) return combine(answers(a.left(), length), answers(a.right(), length), true);
        if (e instanceof Expr.Or o) return combine(answers(o.left(), length), answers(o.right(), length), false);
        if (e instanceof Expr.If i) {
            Set<Answer> cond = answers(i.cond(), length);
            Set<Answer> out = EnumSet.noneOf(Answer.class);
            if (cond.contains(Answer.UNKNOWN)) out.add(Answer.UNKNOWN);
            if (cond.contains(Answer.YES)) out.addAll(answers(i.then(), length));
            if (cond.contains(Answer.NO)) {
                out.addAll(i.otherwise() == null ? EnumSet.of(Answer.YES) : answers(i.otherwise(), length));
            }
            return out;
        }
        if (e instanceof Expr.Compare c && Values.isCondition(c.left())) {
            Set<Answer> left = answers(c.left(), length), right = answers(c.right(), length);
            Set<Answer> out = EnumSet.noneOf(Answer.class);
            if (left.contains(Answer.UNKNOWN) || right.contains(Answer.UNKNOWN)) out.add(Answer.UNKNOWN);
            for (Answer l : left) {
                for (Answer r : right) {
                    if (l == Answer.UNKNOWN || r == Answer.UNKNOWN) continue;
                    boolean same = l == r;
                    out.add(same == (c.op() == CompareOp.EQ) ? Answer.YES : Answer.NO);
                }
            }
            return out;
        }
        if (e instanceof Expr.In in) return membership(in, length);
        return test(lookback(e), length);
    }

    /** A single test: unknown if it touches a missing card, otherwise it could go either way. */
    private static Set<Answer> test(int lookback, int length) {
        return lookback > length ? EnumSet.of(Answer.UNKNOWN) : EnumSet.of(Answer.YES, Answer.NO);
    }

    /**
     * {@code x in {a, b}} as the or of {@code x == a} and {@code x == b} (a range member is one test
     * of its own), and {@code not in} as the and of their negations, as Kleene's logic reads set
     * membership: a member on a missing card leaves the others to answer. Read as one test, the set
     * would be unknown as a whole, and the note could promise any card where the other members can
     * still say no ({@code card.suit not in {last.suit, last(2).suit}} with one card down). Where
     * the whole set is unknown instead, UNKNOWN is among these answers too, so the set never has
     * fewer answers than it can give, whichever way membership is evaluated.
     */
    private static Set<Answer> membership(Expr.In in, int length) {
        int value = lookback(in.value());
        if (in.elements().isEmpty()) {
            Set<Answer> out = EnumSet.of(in.negated() ? Answer.YES : Answer.NO);
            if (value > length) out.add(Answer.UNKNOWN);
            return out;
        }
        Set<Answer> out = null;
        for (Expr.Element el : in.elements()) {
            int back = Math.max(value, Math.max(lookback(el.low()), el.isRange() ? lookback(el.high()) : 0));
            // Negating {YES, NO} or {UNKNOWN} gives the same set, so a member of not-in needs no flip.
            Set<Answer> member = test(back, length);
            out = out == null ? member : combine(out, member, in.negated());
        }
        return out;
    }

    private static Answer not(Answer a) {
        return a == Answer.YES ? Answer.NO : a == Answer.NO ? Answer.YES : Answer.UNKNOWN;
    }

    private static Set<Answer> combine(Set<Answer> left, Set<Answer> right, boolean and) {
        Answer decisive = and ? Answer.NO : Answer.YES;
        Set<Answer> out = EnumSet.noneOf(Answer.class);
        for (Answer l : left) {
            for (Answer r : right) {
                if (l == decisive || r == decisive) out.add(decisive);
                else if (l == Answer.UNKNOWN || r == Answer.UNKNOWN) out.add(Answer.UNKNOWN);
                else out.add(not(decisive));
            }
        }
        return out;
    }
}
