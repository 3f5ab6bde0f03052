package eleusis.sim;

import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.elementa.ElementaAction;
import eleusis.game.elementa.ElementaBot;
import eleusis.game.elementa.ElementaGame;
import eleusis.game.elementa.ElementaSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Plays a whole game of Elementa with four computer players, seeded, reporting every event. */
public final class ElementaSimulation {
    /** A bound on actions: a game lays every card of the deck once, so a broken game stops here. */
    static final int MAX_ACTIONS = 1_000;

    private ElementaSimulation() {}

    public static ElementaGame play(int players, long seed, Consumer<GameEvent> out) {
        if (players != ElementaGame.PLAYERS) {
            throw new IllegalArgumentException("Elementa is played by exactly 4 players (two partnerships); --players "
                    + players + " cannot be simulated");
        }
        ElementaGame g = ElementaGame.start(ElementaSettings.standard(players), seed);
        g.log().forEach(out);
        List<ElementaBot> bots = new ArrayList<>();
        for (int s = 0; s < players; s++) bots.add(new ElementaBot(seed * 31 + 7 + s));
        for (int n = 0; !g.over(); n++) {
            if (n == MAX_ACTIONS) throw new IllegalStateException("the game did not end within " + MAX_ACTIONS + " actions");
            int seat = g.waitingFor().get(0);
            ElementaAction a = bots.get(seat).act(g, seat);
            Outcome o = g.apply(seat, a);
            if (!(o instanceof Outcome.Applied applied)) throw new IllegalStateException("bot action refused: " + a + " " + o);
            applied.events().forEach(out);
        }
        return g;
    }
}
