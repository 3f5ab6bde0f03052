package eleusis.bench;

import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.Table;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressGame;
import eleusis.game.express.ExpressPhase;
import eleusis.game.express.ExpressSettings;
import eleusis.rules.Rule;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * A class table of Eleusis Express whose students make heavy guesses: the secret rule is "card is
 * red", and after each right card the player guesses {@link #HEAVY}, a rule equivalent to it however
 * many decks the round shuffles in (ranks are at least 1; with a card missing the guess is unknown,
 * which accepts a red card and still rejects a black one) that reads the rank and suit of the judged
 * card and three cards back, and the colour four back: the symmetry of whole faces cannot shrink that,
 * so the exact check tries every one of its 22,078,212 cases (74% of {@link ExpressGame#MAX_GUESS_CASES})
 * before saying "right". Each such guess ends a round; the next round starts and the next right card
 * is followed by the next heavy guess. Used by {@link RestartBench} and by the tests of recorded judgements.
 */
public final class HeavyGuesses {
    public static final String SECRET = "card is red";
    public static final String HEAVY = "card is red and (card.rank + last.rank + last(2).rank + last(3).rank > 0"
            + " or card is hearts or last is hearts or last(2) is hearts or last(3) is hearts or last(4) is red)";

    private HeavyGuesses() {}

    /** The house deals every round; {@code guesses} rounds, each ended by one heavy guess. */
    public static ExpressSettings settings(int guesses) {
        return ExpressSettings.standard(4, new Judge.ByRule(Rule.compile(SECRET).rule())).withRounds(guesses)
                .withDealerRotates(false);
    }

    /**
     * Plays the game to its end through {@code apply} (the engine, or a stored table): each player
     * plays a red card when they hold one (else no play), guesses {@link #HEAVY} after it, and the
     * house starts the next round.
     *
     * @param game reads the game as it is now
     * @return the number of heavy guesses made
     */
    public static int play(Supplier<ExpressGame> game, BiFunction<Integer, ExpressAction, Outcome> apply) {
        return play(game, apply, HEAVY);
    }

    /** As {@link #play(Supplier, BiFunction)}, each guess being {@code guess}. */
    public static int play(Supplier<ExpressGame> game, BiFunction<Integer, ExpressAction, Outcome> apply, String guess) {
        Rule secret = Rule.compile(SECRET).rule();
        int guesses = 0;
        for (int step = 0; step < 10_000; step++) {
            ExpressGame g = game.get();
            if (g.over()) return guesses;
            ExpressAction a;
            int seat = g.waitingFor().get(0);
            if (g.phase() == ExpressPhase.PLAY) {
                a = new ExpressAction.NoPlay();
                for (int id : g.table().hand(seat)) {
                    if (secret.accepts(g.table().mainlineFaces(), g.table().mainlineLength(), Table.face(id))) {
                        a = new ExpressAction.Play(id);
                        break;
                    }
                }
            } else if (g.phase() == ExpressPhase.AFTER_PLAY) {
                a = new ExpressAction.Guess(guess, false);
                guesses++;
            } else if (g.phase() == ExpressPhase.ROUND_OVER) {
                a = new ExpressAction.NextRound();
            } else {
                throw new IllegalStateException("a game judged by rule waits for no verdict: " + g.phase());
            }
            Outcome o = apply.apply(seat, a);
            if (!o.applied()) throw new IllegalStateException("refused: seat " + seat + " " + a + ": " + o);
        }
        throw new IllegalStateException("no end after 10000 actions");
    }
}
