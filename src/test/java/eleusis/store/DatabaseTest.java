package eleusis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Opening the database: the schema migrations, and a clear message when it cannot be opened. */
class DatabaseTest {
    private static final List<String> TABLES = List.of("teachers", "login_sessions", "saved_rules", "class_sessions",
            "game_tables", "seats", "game_actions", "notebook_entries");

    @TempDir
    Path dir;

    private static List<String> migrations(Database db) {
        return db.jdbi().withHandle(h -> h.createQuery(
                        "SELECT version, description, success FROM flyway_schema_history WHERE version IS NOT NULL "
                                + "ORDER BY installed_rank")
                .map((rs, ctx) -> rs.getString("version") + " " + rs.getString("description") + " " + rs.getBoolean("success"))
                .list());
    }

    @Test
    void theSchemaIsMadeInAnEmptyFolderAndMigratedOnlyOnce() {
        Path data = dir.resolve("new/data");
        long teacher;
        try (Database db = Database.open(data, null)) {
            assertEquals(List.of("1 classroom true", "2 teacher controls true", "3 server presence true", "4 session lobby true", "5 seat requests true", "6 sign in limits true", "7 class lock and names true", "8 session lesson true", "9 computer scientist true", "10 practice games true", "11 join notices true", "12 session started at true", "13 seat names true", "14 session addresses true", "15 known browsers true"), migrations(db));
            for (String table : TABLES) {
                int rows = db.jdbi().withHandle(h -> h.createQuery("SELECT COUNT(*) FROM " + table).mapTo(Integer.class).one());
                assertEquals(0, rows, table);
            }
            assertEquals("the database file " + data.toAbsolutePath().resolve("eleusis.sqlite"), db.description());
            teacher = db.teachers().create("ada@school.org", "Ada", "analytical engine").id();
        }
        assertTrue(Files.isRegularFile(data.resolve("eleusis.sqlite")));
        try (Database db = Database.open(data, null)) {
            assertEquals(15, migrations(db).size());
            assertEquals("Ada", db.teachers().find(teacher).orElseThrow().displayName());
        }
    }

    @Test
    void aDataFolderThatIsAFileIsNamedInTheMessage() throws Exception {
        Path file = Files.writeString(dir.resolve("data"), "not a folder");
        StoreException e = assertThrows(StoreException.class, () -> Database.open(file, null));
        assertEquals("the data folder " + file.toAbsolutePath() + " is a file, not a folder; choose another data folder",
                e.getMessage());
    }

