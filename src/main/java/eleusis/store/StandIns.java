package eleusis.store;

import eleusis.game.Game;
import eleusis.game.Viewer;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisView;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressView;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The computer standing in for an absent student at an Eleusis or Express table, when the teacher
 * asks for it: it plays a card from the seat's hand, drawn by lot, and ends its turn; it never
 * guesses, never declares no play and never becomes the prophet. A table does not wait for a
 * student who is not there, and its plays are evidence like anyone's. It reads only the seat's view.
 */
final class StandIns {
    private StandIns() {}

    /** The stand-in's move, or null when the seat has nothing it would do (the game waits for a person). */
    static EleusisAction eleusis(Game<EleusisAction> g, int seat, long seed) {
        List<String> allowed = g.allowed(seat);
        if (allowed.contains("play")) {
            EleusisView v = (EleusisView) g.view(new Viewer.Player(seat));
            if (v.hand() != null && !v.hand().isEmpty()) {
                return new EleusisAction.Play(List.of(v.hand().get(new SplittableRandom(seed).nextInt(v.hand().size())).id()));
            }
        }
        return allowed.contains("end_turn") ? new EleusisAction.EndTurn() : null;
    }

    /** As {@link #eleusis}, for Eleusis Express. */
    static ExpressAction express(Game<ExpressAction> g, int seat, long seed) {
        List<String> allowed = g.allowed(seat);
        if (allowed.contains("play")) {
            ExpressView v = (ExpressView) g.view(new Viewer.Player(seat));
            if (v.hand() != null && !v.hand().isEmpty()) {
                return new ExpressAction.Play(v.hand().get(new SplittableRandom(seed).nextInt(v.hand().size())).id());
            }
        }
        return allowed.contains("end_turn") ? new ExpressAction.EndTurn() : null;
    }

    /** A seed of its own for every move, so a replayed game makes the same moves. */
    static long seed(Game<?> g, int seat) {
        return g.seed() * 1_000_003L + g.history().size() * 31L + seat;
    }
}
