package eleusis.sim;

import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.palmera.PalmeraAction;
import eleusis.game.palmera.PalmeraBot;
import eleusis.game.palmera.PalmeraGame;
import eleusis.game.palmera.PalmeraSettings;
import java.util.function.Consumer;

/** Plays whole games of En la palmera with a bot in each seat, seeded, reporting every event in order. */
public final class PalmeraSimulation {
    /** A round is 26 placements and at most 26 peeks; this bound only catches a broken engine. */
    static final int MAX_ACTIONS = 10_000;

    private PalmeraSimulation() {}

    public static PalmeraGame play(int players, long seed, Consumer<GameEvent> out) {
        if (players != 2) {
            throw new IllegalArgumentException("En la palmera is a game for exactly 2 players; cannot simulate it with " + players);
        }
        PalmeraGame g = PalmeraGame.start(PalmeraSettings.standard(2), seed);
        g.log().forEach(out);
        PalmeraBot[] bots = {new PalmeraBot(seed * 31 + 7), new PalmeraBot(seed * 31 + 8)};
        for (int n = 0; !g.over(); n++) {
            if (n == MAX_ACTIONS) throw new IllegalStateException("the game did not end within " + MAX_ACTIONS + " actions");
            int seat = g.waitingFor().get(0);
            PalmeraAction a = bots[seat].act(g, seat);
            Outcome o = g.apply(seat, a);
            if (!(o instanceof Outcome.Applied applied)) throw new IllegalStateException("bot action refused: " + a + " " + o);
            applied.events().forEach(out);
        }
        return g;
    }
}
