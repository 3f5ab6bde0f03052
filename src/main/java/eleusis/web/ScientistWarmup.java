package eleusis.web;

import eleusis.scientist.Scientist;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The scientist's candidate rules take about 0.2 s of CPU to read from the build's file (1.3 s to
 * build where there is none), once a JVM. They are made on a thread of their own the first time
 * someone opens practice, never on a request thread: until they are ready, a hint says the
 * scientist is still thinking, and nobody waits.
 */
public final class ScientistWarmup {
    private static final Logger LOG = LoggerFactory.getLogger(ScientistWarmup.class);
    private final AtomicReference<CompletableFuture<Void>> built = new AtomicReference<>();

    /** Starts building (once); returns at once. */
    public void start() {
        if (built.get() != null) return;
        CompletableFuture<Void> future = new CompletableFuture<>();
        if (!built.compareAndSet(null, future)) return;
        Thread t = new Thread(() -> {
            try {
                new Scientist(); // builds the shared candidate space
                future.complete(null);
            } catch (RuntimeException | Error e) {
                LOG.error("the scientist's candidate rules could not be built", e);
                future.completeExceptionally(e);
            }
        }, "scientist-warmup");
        t.setDaemon(true);
        t.start();
    }

    /** True once the candidate rules are built: a scientist then starts in milliseconds. */
    public boolean ready() {
        start();
        CompletableFuture<Void> f = built.get();
        return f.isDone() && !f.isCompletedExceptionally();
    }

    /** For tests: waits until the rules are built. */
    void await() {
        start();
        built.get().join();
    }
}