    /** Root may write anywhere, so these run only as an ordinary user (as the server should run). */
    @Test
    void foldersAndFilesThatCannotBeWrittenAreNamedInTheMessage() throws Exception {
        assumeFalse("root".equals(System.getProperty("user.name")), "root may write anywhere");
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Path readOnly = dir.resolve("read-only");
        Database.open(readOnly, null).close();
        Path file = readOnly.resolve("eleusis.sqlite");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        try {
            assertEquals("the data folder " + locked.toAbsolutePath() + " is not writable; give the server's user write "
                    + "access to it, or choose another data folder",
                    assertThrows(StoreException.class, () -> Database.open(locked, null)).getMessage());
            Path inside = locked.resolve("data");
            assertEquals("cannot create the data folder " + inside.toAbsolutePath() + ": no permission to create "
                    + inside.toAbsolutePath() + "; create the folder, or choose another data folder",
                    assertThrows(StoreException.class, () -> Database.open(inside, null)).getMessage());
            assertEquals("the database file " + file.toAbsolutePath() + " is read-only; give the server's user write access "
                    + "to it, or choose another data folder",
                    assertThrows(StoreException.class, () -> Database.open(readOnly, null)).getMessage());
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    @Test
    void aDatabaseHeldByAnotherServerIsReportedAsSuch() throws Exception {
        Path data = dir.resolve("data");
        Process other = StoreChild.start("hold", data, dir.resolve("child.log"));
        try (BufferedReader out = StoreChild.output(other)) {
            assertEquals("open", out.readLine(), () -> "the other server did not open the database: " + log());
            StoreException e = assertThrows(StoreException.class, () -> Database.open(data, null));
            assertEquals("the database file " + data.toAbsolutePath().resolve("eleusis.sqlite") + " is in use by another "
                    + "program (is another Eleusis server running on the same data folder?); stop that program, or choose "
                    + "another data folder", e.getMessage());
        } finally {
            other.destroyForcibly();
            other.waitFor(20, TimeUnit.SECONDS);
        }
        try (Database db = Database.open(data, null)) { // free again once the other one is gone
            assertEquals(15, migrations(db).size());
        }
    }

    private String log() {
        try {
            return Files.readString(dir.resolve("child.log"));
        } catch (Exception e) {
            return e.toString();
        }
    }

    /**
     * Another program holding SQLite's write lock makes a change wait at most the busy timeout, then
     * fail with words for the user: never a thread spinning for ever (issue 11).
     */
    @Test
    void aWriteLockHeldElsewhereMakesAChangeFailAfterABoundedWait() throws Exception {
        Path data = dir.resolve("data");
        try (Database db = Database.open(data, null)) {
            assertEquals("sqlite", db.kind());
            Teacher t = new Teachers(db.jdbi(), db.clock(), 4).create("ada@school.org", "Ada", "analytical engine");
            try (java.sql.Connection other = java.sql.DriverManager.getConnection("jdbc:sqlite:" + data.resolve("eleusis.sqlite"));
                 java.sql.Statement s = other.createStatement()) {
                s.execute("BEGIN IMMEDIATE");
                s.execute("UPDATE teachers SET display_name = 'Held' WHERE id = " + t.id());
                long start = System.nanoTime();
                StoreException e = assertThrows(StoreException.class, () -> db.teachers().changePassword(t.id(), "difference engine"));
                long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                assertTrue(e.getMessage().startsWith("the database stayed busy too long"), e.getMessage());
                assertTrue(waited >= Database.BUSY_TIMEOUT.toMillis() - 500 && waited < Database.BUSY_TIMEOUT.toMillis() + 5_000,
                        "waited " + waited + " ms");
                assertEquals("Ada", db.teachers().find(t.id()).orElseThrow().displayName(), "readers are not held up in WAL mode");
                s.execute("ROLLBACK");
            }
            db.teachers().changePassword(t.id(), "difference engine"); // free again
        }
    }

    /**
     * A test's app hashes passwords at a smaller cost ({@link Database#passwordCost}); a store hashes at
     * the server's cost until told, a password stored at one cost is still checked after a change, and
     * a cost bcrypt does not have is refused and changes nothing.
     */
    @Test
    void aTestsStoreHashesAtItsOwnCostAndChecksEveryStoredPassword() {
        try (Database db = Database.open(dir.resolve("data"), null)) {
            Teacher ada = db.teachers().create("ada@school.org", "Ada", "analytical engine");
            assertTrue(passwordHash(db, ada).startsWith("$2a$" + Teachers.BCRYPT_COST + "$"), passwordHash(db, ada));
            db.passwordCost(4);
            Teacher bea = db.teachers().create("bea@school.org", "Bea", "difference engine");
            assertTrue(passwordHash(db, bea).startsWith("$2a$04$"), passwordHash(db, bea));
            assertEquals(java.util.Optional.of(ada), db.teachers().verify("ada@school.org", "analytical engine"));
            assertEquals(java.util.Optional.of(bea), db.teachers().verify("bea@school.org", "difference engine"));
            assertEquals(java.util.Optional.empty(), db.teachers().verify("bea@school.org", "analytical engine"));
            assertEquals(java.util.Optional.empty(), db.teachers().verify("nobody@school.org", "difference engine"));
            for (int cost : new int[] {3, 32}) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> db.passwordCost(cost));
                assertEquals("bcrypt's cost is 4 to 31, not " + cost, e.getMessage());
            }
            db.teachers().changePassword(ada.id(), "babbage again");
            assertTrue(passwordHash(db, ada).startsWith("$2a$04$"), "the refused costs changed nothing: " + passwordHash(db, ada));
            assertEquals(java.util.Optional.of(ada), db.teachers().verify("ada@school.org", "babbage again"));
        }
    }

    private static String passwordHash(Database db, Teacher t) {
        return db.jdbi().withHandle(h -> h.createQuery("SELECT password_hash FROM teachers WHERE id = :id")
                .bind("id", t.id()).mapTo(String.class).one());
    }

    @Test
    void theEmbeddedStoreIsDurableWalWithForeignKeys() {
        try (Database db = Database.open(dir.resolve("data"), null)) {
            assertEquals("wal", pragma(db, "journal_mode"));
            assertEquals("2", pragma(db, "synchronous"), "FULL");
            assertEquals("1", pragma(db, "foreign_keys"));
            assertEquals(String.valueOf(Database.BUSY_TIMEOUT.toMillis()), pragma(db, "busy_timeout"));
        }
    }

    private static String pragma(Database db, String name) {
        return db.jdbi().withHandle(h -> h.createQuery("PRAGMA " + name).mapTo(String.class).one());
    }

    @Test
    void aDatabaseUrlOfAnotherKindIsRefused() {
        StoreException e = assertThrows(StoreException.class, () -> Database.open(dir, "jdbc:mysql://db/eleusis?password=s3cret"));
        assertEquals("the database URL jdbc:mysql://db/eleusis?password=*** is not one this server can use; give a "
                + "jdbc:postgresql://host:port/database?user=...&password=... URL, or none for the embedded database", e.getMessage());
    }

    @Test
    void aPostgresServerThatIsNotThereIsReportedWithoutItsPassword() {
        String url = "jdbc:postgresql://127.0.0.1:1/eleusis?user=teacher&password=s3cret&connectTimeout=2";
        StoreException e = assertThrows(StoreException.class, () -> Database.open(dir, url));
        assertTrue(e.getMessage().startsWith("cannot open the PostgreSQL database "
                + "jdbc:postgresql://127.0.0.1:1/eleusis?user=teacher&password=***&connectTimeout=2: "), e.getMessage());
        assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }

    @Test
    void anH2UrlMayBeGivenInsteadOfTheDataFolder() {
        try (Database db = Database.open(null, "jdbc:h2:mem:store-test;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE")) {
            assertEquals(15, migrations(db).size());
            assertEquals("the H2 database jdbc:h2:mem:store-test;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE", db.description());
        }
    }
}
