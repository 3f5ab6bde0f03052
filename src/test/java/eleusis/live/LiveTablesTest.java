package eleusis.live;

import eleusis.game.eleusis.EleusisType;
import eleusis.game.express.ExpressType;
import eleusis.game.eleusis.EleusisCodec;
import static eleusis.live.LiveTable.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.Reason;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.eleusis.EleusisView;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressSettings;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import eleusis.game.eleusis.EleusisBot;
import eleusis.store.Database;
import eleusis.store.StoreException;
import eleusis.store.TableStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Games played through {@link LiveTables} and rebuilt from the database after a restart. */
class LiveTablesTest extends LiveTablesOnDisk {
    private static final Rule ALTERNATE = Rule.compile("card.color != last.color").rule();
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();
    private static final Rule CLIMB = Rule.compile("card.rank > last.rank or card is face").rule();

    LiveTablesTest() {
        super("eleusis");
    }

    private LiveTable<EleusisSettings, EleusisAction> eleusis(int players, int rounds, long seed) {
        return games.create(EleusisType.TYPE, sessionId, "Eleusis " + seed, EleusisSettings.standard(players, new Judge.ByRule(ALTERNATE))
                .withRounds(rounds), seed);
    }

    private LiveTable<ExpressSettings, ExpressAction> express(int players, int rounds, long seed) {
        return games.create(ExpressType.TYPE, sessionId, "Express " + seed, ExpressSettings.standard(players, new Judge.ByRule(CLIMB))
                .withRounds(rounds), seed);
    }

    @Test
    void hundredsOfBotActionsComeBackIdenticalAfterARestart() {
        LiveTable<EleusisSettings, EleusisAction> eleusis = eleusis(5, 8, 11);
        LiveTable<ExpressSettings, ExpressAction> express = express(4, 8, 12);
        int played = 0;
        for (int chunk = 0; chunk < 10; chunk++) { // the two tables take turns, as in a classroom
            played += GamePlay.playEleusis(eleusis, ALTERNATE, 40, 100 + chunk);
            played += GamePlay.playExpress(express, CLIMB, 40, 200 + chunk);
        }
        assertTrue(played >= 600, "only " + played + " actions were played");
        String eleusisBefore = GamePlay.snapshot(eleusis);
        String expressBefore = GamePlay.snapshot(express);
        int eleusisActions = eleusis.actions();

        restart();
        LiveTable<?, ?> eleusisBack = games.get(eleusis.tableId());
        LiveTable<?, ?> expressBack = games.get(express.tableId());
        assertEquals(EleusisType.TYPE, eleusisBack.type());
        assertEquals(eleusisBefore, GamePlay.snapshot(eleusisBack));
        assertEquals(expressBefore, GamePlay.snapshot(expressBack));
        assertEquals(eleusisActions, db.actionLog().lastSeq(eleusis.tableId()));

        // Play goes on after the restart, and survives another one.
        GamePlay.playEleusis(games.get(eleusis.tableId(), EleusisType.TYPE), ALTERNATE, 50, 999);
        assertRebuiltAsItStood(games.get(eleusis.tableId()));
    }

    @Test
    void theActionThatEndsTheGameMarksTheTableOver() {
        LiveTable<ExpressSettings, ExpressAction> game = express(3, 1, 5);
        GamePlay.playExpress(game, CLIMB, 5000, 6);
        assertTrue(game.over(), "the game did not end within 5000 actions");
        assertEquals(TableStatus.OVER, db.tables().find(game.tableId()).orElseThrow().status());
        String end = GamePlay.snapshot(game);
        restart();
        LiveTable<?, ?> back = games.get(game.tableId());
        assertTrue(back.over());
        assertEquals(end, GamePlay.snapshot(back));
        assertEquals(Reason.GAME_OVER, ((Outcome.Refused) await(games.get(game.tableId(), ExpressType.TYPE)
                .submit(0, new ExpressAction.NextRound()))).refusal().reason());
    }

    @Test
    void aRefusedActionChangesNothingAndIsNotStored() {
        LiveTable<EleusisSettings, EleusisAction> game = eleusis(4, 1, 3);
        GamePlay.playEleusis(game, ALTERNATE, 10, 4);
        String before = GamePlay.snapshot(game);
        int waiting = game.read(g -> g.waitingFor().get(0));
        int other = (waiting + 1) % 4;
        Outcome o = await(game.submit(other, new EleusisAction.NoPlay()));
        assertInstanceOf(Outcome.Refused.class, o);
        assertEquals(before, GamePlay.snapshot(game));
        assertEquals(10, db.actionLog().lastSeq(game.tableId()));
    }

