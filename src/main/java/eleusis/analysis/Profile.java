package eleusis.analysis;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.ast.Children;
import eleusis.rules.ast.Expr;
import eleusis.rules.eval.Interpreter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A rule's profile for authors, before class: how often a card is accepted, whether a game can
 * stall, what the rule looks at, Golden's warnings, and an estimate of how hard it is to find.
 *
 * @param averageAcceptance share of the 52 faces accepted, averaged over the first
 *                          {@value #AVERAGE_OVER} mainline positions of games played under the rule
 * @param worstAcceptance   the smallest share at any reachable point of a two-deck mainline
 * @param worstLine         a mainline reaching that point
 * @param deadEndLine       a reachable mainline after which no card at all is accepted, or null
 * @param exact             false when the figures come from sampled games (rules reading far back)
 * @param difficulty        1 (easiest) to 5 (hardest), estimated from the features below
 */
public record Profile(String rule, double averageAcceptance, double worstAcceptance, List<String> worstLine,
                      boolean deadEnd, List<String> deadEndLine, int lookback, List<String> looksAt,
                      boolean usesPosition, List<String> warnings, int difficulty, double difficultyScore,
                      boolean exact) {

    /** Positions averaged over: a long Eleusis round. */
    public static final int AVERAGE_OVER = 60;
    /** A full two-deck mainline, for worst cases and dead ends. */
    static final int FULL_LINE = Lengths.MAX_MAINLINE + 1;

    public static Profile of(Rule rule) {
        PlayChain chain = new PlayChain(rule);
        PlayChain.Walk walk = chain.exactPossible() ? chain.walk(FULL_LINE) : chain.sample(2000, FULL_LINE, 1L);
        double sum = 0;
        int n = 0;
        for (int i = 0; i < AVERAGE_OVER; i++) {
            if (!Double.isNaN(walk.meanAcceptance()[i])) {
                sum += walk.meanAcceptance()[i];
                n++;
            }
        }
        double average = n == 0 ? 0 : sum / n;
        Footprint footprint = new Footprint(rule);
        Features features = Features.of(rule.expr());
        List<String> warnings = warnings(rule, average, walk, features);
        double score = Difficulty.score(footprint, features, average);
        return new Profile(rule.canonical(), average, walk.worst(), notation(walk.worstLine()),
                walk.deadEndLine() != null, notation(walk.deadEndLine()), rule.lookback(), looksAt(footprint),
                footprint.usesPosition, warnings, Difficulty.level(score), score, walk.exact());
    }

    private static List<String> notation(List<Card> cards) {
        return cards == null ? null : cards.stream().map(Card::notation).toList();
    }

    static List<String> looksAt(Footprint f) {
        List<String> out = new ArrayList<>();
        for (int back = 0; back < f.aspects.size(); back++) {
            Set<Aspect> a = f.aspects.get(back);
            if (a.isEmpty()) continue;
            String who = back == 0 ? "the card" : back == 1 ? "the last card" : "the card " + back + " back";
            out.add(who + ": " + a.stream().map(x -> x == Aspect.FACE ? "the whole face"
                    : x.name().toLowerCase().replace("color", "colour")).collect(Collectors.joining(", ")));
        }
        if (f.usesPosition) out.add("the position in the mainline");
        return out;
    }

    private static List<String> warnings(Rule rule, double average, PlayChain.Walk walk, Features features) {
        List<String> out = new ArrayList<>();
        if (walk.deadEndLine() != null) {
            out.add("dead end: after " + String.join(" ", notation(walk.deadEndLine()))
                    + " no card is accepted, and the game stalls");
        }
        if (average > 0.75) {
            out.add(String.format("too permissive: about %d%% of cards are accepted, so few plays are wrong "
                    + "and players learn little from each one", Math.round(average * 100)));
        } else if (average < 0.15) {
            out.add(String.format("too restrictive: only about %d%% of cards are accepted; players will "
                    + "draw many penalty cards before the rule shows", Math.round(average * 100)));
        } else if (walk.deadEndLine() == null && walk.worst() * 52 < 4) {
            out.add(String.format("too restrictive at times: at worst only %d of the 52 faces are accepted",
                    Math.round(walk.worst() * 52)));
        }
        if (features.ifs > 0) {
            out.add("exception: the rule changes with a condition (if ... then ...); Golden advises avoiding "
                    + "exceptions, which make rules much harder to find");
        }
        for (Expr wild : features.wildCards) {
            out.add("wild card: '" + eleusis.rules.text.Canonical.print(wild)
                    + "' lets a few cards through whatever was played; Golden advises against wild cards");
        }
        if (rule.lookback() >= 3) {
            out.add("looks " + rule.lookback() + " cards back: students rarely think beyond the last two cards");
        }
        if (average > 0 && !features.readsTheCard) {
            out.add("the rule never looks at the card being judged, so every card gets the same verdict");
        }
        return out;
    }

    /** Counts of the constructs that make a rule harder to find. */
    static final class Features {
        int tests;
        int ifs;
        int arithmetic;
        boolean readsTheCard;
        final List<Expr> wildCards = new ArrayList<>();

        static Features of(Expr root) {
            Features f = new Features();
            f.walk(root);
            return f;
        }

        private void walk(Expr e) {
            if (e instanceof Expr.Compare || e instanceof Expr.In || e instanceof Expr.Is) tests++;
            if (e instanceof Expr.If) ifs++;
            if (e instanceof Expr.Arith || e instanceof Expr.Abs) arithmetic++;
            if (e instanceof Expr.CardRef r && r.back() == 0) readsTheCard = true;
            if (e instanceof Expr.Or) {
                List<Expr> sides = new ArrayList<>();
                disjuncts(e, sides);
                if (sides.stream().anyMatch(Features::readsTheLine)) {
                    for (Expr side : sides) if (!readsTheLine(side)) wildCard(side);
                }
                for (Expr side : sides) walk(side);
                return;
            }
            for (Expr c : Children.of(e)) walk(c);
        }

        private static void disjuncts(Expr e, List<Expr> out) {
            if (e instanceof Expr.Or or) {
                disjuncts(or.left(), out);
                disjuncts(or.right(), out);
            } else {
                out.add(e);
            }
        }

        /** A test on the judged card alone that lets at most 8 faces through, whatever was played. */
        private void wildCard(Expr side) {
            int accepted = 0;
            for (Card c : Card.deck()) {
                if (Boolean.TRUE.equals(Interpreter.evaluate(side, List.of(), c))) accepted++;
            }
            if (accepted > 0 && accepted <= 8) wildCards.add(side);
        }

        /** Whether the expression reads a mainline card or the position. */
        static boolean readsTheLine(Expr e) {
            if (e instanceof Expr.CardRef r) return r.back() > 0;
            if (e instanceof Expr.Position) return true;
            for (Expr c : Children.of(e)) if (readsTheLine(c)) return true;
            return false;
        }
    }
}
