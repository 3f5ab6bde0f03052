package eleusis.store;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.h2.jdbcx.JdbcConnectionPool;
import org.jdbi.v3.core.Jdbi;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * The classroom's database: an H2 file in the data folder when no JDBC URL is given (nothing to
 * install), PostgreSQL when one is. Opening it brings the schema up to date with the migrations in
 * {@code db/migration}. Close it when the server stops.
 *
 * <p>Durability: with H2, {@code WRITE_DELAY=0} makes every commit write its changes to the file
 * before the commit returns, so a committed action survives {@code kill -9} of the server (H2 does
 * not fsync each commit, so a power cut may lose the last moments; PostgreSQL, with its default
 * {@code synchronous_commit=on}, survives that too).
 */
public final class Database implements AutoCloseable {
    /** The H2 file is {@code <data folder>/eleusis.mv.db}. */
    static final String H2_FILE_NAME = "eleusis";

    /**
     * MODE=PostgreSQL and DATABASE_TO_LOWER=TRUE: one set of SQL for both databases, names in lower
     * case as PostgreSQL folds them. DEFAULT_NULL_ORDERING=HIGH: nulls sort last as in PostgreSQL.
     * WRITE_DELAY=0: a commit is on disk (in the file, handed to the OS) before it returns; H2's
     * default would leave up to half a second of commits in memory. DB_CLOSE_ON_EXIT=FALSE: the
     * server closes the database itself after its last request, rather than H2's shutdown hook
     * closing it under requests still running (and a missed close is as safe as kill -9).
     */
    static final String H2_OPTIONS =
            ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE";

    /** H2's error code for a database file held by another process. */
    private static final int H2_ALREADY_OPEN = 90020;
    /** H2's error code for a file written by an older or newer H2. */
    private static final int H2_FILE_VERSION = 90048;
    private static final int MAX_CONNECTIONS = 10;
    private static final Pattern PASSWORD = Pattern.compile("(?i)(password=)[^&;]*");

    private final DataSource dataSource;
    /** Closes the pool (H2); nothing to close for PostgreSQL, whose connections are not pooled. */
    private final Runnable closer;
    private final Jdbi jdbi;
    private final String description;
    private final Clock clock;

    private Database(DataSource dataSource, Runnable closer, String description, Clock clock) {
        this.dataSource = dataSource;
        this.closer = closer;
        this.description = description;
        this.clock = clock;
        this.jdbi = Jdbi.create(dataSource);
        Sql.registerTimes(jdbi);
    }

    /**
     * Opens the database and migrates its schema.
     *
     * @param dataDir the data folder for the embedded H2 file (created if missing); unused with a URL
     * @param jdbcUrl null or blank for the embedded database, else a {@code jdbc:postgresql://...}
     *                URL (user and password as URL parameters) or a {@code jdbc:h2:...} URL
     * @throws StoreException with a message for the user when it cannot be opened
     */
    public static Database open(Path dataDir, String jdbcUrl) {
        return open(dataDir, jdbcUrl, Clock.systemUTC());
    }

