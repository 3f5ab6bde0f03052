package eleusis.game.elephant;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A simple greedy player, the baseline the computer player must match. Every decision takes the
 * legal action with the best immediate gain, measured by the points of the player's porcelain (the
 * sum of its values, what the column "all" would score now):
 * <ul>
 *   <li>a turn: buying gains the value of the card bought, taking an elephant loses what it breaks
 *     (at the best choice of loss), a push gains nothing; so it buys the most valuable card whenever
 *     it has money, and otherwise takes the elephant that breaks least, or pushes instead of one that
 *     breaks something, when the rules let it;</li>
 *   <li>a loss to choose: the cards worth least;</li>
 *   <li>a scoring: the unused column worth most now (the colour worth most for "one colour").</li>
 * </ul>
 * Equal gains are broken by lot, from the seed. It reads only what every player sees.
 */
final class GreedyPlayer {
    private final SplittableRandom random;

    GreedyPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    ElephantAction act(ElephantGame g, int seat) {
        List<ElephantAction> legal = g.legalActions(seat);
        if (legal.isEmpty()) throw new IllegalStateException("seat " + seat + " cannot act now");
        List<Porcelain> mine = g.porcelainOf(seat);
        if (legal.get(0) instanceof ElephantAction.Score) {
            return ElephantGame.bestScoring(mine, g.unusedScorings(seat));
        }
        List<ElephantAction> best = new ArrayList<>();
        int bestGain = Integer.MIN_VALUE;
        for (ElephantAction a : legal) {
            int gain = gain(a, mine);
            if (gain > bestGain) {
                bestGain = gain;
                best.clear();
            }
            if (gain == bestGain) best.add(a);
        }
        return best.get(random.nextInt(best.size()));
    }

    /** The change in the points of the player's porcelain that the action makes at once. */
    static int gain(ElephantAction a, List<Porcelain> mine) {
        if (a instanceof ElephantAction.Buy b) return ElephantCards.porcelain(b.card()).value();
        if (a instanceof ElephantAction.TakeElephant t) {
            int least = Integer.MAX_VALUE;
            for (List<Integer> lost : Loss.of(ElephantCards.elephant(t.elephant()), mine).choices()) least = Math.min(least, value(lost));
            return -least;
        }
        if (a instanceof ElephantAction.Lose l) return -value(l.cards());
        return 0;
    }

    private static int value(List<Integer> ids) {
        return ids.stream().mapToInt(id -> ElephantCards.porcelain(id).value()).sum();
    }
}
