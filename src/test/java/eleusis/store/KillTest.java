package eleusis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.live.LiveTables;
import java.io.BufferedReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server killed with {@code kill -9} in the middle of a game loses no action it had confirmed:
 * a child JVM plays, printing each action's number once its apply has returned, and is killed
 * without warning; every number it printed must be in the database, and the games must rebuild.
 */
class KillTest {
    private static final int CONFIRMED_BEFORE_KILL = 300;

    @TempDir
    Path dir;

    @Test
    void everyConfirmedActionSurvivesKillNine() throws Exception {
        Path data = dir.resolve("data");
        Path log = dir.resolve("child.log");
        Process child = StoreChild.start("play", data, log);
        Map<Long, Integer> confirmed = new TreeMap<>();
        int lines = 0;
        try (BufferedReader out = StoreChild.output(child)) {
            String line;
            while (lines < CONFIRMED_BEFORE_KILL && (line = out.readLine()) != null) {
                String[] parts = line.split(" ");
                confirmed.merge(Long.parseLong(parts[0]), Integer.parseInt(parts[1]), Math::max);
                lines++;
            }
            child.destroyForcibly(); // SIGKILL: no shutdown hook, no close
            assertTrue(child.waitFor(20, TimeUnit.SECONDS), "the child did not die");
        } finally {
            child.destroyForcibly();
        }
        assertEquals(CONFIRMED_BEFORE_KILL, lines, () -> "the child stopped early; its log:\n" + read(log));

        try (Database db = Database.open(data, null)) {
            LiveTables games = new LiveTables(db);
            for (Map.Entry<Long, Integer> table : confirmed.entrySet()) {
                List<Integer> stored = db.actionLog().load(table.getKey()).stream().map(LoggedAction::seq).toList();
                assertTrue(stored.size() >= table.getValue(), "table " + table.getKey() + ": " + table.getValue()
                        + " actions confirmed, " + stored.size() + " stored");
                assertEquals(IntStream.rangeClosed(1, stored.size()).boxed().toList(), stored);
                assertEquals(stored.size(), games.get(table.getKey()).actions());
            }
        }
    }

    private static String read(Path log) {
        try {
            return Files.readString(log);
        } catch (Exception e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}
