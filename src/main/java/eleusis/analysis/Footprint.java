package eleusis.analysis;

import eleusis.rules.Rule;
import eleusis.rules.ast.Children;
import eleusis.rules.ast.Expr;
import eleusis.rules.ast.Property;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What a rule looks at: for each card it refers to ({@code card}, {@code last(1)}, ...), which
 * aspects; whether it reads the position; and its position tests, the comparisons that involve the
 * position and no card ({@code position mod 2 == 0}), which split mainline lengths into classes.
 */
final class Footprint {
    /** {@code aspects.get(b)}: what the rule sees of the card b back (0 = the card judged). */
    final List<Set<Aspect>> aspects = new ArrayList<>();
    final List<Expr> positionTests = new ArrayList<>();
    boolean usesPosition;
    /** True when some position occurrence mixes with cards, so every length must be tried. */
    boolean positionMixesWithCards;
    final int lookback;

    Footprint(Rule rule) {
        lookback = rule.lookback();
        for (int b = 0; b <= lookback; b++) aspects.add(EnumSet.noneOf(Aspect.class));
        walk(rule.expr(), false);
    }

    private void walk(Expr e, boolean insidePositionTest) {
        if (e instanceof Expr.Attr a) {
            String name = a.name().toLowerCase(java.util.Locale.ROOT);
            aspects.get(a.ref().back()).add(switch (name) {
                case "rank" -> Aspect.RANK;
                case "suit" -> Aspect.SUIT;
                default -> Aspect.COLOR;
            });
            return;
        }
        if (e instanceof Expr.Is is && is.subject() instanceof Expr.CardRef ref) {
            aspects.get(ref.back()).add(aspectOf(is.property()));
            return;
        }
        if (e instanceof Expr.CardRef ref) {
            aspects.get(ref.back()).add(Aspect.FACE);
            return;
        }
        if (e instanceof Expr.Position) {
            usesPosition = true;
            if (!insidePositionTest) positionMixesWithCards = true;
            return;
        }
        boolean test = insidePositionTest;
        if (!test && isTest(e) && mentionsPosition(e) && !mentionsCard(e)) {
            positionTests.add(e);
            test = true;
        }
        for (Expr child : Children.of(e)) walk(child, test);
    }

    static Aspect aspectOf(Property p) {
        return switch (p) {
            case RED, BLACK -> Aspect.COLOR;
            case SPADES, HEARTS, DIAMONDS, CLUBS -> Aspect.SUIT;
            default -> Aspect.RANK;
        };
    }

    private static boolean isTest(Expr e) {
        return e instanceof Expr.Compare || e instanceof Expr.In || e instanceof Expr.Is;
    }

    private static boolean mentionsPosition(Expr e) {
        if (e instanceof Expr.Position) return true;
        for (Expr c : Children.of(e)) if (mentionsPosition(c)) return true;
        return false;
    }

    private static boolean mentionsCard(Expr e) {
        if (e instanceof Expr.CardRef) return true;
        for (Expr c : Children.of(e)) if (mentionsCard(c)) return true;
        return false;
    }

    /** The aspects of the card b back, or none if the rule does not look that far. */
    Set<Aspect> aspectsAt(int back) {
        return back < aspects.size() ? aspects.get(back) : Set.of();
    }
}
