package eleusis.game.palmera;

import java.util.List;
import java.util.SplittableRandom;

/** The baseline: a uniform choice among the seat's legal actions. */
final class PalmeraRandomPlayer {
    private final SplittableRandom random;

    PalmeraRandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    PalmeraAction act(PalmeraGame g, int seat) {
        List<PalmeraAction> legal = g.legalActions(seat);
        return legal.get(random.nextInt(legal.size()));
    }
}
