package eleusis.game;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The computer standing in for an absent student at an Eleusis or Express table, when the teacher
 * asks for it: it plays a card from the seat's hand, drawn by lot, and ends its turn; it never
 * guesses, never declares no play and never becomes the prophet. A table does not wait for a
 * student who is not there, and its plays are evidence like anyone's. It reads only the seat's view.
 *
 * @param <A> the game's action type
 */
public final class StandIn<A> implements ComputerPlayer<A> {
    private final Function<GameView, List<Integer>> handOf;
    private final IntFunction<A> play;
    private final A endTurn;

    /**
     * @param handOf  the card ids of the seat's hand in its view (empty when the view shows none)
     * @param play    the action that plays one card
     * @param endTurn the action that ends the turn
     */
    public StandIn(Function<GameView, List<Integer>> handOf, IntFunction<A> play, A endTurn) {
        this.handOf = handOf;
        this.play = play;
        this.endTurn = endTurn;
    }

    @Override
    public A move(Game<A> g, int seat, long seed) {
        List<String> allowed = g.allowed(seat);
        if (allowed.contains("play")) {
            List<Integer> hand = handOf.apply(g.view(new Viewer.Player(seat)));
            if (!hand.isEmpty()) return play.apply(hand.get(new SplittableRandom(seed).nextInt(hand.size())));
        }
        return allowed.contains("end_turn") ? endTurn : null;
    }
}
