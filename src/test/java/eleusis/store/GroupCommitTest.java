package eleusis.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * Actions of many tables share a commit: every caller is answered only once its own row is
 * committed, and one failing action fails its own caller, never the others of its batch.
 */
class GroupCommitTest {
    @TempDir
    Path dir;

    private Jdbi sqlite() {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + dir.resolve("group.sqlite"));
        Jdbi jdbi = Jdbi.create(source);
        jdbi.useHandle(h -> h.execute("CREATE TABLE moves (n INTEGER PRIMARY KEY)"));
        return jdbi;
    }

    /** Callers' own work, done in turn in the shared transaction. */
    private static GroupCommit<Consumer<Handle>> work(Jdbi jdbi) {
        return new GroupCommit<>(jdbi, (h, works) -> {
            List<RuntimeException> stored = new ArrayList<>();
            for (Consumer<Handle> w : works) {
                w.accept(h);
                stored.add(null);
            }
            return stored;
        });
    }

    private static int count(Jdbi jdbi) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM moves").mapTo(Integer.class).one());
    }

    @Test
    void callersWaitingTogetherShareACommitAndEachIsAnsweredAfterIt() throws Exception {
        Jdbi jdbi = sqlite();
        Set<Handle> transactions = ConcurrentHashMap.newKeySet();
        CountDownLatch holding = new CountDownLatch(1), release = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(41);
        try (GroupCommit<Consumer<Handle>> group = work(jdbi)) {
            // The first commit is held open while 40 more callers queue behind it.
            Future<?> first = pool.submit(() -> group.commit(h -> {
                h.execute("INSERT INTO moves (n) VALUES (0)");
                holding.countDown();
                await(release);
            }));
            assertTrue(holding.await(10, TimeUnit.SECONDS));
            List<Future<?>> rest = new ArrayList<>();
            for (int i = 1; i <= 40; i++) {
                int n = i;
                rest.add(pool.submit(() -> {
                    group.commit(h -> {
                        transactions.add(h);
                        h.execute("INSERT INTO moves (n) VALUES (?)", n);
                    });
                    // Answered only after the commit: a fresh connection already reads the row.
                    assertEquals(1, (int) jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM moves WHERE n = ?")
                            .bind(0, n).mapTo(Integer.class).one()));
                }));
            }
            Thread.sleep(300); // every one of them queued
            release.countDown();
            first.get(10, TimeUnit.SECONDS);
            for (Future<?> f : rest) f.get(10, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
        }
        assertEquals(41, count(jdbi));
        assertTrue(transactions.size() < 10, "40 queued actions took " + transactions.size() + " transactions");
    }

    @Test
    void aFailingActionFailsOnlyItsOwnCaller() throws Exception {
        Jdbi jdbi = sqlite();
        jdbi.useHandle(h -> h.execute("INSERT INTO moves (n) VALUES (7)"));
        CountDownLatch holding = new CountDownLatch(1), release = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(12);
        List<Future<?>> rest = new ArrayList<>();
        try (GroupCommit<Consumer<Handle>> group = work(jdbi)) {
            Future<?> first = pool.submit(() -> group.commit(h -> {
                holding.countDown();
                await(release);
            }));
            assertTrue(holding.await(10, TimeUnit.SECONDS));
            for (int i = 1; i <= 10; i++) {
                int n = i;
                rest.add(pool.submit(() -> group.commit(h -> h.execute("INSERT INTO moves (n) VALUES (?)", n))));
            }
            Thread.sleep(300);
            release.countDown();
            first.get(10, TimeUnit.SECONDS);
            for (int i = 0; i < rest.size(); i++) {
                if (i + 1 == 7) {
                    Future<?> taken = rest.get(i);
                    Exception e = assertThrows(Exception.class, () -> taken.get(10, TimeUnit.SECONDS));
                    assertTrue(e.getCause().getMessage().contains("UNIQUE"), e.getCause().toString());
                } else {
                    rest.get(i).get(10, TimeUnit.SECONDS);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(10, count(jdbi)); // 7 once, and the nine others
    }

    @Test
    void anItemTheStorerRefusesFailsItsCallerAndTheRestOfItsBatchCommitsWithIt() throws Exception {
        Jdbi jdbi = sqlite();
        Set<Handle> transactions = ConcurrentHashMap.newKeySet();
        CountDownLatch holding = new CountDownLatch(1), release = new CountDownLatch(1);
        // Odd numbers are refused, as an action whose number is taken inserts nothing.
        GroupCommit.Storer<Integer> storer = (h, ns) -> {
            transactions.add(h);
            List<RuntimeException> out = new ArrayList<>();
            for (int n : ns) {
                if (n == 0) {
                    holding.countDown();
                    await(release);
                }
                if (n % 2 == 1) {
                    out.add(new StoreException.Conflict("number " + n + " is taken"));
                } else {
                    h.execute("INSERT INTO moves (n) VALUES (?)", n);
                    out.add(null);
                }
            }
            return out;
        };
        ExecutorService pool = Executors.newFixedThreadPool(11);
        List<Future<?>> rest = new ArrayList<>();
        try (GroupCommit<Integer> group = new GroupCommit<>(jdbi, storer)) {
            Future<?> first = pool.submit(() -> group.commit(0));
            assertTrue(holding.await(10, TimeUnit.SECONDS));
            for (int i = 1; i <= 10; i++) {
                int n = i;
                rest.add(pool.submit(() -> group.commit(n)));
            }
            Thread.sleep(300);
            release.countDown();
            first.get(10, TimeUnit.SECONDS);
            for (int i = 0; i < rest.size(); i++) {
                int n = i + 1;
                if (n % 2 == 1) {
                    Future<?> refused = rest.get(i);
                    Exception e = assertThrows(Exception.class, () -> refused.get(10, TimeUnit.SECONDS));
                    assertEquals("number " + n + " is taken", e.getCause().getMessage());
                } else {
                    rest.get(i).get(10, TimeUnit.SECONDS);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(6, count(jdbi)); // 0, 2, 4, 6, 8 and 10
        // Refusals are not failures: the batch was not taken apart and stored item by item.
        assertTrue(transactions.size() <= 3, "10 queued items took " + transactions.size() + " transactions");
    }

    @Test
    void afterCloseCallersCommitOnTheirOwn() {
        Jdbi jdbi = sqlite();
        GroupCommit<Consumer<Handle>> group = work(jdbi);
        group.close();
        group.commit(h -> h.execute("INSERT INTO moves (n) VALUES (1)"));
        assertEquals(1, count(jdbi));
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
