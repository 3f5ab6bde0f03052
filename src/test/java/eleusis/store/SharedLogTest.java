package eleusis.store;

import static eleusis.live.LiveTable.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.eleusis.EleusisType;
import eleusis.live.GamePlay;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.rules.Rule;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two servers on one PostgreSQL database (issue 11): the log is the single order of a table's
 * actions, and each server hears of the other's through the bulletin. Here the two "servers" are
 * two {@link Database}s opened on the same schema, each with its own live tables.
 */
@Timeout(60)
class SharedLogTest {
    private static final String URL = System.getenv("ELEUSIS_TEST_PG_URL");
    private static final Rule ALTERNATE = Rule.compile("card.color != last.color").rule();

    private String schema;
    private Database a;
    private Database b;
    private LiveTables gamesA;
    private LiveTables gamesB;
    private long sessionId;

    /** What a server's subscriber heard. */
    private static final class Ears implements Bulletin.Subscriber {
        final BlockingQueue<Notice> heard = new LinkedBlockingQueue<>();
        final BlockingQueue<Boolean> resyncs = new LinkedBlockingQueue<>();

        @Override public void heard(Notice notice) { heard.add(notice); }

        @Override public void resync() { resyncs.add(true); }

        Notice next() throws InterruptedException {
            Notice n = heard.poll(10, TimeUnit.SECONDS);
            if (n == null) throw new AssertionError("no notice within 10 s");
            return n;
        }
    }

    @BeforeEach
    void open() {
        assumeTrue(URL != null && !URL.isBlank(), "ELEUSIS_TEST_PG_URL is not set; PostgreSQL tests skipped");
        schema = newSchema();
        a = Database.open(null, inSchema(schema));
        b = Database.open(null, inSchema(schema));
        gamesA = new LiveTables(a);
        gamesB = new LiveTables(b);
        Teacher t = new Teachers(a.jdbi(), Clock.systemUTC(), 4).create("ada@school.org", "Ada", "analytical engine");
        sessionId = a.classSessions().create(t.id(), "Period 3", "eleusis").id();
    }

    @AfterEach
    void close() {
        if (a != null) a.close();
        if (b != null) b.close();
        if (schema != null) execute("DROP SCHEMA " + schema + " CASCADE");
    }

    @Test
    void aServerHearsOfEachActionTheOtherStoresAndCatchesUpToTheSameGame() throws Exception {
        Ears ears = listen(b);
        LiveTable<EleusisSettings, EleusisAction> onA = eleusis(5);
        LiveTable<?, ?> onB = gamesB.get(onA.tableId());
        assertEquals(0, onB.actions());

        GamePlay.playEleusis(onA, ALTERNATE, 3, 6);
        for (int seq = 1; seq <= 3; seq++) assertEquals(Notice.action(onA.tableId(), seq), ears.next());
        assertEquals(0, onB.actions(), "nothing changes on B until it catches up");
        assertTrue(await(onB.catchUp()));
        assertEquals(3, onB.actions());
        assertEquals(GamePlay.snapshot(onA), GamePlay.snapshot(onB));
        assertFalse(await(onB.catchUp()), "nothing more to apply");
        assertTrue(ears.heard.isEmpty(), "a server does not hear its own catch-up");
    }

    @Test
    void aServerBehindJudgesAnActionOnTheGameAsTheLogHasIt() {
        LiveTable<EleusisSettings, EleusisAction> onA = eleusis(7);
        @SuppressWarnings("unchecked")
        LiveTable<EleusisSettings, EleusisAction> onB = (LiveTable<EleusisSettings, EleusisAction>) gamesB.get(onA.tableId());
        onB.actions(); // B has the game in memory, at 0
        // A stores the first player's turn; B has not caught up, so on B it is still that player's turn.
        int first = onA.read(g -> g.waitingFor().get(0));
        assertTrue(await(onA.submit(first, new EleusisAction.NoPlay())).applied());
        int second = onA.read(g -> g.waitingFor().get(0));
        assertFalse(first == second);
        // The second player acts through B: refused on B's old game, so B reads the log and judges
        // it again, and it is applied as the second action (not refused as "not your turn").
        Outcome o = await(onB.submit(second, new EleusisAction.NoPlay()));
        assertTrue(o.applied(), o.toString());
        assertEquals(2, a.actionLog().lastSeq(onA.tableId()));
        // The first player's second try through B (behind on nothing now) is refused, not stored.
        assertInstanceOf(Outcome.Refused.class, await(onB.submit(first, new EleusisAction.NoPlay())));
        assertTrue(await(onA.catchUp()));
        assertEquals(GamePlay.snapshot(onA), GamePlay.snapshot(onB));
    }

