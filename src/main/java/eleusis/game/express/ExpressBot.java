package eleusis.game.express;

import eleusis.game.Viewer;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A simple computer player for Eleusis Express, acting only on its own view: random cards, a
 * no-play now and then, and after a correct play now and then a guess in the rule language, from a
 * list of hypotheses that holds the secret rule among others. Between rounds it starts the next one
 * with the settings' judge; it never ends a round early (a teacher's decision).
 */
public final class ExpressBot {
    /** Guesses the simulated players try besides the secret rule. */
    public static final List<String> HYPOTHESES = List.of(
            "card.color != last.color", "card is red", "card.suit == last.suit or card.rank == last.rank",
            "card.rank > last.rank", "card is even", "card.suit != last.suit");

    private final SplittableRandom random;
    private final List<String> hypotheses;

    public ExpressBot(long seed, List<String> hypotheses) {
        this.random = new SplittableRandom(seed);
        this.hypotheses = List.copyOf(hypotheses);
    }

    public ExpressAction act(ExpressGame g, int seat) {
        ExpressView v = g.view(new Viewer.Player(seat));
        List<String> allowed = v.allowed();
        if (allowed.contains("play")) {
            if (random.nextInt(12) == 0) return new ExpressAction.NoPlay();
            return new ExpressAction.Play(v.hand().get(random.nextInt(v.hand().size())).id());
        }
        if (allowed.contains("guess")) {
            if (random.nextInt(6) == 0) {
                return new ExpressAction.Guess(hypotheses.get(random.nextInt(hypotheses.size())), false);
            }
            return new ExpressAction.EndTurn();
        }
        if (allowed.contains("next_round")) return new ExpressAction.NextRound();
        throw new IllegalStateException("a bot cannot act now: " + v.phase());
    }
}
