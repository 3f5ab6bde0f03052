package eleusis.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Set;
import org.jdbi.v3.core.HandleCallback;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.argument.AbstractArgumentFactory;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.config.ConfigRegistry;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * What the repositories share: moments in time as UTC, and reading a failure (a key violated, a
 * lock waited for too long) whichever database said it.
 */
final class Sql {
    /** SQLSTATE of a unique or primary key violation, the same in H2 and PostgreSQL. */
    private static final String UNIQUE_VIOLATION = "23505";
    /** SQLSTATE of a row that points at nothing: PostgreSQL's for every foreign key violation. */
    private static final String FOREIGN_KEY_VIOLATION = "23503";
    /** H2's own SQLSTATE for a missing parent row (its 23503 is for a delete that would orphan rows). */
    private static final String H2_PARENT_MISSING = "23506";
    /** PostgreSQL: lock_timeout passed (55P03), statement_timeout passed (57014). */
    private static final Set<String> PG_TIMEOUTS = Set.of("55P03", "57014");
    /** SQLite reports no SQLSTATE; its extended result codes say which constraint failed. */
    private static final Set<SQLiteErrorCode> SQLITE_UNIQUE = Set.of(SQLiteErrorCode.SQLITE_CONSTRAINT_PRIMARYKEY,
            SQLiteErrorCode.SQLITE_CONSTRAINT_UNIQUE);
    private static final Set<SQLiteErrorCode> SQLITE_BUSY = Set.of(SQLiteErrorCode.SQLITE_BUSY,
            SQLiteErrorCode.SQLITE_BUSY_SNAPSHOT, SQLiteErrorCode.SQLITE_BUSY_RECOVERY, SQLiteErrorCode.SQLITE_BUSY_TIMEOUT,
            SQLiteErrorCode.SQLITE_LOCKED, SQLiteErrorCode.SQLITE_LOCKED_SHAREDCACHE);

    private Sql() {}

    /**
     * Binds every {@link Instant}: for PostgreSQL and H2 as a UTC {@code OffsetDateTime}, stored in a
     * TIMESTAMP WITH TIME ZONE exactly, whatever the server's or the JVM's time zone; for SQLite as
     * {@link SqliteTime} text.
     */
    static void registerTimes(Jdbi jdbi, Database.Vendor vendor) {
        if (vendor == Database.Vendor.SQLITE) {
            jdbi.registerArgument(new AbstractArgumentFactory<Instant>(Types.VARCHAR) {
                @Override
                protected Argument build(Instant value, ConfigRegistry config) {
                    return (position, statement, ctx) -> statement.setString(position, sqliteTime(value));
                }
            });
            return;
        }
        jdbi.registerArgument(new AbstractArgumentFactory<Instant>(Types.TIMESTAMP_WITH_TIMEZONE) {
            @Override
            protected Argument build(Instant value, ConfigRegistry config) {
                return (position, statement, ctx) -> statement.setObject(position, value.atOffset(ZoneOffset.UTC));
            }
        });
    }

    static String sqliteTime(Instant t) {
        return SqliteTime.format(t);
    }

    /** A stored moment: SQLite gives its text, PostgreSQL and H2 a timestamp with time zone. */
    static Instant instant(ResultSet rs, String column) throws SQLException {
        Object value = rs.getObject(column);
        if (value == null) return null;
        if (value instanceof String text) return Instant.parse(text);
        return rs.getObject(column, OffsetDateTime.class).toInstant();
    }

    /** Stored times keep milliseconds, so that what is read back equals what was written. */
    static Instant now(java.time.Clock clock) {
        return clock.instant().truncatedTo(ChronoUnit.MILLIS);
    }

    static boolean uniqueViolation(Throwable e) {
        return sqlState(e, UNIQUE_VIOLATION) || sqliteCode(e, SQLITE_UNIQUE);
    }

    /** A unique violation of the named index ({@code seats_name_key}) or column ({@code seats.name_key}). */
    static boolean uniqueViolationOf(Throwable e, String name) {
        if (!uniqueViolation(e)) return false;
        // The driver's own message names the index (PostgreSQL, H2) or table.column (SQLite); Jdbi's
        // wrapper quotes the whole statement, so only the driver's exception is read.
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.sql.SQLException && t.getMessage() != null
                    && t.getMessage().toLowerCase(java.util.Locale.ROOT).contains(name)) return true;
        }
        return false;
    }

    static boolean foreignKeyViolation(Throwable e) {
        return sqlState(e, FOREIGN_KEY_VIOLATION) || sqlState(e, H2_PARENT_MISSING)
                || sqliteCode(e, Set.of(SQLiteErrorCode.SQLITE_CONSTRAINT_FOREIGNKEY));
    }

    /** The database gave up waiting: SQLite busy past its busy_timeout, PostgreSQL past lock_timeout or statement_timeout. */
    static boolean timedOut(Throwable e) {
        return sqliteCode(e, SQLITE_BUSY) || PG_TIMEOUTS.stream().anyMatch(state -> sqlState(e, state));
    }

    /**
     * Wraps every Jdbi callback so that a database that stayed busy past its timeout is reported as
     * a {@link StoreException} in plain words, as every other store failure is.
     */
    static <R, X extends Exception> HandleCallback<R, X> timeoutsAsStoreExceptions(HandleCallback<R, X> callback) {
        return handle -> {
            try {
                return callback.withHandle(handle);
            } catch (StoreException e) {
                throw e;
            } catch (RuntimeException e) {
                if (timedOut(e)) {
                    throw new StoreException("the database stayed busy too long (another program or a stuck operation "
                            + "holds it); nothing was changed, please try again", e);
                }
                throw e;
            }
        };
    }

    private static boolean sqliteCode(Throwable e, Set<SQLiteErrorCode> codes) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLiteException s && codes.contains(s.getResultCode())) return true;
        }
        return false;
    }

    private static boolean sqlState(Throwable e, String state) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s) {
                for (SQLException n = s; n != null; n = n.getNextException()) {
                    if (state.equals(n.getSQLState())) return true;
                }
            }
        }
        return false;
    }
}
