package eleusis.live;

import static eleusis.live.LiveTable.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.Game;
import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisBot;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.eleusis.EleusisType;
import eleusis.rules.Rule;
import eleusis.store.Database;
import eleusis.store.StoreException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * One owner per table: whoever moves (a student's socket, the teacher's console, a computer seat,
 * another server whose actions are caught up from the log), the table's moves are applied one at a
 * time, stored, and only then shown, to every screen in one order; nobody reads a move before it
 * is stored, and a move whose commit fails is shown to nobody and leaves the game as it was.
 */
@Timeout(120)
class LiveTableTest {
    private static final Rule ALTERNATE = Rule.compile("card.color != last.color").rule();
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dataDir;
    private Database db;
    private LiveTables games;
    private Screens screens;
    private long sessionId;

    /** What a screen was shown when told of a move: the game's history as it read it, and what the log held then. */
    private record Shown(List<String> history, int stored) {}

    /** The screens of every table: each time they are told, they read the game and the log, as the web's broadcast does. */
    private final class Screens implements TableScreens {
        final List<Shown> shown = Collections.synchronizedList(new ArrayList<>());
        final AtomicInteger inside = new AtomicInteger();
        final AtomicBoolean overlapped = new AtomicBoolean();

        @Override
        public void moved(LiveTable<?, ?> table) {
            if (inside.incrementAndGet() > 1) overlapped.set(true);
            try {
                List<String> history = table.read(LiveTableTest::history);
                shown.add(new Shown(history, db.actionLog().lastSeq(table.tableId())));
            } finally {
                inside.decrementAndGet();
            }
        }

        int count() {
            return shown.size();
        }

        Shown last() {
            return shown.get(shown.size() - 1);
        }
    }

    @BeforeEach
    void open() {
        db = Database.open(dataDir, null);
        games = new LiveTables(db);
        screens = new Screens();
        games.showOn(screens);
        long teacher = db.teachers().create("ada@school.org", "Ada", "analytical engine").id();
        sessionId = db.classSessions().create(teacher, "Period 3", "eleusis").id();
    }

    @AfterEach
    void close() {
        games.close();
        db.close();
    }

    private LiveTable<EleusisSettings, EleusisAction> eleusis(int rounds, long seed) {
        return games.create(EleusisType.TYPE, sessionId, "Eleusis " + seed,
                EleusisSettings.standard(4, new Judge.ByRule(ALTERNATE)).withRounds(rounds), seed);
    }

    private static List<String> history(Game<?> g) {
        return g.history().stream().map(r -> r.seat() + " " + r.action()).toList();
    }

    /** The seat the game waits for, and a bot's action for it, read together on the table's turn; null when over. */
    private static Map.Entry<Integer, EleusisAction> next(LiveTable<?, ?> table, EleusisBot bot) {
        return table.read(g -> g.over() || g.waitingFor().isEmpty() ? null
                : Map.entry(g.waitingFor().get(0), bot.act((EleusisGame) g, g.waitingFor().get(0))));
    }

