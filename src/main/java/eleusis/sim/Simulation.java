package eleusis.sim;

import eleusis.game.Game;
import eleusis.game.GameEvent;
import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.express.ExpressGame;
import eleusis.game.express.ExpressSettings;
import eleusis.rules.Rule;
import java.util.List;
import java.util.function.Consumer;

/** Plays whole games with computer players, seeded, reporting every event as it happens. */
public final class Simulation {
    /** A bound on actions, so that a broken game can never run forever. */
    static final int MAX_ACTIONS = 1_000_000;

    /** Guesses the Express bots try besides the secret rule. */
    static final List<String> HYPOTHESES = List.of(
            "card.color != last.color", "card is red", "card.suit == last.suit or card.rank == last.rank",
            "card.rank > last.rank", "card is even", "card.suit != last.suit");

    private Simulation() {}

    public static EleusisGame eleusis(int players, int rounds, long seed, Rule rule, Consumer<GameEvent> out) {
        EleusisGame g = EleusisGame.start(EleusisSettings.standard(players, new Judge.ByRule(rule)).withRounds(rounds), seed);
        g.log().forEach(out);
        EleusisBot bot = new EleusisBot(seed * 31 + 7, rule);
        playOut(g, seat -> bot.act(g, seat), out);
        return g;
    }

    public static ExpressGame express(int players, int rounds, long seed, Rule rule, Consumer<GameEvent> out) {
        ExpressGame g = ExpressGame.start(ExpressSettings.standard(players, new Judge.ByRule(rule)).withRounds(rounds), seed);
        g.log().forEach(out);
        List<String> guesses = new java.util.ArrayList<>(HYPOTHESES);
        guesses.add(rule.source());
        ExpressBot bot = new ExpressBot(seed * 31 + 7, guesses);
        playOut(g, seat -> bot.act(g, seat), out);
        return g;
    }

    /** Lets the bot act for whichever seat the game waits for, until the game ends. */
    private static <A> void playOut(Game<A> g, java.util.function.IntFunction<A> bot, Consumer<GameEvent> out) {
        for (int n = 0; !g.over(); n++) {
            if (n == MAX_ACTIONS) throw new IllegalStateException("the game did not end within " + MAX_ACTIONS + " actions");
            int seat = g.waitingFor().get(0);
            A a = bot.apply(seat);
            Outcome o = g.apply(seat, a);
            if (!(o instanceof Outcome.Applied applied)) throw new IllegalStateException("bot action refused: " + a + " " + o);
            applied.events().forEach(out);
        }
    }
}
