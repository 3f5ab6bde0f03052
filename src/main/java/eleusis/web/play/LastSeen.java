package eleusis.web.play;

import eleusis.store.Database;
import eleusis.store.Seats;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * When each student was last heard from, written down every few seconds for all seats at once: the
 * console's "seen just now / 3 minutes ago" needs no more, and a write of its own per student (a
 * disk flush each, 2,400 of them a half-minute at 400 tables) queued behind, and in front of, the
 * moves. Not a student's work: a crash loses at most the last few seconds of it.
 */
public final class LastSeen implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LastSeen.class);
    public static final long EVERY_MILLIS = 5_000;

    private final Database db;
    private final long everyMillis;
    private final Set<Seats.At> due = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "eleusis-last-seen");
        t.setDaemon(true);
        return t;
    });

    public LastSeen(Database db, long everyMillis) {
        this.db = db;
        this.everyMillis = everyMillis;
    }

    public void start() {
        writer.scheduleWithFixedDelay(this::write, everyMillis, everyMillis, TimeUnit.MILLISECONDS);
    }

    /** The seat's player is here now (they connected, or acted). */
    void seen(long tableId, int seat) {
        Seats.At at = new Seats.At(tableId, seat);
        // Looked up before adding: an add locks its part of the set even when the seat is there, as it is after a student's first move.
        if (!due.contains(at)) due.add(at);
    }

    /** Writes down the seats heard from since the last time. */
    void write() {
        if (due.isEmpty()) return;
        List<Seats.At> now = new ArrayList<>(due);
        due.removeAll(now);
        try {
            db.seats().seen(now);
        } catch (RuntimeException e) {
            // Shown a little older on the console; tried with the next ones.
            LOG.info("could not note when {} students were last seen: {}", now.size(), e.toString());
            due.addAll(now);
        }
    }

    /** Writes what is left, then stops. */
    @Override
    public void close() {
        writer.shutdownNow();
        try {
            writer.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        write();
    }
}