    @Test
    void movesFromEveryoneAreStoredThenShownToTheScreensInOneOrder() throws Exception {
        LiveTable<EleusisSettings, EleusisAction> table = eleusis(2, 17);
        long id = table.tableId();
        // Another server on the same database: its own live table for the same game, whose actions this one catches up.
        LiveTables otherServer = new LiveTables(db);
        LiveTable<?, ?> there = otherServer.get(id);
        int target = 150;
        AtomicBoolean done = new AtomicBoolean();
        Map<String, AtomicInteger> applied = new ConcurrentHashMap<>();
        List<String> wrongReads = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(7);
        List<Future<?>> workers = new ArrayList<>();
        try {
            // Seat 0 by the teacher's controls (JSON text), seats 1 and 2 by students' sockets (parsed JSON), seat 3
            // by the computer (planned off the turn), any seat now and then by the other server.
            workers.add(pool.submit(() -> mover(table, "teacher", 0, 101, done, applied,
                    (seat, a) -> table.submitJson(seat, EleusisType.TYPE.encode(a)))));
            for (int seat = 1; seat <= 2; seat++) {
                int s = seat;
                workers.add(pool.submit(() -> mover(table, "student", s, 200 + s, done, applied,
                        (x, a) -> table.submitJson(x, JSON.readTree(EleusisType.TYPE.encode(a))))));
            }
            workers.add(pool.submit(() -> {
                while (!done.get()) {
                    LiveTable.Planned<EleusisAction> planned = table.planComputer(3, false);
                    if (planned != null && Boolean.TRUE.equals(applied(await(table.submitPlanned(planned))))) {
                        applied.computeIfAbsent("computer", k -> new AtomicInteger()).incrementAndGet();
                    }
                    Thread.sleep(2);
                }
                return null;
            }));
            workers.add(pool.submit(() -> {
                EleusisBot bot = new EleusisBot(400, ALTERNATE);
                while (!done.get()) {
                    await(there.catchUp());
                    @SuppressWarnings("unchecked")
                    LiveTable<EleusisSettings, EleusisAction> t = (LiveTable<EleusisSettings, EleusisAction>) there;
                    Map.Entry<Integer, EleusisAction> n = next(t, bot);
                    if (n != null && await(t.submit(n.getKey(), n.getValue())).applied()) {
                        applied.computeIfAbsent("other server", k -> new AtomicInteger()).incrementAndGet();
                    }
                    Thread.sleep(5);
                }
                return null;
            }));
            workers.add(pool.submit(() -> { // this server hears of the other's actions
                while (!done.get()) {
                    if (await(table.catchUp())) applied.computeIfAbsent("caught up", k -> new AtomicInteger()).incrementAndGet();
                    Thread.sleep(5);
                }
                return null;
            }));
            workers.add(pool.submit(() -> { // a console reading the table: never a move the log does not hold
                while (!done.get()) {
                    int seen = table.read(g -> g.history().size());
                    int stored = db.actionLog().lastSeq(id);
                    if (seen > stored) wrongReads.add("read " + seen + " actions when the log held " + stored);
                    Thread.yield();
                }
                return null;
            }));
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (db.actionLog().lastSeq(id) < target && !table.over() && System.nanoTime() < until) Thread.sleep(20);
        } finally {
            done.set(true);
            pool.shutdown();
        }
        for (Future<?> w : workers) w.get(30, TimeUnit.SECONDS);
        await(table.catchUp());
        otherServer.close();

        for (String who : List.of("teacher", "student", "computer", "other server", "caught up")) {
            assertTrue(applied.containsKey(who), who + " never moved the game: " + applied);
        }
        assertEquals(List.of(), wrongReads);
        assertFalse(screens.overlapped.get(), "the screens were told of two moves at once");
        List<String> log = new LiveTables(db).get(id).read(LiveTableTest::history);
        assertEquals(log, table.read(LiveTableTest::history), "the game in memory is the log's");
        int last = 0;
        for (Shown s : List.copyOf(screens.shown)) {
            assertTrue(s.history().size() <= s.stored(), "a screen was shown action " + s.history().size()
                    + " when the log held " + s.stored());
            assertTrue(s.history().size() > last, "a screen was shown the game going back, or standing still: "
                    + s.history().size() + " after " + last);
            assertEquals(log.subList(0, s.history().size()), s.history(), "every screen sees the log's one order");
            last = s.history().size();
        }
        assertEquals(log.size(), last, "the screens were told of the last move");
    }

    private interface Send {
        CompletableFuture<Outcome> send(int seat, EleusisAction action) throws Exception;
    }

    /** Moves for its seat whenever the game waits for it, until done. */
    private static Void mover(LiveTable<EleusisSettings, EleusisAction> table, String who, int seat, long seed, AtomicBoolean done,
                              Map<String, AtomicInteger> applied, Send send) throws Exception {
        EleusisBot bot = new EleusisBot(seed, ALTERNATE);
        while (!done.get()) {
            Map.Entry<Integer, EleusisAction> n = next(table, bot);
            if (n != null && n.getKey() == seat && await(send.send(seat, n.getValue())).applied()) {
                applied.computeIfAbsent(who, k -> new AtomicInteger()).incrementAndGet();
            }
            Thread.sleep(2); // a class's pace, quickened: room for the other server's moves between this one's
        }
        return null;
    }

    private static Boolean applied(Outcome o) {
        return o == null ? null : o.applied();
    }

