package eleusis.game;

/**
 * A computer player of one game: the move it makes for a seat the game waits for, decided from
 * that seat's own view. The seed is the move's own ({@link #moveSeed}), so a replayed game makes
 * the same moves. A player holds no memory between moves, but for the machine scientist, which
 * keeps what it took in of a seat's round only to spare taking it in again ({@link ScientistMemo}).
 *
 * @param <A> the game's action type
 */
@FunctionalInterface
public interface ComputerPlayer<A> {
    /** The seat's move, or null when it has none to make (a person must act). */
    A move(Game<A> game, int seat, long seed);

    /**
     * The move in two steps: a quick look at the seat's view (made on the table's turn), then the
     * deciding, which may take a while, run by the supplier off the turn. The game may
     * have moved on by then: the caller applies the move only if it has not. By default the whole
     * move is made in the first step.
     */
    default java.util.function.Supplier<A> plan(Game<A> game, int seat, long seed) {
        A move = move(game, seat, seed);
        return () -> move;
    }

    /** A seed of its own for every computer move: the game's seed, how far it has gone, the seat. */
    static long moveSeed(Game<?> g, int seat) {
        return g.seed() * 1_000_003L + g.history().size() * 31L + seat;
    }
}
