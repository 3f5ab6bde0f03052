package eleusis.game;

import java.util.List;
import java.util.SplittableRandom;

/** The baseline the computer players of the games are measured against: a uniform choice among the seat's legal actions. */
public final class RandomPlayer<A> {
    private final SplittableRandom random;

    public RandomPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    public A act(Game<A> g, int seat) {
        List<A> legal = g.legalActions(seat);
        return legal.get(random.nextInt(legal.size()));
    }
}