    /** An outside connection to the store's file that takes SQLite's write lock: the committer waits for it. */
    private Connection holdingTheWriteLock() throws Exception {
        Connection outside = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve(Database.SQLITE_FILE));
        outside.setAutoCommit(false);
        try (Statement st = outside.createStatement()) {
            st.execute("PRAGMA busy_timeout = 5000");
            st.executeUpdate("UPDATE game_tables SET status = status WHERE id = -1"); // takes the write lock
        }
        return outside;
    }

    @Test
    void aMoveIsShownToNobodyReadByNobodyAndAnsweredOnlyOnceStored() throws Exception {
        LiveTable<EleusisSettings, EleusisAction> table = eleusis(1, 5);
        GamePlay.playEleusis(table, ALTERNATE, 3, 6);
        assertEquals(3, screens.last().history().size());
        int shownBefore = screens.count();
        EleusisBot bot = new EleusisBot(7, ALTERNATE);
        Map.Entry<Integer, EleusisAction> n = next(table, bot);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (Connection outside = holdingTheWriteLock()) {
            CompletableFuture<Outcome> stored = table.submit(n.getKey(), n.getValue());
            Future<Integer> reader = pool.submit(() -> table.read(g -> g.history().size()));
            Thread.sleep(300);
            assertFalse(stored.isDone(), "the mover is answered only once the move is stored");
            assertEquals(shownBefore, screens.count(), "no screen is told of a move that is not stored");
            assertFalse(reader.isDone(), "nobody reads the game while its move is not stored");
            assertEquals(3, table.actions(), "the count published is the stored one");
            outside.rollback(); // the outside writer lets go: the move commits
            assertTrue(stored.get(10, TimeUnit.SECONDS).applied());
            assertEquals(4, reader.get(10, TimeUnit.SECONDS));
        } finally {
            pool.shutdownNow();
        }
        assertEquals(shownBefore + 1, screens.count());
        assertEquals(new Shown(table.read(LiveTableTest::history), 4), screens.last());
        assertEquals(4, table.actions());
    }

    @Test
    void aMoveWhoseCommitFailsIsShownToNobodyAndLeavesTheGameAsItWas() throws Exception {
        LiveTable<EleusisSettings, EleusisAction> table = eleusis(1, 8);
        GamePlay.playEleusis(table, ALTERNATE, 3, 9);
        String before = GamePlay.snapshot(table);
        int shownBefore = screens.count();
        // The database refuses the fourth action (as a full disk would): the commit fails after the game applied it.
        try (Connection outside = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve(Database.SQLITE_FILE));
             Statement st = outside.createStatement()) {
            st.execute("CREATE TRIGGER no_fourth BEFORE INSERT ON game_actions WHEN NEW.seq = 4 "
                    + "BEGIN SELECT RAISE(ABORT, 'the disk is full'); END");
        }
        EleusisBot bot = new EleusisBot(10, ALTERNATE);
        Map.Entry<Integer, EleusisAction> n = next(table, bot);
        java.util.concurrent.ExecutionException failed = org.junit.jupiter.api.Assertions.assertThrows(
                java.util.concurrent.ExecutionException.class, () -> table.submit(n.getKey(), n.getValue()).get(10, TimeUnit.SECONDS));
        StoreException why = assertInstanceOf(StoreException.class, failed.getCause());
        assertTrue(why.getMessage().startsWith("the action could not be stored, so it did not happen (the database failed: "),
                why.getMessage());
        assertTrue(why.getMessage().contains("the disk is full"), why.getMessage());

        assertEquals(shownBefore, screens.count(), "no screen was told of the move");
        assertEquals(3, table.actions());
        assertEquals(before, GamePlay.snapshot(table), "the game is as before the move");
        assertEquals(3, db.actionLog().lastSeq(table.tableId()));

        // The database mends: the same move is applied, stored and shown.
        try (Connection outside = DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve(Database.SQLITE_FILE));
             Statement st = outside.createStatement()) {
            st.execute("DROP TRIGGER no_fourth");
        }
        assertTrue(await(table.submit(n.getKey(), n.getValue())).applied());
        assertEquals(shownBefore + 1, screens.count());
        assertEquals(4, screens.last().history().size());
        assertEquals(4, screens.last().stored());
    }

    @Test
    void aScientistsMoveTheGameRefusesGivesWayToTheStandInsSoTheSeatIsNeverStuck() {
        LiveTable<EleusisSettings, EleusisAction> table = eleusis(1, 12);
        int seat = table.read(g -> g.waitingFor().get(0));
        // A card the seat does not hold: the game refuses it, as it would a scientist's mistaken move.
        int notHeld = table.read(g -> java.util.stream.IntStream.range(0, 104)
                .filter(id -> !((eleusis.game.eleusis.EleusisView) g.view(new eleusis.game.Viewer.Player(seat))).hand().stream()
                        .anyMatch(c -> c.id() == id)).findFirst().orElseThrow());
        EleusisAction mistaken = new EleusisAction.Play(List.of(notHeld));
        assertInstanceOf(Outcome.Refused.class, await(table.submitPlanned(new LiveTable.Planned<>(seat, mistaken, 0, false))),
                "the stand-in's own refused move is refused");
        assertEquals(0, table.actions());
        Outcome o = await(table.submitPlanned(new LiveTable.Planned<>(seat, mistaken, 0, true)));
        assertTrue(o.applied(), "the stand-in moved in the scientist's place: " + o);
        assertEquals(1, table.actions());
        assertEquals(1, screens.last().history().size());
    }

    @Test
    void aComputersMovePlannedBeforeTheGameMovedIsDropped() {
        LiveTable<EleusisSettings, EleusisAction> table = eleusis(1, 11);
        int seat = table.read(g -> g.waitingFor().get(0));
        LiveTable.Planned<EleusisAction> planned = table.planComputer(seat, false);
        assertTrue(planned != null && planned.seq() == 0, String.valueOf(planned));
        // The seat's student moves first (their socket was quicker than the computer's thinking).
        assertTrue(await(table.submitJson(seat, "{\"kind\":\"no_play\"}")).applied());
        int shown = screens.count();
        assertEquals(null, await(table.submitPlanned(planned)), "planned on a game that has moved: plan again");
        assertEquals(1, table.actions());
        assertEquals(shown, screens.count());
    }
}
