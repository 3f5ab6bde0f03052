package eleusis.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.store.Database;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database in its own folder with its live tables and one teacher's session of {@code game},
 * opened before each test and closed after; {@link #restart} is a server restart, so a test sees
 * what the live tables rebuild from what was stored.
 */
public abstract class LiveTablesOnDisk {
    @TempDir
    protected Path dataDir;
    protected Database db;
    protected LiveTables games;
    protected long sessionId;
    private final String game;

    protected LiveTablesOnDisk(String game) {
        this.game = game;
    }

    @BeforeEach
    protected void open() {
        db = Database.open(dataDir, null);
        games = new LiveTables(db);
        long teacher = db.teachers().create("ada@school.org", "Ada", "analytical engine").id();
        sessionId = db.classSessions().create(teacher, "Period 3", game).id();
    }

    @AfterEach
    protected void close() {
        db.close();
    }

    /** Closes the database and opens it again, with live tables that hold nothing yet. */
    protected void restart() {
        db.close();
        db = Database.open(dataDir, null);
        games = new LiveTables(db);
    }

    /** Restarts, and checks that the table comes back as it stood: every seat's view, the totals and the history. */
    protected void assertRebuiltAsItStood(LiveTable<?, ?> table) {
        String before = GamePlay.snapshot(table);
        restart();
        assertEquals(before, GamePlay.snapshot(games.get(table.tableId())));
    }
}
