package eleusis.store;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * Many tables' actions stored in one transaction: SQLite commits one transaction at a time, each
 * with its own fsync, so a hundred tables moving at once queued behind each other's disk flushes.
 * Here whatever has queued while a commit was under way goes in the next one, and each caller is
 * answered only when the transaction holding its action has committed: "acknowledged = stored"
 * holds for each action as before, and a crash loses a whole batch that nobody was told of, or
 * nothing.
 *
 * <p>A batch's items are handed to their {@link Storer} together, so that it can store them as one
 * statement run many times (prepared once, not once an item). An item the storer refuses alone
 * (its number taken) is its caller's failure alone and the others commit. If the whole batch fails,
 * each of its items is tried again in a transaction of its own, so one item's failure (its table
 * gone) is its caller's alone, exactly as without grouping. A table never has two actions in one
 * batch: its live table takes its next action only once the last one is stored.
 *
 * @param <T> what a caller asks to store
 */
final class GroupCommit<T> implements AutoCloseable {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(GroupCommit.class);
    /** Most actions a transaction takes: a few hundred small rows commit in well under a millisecond. */
    static final int MOST = 256;

    /** Stores items in a transaction that is open, and commits after it. */
    interface Storer<T> {
        /**
         * Stores the items.
         *
         * @return item by item, null for an item stored, or why the item alone was refused (it then
         *         changed nothing, and the others are committed)
         * @throws RuntimeException when the batch cannot be stored: the transaction is rolled back
         */
        List<RuntimeException> store(Handle h, List<T> items);
    }

    private record Pending<T>(T item, CompletableFuture<Void> done) {}

    private final Jdbi jdbi;
    private final Storer<T> storer;
    private final LinkedBlockingQueue<Pending<T>> queue = new LinkedBlockingQueue<>();
    private final Thread committer;
    private volatile boolean closed;
    /** Whether the last batch held more than one action (read and written by the committer only). */
    private boolean busy;
    /** How long a batch under load waits for more: 2 ms saved a fifth of the committer's CPU a move at 100 tables of 6. */
    static final long GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    /**
     * Where what waits on a batch's commits runs ({@link #afterCommit}): the tasks a batch's answers
     * set off go to it together, as one task, so a batch of five tables wakes one thread, not five.
     */
    private final java.util.concurrent.ExecutorService afterCommitPool;
    /** Tasks set off while the committer answers a batch (the committer's alone). */
    private final List<Runnable> setOff = new ArrayList<>();
    private boolean answering;

    GroupCommit(Jdbi jdbi, Storer<T> storer) {
        this.jdbi = jdbi;
        this.storer = storer;
        this.committer = new Thread(this::commitLoop, "eleusis-group-commit");
        committer.setDaemon(true);
        java.util.concurrent.atomic.AtomicInteger n = new java.util.concurrent.atomic.AtomicInteger();
        this.afterCommitPool = java.util.concurrent.Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "eleusis-after-commit-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        committer.start();
    }

    /**
     * Runs what waits on a commit ({@code future.thenRunAsync(task, group.afterCommit())}): off the
     * committer, which goes on to the next batch, and with the rest of its batch's in one task.
     */
    java.util.concurrent.Executor afterCommit() {
        return task -> {
            if (Thread.currentThread() == committer && answering) setOff.add(task);
            else run(task);
        };
    }

    private void run(Runnable task) {
        try {
            afterCommitPool.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException closing) {
            task.run(); // the store is closing: run it here rather than drop it
        }
    }

    /**
     * Queues the item for a transaction shared with other callers' and returns at once: the future
     * completes (on the committer) once the item is committed, or fails as {@link #commit} throws.
     */
    CompletableFuture<Void> submit(T item) {
        Pending<T> p = new Pending<>(item, new CompletableFuture<>());
        boolean alone = closed || Thread.currentThread() == committer;
        if (!alone) {
            queue.add(p);
            alone = closed && queue.remove(p); // closed meanwhile, and the committer will not take it
        }
        if (alone) { // closing (or the committer itself): on its own, as without grouping
            try {
                List<RuntimeException> refused = jdbi.inTransaction(h -> storer.store(h, List.of(item)));
                if (refused.get(0) != null) throw refused.get(0);
                p.done().complete(null);
            } catch (RuntimeException e) {
                p.done().completeExceptionally(e);
            }
        }
        return p.done();
    }

