package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

/**
 * Games played to their end by computer players, for the tests that weigh a bot against others:
 * every move must be taken, and a game that does not end within so many moves fails.
 */
public final class BotMatches {
    private BotMatches() {}

    /** The move of whoever plays the seat the game waits for. */
    @FunctionalInterface
    public interface Players<G, A> {
        A act(G game, int seat);
    }

    /** Plays the game to its end; returns it. {@code name} names it in a failure ("game 12"). */
    public static <A, G extends Game<A>> G playOut(G game, int maxMoves, String name, Players<G, A> players) {
        for (int step = 0; !game.over(); step++) {
            assertTrue(step < maxMoves, name + " did not end");
            int seat = game.waitingFor().get(0);
            A a = players.act(game, seat);
            Outcome o = game.apply(seat, a);
            assertTrue(o.applied(), () -> "refused: " + a + " " + o);
        }
        return game;
    }

    /**
     * The seat's share of the win: a shared win counts as a share, so that a player as strong as the
     * others wins exactly 1/N of the games; below the top score, none.
     */
    public static double winShare(Map<Integer, Integer> totals, int seat) {
        int top = totals.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        long winners = totals.values().stream().filter(x -> x == top).count();
        return totals.get(seat) == top ? 1.0 / winners : 0;
    }
}
