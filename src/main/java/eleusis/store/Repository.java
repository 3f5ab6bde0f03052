package eleusis.store;

import java.time.Clock;
import org.jdbi.v3.core.Jdbi;

/** What every part of the store works with: the database (through Jdbi) and the clock that dates its rows. */
abstract class Repository {
    final Jdbi jdbi;
    final Clock clock;

    Repository(Jdbi jdbi, Clock clock) {
        this.jdbi = jdbi;
        this.clock = clock;
    }
}
