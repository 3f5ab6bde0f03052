package eleusis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Judge;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.eleusis.EleusisType;
import eleusis.live.GamePlay;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.rules.Rule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A data folder of an older version (the H2 file, made here by the same repositories on H2) is
 * imported once into the SQLite file when the folder is opened: every row, ids kept, the game
 * rebuilt identical, the H2 file left as it was.
 */
class H2ImportTest {
    private static final Rule ALTERNATE = Rule.compile("card.color != last.color").rule();

    @TempDir
    Path data;

    @Test
    void anOlderH2DataFolderIsImportedOnceWithItsIdsAndGamesIntact() throws Exception {
        TestClock clock = new TestClock(Instant.parse("2026-03-02T09:15:00.123Z"));
        String h2Url = "jdbc:h2:file:" + data.toAbsolutePath().resolve(Database.H2_FILE_NAME) + Database.H2_OPTIONS;
        Teacher teacher;
        SavedRule rule;
        ClassSession session;
        ClaimedSeat seat;
        LoginSession login;
        NotebookEntry entry;
        String snapshot;
        long tableId;
        List<LoggedAction> actions;
        List<Seat> seats;
        SessionTable table;
        try (Database h2 = Database.open(null, h2Url, clock)) {
            teacher = new Teachers(h2.jdbi(), clock, 4).create("ada@school.org", "Ada", "analytical engine");
            rule = h2.ruleCollections().save(teacher.id(), "Alternate", 1, "red, black, red", "card.color != last.color");
            login = h2.teachers().startLogin(teacher.id(), Duration.ofDays(1));
            session = h2.classSessions().create(teacher.id(), "Period 3", "eleusis");
            LiveTables games = new LiveTables(h2);
            h2.classSessions().create(teacher.id(), "Period 4", "eleusis"); // ids beyond 1 must survive too
            LiveTable<EleusisSettings, EleusisAction> game = games.create(EleusisType.TYPE, session.id(), "Table 1",
                    EleusisSettings.standard(4, new Judge.ByRule(ALTERNATE)), 7L);
            tableId = game.tableId();
            seat = h2.seats().claim(tableId, 1, "Grace");
            h2.seats().claim(tableId, 2, "Alan");
            clock.advance(Duration.ofSeconds(3));
            assertTrue(GamePlay.playEleusis(game, ALTERNATE, 25, 3) >= 20);
            entry = h2.notebooks().add(tableId, 1, game.actions(), "colours alternate?\nmaybe");
            h2.tables().setPaused(tableId, true);
            h2.tables().setRevealedRound(tableId, 1);
            snapshot = GamePlay.snapshot(game);
            actions = h2.actionLog().load(tableId);
            seats = h2.seats().list(tableId);
            table = h2.tables().find(tableId).orElseThrow();
        }
        Path h2File = data.resolve("eleusis.mv.db");
        assertTrue(Files.isRegularFile(h2File));
        byte[] h2Before = Files.readAllBytes(h2File);

        try (Database db = Database.open(data, null, clock)) {
            assertEquals(Database.Vendor.SQLITE, db.vendor());
            assertEquals(teacher, db.teachers().find(teacher.id()).orElseThrow());
            assertEquals(teacher, db.teachers().verify("ada@school.org", "analytical engine").orElseThrow(),
                    "the password hash came along");
            assertEquals(teacher, db.teachers().teacherForLogin(login.token()).orElseThrow(), "logins still hold");
            assertEquals(List.of(rule), db.ruleCollections().list(teacher.id()));
            assertEquals(session, db.classSessions().findByCode(session.joinCode()).orElseThrow());
            assertEquals(2, db.classSessions().listByTeacher(teacher.id()).size());
            assertEquals(table, db.tables().find(tableId).orElseThrow());
            assertEquals(seats, db.seats().list(tableId));
            assertEquals(seat.seat(), db.seats().findByToken(seat.token()).orElseThrow(), "the seat cookie still holds its seat");
            assertEquals(actions, db.actionLog().load(tableId));
            assertEquals(List.of(entry), db.notebooks().list(tableId, 1));
            LiveTables games = new LiveTables(db);
            assertEquals(snapshot, GamePlay.snapshot(games.get(tableId)), "the game rebuilds identical");

            // New rows get new ids after the imported ones, and play goes on.
            assertTrue(db.classSessions().create(teacher.id(), "Period 5", "eleusis").id() > session.id() + 1);
            db.tables().setPaused(tableId, false);
            assertTrue(GamePlay.playEleusis(games.get(tableId, EleusisType.TYPE), ALTERNATE, 5, 9) > 0);
        }
        assertTrue(Files.isRegularFile(data.resolve("eleusis.sqlite")));
        assertFalse(Files.exists(data.resolve("eleusis.sqlite.import")));
        assertTrue(java.util.Arrays.equals(h2Before, Files.readAllBytes(h2File)), "the H2 file is kept as it was");

        // Only once: what was played on SQLite stays; the H2 file is not read again.
        int played;
        try (Database db = Database.open(data, null, clock)) {
            played = db.actionLog().lastSeq(tableId);
            assertTrue(played > actions.size());
            assertEquals(3, db.classSessions().listByTeacher(teacher.id()).size());
        }
        try (Database db = Database.open(data, null, clock)) {
            assertEquals(played, db.actionLog().lastSeq(tableId));
        }
    }

