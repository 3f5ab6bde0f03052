package eleusis.store;

import eleusis.game.Game;
import eleusis.game.Viewer;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisView;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressView;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The computer standing in for an absent student at an Eleusis or Express table, when the teacher
 * asks for it: it plays a card from the seat's hand, drawn by lot, and ends its turn; it never
 * guesses, never declares no play and never becomes the prophet. A table does not wait for a
 * student who is not there, and its plays are evidence like anyone's. It reads only the seat's view.
 */
final class StandIns {
    private StandIns() {}

    static EleusisAction eleusis(Game<EleusisAction> g, int seat, long seed) {
        return move(g, seat, seed, v -> ((EleusisView) v).hand() == null ? List.of()
                        : ((EleusisView) v).hand().stream().map(EleusisView.CardView::id).toList(),
                card -> new EleusisAction.Play(List.of(card)), new EleusisAction.EndTurn());
    }

    static ExpressAction express(Game<ExpressAction> g, int seat, long seed) {
        return move(g, seat, seed, v -> ((ExpressView) v).hand() == null ? List.of()
                        : ((ExpressView) v).hand().stream().map(ExpressView.CardView::id).toList(),
                ExpressAction.Play::new, new ExpressAction.EndTurn());
    }

    /** The stand-in's move, or null when the seat has nothing it would do (the game waits for a person). */
    private static <A> A move(Game<A> g, int seat, long seed, Function<Object, List<Integer>> handOf,
                              IntFunction<A> play, A endTurn) {
        List<String> allowed = g.allowed(seat);
        if (allowed.contains("play")) {
            List<Integer> hand = handOf.apply(g.view(new Viewer.Player(seat)));
            if (!hand.isEmpty()) return play.apply(hand.get(new SplittableRandom(seed).nextInt(hand.size())));
        }
        return allowed.contains("end_turn") ? endTurn : null;
    }
}
