package eleusis.web;

import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * When the computer players move: a task to run after a delay. The app is given one, so a test can
 * hand it a timer it turns by hand ({@code ManualTimer} in the tests) and see at once what the
 * computer does, or that it does nothing, without sleeping.
 */
public interface MoveTimer extends AutoCloseable {
    /** Runs the task after the delay, on the timer's thread; nothing happens once the timer is closed. */
    void later(Runnable task, long delayMillis);

    @Override
    void close();

    /** The server's timer: one daemon thread, shared by every table. */
    static MoveTimer system() {
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "computer-players");
            t.setDaemon(true);
            return t;
        });
        return new MoveTimer() {
            @Override
            public void later(Runnable task, long delayMillis) {
                try {
                    timer.schedule(task, delayMillis, TimeUnit.MILLISECONDS);
                } catch (RejectedExecutionException stopped) {
                    // the server is stopping
                }
            }

            @Override
            public void close() {
                timer.shutdownNow();
            }
        };
    }
}
