package eleusis.store;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The repositories on the embedded SQLite file (the default store), in a fresh data folder per test. */
class SqliteStoreTest extends StoreContract {
    @TempDir
    Path dataDir;

    @Override
    protected Database openStore(TestClock clock) {
        return Database.open(dataDir, null, clock);
    }
}