    static Database open(Path dataDir, String jdbcUrl, Clock clock) {
        Database db = jdbcUrl == null || jdbcUrl.isBlank() ? openH2File(dataDir, clock) : openUrl(jdbcUrl.strip(), clock);
        try {
            db.migrate();
            return db;
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    private static Database openH2File(Path dataDir, Clock clock) {
        Path dir = dataDir.toAbsolutePath().normalize();
        if (dir.toString().contains(";")) {
            throw new StoreException("the data folder " + dir + " has a ';' in its path, which H2 cannot open; choose another folder");
        }
        try {
            Files.createDirectories(dir);
        } catch (FileAlreadyExistsException e) {
            throw new StoreException("the data folder " + dir + " is a file, not a folder; choose another data folder", e);
        } catch (AccessDeniedException e) {
            throw new StoreException("cannot create the data folder " + dir + ": no permission to create " + e.getFile()
                    + "; create the folder, or choose another data folder", e);
        } catch (IOException e) {
            throw new StoreException("cannot create the data folder " + dir + " (" + e.getMessage()
                    + "); create it, or choose another data folder", e);
        }
        if (!Files.isWritable(dir)) {
            throw new StoreException("the data folder " + dir + " is not writable; give the server's user write access to it, "
                    + "or choose another data folder");
        }
        Path file = dir.resolve(H2_FILE_NAME + ".mv.db");
        if (Files.exists(file) && !Files.isWritable(file)) {
            // H2 would open it read-only without a word, and every change would fail later.
            throw new StoreException("the database file " + file + " is read-only; give the server's user write access "
                    + "to it, or choose another data folder");
        }
        String url = "jdbc:h2:file:" + dir.resolve(H2_FILE_NAME) + H2_OPTIONS;
        return connectH2(url, "the database file " + file, clock);
    }

    private static Database openUrl(String url, Clock clock) {
        if (url.startsWith("jdbc:h2:")) return connectH2(url, "the H2 database " + redact(url), clock);
        if (!url.startsWith("jdbc:postgresql:")) {
            throw new StoreException("the database URL " + redact(url) + " is not one this server can use; give a "
                    + "jdbc:postgresql://host:port/database?user=...&password=... URL, or none for the embedded database");
        }
        // Not pooled: H2's pool would keep handing out connections that died with a PostgreSQL restart.
        // A connection per operation costs a few milliseconds, little next to a classroom's pace.
        PGSimpleDataSource source = new PGSimpleDataSource();
        try {
            source.setURL(url);
        } catch (IllegalArgumentException e) {
            throw new StoreException("the database URL " + redact(url) + " cannot be read: " + e.getMessage(), e);
        }
        return tryConnect(source, () -> { }, "the PostgreSQL database " + redact(url), clock);
    }

    private static Database connectH2(String url, String description, Clock clock) {
        JdbcConnectionPool pool = JdbcConnectionPool.create(url, "sa", "");
        pool.setMaxConnections(MAX_CONNECTIONS);
        return tryConnect(pool, pool::dispose, description, clock);
    }

    /** Opens one connection at once, so that a database that cannot be used says so now and clearly. */
    private static Database tryConnect(DataSource source, Runnable closer, String description, Clock clock) {
        try (Connection c = source.getConnection()) {
            c.isValid(5);
        } catch (SQLException e) {
            closer.run();
            throw new StoreException(cannotOpen(description, e), e);
        }
        return new Database(source, closer, description, clock);
    }

    private static String cannotOpen(String description, SQLException e) {
        if (e.getErrorCode() == H2_ALREADY_OPEN) {
            return description + " is in use by another program (is another Eleusis server running on the same data "
                    + "folder?); stop that program, or choose another data folder";
        }
        if (e.getErrorCode() == H2_FILE_VERSION) {
            return description + " was written by a different version of H2 and cannot be opened by this one";
        }
        return "cannot open " + description + ": " + firstLine(e.getMessage());
    }

    private void migrate() {
        try {
            Flyway.configure()
                    .dataSource(dataSource)
                    .locations("classpath:db/migration")
                    .failOnMissingLocations(true)
                    .load()
                    .migrate();
        } catch (FlywayException e) {
            throw new StoreException("cannot bring the schema of " + description + " up to date: " + firstLine(e.getMessage()), e);
        }
    }

    static String redact(String url) {
        return PASSWORD.matcher(url).replaceAll("$1***");
    }

    private static String firstLine(String message) {
        if (message == null) return "unknown error";
        String m = message.strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl).strip();
    }

    /** Jdbi over the connection pool, for the repositories. */
    public Jdbi jdbi() { return jdbi; }

    /** What was opened, for the server's start-up line: "the database file /srv/data/eleusis.mv.db". */
    public String description() { return description; }

    Clock clock() { return clock; }

    public Teachers teachers() { return new Teachers(jdbi, clock); }

    public RuleCollections ruleCollections() { return new RuleCollections(jdbi, clock); }

    public ClassSessions classSessions() { return new ClassSessions(jdbi, clock); }

    public Tables tables() { return new Tables(jdbi, clock); }

    public Seats seats() { return new Seats(jdbi, clock); }

    public ActionLog actionLog() { return new ActionLog(jdbi, clock); }

    public Notebooks notebooks() { return new Notebooks(jdbi, clock); }

    /** Closes the connections; with H2, closing the last one closes the file cleanly. Closing twice is harmless. */
    @Override
    public void close() {
        closer.run();
    }
}
