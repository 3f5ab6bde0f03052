package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.EventJson;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A game is stored as its settings, seed and actions, for every game of the catalogue: the same
 * seed and players always give the same event log, another seed another shuffle, and a record that
 * does not fit the game is refused on replay. (That a replay rebuilds every view, the totals, the
 * log and the cards is checked after every game of {@link CatalogueContractTest}.)
 */
class ReplayTest {
    static List<String> eventLog(List<GameEvent> log) {
        return log.stream().map(EventJson::line).toList();
    }

    private static Stream<DynamicTest> everyGame(String name, java.util.function.Consumer<GameContract<?, ?, ?>> test) {
        return CatalogueContractTest.CONTRACTS.values().stream()
                .map(c -> DynamicTest.dynamicTest(c.type().id() + ": " + name, () -> test.accept(c)));
    }

    @TestFactory
    Stream<DynamicTest> theSameSeedAndPlayersGiveTheSameEventLog() {
        return everyGame("the same game twice", ReplayTest::sameTwice);
    }

    private static <S, A> void sameTwice(GameContract<S, A, ?> c) {
        for (long seed = 7; seed < 7 + 40; seed += 3) {
            Playout<S, A> a = new Playout<>(c, seed);
            Playout<S, A> b = new Playout<>(c, seed);
            int bound = c.maxActions(a.settings());
            while (a.step(bound)) b.step(bound);
            assertTrue(b.game().over(), b.describe());
            assertEquals(eventLog(a.game().log()), eventLog(b.game().log()), a.describe());
            assertEquals(a.game().history(), b.game().history(), a.describe());
        }
    }

    @TestFactory
    Stream<DynamicTest> anotherSeedDealsAnotherGame() {
        return everyGame("another seed", ReplayTest::anotherSeed);
    }

    /** The cards lie otherwise, the hidden piles included. */
    private static <S, A, G extends Game<A>> void anotherSeed(GameContract<S, A, G> c) {
        S settings = c.settings(11);
        assertNotEquals(c.census(c.game(c.type().start(settings, 11))), c.census(c.game(c.type().start(settings, 12))));
    }

    @TestFactory
    Stream<DynamicTest> aHistoryThatDoesNotFitTheGameIsRefusedOnReplay() {
        return everyGame("a history that does not fit", ReplayTest::doesNotFit);
    }

    /** A seat that may not act takes the first legal action of the seat waited for, before the recorded actions. */
    private static <S, A> void doesNotFit(GameContract<S, A, ?> c) {
        Playout<S, A> p = new Playout<>(c, 20);
        Game<A> g = p.game();
        int waited = g.waitingFor().get(0);
        A first = g.legalActions(waited).get(0);
        int idle = -1;
        for (int s = 0; s < g.players() && idle < 0; s++) if (g.allowed(s).isEmpty()) idle = s;
        assertTrue(idle >= 0, p.describe() + ": a seat that may not act at the deal");
        for (int i = 0; i < 5; i++) p.step(c.maxActions(p.settings()));
        List<Recorded<A>> history = new ArrayList<>(g.history());
        history.add(0, new Recorded<>(idle, first));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> c.type().replay(p.settings(), p.seed(), history), p.describe());
        assertTrue(e.getMessage().contains("refused on replay"), e.getMessage());
    }
}
