package eleusis.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statement counter counts, so that {@link StatementsPerMove} cannot report a figure while
 * counting nothing. Only lower bounds on the app's statements: making it run fewer is welcome.
 */
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

    @Test
    void anAcceptedMoveAtAClassTableCostsAtLeastItsInsert() throws Exception {
        StatementsPerMove.Result r = StatementsPerMove.measure(4, 2);
        int accepted = r.count(StatementsPerMove.Kind.PLAY_ACCEPTED);
        assertTrue(accepted >= 2, "accepted plays: " + accepted);
        StatementCounter.Counts plays = r.sum(StatementsPerMove.Kind.PLAY_ACCEPTED);
        // Each accepted play is stored: one INSERT into the action log, which checks the next number
        // itself; the screens are sent the game in memory, nothing is read back.
        assertEquals(accepted, plays.of("INSERT"), plays.toString());
        assertEquals(0, plays.of("SELECT"), plays.toString());
        assertTrue(plays.bySql().keySet().stream().anyMatch(sql -> sql.startsWith("INSERT INTO game_actions")), plays.toString());
        assertTrue(plays.handles() >= accepted, plays.toString());
    }
}
