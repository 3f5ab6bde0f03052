package eleusis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/** SQLite's writers take turns in the JVM: all of many at once commit, and one kept waiting too long fails having changed nothing. */
class WritersInTurnTest {
    @TempDir
    Path dir;

    private Jdbi sqlite(Duration patience) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setTransactionMode(SQLiteConfig.TransactionMode.IMMEDIATE);
        config.setBusyTimeout(5_000);
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + dir.resolve("turns.sqlite"));
        Jdbi jdbi = Jdbi.create(source);
        jdbi.setTransactionHandler(new WritersInTurn(jdbi.getTransactionHandler(), patience));
        jdbi.useHandle(h -> h.execute("CREATE TABLE moves (n INTEGER PRIMARY KEY)"));
        return jdbi;
    }

    @Test
    void manyWritersAtOnceAllCommit() throws Exception {
        Jdbi jdbi = sqlite(Duration.ofSeconds(5));
        ExecutorService pool = Executors.newFixedThreadPool(16);
        List<Future<?>> done = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            int n = i;
            done.add(pool.submit(() -> jdbi.useTransaction(h -> {
                int count = h.createQuery("SELECT COUNT(*) FROM moves").mapTo(Integer.class).one();
                h.execute("INSERT INTO moves (n) VALUES (?)", n);
                // Inside its turn nobody else writes: what it read is still the count before its own row.
                assertEquals(count + 1, (int) h.createQuery("SELECT COUNT(*) FROM moves").mapTo(Integer.class).one());
            })));
        }
        for (Future<?> f : done) f.get(30, TimeUnit.SECONDS);
        pool.shutdown();
        assertEquals(400, (int) jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM moves").mapTo(Integer.class).one()));
    }

    @Test
    void aWriterKeptWaitingTooLongFailsAndChangesNothing() throws Exception {
        Jdbi jdbi = sqlite(Duration.ofMillis(200));
        CountDownLatch inside = new CountDownLatch(1), release = new CountDownLatch(1);
        Thread holder = new Thread(() -> jdbi.useTransaction(h -> {
            h.execute("INSERT INTO moves (n) VALUES (1)");
            inside.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }));
        holder.start();
        assertTrue(inside.await(5, TimeUnit.SECONDS));
        StoreException e = assertThrows(StoreException.class,
                () -> jdbi.useTransaction(h -> h.execute("INSERT INTO moves (n) VALUES (2)")));
        assertTrue(e.getMessage().startsWith("the database stayed busy too long"), e.getMessage());
        release.countDown();
        holder.join(5_000);
        assertEquals(List.of(1), jdbi.withHandle(h -> h.createQuery("SELECT n FROM moves ORDER BY n").mapTo(Integer.class).list()));
        // The turn is free again.
        jdbi.useTransaction(h -> h.execute("INSERT INTO moves (n) VALUES (3)"));
        assertEquals(List.of(1, 3), jdbi.withHandle(h -> h.createQuery("SELECT n FROM moves ORDER BY n").mapTo(Integer.class).list()));
    }
}
