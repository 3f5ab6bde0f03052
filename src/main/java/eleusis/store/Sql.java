package eleusis.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.argument.AbstractArgumentFactory;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.config.ConfigRegistry;

/** What the repositories share: moments in time as UTC, and reading the SQL state of a failure. */
final class Sql {
    /** SQLSTATE of a unique or primary key violation, the same in H2 and PostgreSQL. */
    private static final String UNIQUE_VIOLATION = "23505";
    /** SQLSTATE of a row that points at nothing: PostgreSQL's for every foreign key violation. */
    private static final String FOREIGN_KEY_VIOLATION = "23503";
    /** H2's own SQLSTATE for a missing parent row (its 23503 is for a delete that would orphan rows). */
    private static final String H2_PARENT_MISSING = "23506";

    private Sql() {}

    /**
     * Binds every {@link Instant} as a UTC {@code OffsetDateTime}: both drivers store it in a
     * TIMESTAMP WITH TIME ZONE exactly, whatever the server's or the JVM's time zone.
     */
    static void registerTimes(Jdbi jdbi) {
        jdbi.registerArgument(new AbstractArgumentFactory<Instant>(Types.TIMESTAMP_WITH_TIMEZONE) {
            @Override
            protected Argument build(Instant value, ConfigRegistry config) {
                return (position, statement, ctx) -> statement.setObject(position, value.atOffset(ZoneOffset.UTC));
            }
        });
    }

    static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime t = rs.getObject(column, OffsetDateTime.class);
        return t == null ? null : t.toInstant();
    }

    /** Stored times keep milliseconds, so that what is read back equals what was written. */
    static Instant now(java.time.Clock clock) {
        return clock.instant().truncatedTo(ChronoUnit.MILLIS);
    }

    static boolean uniqueViolation(Throwable e) {
        return sqlState(e, UNIQUE_VIOLATION);
    }

    static boolean foreignKeyViolation(Throwable e) {
        return sqlState(e, FOREIGN_KEY_VIOLATION) || sqlState(e, H2_PARENT_MISSING);
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