    /**
     * A server killed half-way through an import leaves an unfinished {@code eleusis.sqlite.import}
     * (and its journal files) and no {@code eleusis.sqlite}: the next start throws them away and
     * imports again from the start, and once the SQLite file exists the H2 file is never read again.
     */
    @Test
    void anImportCutShortIsDoneAgainFromTheStartAndNeverTwice() throws Exception {
        TestClock clock = new TestClock(Instant.parse("2026-03-02T09:15:00.123Z"));
        String h2Url = "jdbc:h2:file:" + data.toAbsolutePath().resolve(Database.H2_FILE_NAME) + Database.H2_OPTIONS;
        long teacherId;
        try (Database h2 = Database.open(null, h2Url, clock)) {
            teacherId = new Teachers(h2.jdbi(), clock, 4).create("ada@school.org", "Ada", "analytical engine").id();
            h2.classSessions().create(teacherId, "Period 3", "eleusis");
            h2.classSessions().create(teacherId, "Period 4", "eleusis");
        }
        // What a kill mid-import leaves: a half-written file and journals, garbage to SQLite.
        Files.writeString(data.resolve(Database.SQLITE_FILE + ".import"), "SQLite format 3\0 half a page of nothing");
        Files.writeString(data.resolve(Database.SQLITE_FILE + ".import-wal"), "not a write-ahead log");
        Files.writeString(data.resolve(Database.SQLITE_FILE + ".import-journal"), "not a journal");
        assertFalse(Files.exists(data.resolve(Database.SQLITE_FILE)));

        try (Database db = Database.open(data, null, clock)) {
            assertEquals(2, db.classSessions().listByTeacher(teacherId).size(), "every row, once");
            assertEquals("Ada", db.teachers().find(teacherId).orElseThrow().displayName());
            db.classSessions().create(teacherId, "Period 5", "eleusis"); // written after the import
        }
        for (String leftover : List.of(".import", ".import-wal", ".import-journal", ".import-shm")) {
            assertFalse(Files.exists(data.resolve(Database.SQLITE_FILE + leftover)), leftover + " was cleared");
        }
        // The H2 file is not read again: even gone, nothing changes, and nothing written since is lost.
        Files.delete(data.resolve(Database.H2_FILE_NAME + ".mv.db"));
        try (Database db = Database.open(data, null, clock)) {
            assertEquals(3, db.classSessions().listByTeacher(teacherId).size());
        }
    }

    /**
     * An H2 file of the first release, at schema version 1 (before the teacher's controls, presence,
     * lobbies and seat requests): imported with its rows, the columns added since taking their defaults.
     */
    @Test
    void anH2FileAtTheFirstSchemaIsImportedWithTheNewColumnsDefaulted() throws Exception {
        String h2Url = "jdbc:h2:file:" + data.toAbsolutePath().resolve(Database.H2_FILE_NAME) + Database.H2_OPTIONS;
        org.flywaydb.core.Flyway.configure().dataSource(h2Url, "sa", "")
                .locations("classpath:db/migration/common", "classpath:db/migration/postgresql").target("1").load().migrate();
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(h2Url, "sa", "");
             java.sql.Statement st = c.createStatement()) {
            st.execute("INSERT INTO teachers (id, email, display_name, password_hash, created_at) "
                    + "VALUES (7, 'ada@school.org', 'Ada', 'x', TIMESTAMP WITH TIME ZONE '2026-01-05 08:00:00+00')");
            st.execute("INSERT INTO class_sessions (id, teacher_id, join_code, title, game_mode, status, created_at) "
                    + "VALUES (3, 7, 'ABCDEF', 'Period 1', 'express', 'open', TIMESTAMP WITH TIME ZONE '2026-01-05 08:01:00+00')");
            st.execute("INSERT INTO game_tables (id, session_id, name, game_kind, settings_json, seed, status, created_at) "
                    + "VALUES (11, 3, 'Table 1', 'express', '{}', 5, 'playing', TIMESTAMP WITH TIME ZONE '2026-01-05 08:02:00+00')");
        }
        byte[] before = Files.readAllBytes(data.resolve(Database.H2_FILE_NAME + ".mv.db"));
        try (Database db = Database.open(data, null)) {
            ClassSession s = db.classSessions().find(3).orElseThrow();
            assertEquals("ABCDEF", s.joinCode());
            assertTrue(s.started(), "a session of before the lobby counts as started");
            SessionTable t = db.tables().find(11).orElseThrow();
            assertEquals("Table 1", t.name());
            assertFalse(t.paused());
            assertFalse(t.computerSeats());
            assertEquals(null, t.revealedRound());
            assertEquals(List.of(), db.seatRequests().list(11));
        }
        assertTrue(java.util.Arrays.equals(before, Files.readAllBytes(data.resolve(Database.H2_FILE_NAME + ".mv.db"))),
                "the H2 file is only read");
    }
}
