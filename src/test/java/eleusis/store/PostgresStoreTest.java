package eleusis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The repositories on PostgreSQL, when {@code ELEUSIS_TEST_PG_URL} names a database to test in
 * (like {@code jdbc:postgresql://127.0.0.1:5432/eleusis_test?user=u&password=p}); skipped without
 * it. Each test works in a schema of its own, dropped afterwards.
 */
class PostgresStoreTest extends StoreContract {
    private static final String URL = System.getenv("ELEUSIS_TEST_PG_URL");
    private String schema;

    @Override
    protected Database openStore(TestClock clock) {
        assumeTrue(URL != null && !URL.isBlank(), "ELEUSIS_TEST_PG_URL is not set; PostgreSQL tests skipped");
        if (schema == null) {
            schema = "eleusis_test_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
            execute("CREATE SCHEMA " + schema);
        }
        return Database.open(null, URL + (URL.contains("?") ? "&" : "?") + "currentSchema=" + schema, clock);
    }

    /** No lock waited for, nor statement run, for ever (issue 11). */
    @Test
    void everyConnectionHasALockAndAStatementTimeout() {
        assertEquals("postgresql", db.kind());
        assertEquals("5s", db.jdbi().withHandle(h -> h.createQuery("SHOW lock_timeout").mapTo(String.class).one()));
        assertEquals("1min", db.jdbi().withHandle(h -> h.createQuery("SHOW statement_timeout").mapTo(String.class).one()));
    }

    @AfterEach
    void dropSchema() {
        if (db != null) db.close(); // before the schema goes; closing twice is harmless
        if (schema != null) execute("DROP SCHEMA " + schema + " CASCADE");
    }

    private static void execute(String sql) {
        try (Connection c = DriverManager.getConnection(URL); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(sql + ": " + e.getMessage(), e);
        }
    }
}
