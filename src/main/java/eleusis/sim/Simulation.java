package eleusis.sim;

import eleusis.game.Game;
import eleusis.game.GameEvent;
import eleusis.game.GameType;
import eleusis.game.Outcome;
import java.util.function.Consumer;

/**
 * Plays whole games with each game's simulated players (from the catalogue), seeded, reporting
 * every event as it happens: one loop for every game.
 */
public final class Simulation {
    /** A bound on actions, so that a broken game can never run forever. */
    static final int MAX_ACTIONS = 1_000_000;

    private Simulation() {}

    /**
     * Deals the game and lets its simulated players act for whichever seat it waits for, until it ends.
     *
     * @throws IllegalArgumentException when the game cannot start with these settings
     * @throws IllegalStateException when a simulated player's action is refused, or the game does not end
     */
    public static <S, A> Game<A> play(GameType<S, A> type, S settings, long seed, Consumer<GameEvent> out) {
        Game<A> g = type.start(settings, seed);
        g.log().forEach(out);
        GameType.SimulatedPlayers<A> players = type.simulation(settings, seed);
        for (int n = 0; !g.over(); n++) {
            if (n == MAX_ACTIONS) throw new IllegalStateException("the game did not end within " + MAX_ACTIONS + " actions");
            int seat = g.waitingFor().get(0);
            A a = players.act(g, seat);
            Outcome o = g.apply(seat, a);
            if (!(o instanceof Outcome.Applied applied)) {
                throw new IllegalStateException("the simulated player of seat " + seat + " tried a refused action " + a + ": " + o);
            }
            applied.events().forEach(out);
        }
        return g;
    }
}