    /**
     * Stores the item in a transaction shared with other callers' and returns once it has committed.
     *
     * @throws RuntimeException as the storer refused the item or threw (or the commit failed): the item then changed nothing
     */
    void commit(T item) {
        try {
            // Not interruptible: once queued, the action may be stored, and the caller must learn whether it was.
            submit(item).join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw e;
        }
    }

    private void commitLoop() {
        while (!closed || !queue.isEmpty()) {
            Pending<T> first;
            try {
                first = queue.poll(100, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                continue; // closing: the queue is emptied first
            }
            if (first == null) continue;
            List<Pending<T>> batch = new ArrayList<>();
            batch.add(first);
            try {
                queue.drainTo(batch, MOST - 1);
                if (busy && batch.size() < MOST) gather(batch);
                busy = batch.size() > 1;
                commitBatch(batch);
            } catch (Throwable unexpected) {
                // The committer must outlive anything: a caller waits on its answer without a timeout.
                LOG.error("a batch of {} actions could not be handled", batch.size(), unexpected);
                for (Pending<T> p : batch) p.done().completeExceptionally(unexpected);
            }
        }
    }

    /**
     * Under load (the last batch held several tables' actions), the next one waits a moment for more
     * before it commits: each commit costs its write to the log and a disk flush whatever it holds,
     * and two milliseconds are little beside a move's round trip under load. An action that comes
     * alone, as at a classroom's pace, commits at once.
     *
     * <p>The committer sleeps through the wait and takes what came at its end, rather than waking
     * for each action as it is queued: a wake-up costs the committer a thread switch and the
     * table's thread a signal, for every one of a batch's actions.
     */
    private void gather(List<Pending<T>> batch) {
        long until = System.nanoTime() + GATHER_NANOS;
        for (long left = GATHER_NANOS; left > 0; left = until - System.nanoTime()) {
            LockSupport.parkNanos(this, left);
            if (Thread.currentThread().isInterrupted()) break; // closing: commit what is here
        }
        queue.drainTo(batch, MOST - batch.size());
    }

    private void commitBatch(List<Pending<T>> batch) {
        List<T> items = new ArrayList<>(batch.size());
        for (Pending<T> p : batch) items.add(p.item());
        List<RuntimeException> refused;
        try {
            refused = jdbi.inTransaction(h -> storer.store(h, items));
        } catch (Throwable failed) {
            if (batch.size() == 1) {
                batch.get(0).done().completeExceptionally(failed);
                return;
            }
            LOG.debug("a batch of {} actions failed ({}); each is stored on its own", batch.size(), failed.toString());
            for (Pending<T> p : batch) {
                List<RuntimeException> alone;
                try {
                    alone = jdbi.inTransaction(h -> storer.store(h, List.of(p.item())));
                } catch (Throwable failedAlone) {
                    p.done().completeExceptionally(failedAlone);
                    continue;
                }
                answer(List.of(p), alone);
            }
            return;
        }
        // Committed: only now is anyone answered, and nothing after this point stores anything again.
        answer(batch, refused);
    }

    /**
     * Tells each caller of a committed batch whether their item was stored or refused; what that
     * sets off through {@link #afterCommit} runs after, as one task.
     */
    private void answer(List<Pending<T>> batch, List<RuntimeException> refused) {
        answering = true;
        try {
            for (int i = 0; i < batch.size(); i++) {
                RuntimeException why = refused.get(i);
                if (why == null) batch.get(i).done().complete(null);
                else batch.get(i).done().completeExceptionally(why);
            }
        } finally {
            answering = false;
        }
        if (setOff.isEmpty()) return;
        List<Runnable> tasks = List.copyOf(setOff);
        setOff.clear();
        run(() -> {
            for (Runnable task : tasks) {
                try {
                    task.run();
                } catch (RuntimeException e) { // one table's trouble is not the next one's
                    LOG.error("a task after a commit failed", e);
                }
            }
        });
    }

    /** Commits what is queued, then stops; later callers commit on their own. */
    @Override
    public void close() {
        closed = true;
        try {
            committer.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        afterCommitPool.shutdown();
    }
}
