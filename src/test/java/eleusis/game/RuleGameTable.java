package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.function.LongFunction;
import java.util.function.Predicate;

/**
 * A rule game (Eleusis, Eleusis Express) driven by a test script. The deals are random, so a script
 * that needs certain cards asks for a seed whose deal has them ({@link #firstDealt}); most scripts
 * use rules whose verdicts do not depend on the cards at all ("true", "position == 1").
 *
 * @param <A> the game's action type
 * @param <G> its game
 * @param <V> its view
 */
public abstract class RuleGameTable<A, G extends Game<A>, V extends GameView> extends ScriptedTable<A, G> {
    protected RuleGameTable(G g, GameContract<?, A, G> contract) {
        super(g, contract);
    }

    /** A test's secret rule, which must compile. */
    public static Rule rule(String text) {
        RuleResult r = Rule.compile(text);
        assertTrue(r.ok(), () -> "test rule does not compile: " + r.report());
        return r.rule();
    }

    /** The first table (seeds 1 to 20,000) whose game, as dealt, has what the script needs. */
    protected static <T> T firstDealt(String what, LongFunction<T> dealt, Predicate<T> wanted) {
        for (long seed = 1; seed <= 20_000; seed++) {
            T t = dealt.apply(seed);
            if (wanted.test(t)) return t;
        }
        fail("no seed up to 20000 deals " + what);
        return null;
    }

    public static Card face(int id) {
        return Table.face(id);
    }

    @SuppressWarnings("unchecked") // the game's own view
    public final V view(int seat) {
        return (V) g.view(new Viewer.Player(seat));
    }

    @SuppressWarnings("unchecked")
    public final V spectator() {
        return (V) g.view(new Viewer.Spectator());
    }
}
