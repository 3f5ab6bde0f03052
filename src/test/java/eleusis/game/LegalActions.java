package eleusis.game;

import static org.junit.jupiter.api.Assertions.fail;

/** Checks that what {@link Game#legalActions} lists is legal. */
public final class LegalActions {
    private LegalActions() {}

    /**
     * Applies every legal action of every seat, each on its own copy of the game replayed from its
     * history (the game itself is left as it is); fails naming the first one refused. Returns how many.
     */
    public static <S, A> int eachApplies(GameType<S, A> type, S settings, Game<A> g, String where) {
        int applied = 0;
        for (int seat = 0; seat < g.players(); seat++) {
            for (A a : g.legalActions(seat)) {
                Outcome o = type.replay(settings, g.seed(), g.history()).apply(seat, a);
                if (o instanceof Outcome.Refused r) fail(where + ": seat " + seat + "'s legal action " + a + " was refused: " + r.refusal());
                applied++;
            }
        }
        return applied;
    }
}
