package eleusis.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.h2.jdbcx.JdbcConnectionPool;
import org.jdbi.v3.core.Jdbi;
import org.postgresql.ds.PGSimpleDataSource;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The classroom's database: a SQLite file in the data folder when no JDBC URL is given (nothing to
 * install), PostgreSQL when one is. Opening it brings the schema up to date with the migrations in
 * {@code db/migration/common} and the vendor's folder ({@code db/migration/sqlite} or
 * {@code db/migration/postgresql}). Close it when the server stops.
 *
 * <p>Durability: SQLite runs in WAL mode with {@code synchronous=FULL}, so a commit has been fsync'ed
 * to the write-ahead log before it returns: a committed action survives {@code kill -9} and a power
 * cut. (H2, the embedded store before, lost acknowledged actions on kill -9: issue 11.) PostgreSQL,
 * with its default {@code synchronous_commit=on}, does the same.
 *
 * <p>No operation waits for ever: SQLite waits at most {@link #BUSY_TIMEOUT} for another writer,
 * PostgreSQL at most {@link #PG_LOCK_TIMEOUT} for a row lock and {@link #PG_STATEMENT_TIMEOUT} for a
 * statement; then the operation fails with a {@link StoreException} that says so.
 *
 * <p>A data folder that holds an older H2 file ({@code eleusis.mv.db}) and no SQLite file is
 * imported once into the SQLite file ({@link H2Import}); the H2 file is kept as it is.
 */
public final class Database implements AutoCloseable {
    /** The SQLite file is {@code <data folder>/eleusis.sqlite}. */
    public static final String SQLITE_FILE = "eleusis.sqlite";
    /**
     * Held (an OS file lock) while a server has the data folder open: SQLite itself would let two
     * servers share the file, each with its own games in memory. The OS drops it when the process dies.
     */
    static final String LOCK_FILE = "eleusis.lock";
    /** The H2 file of older versions is {@code <data folder>/eleusis.mv.db}. */
    static final String H2_FILE_NAME = "eleusis";

    /**
     * For jdbc:h2: URLs and the import of old data folders. MODE=PostgreSQL and DATABASE_TO_LOWER=TRUE:
     * the PostgreSQL SQL runs unchanged, names in lower case as PostgreSQL folds them.
     * DEFAULT_NULL_ORDERING=HIGH: nulls sort last as in PostgreSQL. WRITE_DELAY=0: a commit is handed to
     * the OS before it returns. DB_CLOSE_ON_EXIT=FALSE: the server closes the database itself.
     */
    static final String H2_OPTIONS =
            ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;WRITE_DELAY=0;DB_CLOSE_ON_EXIT=FALSE";

    /** How long a SQLite statement waits for another connection's write before it fails. */
    static final Duration BUSY_TIMEOUT = Duration.ofSeconds(5);
    /** How long a PostgreSQL statement waits for a lock, and runs at most. */
    static final Duration PG_LOCK_TIMEOUT = Duration.ofSeconds(5);
    static final Duration PG_STATEMENT_TIMEOUT = Duration.ofSeconds(60);
    /**
     * SQLite connections. SQLite lets many read at once in WAL mode but only one write at a time, so
     * more connections would only queue on its write lock; a few let pages and views be read while
     * an action commits (an fsync, a few milliseconds). A writer waits for the lock up to
     * {@link #BUSY_TIMEOUT} (SQLite's busy_timeout), never for ever; a transaction takes the write
     * lock when it begins (IMMEDIATE), so a read-then-write transaction such as an action's append
     * cannot fail half-way because another writer committed after its read.
     */
    private static final int SQLITE_CONNECTIONS = 4;
    /** PostgreSQL connections per server: enough for a district's moves, well under the server's default 100 for several servers. */
    private static final int PG_CONNECTIONS = 10;
    /** How long a caller waits for a free pooled connection before the operation fails. */
    private static final Duration POOL_WAIT = Duration.ofSeconds(10);

    /** H2's error code for a database file held by another process. */
    private static final int H2_ALREADY_OPEN = 90020;
    /** H2's error code for a file written by an older or newer H2. */
    private static final int H2_FILE_VERSION = 90048;
    private static final int MAX_CONNECTIONS = 10;
    private static final Pattern PASSWORD = Pattern.compile("(?i)(password=)[^&;]*");

    private final DataSource dataSource;
    /** Closes the pool and, for the embedded store, frees the data folder's lock. */
    private final Runnable closer;
    private final Vendor vendor;
    private final Jdbi jdbi;
    private final String description;
    private final Clock clock;
    /** How this server tells the others sharing the database what changed; nobody to tell for the embedded store. */
    private volatile Bulletin bulletin = Bulletin.NONE;
    /** bcrypt's cost for the passwords hashed from now on: {@link Teachers#BCRYPT_COST} but in tests (see {@link #passwordCost}). */
    private volatile int passwordCost = Teachers.BCRYPT_COST;
    /** SQLite's actions, stored many tables at a time (one commit, one disk flush); null for PostgreSQL, which commits side by side. */
    private final GroupCommit<ActionLog.Append> actions;

    /** The SQL dialects the migrations are written for; H2 runs PostgreSQL's in its compatibility mode. */
    enum Vendor {
        SQLITE("sqlite"), POSTGRESQL("postgresql"), H2("postgresql");

        final String migrations;

        Vendor(String migrations) { this.migrations = migrations; }
    }

    private Database(DataSource dataSource, Runnable closer, Vendor vendor, String description, Clock clock) {
        this.dataSource = dataSource;
        this.closer = closer;
        this.vendor = vendor;
        this.description = description;
        this.clock = clock;
        this.jdbi = Jdbi.create(dataSource);
        if (vendor == Vendor.SQLITE) jdbi.setTransactionHandler(new WritersInTurn(jdbi.getTransactionHandler(), BUSY_TIMEOUT));
        Sql.registerTimes(jdbi, vendor);
        jdbi.setHandleCallbackDecorator(Sql::timeoutsAsStoreExceptions);
        this.actions = vendor == Vendor.SQLITE ? new GroupCommit<>(jdbi, (h, appends) -> ActionLog.store(h, appends, bulletin)) : null;
    }

    /**
     * Opens the database and migrates its schema.
     *
     * @param dataDir the data folder for the embedded SQLite file (created if missing); unused with a URL
     * @param jdbcUrl null or blank for the embedded database, else a {@code jdbc:postgresql://...}
     *                URL (user and password as URL parameters) or a {@code jdbc:h2:...} URL
     * @throws StoreException with a message for the user when it cannot be opened
     */
    public static Database open(Path dataDir, String jdbcUrl) {
        return open(dataDir, jdbcUrl, Clock.systemUTC());
    }

    static Database open(Path dataDir, String jdbcUrl, Clock clock) {
        Database db = jdbcUrl == null || jdbcUrl.isBlank() ? openDataFolder(dataDir, clock) : openUrl(jdbcUrl.strip(), clock);
        try {
            db.migrate();
            return db;
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
    }

    private static Database openDataFolder(Path dataDir, Clock clock) {
        Path dir = dataDir.toAbsolutePath().normalize();
        if (dir.toString().contains("?")) {
            // sqlite-jdbc reads what follows a '?' in its URL as settings.
            throw new StoreException("the data folder " + dir + " has a '?' in its path, which SQLite cannot open; choose another folder");
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
        Path file = dir.resolve(SQLITE_FILE);
        if (Files.exists(file) && !Files.isWritable(file)) {
            throw new StoreException("the database file " + file + " is read-only; give the server's user write access "
                    + "to it, or choose another data folder");
        }
        FolderLock lock = FolderLock.take(dir, "the database file " + file);
        try {
            if (!Files.exists(file) && Files.exists(dir.resolve(H2_FILE_NAME + ".mv.db"))) {
                H2Import.importOnce(dir, clock);
            }
            Database db = connectSqlite(file, "the database file " + file, clock);
            return db.alsoClosing(lock::release);
        } catch (RuntimeException e) {
            lock.release();
            throw e;
        }
    }

    /** Opens (creating if needed) a SQLite file, without migrating it. */
    static Database connectSqlite(Path file, String description, Clock clock) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout((int) BUSY_TIMEOUT.toMillis());
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        SQLiteDataSource sqlite = new SQLiteDataSource(config);
        sqlite.setUrl("jdbc:sqlite:" + file);
        HikariConfig pool = pool(sqlite, "eleusis-sqlite", SQLITE_CONNECTIONS);
        // A file's connections do not go stale: no need to retire them every 30 minutes.
        pool.setMaxLifetime(0);
        HikariDataSource source = new HikariDataSource(pool);
        return tryConnect(source, source::close, Vendor.SQLITE, description, clock);
    }

    /** A pool of at most {@code size} connections, waiting at most {@link #POOL_WAIT} for one. */
    private static HikariConfig pool(DataSource source, String name, int size) {
        HikariConfig pool = new HikariConfig();
        pool.setDataSource(source);
        pool.setPoolName(name);
        pool.setMaximumPoolSize(size);
        pool.setMinimumIdle(1);
        pool.setConnectionTimeout(POOL_WAIT.toMillis());
        pool.setInitializationFailTimeout(-1); // the first connection is tried by tryConnect, with a clear message
        return pool;
    }

    private static Database openUrl(String url, Clock clock) {
        if (url.startsWith("jdbc:h2:")) return connectH2(url, "the H2 database " + redact(url), clock);

        if (!url.startsWith("jdbc:postgresql:")) {
            throw new StoreException("the database URL " + redact(url) + " is not one this server can use; give a "
                    + "jdbc:postgresql://host:port/database?user=...&password=... URL, or none for the embedded database");
        }
        // Pooled with HikariCP: a connection per operation cost about 8 ms a commit. Hikari checks a
        // connection that has been idle before handing it out, so connections that died with a
        // PostgreSQL restart are replaced rather than handed to a request.
        PGSimpleDataSource source = new PGSimpleDataSource();
        try {
            source.setURL(url);
        } catch (IllegalArgumentException e) {
            throw new StoreException("the database URL " + redact(url) + " cannot be read: " + e.getMessage(), e);
        }
        // Every statement is bounded: no lock waited for, nor statement run, for ever (issue 11).
        String options = "-c lock_timeout=" + PG_LOCK_TIMEOUT.toMillis() + " -c statement_timeout=" + PG_STATEMENT_TIMEOUT.toMillis();
        source.setOptions(source.getOptions() == null || source.getOptions().isBlank() ? options : options + " " + source.getOptions());
        HikariDataSource pooled = new HikariDataSource(pool(source, "eleusis-postgresql", PG_CONNECTIONS));
        Database db = tryConnect(pooled, pooled::close, Vendor.POSTGRESQL, "the PostgreSQL database " + redact(url), clock);
        // Several servers may share this database: each tells the others what it changed (issue 11).
        PGSimpleDataSource listen = new PGSimpleDataSource();
        listen.setURL(url);
        listen.setOptions(source.getOptions());
        listen.setTcpKeepAlive(true);
        listen.setApplicationName("eleusis-bulletin");
        try {
            String schema = db.jdbi.withHandle(h -> h.createQuery("SELECT current_schema()").mapTo(String.class).one());
            if (schema == null) {
                throw new StoreException("the PostgreSQL database " + redact(url) + " has no schema to work in: create one, "
                        + "or name an existing one with currentSchema=... in the URL");
            }
            db.bulletin = new PgBulletin(db.jdbi, listen::getConnection, schema);
        } catch (RuntimeException e) {
            db.close();
            throw e;
        }
        return db;
    }

    private static Database connectH2(String url, String description, Clock clock) {
        JdbcConnectionPool pool = JdbcConnectionPool.create(url, "sa", "");
        pool.setMaxConnections(MAX_CONNECTIONS);
        return tryConnect(pool, pool::dispose, Vendor.H2, description, clock);
    }

    /** Opens one connection at once, so that a database that cannot be used says so now and clearly. */
    private static Database tryConnect(DataSource source, Runnable closer, Vendor vendor, String description, Clock clock) {
        try (Connection c = source.getConnection()) {
            c.isValid(5);
        } catch (SQLException | HikariPool.PoolInitializationException e) {
            closer.run();
            throw new StoreException(e instanceof SQLException s ? cannotOpen(description, s) : "cannot open " + description
                    + ": " + firstLine(e.getMessage()), e);
        }
        return new Database(source, closer, vendor, description, clock);
    }

    private Database alsoClosing(Runnable more) {
        Runnable first = closer;
        return new Database(dataSource, () -> {
            try {
                first.run();
            } finally {
                more.run();
            }
        }, vendor, description, clock);
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

    void migrate() {
        try {
            Flyway.configure()
                    .dataSource(dataSource)
                    .locations("classpath:db/migration/common", "classpath:db/migration/" + vendor.migrations)
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

    /**
     * What was opened, for the server's start-up line and its log: "the database file
     * /srv/data/eleusis.sqlite". It names paths and hosts, so it is not for pages or /health.
     */
    public String description() { return description; }

    /** The kind of store, "sqlite", "postgresql" or "h2": safe to show anyone (it names no path, host or user). */
    public String kind() { return vendor.name().toLowerCase(java.util.Locale.ROOT); }

    Clock clock() { return clock; }

    Vendor vendor() { return vendor; }

    /** How this server tells other servers on the same database what changed, and hears what they changed. */
    public Bulletin bulletin() { return bulletin; }

    public Teachers teachers() { return new Teachers(jdbi, clock, passwordCost); }

    /**
     * Hashes the passwords set from now on with bcrypt at this cost instead of {@link Teachers#BCRYPT_COST}.
     * Only for tests: a test's app signs up and signs in teachers by the hundred, and at the server's cost
     * each hash and check took a tenth of a second to over a second of CPU on the 2-core machine, the
     * largest share of the quick tier's web tests. Every hash records its own cost, so a password is
     * checked at the cost it was stored with; a server never calls this.
     *
     * @throws IllegalArgumentException outside bcrypt's costs, 4 to 31
     */
    public Database passwordCost(int cost) {
        if (cost < 4 || cost > 31) throw new IllegalArgumentException("bcrypt's cost is 4 to 31, not " + cost);
        passwordCost = cost;
        return this;
    }

    public RuleCollections ruleCollections() { return new RuleCollections(jdbi, clock); }

    public ClassSessions classSessions() { return new ClassSessions(jdbi, clock); }

    public Tables tables() { return new Tables(jdbi, clock); }

    public Seats seats() { return new Seats(jdbi, clock); }

    public ActionLog actionLog() { return new ActionLog(jdbi, clock, bulletin, actions); }

    /**
     * Where what waits on an action's commit runs (a live table's move goes on there once stored): off the
     * embedded store's committer, a batch's tasks together; with PostgreSQL (each action committed
     * before it is answered), in the thread that completes it.
     */
    public java.util.concurrent.Executor afterCommit() {
        return actions != null ? actions.afterCommit() : Runnable::run;
    }

    public Notebooks notebooks() { return new Notebooks(jdbi, clock); }

    public PracticeGames practiceGames() { return new PracticeGames(jdbi, clock); }

    public Presence presence() { return new Presence(jdbi, clock); }

    public SeatRequests seatRequests() { return new SeatRequests(jdbi, clock); }

    public JoinNotices joinNotices() { return new JoinNotices(jdbi, clock); }

    public SessionAddresses sessionAddresses() { return new SessionAddresses(jdbi, clock); }

    public SignInFailures signInFailures() { return new SignInFailures(jdbi, clock); }

    public KnownBrowsers knownBrowsers() { return new KnownBrowsers(jdbi, clock); }

    public LessonTimes lessonTimes() { return new LessonTimes(jdbi, clock); }

    /** Closes the connections (closing the last one closes a SQLite file cleanly) and frees the data folder. Closing twice is harmless. */
    @Override
    public void close() {
        bulletin.close();
        if (actions != null) actions.close();
        closer.run();
    }

    /** The data folder's lock file, held by one server at a time. */
    private static final class FolderLock {
        private final FileChannel channel;
        private final FileLock lock;

        private FolderLock(FileChannel channel, FileLock lock) {
            this.channel = channel;
            this.lock = lock;
        }

        static FolderLock take(Path dir, String description) {
            FileChannel channel;
            try {
                channel = FileChannel.open(dir.resolve(LOCK_FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            } catch (IOException e) {
                throw new StoreException("cannot open " + dir.resolve(LOCK_FILE) + " (" + e.getMessage() + ")", e);
            }
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null; // this same JVM has it open already
            } catch (IOException e) {
                closeQuietly(channel);
                throw new StoreException("cannot lock " + dir.resolve(LOCK_FILE) + " (" + e.getMessage() + ")", e);
            }
            if (lock == null) {
                closeQuietly(channel);
                throw new StoreException(description + " is in use by another program (is another Eleusis server running "
                        + "on the same data folder?); stop that program, or choose another data folder");
            }
            return new FolderLock(channel, lock);
        }

        synchronized void release() {
            if (!channel.isOpen()) return;
            try {
                lock.release();
            } catch (IOException ignored) {
                // closing the channel below frees it anyway
            }
            closeQuietly(channel);
        }

        private static void closeQuietly(FileChannel channel) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing held any more
            }
        }
    }
}
