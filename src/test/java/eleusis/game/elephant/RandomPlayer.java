package eleusis.game.elephant;

import java.util.List;
import java.util.SplittableRandom;

/** The baseline: any legal action, uniformly. */
final class RandomPlayer {
    private final SplittableRandom random;

    RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    ElephantAction act(ElephantGame g, int seat) {
        List<ElephantAction> legal = g.legalActions(seat);
        return legal.get(random.nextInt(legal.size()));
    }
}
