package eleusis.sim;

import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.elephant.ElephantAction;
import eleusis.game.elephant.ElephantBot;
import eleusis.game.elephant.ElephantGame;
import eleusis.game.elephant.ElephantSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** A game of Der Elefant im Porzellanladen played by bots in every seat, every event sent to {@code out}. */
public final class ElephantSimulation {
    /** Far more actions than a game can take (40 buys, about as many elephants, pushes, 4 scorings). */
    static final int MAX_ACTIONS = 2_000;

    private ElephantSimulation() {}

    public static ElephantGame play(int players, long seed, Consumer<GameEvent> out) {
        ElephantGame g = ElephantGame.start(ElephantSettings.standard(players), seed);
        g.log().forEach(out);
        List<ElephantBot> bots = new ArrayList<>();
        for (int s = 0; s < players; s++) bots.add(new ElephantBot(seed * 31 + s));
        for (int step = 0; !g.over(); step++) {
            if (step >= MAX_ACTIONS) throw new IllegalStateException("the game did not end within " + MAX_ACTIONS + " actions");
            int seat = g.waitingFor().get(0);
            ElephantAction a = bots.get(seat).act(g, seat);
            Outcome o = g.apply(seat, a);
            if (!(o instanceof Outcome.Applied applied)) {
                throw new IllegalStateException("the bot of seat " + seat + " tried a refused action " + a + ": " + o);
            }
            applied.events().forEach(out);
        }
        return g;
    }
}