    @Test
    void anActionThatLosesItsAppendIsJudgedAgainAfterTheOneStoredFirst() {
        LiveTable<EleusisSettings, EleusisAction> game = eleusis(4, 1, 8);
        GamePlay.playEleusis(game, ALTERNATE, 12, 9);
        while (!game.read(g -> g.allowed(g.waitingFor().get(0)).contains("play"))) {
            GamePlay.playEleusis(game, ALTERNATE, 1, 10);
        }
        int seat = game.read(g -> g.waitingFor().get(0));
        int next = game.actions() + 1;
        // Another writer (a second server on the same database, say) stores the seat's no-play first...
        db.actionLog().append(game.tableId(), next, seat, EleusisCodec.encode(new EleusisAction.NoPlay()));
        // ...then this server applies a play in memory, and cannot store it: it catches up with the
        // log and judges the play again, after the no-play, where it is no longer the seat's turn.
        int card = game.read(g -> ((EleusisView) g.view(new Viewer.Player(seat))).hand().get(0).id());
        Outcome o = await(game.submit(seat, new EleusisAction.Play(List.of(card))));
        assertInstanceOf(Outcome.Refused.class, o, o.toString());

        // The game in memory is the log's: the no-play, not the play.
        assertEquals(next, game.actions());
        assertEquals(next, db.actionLog().lastSeq(game.tableId()));
        assertEquals(new EleusisAction.NoPlay(), game.read(g -> g.history().get(next - 1).action()));
        assertRebuiltAsItStood(game);
    }

    @Test
    void aDamagedLogIsReportedWithTheTableAndTheAction() {
        LiveTable<EleusisSettings, EleusisAction> game = eleusis(4, 1, 13);
        GamePlay.playEleusis(game, ALTERNATE, 6, 14);
        long id = game.tableId();
        db.jdbi().useHandle(h -> h.execute("UPDATE game_actions SET action_json = '{\"kind\":\"fly\"}' WHERE seq = 3"));
        restart();
        StoreException unreadable = assertThrows(StoreException.class, () -> games.get(id).actions());
        assertEquals("the game of table " + id + " cannot be rebuilt: its action 3 cannot be read: unknown kind \"fly\" for an "
                + "Eleusis action; it is one of: play, no_play, declare_prophet, end_turn, prophet_call, verdict, next_round, end_round",
                unreadable.getMessage());

        db.jdbi().useHandle(h -> h.execute("UPDATE game_actions SET action_json = '{\"kind\":\"next_round\"}' WHERE seq = 3"));
        games.forget(id);
        StoreException refused = assertThrows(StoreException.class, () -> games.get(id).actions());
        assertTrue(refused.getMessage().startsWith("the game of table " + id + " cannot be rebuilt from its 6 stored actions: "
                + "recorded action refused on replay: Recorded[seat="), refused.getMessage());
    }

    @Test
    void whenTheDatabaseIsGoneTheActionFailsAndDidNotHappen() {
        LiveTable<EleusisSettings, EleusisAction> game = eleusis(4, 1, 30);
        GamePlay.playEleusis(game, ALTERNATE, 5, 31);
        String before = GamePlay.snapshot(game);
        int seat = game.read(g -> g.waitingFor().get(0));
        EleusisBot bot = new EleusisBot(32, ALTERNATE);
        EleusisAction next = game.read(g -> bot.act((EleusisGame) g, seat));
        db.close();

        StoreException e = assertThrows(StoreException.class, () -> await(game.submit(seat, next)));
        assertTrue(e.getMessage().startsWith("the action could not be stored, so it did not happen (the database failed: "),
                e.getMessage());
        // The game in memory held the action, so it was dropped: it is rebuilt from the log at its next
        // read, which fails while the database is gone; the count published is still the stored one.
        assertTrue(assertThrows(StoreException.class, () -> game.read(g -> g.history().size())).getMessage()
                .startsWith("the game of table " + game.tableId() + " cannot be loaded (the database failed: "));
        assertEquals(5, game.actions());
        restart();
        assertEquals(before, GamePlay.snapshot(games.get(game.tableId())));
    }

