package eleusis.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A timer the test turns by hand: tasks wait until {@link #advance} passes their time, then run on
 * the test's thread, in time order (a task may schedule another, which runs too if it falls due).
 * So a test sees at once what the computer does, and that it does nothing when it should not.
 */
final class ManualTimer implements MoveTimer {
    private record Task(long due, long order, Runnable run) {}

    private final List<Task> tasks = new ArrayList<>();
    private long now;
    private long added;
    private boolean closed;

    @Override
    public synchronized void later(Runnable task, long delayMillis) {
        if (!closed) tasks.add(new Task(now + delayMillis, added++, task));
    }

    /** Moves the clock on by {@code millis}, running every task that falls due meanwhile. */
    void advance(long millis) {
        long until;
        synchronized (this) {
            until = now + millis;
        }
        while (true) {
            Task next;
            synchronized (this) {
                next = tasks.stream().filter(t -> t.due() <= until)
                        .min(Comparator.comparingLong(Task::due).thenComparingLong(Task::order)).orElse(null);
                if (next == null) {
                    now = until;
                    return;
                }
                tasks.remove(next);
                now = Math.max(now, next.due());
            }
            next.run().run();
        }
    }

    /** Tasks waiting. */
    synchronized int pending() {
        return tasks.size();
    }

    @Override
    public synchronized void close() {
        closed = true;
        tasks.clear();
    }
}