    @Test
    void twoServersActingAtOnceNeverForkTheGame() throws Exception {
        LiveTable<EleusisSettings, EleusisAction> onA = eleusis(11);
        LiveTable<?, ?> onB = gamesB.get(onA.tableId());
        onB.actions();
        // Each server plays the waiting seat's no-play as fast as it can, from its own thread, each
        // on its own copy: every append that loses is caught up and judged again.
        CountDownLatch go = new CountDownLatch(1);
        int[] applied = new int[2];
        Thread[] threads = new Thread[2];
        LiveTable<?, ?>[] sides = {onA, onB};
        for (int i = 0; i < 2; i++) {
            int side = i;
            threads[i] = new Thread(() -> {
                try {
                    go.await();
                    for (int k = 0; k < 20; k++) {
                        @SuppressWarnings("unchecked")
                        LiveTable<EleusisSettings, EleusisAction> g = (LiveTable<EleusisSettings, EleusisAction>) sides[side];
                        int seat = g.read(x -> x.over() ? -1 : x.waitingFor().get(0));
                        if (seat < 0) return;
                        if (await(g.submit(seat, new EleusisAction.NoPlay())).applied()) applied[side]++;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            threads[i].start();
        }
        go.countDown();
        for (Thread t : threads) t.join();
        int stored = a.actionLog().lastSeq(onA.tableId());
        assertEquals(applied[0] + applied[1], stored, "every action applied was stored once, and only those");
        await(onA.catchUp());
        await(onB.catchUp());
        assertEquals(GamePlay.snapshot(onA), GamePlay.snapshot(onB));
        // And the log replays to that same game.
        LiveTables fresh = new LiveTables(a);
        assertEquals(GamePlay.snapshot(onA), GamePlay.snapshot(fresh.get(onA.tableId())));
    }

    @Test
    void schemasDoNotHearEachOther() throws Exception {
        String other = newSchema();
        try (Database c = Database.open(null, inSchema(other))) {
            Ears ears = listen(c);
            Ears earsB = listen(b);
            a.bulletin().publish(Notice.table(42));
            assertEquals(Notice.table(42), earsB.next());
            assertEquals(null, ears.heard.poll(1, TimeUnit.SECONDS), "another schema's server heard nothing");
        } finally {
            execute("DROP SCHEMA " + other + " CASCADE");
        }
    }

    @Test
    void aServerWhoseListeningConnectionIsCutListensAgainAndResyncs() throws Exception {
        Ears ears = listen(b);
        PgBulletin bulletin = (PgBulletin) b.bulletin();
        int pid = waitForListener(bulletin);
        execute("SELECT pg_terminate_backend(" + pid + ")");
        // Listening again (a new connection), it asks the subscriber to read everything again...
        assertEquals(Boolean.TRUE, ears.resyncs.poll(15, TimeUnit.SECONDS), "resync after the cut");
        int again = waitForListener(bulletin);
        assertFalse(again == pid);
        // ...and hears notices as before.
        a.bulletin().publish(Notice.seatFreed(3, 2));
        assertEquals(Notice.seatFreed(3, 2), ears.next());
    }

    @Test
    void noticesTravelIntactAndStrangersAreIgnored() throws Exception {
        Ears ears = listen(b);
        for (Notice n : new Notice[] {Notice.action(Long.MAX_VALUE, Integer.MAX_VALUE), Notice.table(1), Notice.seatFreed(2, 0),
                Notice.notebook(9, 5)}) {
            a.bulletin().publish(n);
            assertEquals(n, ears.next());
        }
        // Someone else's notification on our channel is not ours: ignored, and the next one still heard.
        String channel = ((PgBulletin) a.bulletin()).channel();
        a.jdbi().useHandle(h -> h.createQuery("SELECT pg_notify(:c, 'drop table students')").bind("c", channel)
                .map((rs, ctx) -> 0).one());
        a.bulletin().publish(Notice.table(7));
        assertEquals(Notice.table(7), ears.next());
    }

    private LiveTable<EleusisSettings, EleusisAction> eleusis(long seed) {
        return gamesA.create(EleusisType.TYPE, sessionId, "Eleusis " + seed,
                EleusisSettings.standard(4, new Judge.ByRule(ALTERNATE)).withRounds(1), seed);
    }

    private static Ears listen(Database db) throws Exception {
        Ears ears = new Ears();
        db.bulletin().subscribe(ears);
        // Listening once the first resync arrives.
        if (ears.resyncs.poll(10, TimeUnit.SECONDS) == null) throw new AssertionError("the bulletin did not start listening");
        return ears;
    }

    private static int waitForListener(PgBulletin bulletin) throws Exception {
        for (int i = 0; i < 100; i++) {
            int pid = bulletin.listenerPid();
            if (pid != 0) return pid;
            Thread.sleep(100);
        }
        throw new AssertionError("not listening");
    }

    private static String newSchema() {
        String s = "eleusis_shared_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
        execute("CREATE SCHEMA " + s);
        return s;
    }

    private static String inSchema(String schema) {
        return URL + (URL.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    private static void execute(String sql) {
        try (Connection c = DriverManager.getConnection(URL); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }
}
