package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressGame;
import eleusis.game.EventJson;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A game is stored as its settings, seed and actions: replaying them must rebuild it exactly, at
 * any point, every view and the totals alike; and the same seed and actions always give the same
 * event log. The games are those of the contract test (bots, random actions, judged by hand).
 */
class ReplayTest {
    static final int SEEDS_PER_GROUP = 30;

    static List<String> eventLog(List<GameEvent> log) {
        return log.stream().map(EventJson::line).toList();
    }

    /**
     * Everything a replay must give back: every view as JSON, the totals, the history, the event
     * log, and where every card is (the order of the stock included, which no view shows).
     */
    record Observed(List<String> views, Object totals, int history, List<String> events, List<Integer> cards, boolean over) {
        static Observed of(Game<?> g, Table table, List<GameEvent> log) {
            return new Observed(Views.all(g), g.totals(), g.history().size(), eventLog(log), table.everyCard(), g.over());
        }
    }

    private static Observed replayEleusis(EleusisRun run) {
        EleusisGame g = run.game();
        EleusisGame copy = EleusisGame.replay(g.settings(), g.seed(), new ArrayList<>(g.history()));
        return Observed.of(copy, copy.table(), copy.log());
    }

    private static Observed replayExpress(ExpressRun run) {
        ExpressGame g = run.game();
        ExpressGame copy = ExpressGame.replay(g.settings(), g.seed(), new ArrayList<>(g.history()));
        return Observed.of(copy, copy.table(), copy.log());
    }

    /** Plays the game to its end, replaying the history at a few points on the way and at the end. */
    private static <R extends ContractRun<?>> void replayed(R run, Function<R, Observed> replay, Function<R, Observed> observe) {
        int n = 0;
        while (run.step()) {
            if (++n % 37 == 0) assertEquals(observe.apply(run), replay.apply(run), run.describe() + ", after " + n + " actions");
        }
        Observed end = observe.apply(run);
        assertTrue(end.over());
        assertEquals(end, replay.apply(run), run.describe() + ", at the end");
    }

    interface Replayed {
        void check(int players, long seed);
    }

    private static Stream<DynamicTest> groups(String name, Replayed game) {
        return Stream.of(3, 4, 5, 6, 7, 8).map(players -> {
            long first = players * 100_000L + 50_000;
            return DynamicTest.dynamicTest(name + ", " + players + " players, seeds " + first + ".." + (first + SEEDS_PER_GROUP - 1), () -> {
                LongStream.range(first, first + SEEDS_PER_GROUP).parallel().forEach(seed -> game.check(players, seed));
            });
        });
    }

    @TestFactory
    Stream<DynamicTest> eleusisReplays() {
        return groups("eleusis", (players, seed) -> replayed(ContractTest.eleusis(players, seed),
                ReplayTest::replayEleusis, r -> Observed.of(r.game(), r.game().table(), r.game().log())));
    }

    @TestFactory
    Stream<DynamicTest> expressReplays() {
        return groups("express", (players, seed) -> replayed(ContractTest.express(players, seed),
                ReplayTest::replayExpress, r -> Observed.of(r.game(), r.game().table(), r.game().log())));
    }

    @Test
    void theSameSeedAndActionsGiveTheSameEventLog() {
        for (int players = 3; players <= 8; players++) {
            for (long seed = 7; seed < 7 + 60; seed += 6) {
                EleusisRun a = ContractTest.eleusis(players, seed), b = ContractTest.eleusis(players, seed);
                while (a.step()) b.step();
                assertTrue(b.game().over());
                assertEquals(eventLog(a.game().log()), eventLog(b.game().log()), a.describe());
                assertEquals(a.game().history(), b.game().history(), a.describe());

                ExpressRun x = ContractTest.express(players, seed), y = ContractTest.express(players, seed);
                while (x.step()) y.step();
                assertTrue(y.game().over());
                assertEquals(eventLog(x.game().log()), eventLog(y.game().log()), x.describe());
                assertEquals(x.game().history(), y.game().history(), x.describe());
            }
        }
    }

    @Test
    void anotherSeedDealsAnotherGame() {
        EleusisRun a = ContractTest.eleusis(5, 11), b = ContractTest.eleusis(5, 12);
        assertTrue(!eventLog(a.game().log()).equals(eventLog(b.game().log())));
    }

    @Test
    void aHistoryThatDoesNotFitTheGameIsRefusedOnReplay() {
        EleusisRun run = ContractTest.eleusis(4, 20);
        for (int i = 0; i < 5; i++) run.step();
        List<Recorded<EleusisAction>> history = new ArrayList<>(run.game().history());
        history.add(0, new Recorded<>(0, new EleusisAction.NoPlay()));
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> EleusisGame.replay(run.game().settings(), run.game().seed(), history));
        assertTrue(e.getMessage().contains("refused on replay"), e.getMessage());

        ExpressRun x = ContractTest.express(4, 20);
        List<Recorded<ExpressAction>> wrong = List.of(new Recorded<>(0, new ExpressAction.EndTurn()));
        assertThrows(IllegalStateException.class, () -> ExpressGame.replay(x.game().settings(), x.game().seed(), wrong));
    }
}
