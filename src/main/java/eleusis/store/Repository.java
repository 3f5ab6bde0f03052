package eleusis.store;

import java.time.Clock;
import java.util.function.Function;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.Update;

/** What every part of the store works with: the database (through Jdbi) and the clock that dates its rows. */
abstract class Repository {
    final Jdbi jdbi;
    final Clock clock;

    Repository(Jdbi jdbi, Clock clock) {
        this.jdbi = jdbi;
        this.clock = clock;
    }

    /**
     * Inserts a row that belongs to a row of another table (a teacher's rule, a session's table, a
     * table's notebook entry) and answers its new id. When the owner is not there, its foreign key
     * refuses the insert and nothing is stored: NotFound with {@code missing}, which says so; any other
     * failure as it came.
     */
    final long insertOwnedBy(String missing, Function<Handle, Update> insert) {
        try {
            return jdbi.withHandle(h -> insert.apply(h).executeAndReturnGeneratedKeys("id").mapTo(Long.class).one());
        } catch (RuntimeException e) {
            if (Sql.foreignKeyViolation(e)) throw new StoreException.NotFound(missing);
            throw e;
        }
    }
}
