package eleusis.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The statement counter counts, so that a figure made with it cannot come from counting nothing. */
class StatementCounterTest {
    @TempDir
    Path data;

    @Test
    void countsEachStatementByKindAndEachHandle() {
        try (Database db = Database.open(data, null)) {
            StatementCounter counter = StatementCounter.install(db);
            StatementCounter.Counts before = counter.snapshot();
            db.jdbi().useHandle(h -> {
                h.createQuery("SELECT COUNT(*) FROM teachers").mapTo(Integer.class).one();
                h.createUpdate("UPDATE teachers SET display_name = display_name WHERE id = -1").execute();
            });
            StatementCounter.Counts spent = counter.snapshot().minus(before);
            assertEquals(2, spent.total(), spent.toString());
            assertEquals(1, spent.of("SELECT"));
            assertEquals(1, spent.of("UPDATE"));
            assertEquals(1, spent.handles());
        }
    }
}