    @Test
    void actionsFromManyThreadsAreAppliedOneAtATime() throws Exception {
        LiveTable<EleusisSettings, EleusisAction> game = eleusis(6, 2, 21);
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Integer>> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                EleusisBot bot = new EleusisBot(300 + t, ALTERNATE);
                workers.add(pool.submit(() -> {
                    int applied = 0;
                    for (int i = 0; i < 60 && !game.over(); i++) {
                        // Another thread may end the game between the check above and this read.
                        int seat = game.read(g -> g.waitingFor().isEmpty() ? -1 : g.waitingFor().get(0));
                        if (seat < 0) break;
                        EleusisAction a = game.read(g -> g.waitingFor().contains(seat) ? bot.act((EleusisGame) g, seat) : null);
                        if (a != null && await(game.submit(seat, a)).applied()) applied++;
                    }
                    return applied;
                }));
            }
            int applied = 0;
            for (Future<Integer> w : workers) applied += w.get(60, TimeUnit.SECONDS);
            assertEquals(applied, game.actions());
            assertEquals(applied, db.actionLog().lastSeq(game.tableId()));
        } finally {
            pool.shutdownNow();
        }
        assertRebuiltAsItStood(game);
    }

    @Test
    void actionsMayComeAsJson() {
        LiveTable<?, ?> game = games.get(eleusis(4, 1, 2).tableId());
        int seat = game.read(g -> g.waitingFor().get(0));
        assertTrue(await(game.submitJson(seat, "{\"kind\":\"no_play\"}")).applied());
        assertEquals("\"cards\" is missing from a \"play\" action",
                assertThrows(StoreException.Invalid.class, () -> await(game.submitJson(seat, "{\"kind\":\"play\"}"))).getMessage());
        assertEquals(1, db.actionLog().lastSeq(game.tableId()));
        assertEquals("{\"kind\":\"no_play\"}", db.actionLog().load(game.tableId()).get(0).actionJson());
    }

    @Test
    void anActionASocketSentIsDecodedBeforeTheTurnAndABadOneIsRefusedWithItsReason() throws Exception {
        LiveTable<?, ?> game = games.get(eleusis(4, 1, 2).tableId());
        int seat = game.read(g -> g.waitingFor().get(0));
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        assertEquals("\"cards\" is missing from a \"play\" action", assertThrows(StoreException.Invalid.class,
                () -> await(game.submitJson(seat, json.readTree("{\"kind\":\"play\"}")))).getMessage());
        assertEquals(0, db.actionLog().lastSeq(game.tableId()), "a refused action is not stored");
        assertTrue(assertThrows(StoreException.Invalid.class,
                () -> await(game.submitJson(seat, json.readTree("{\"kind\":\"fly\"}")))).getMessage().contains("\"fly\""));

        assertTrue(await(game.submitJson(seat, json.readTree("{\"kind\":\"no_play\"}"))).applied());
        assertEquals("{\"kind\":\"no_play\"}", db.actionLog().load(game.tableId()).get(0).actionJson());
        // The same JSON at a table of another game is read as that game reads it.
        LiveTable<?, ?> other = games.get(express(3, 1, 4).tableId());
        int otherSeat = other.read(g -> g.waitingFor().get(0));
        assertTrue(await(other.submitJson(otherSeat, json.readTree("{\"kind\":\"no_play\"}"))).applied());
        assertEquals(1, db.actionLog().lastSeq(other.tableId()));
    }

    /** An outside connection to the store's file that takes SQLite's write lock: the committer waits for it. */
    private java.sql.Connection holdingTheWriteLock() throws Exception {
        java.sql.Connection outside = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dataDir.resolve(Database.SQLITE_FILE));
        outside.setAutoCommit(false);
        try (java.sql.Statement st = outside.createStatement()) {
            st.execute("PRAGMA busy_timeout = 5000");
            st.executeUpdate("UPDATE game_tables SET status = status WHERE id = -1"); // takes the write lock
        }
        return outside;
    }

    @Test
    void anActionAppliedBeforeItsCommitIsReadByNobodyUntilItIsStored() throws Exception {
        LiveTable<?, ?> game = games.get(eleusis(4, 1, 2).tableId());
        int seat = game.read(g -> g.waitingFor().get(0));
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (java.sql.Connection outside = holdingTheWriteLock()) {
            java.util.concurrent.CompletableFuture<Outcome> stored = game.submitJson(seat, JSON.readTree("{\"kind\":\"no_play\"}"));
            Future<Integer> reader = pool.submit(() -> game.read(g -> g.history().size())); // a screen's view would be read so
            Thread.sleep(300);
            assertFalse(stored.isDone(), "the commit waits for the outside writer");
            assertFalse(reader.isDone(), "nobody reads the game while its action is not stored");
            assertEquals(0, game.actions(), "the count published is the stored one");
            outside.rollback(); // the outside writer lets go
            assertTrue(stored.get(10, TimeUnit.SECONDS).applied());
            assertEquals(1, reader.get(10, TimeUnit.SECONDS));
            assertEquals(1, game.actions());
            assertEquals(1, db.actionLog().lastSeq(game.tableId()));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anActionWhoseNumberIsTakenWhileItCommitsIsJudgedAgainAfterTheOneStoredFirst() throws Exception {
        LiveTable<EleusisSettings, EleusisAction> game = eleusis(4, 1, 2);
        int seat = game.read(g -> g.waitingFor().get(0));
        int card = ((EleusisView) game.view(new Viewer.Player(seat))).hand().get(0).id();
        String play = "{\"kind\":\"play\",\"cards\":[" + card + "]}";
        java.util.concurrent.CompletableFuture<Outcome> stored;
        try (java.sql.Connection outside = holdingTheWriteLock()) {
            stored = game.submitJson(seat, JSON.readTree("{\"kind\":\"no_play\"}"));
            // Meanwhile another writer takes action 1 (as a second server would), a play: this no-play's number is gone.
            try (java.sql.PreparedStatement taken = outside.prepareStatement("INSERT INTO game_actions (table_id, seq, seat, "
                    + "action_json, created_at) VALUES (?, 1, ?, ?, '2026-11-26T12:00:00.000Z')")) {
                taken.setLong(1, game.tableId());
                taken.setInt(2, seat);
                taken.setString(3, play);
                taken.executeUpdate();
            }
            outside.commit();
        }
        Outcome o = stored.get(10, TimeUnit.SECONDS);
        // The no-play is judged on the game as the log has it: after the other writer's play.
        eleusis.game.Game<EleusisAction> afterPlay = EleusisType.TYPE.replay(game.settings(), game.table().seed(),
                List.of(new eleusis.game.Recorded<>(seat, EleusisType.TYPE.decode(play))));
        boolean expected = afterPlay.apply(seat, new EleusisAction.NoPlay()).applied();
        assertEquals(expected, o.applied(), o.toString());
        // The game is the log's: action 1 is the other writer's play, and the no-play came after it, or never.
        assertEquals(expected ? 2 : 1, game.actions());
        assertEquals(play, game.read(g -> EleusisType.TYPE.encode(g.history().get(0).action())));
        assertEquals(expected ? 2 : 1, db.actionLog().load(game.tableId()).size());
        assertEquals(GamePlay.snapshot(new LiveTables(db).get(game.tableId())), GamePlay.snapshot(game), "the log rebuilds the same game");
    }

    @Test
    void aGameThatCannotStartLeavesNoTable() {
        Rule never = Rule.compile("card.rank > 13").rule();
        StoreException.Invalid e = assertThrows(StoreException.Invalid.class, () -> games.create(EleusisType.TYPE, sessionId, "Stuck",
                EleusisSettings.standard(4, new Judge.ByRule(never)), 1));
        assertTrue(e.getMessage().startsWith("the game cannot start: the rule 'card.rank > 13' accepts no card as the starter"),
                e.getMessage());
        assertEquals(List.of(), db.tables().listBySession(sessionId));
    }

    @Test
    void tablesAreFoundByIdAndKind() {
        long express = express(3, 1, 1).tableId();
        assertEquals("there is no table 9999", assertThrows(StoreException.NotFound.class, () -> games.get(9999)).getMessage());
        assertEquals("table " + express + " plays express, not eleusis",
                assertThrows(StoreException.NotFound.class, () -> games.get(express, EleusisType.TYPE)).getMessage());
        @SuppressWarnings({"unchecked", "rawtypes"})
        LiveTable<Object, Object> raw = (LiveTable) games.get(express);
        assertThrows(StoreException.Invalid.class, () -> await(raw.submit(0, new EleusisAction.NoPlay())));
        assertFalse(games.get(express, ExpressType.TYPE).over());
    }
}
