package eleusis.game;

import java.util.List;

/** The one replay loop: a game is its settings, seed and actions, so applying them again rebuilds it. */
public final class Replay {
    private Replay() {}

    /**
     * Applies every recorded action to the freshly dealt game, in order, as recorded: what the game
     * recorded with an action (a guess's judgement) is read back, not worked out again.
     *
     * @throws IllegalStateException when a recorded action is refused (the record does not belong to this game)
     */
    public static <A, G extends Game<A>> G apply(G game, List<Recorded<A>> actions) {
        for (Recorded<A> r : actions) {
            Outcome o = game.applyRecorded(r.seat(), r.action());
            if (!o.applied()) throw new IllegalStateException("recorded action refused on replay: " + r + " " + o);
        }
        return game;
    }
}
