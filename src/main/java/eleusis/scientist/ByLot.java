package eleusis.scientist;

import java.util.Random;

/**
 * The computer player the tables had before the scientist: a card drawn by lot from the hand, and
 * no guess ever. The contrast in the bench.
 */
public final class ByLot implements Player {
    private final Random random;

    /** Its lot comes from its own seed, never the table's. */
    public ByLot(long lot) {
        this.random = new Random(lot);
    }

    @Override
    public Move play(View view) {
        return new Move(view.hand().get(random.nextInt(view.hand().size())), "drawn by lot");
    }

    @Override
    public Thought think(View view) {
        return new Thought(-1, null, null);
    }
}
