package eleusis.live;

import java.util.ArrayDeque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

/**
 * One table's steps, run one at a time in the order they came: the table's turn. A step may end
 * later than it returns (a move ends once it is stored and shown, after the commit thread answers),
 * and the next step starts only then, so a step owns the table from its start to its end without
 * holding a thread while the disk works. A step that goes on elsewhere ({@link #inTurn}) must not
 * touch the table's state on its first thread after handing the work on: its two parts may overlap
 * by the few instructions it takes to return.
 *
 * <p>No thread belongs to a table: a step sent to an idle table runs at once on the sender's thread
 * (as the mover's thread applied its move under a lock before); what queues behind a busy table
 * runs on the shared {@code pool} when its turn comes. A table at rest is this object and an empty
 * queue, so thousands of tables cost nothing while nobody moves.
 */
final class Mailbox {
    /** Work on the table's turn; the stage it returns says when the turn is over. */
    interface Step<R> {
        CompletionStage<R> run();
    }

    private final Executor pool;
    /** Steps waiting for their turn (guarded by this). */
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    /** Whether a step has started and not ended (guarded by this). */
    private boolean busy;
    /** The thread running a part of the current step now, if any: it reads the game without queueing. */
    private volatile Thread turn;

    Mailbox(Executor pool) {
        this.pool = pool;
    }

    /**
     * Queues the step; the future completes with the step's stage, after the step's turn has ended
     * (so whoever waits for it never holds the table's turn).
     */
    <R> CompletableFuture<R> submit(Step<R> step) {
        CompletableFuture<R> answer = new CompletableFuture<>();
        Runnable start = () -> start(step, answer);
        boolean now;
        synchronized (this) {
            now = !busy;
            if (now) busy = true;
            else waiting.add(start);
        }
        if (now) start.run();
        return answer;
    }

    /** Whether the calling thread is running a part of this table's current step. */
    boolean onTurn() {
        return turn == Thread.currentThread();
    }

    /**
     * Where a step goes on after waiting (for a commit): on {@code where}, marked as the table's turn
     * so that what it reads of the game is read at once.
     */
    Executor inTurn(Executor where) {
        return task -> where.execute(() -> runInTurn(task));
    }

    private void runInTurn(Runnable task) {
        turn = Thread.currentThread();
        try {
            task.run();
        } finally {
            leave();
        }
    }

    /**
     * This thread's part of the step is over. Only the thread marked clears the mark: a step's part
     * that ends after the next part (or the next step) began elsewhere must not clear that one's.
     */
    private void leave() {
        if (turn == Thread.currentThread()) turn = null;
    }

    private <R> void start(Step<R> step, CompletableFuture<R> answer) {
        CompletionStage<R> stage;
        turn = Thread.currentThread();
        try {
            stage = step.run();
        } catch (Throwable failed) {
            stage = CompletableFuture.failedFuture(failed);
        } finally {
            leave();
        }
        stage.whenComplete((result, failed) -> {
            leave(); // the step is over: what waited for it runs off the turn
            next();
            // Answered after the turn is handed on: the waiter's own work (an answer on its socket)
            // does not hold the table.
            if (failed == null) answer.complete(result);
            else answer.completeExceptionally(unwrap(failed));
        });
    }

    /** The turn ends: the next waiting step starts on the pool, or the table rests. */
    private void next() {
        Runnable following;
        synchronized (this) {
            following = waiting.poll();
            if (following == null) busy = false;
        }
        if (following == null) return;
        try {
            pool.execute(following);
        } catch (RejectedExecutionException closing) {
            following.run(); // the server is stopping: run it here rather than leave the table stuck
        }
    }

    /** The failure itself, not the wrapper a future's chain puts around it. */
    static Throwable unwrap(Throwable failed) {
        return failed instanceof CompletionException c && c.getCause() != null ? c.getCause() : failed;
    }
}
