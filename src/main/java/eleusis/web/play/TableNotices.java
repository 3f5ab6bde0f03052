package eleusis.web.play;

import eleusis.store.Bulletin;
import eleusis.store.Database;
import eleusis.store.Notice;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What this server hears from the other servers sharing its database, turned into work for its own
 * sockets: an action stored elsewhere is caught up from the log and broadcast here; a changed
 * table, a freed seat or a notebook entry is read again and shown. The work runs on threads of its
 * own, not the bulletin's, so a slow table never makes the others wait for their news.
 *
 * <p>Notices of actions at one table are folded together: a catch-up reads every action the log
 * has, so one still waiting to run covers the ones that arrive meanwhile.
 */
public final class TableNotices implements Bulletin.Subscriber, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(TableNotices.class);

    /** How long a server that stopped beating still counts as alive (its students as connected). */
    static final long ALIVE_MILLIS = 30_000;
    private static final long BEAT_MILLIS = 10_000;
    /** A server silent this long was killed: its rows are cleared by the next server that starts or stops. */
    private static final long FORGET_MILLIS = 10 * 60_000;

    private final Database db;
    private final TableBroadcast tables;
    private final ComputerPlayers computer;
    private final ScheduledExecutorService beats = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "server-beat");
        t.setDaemon(true);
        return t;
    });
    private final ExecutorService work = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "table-notices");
        t.setDaemon(true);
        return t;
    });
    /** Tables with a catch-up waiting to run. */
    private final Set<Long> catchingUp = ConcurrentHashMap.newKeySet();

    public TableNotices(Database db, TableBroadcast tables, ComputerPlayers computer) {
        this.db = db;
        this.tables = tables;
        this.computer = computer;
        if (db.bulletin().shared()) {
            beats.execute(() -> forget(db.bulletin().server() + "-none")); // servers killed long ago
            beats.scheduleWithFixedDelay(this::beat, 0, BEAT_MILLIS, TimeUnit.MILLISECONDS);
        }
    }

    /** This server is alive: the consoles of the others count its students as connected. */
    private void beat() {
        try {
            db.presence().beat(db.bulletin().server());
        } catch (RuntimeException e) {
            LOG.warn("could not tell the other servers this one is alive: {}", e.toString());
        }
    }

    private void forget(String server) {
        try {
            db.presence().forget(server, FORGET_MILLIS);
        } catch (RuntimeException e) {
            LOG.warn("could not clear the presence of stopped servers: {}", e.toString());
        }
    }

    @Override
    public void heard(Notice notice) {
        long table = notice.tableId();
        switch (notice.kind()) {
            case ACTION -> {
                if (catchingUp.add(table)) run(() -> {
                    catchingUp.remove(table);
                    // The server that stored the action cues its computer players; if it dies
                    // before they move, this server's cue, a little later, keeps the game going.
                    if (tables.caughtUp(table)) computer.nudgeAsStandby(table);
                });
            }
            case TABLE -> run(() -> {
                tables.changedOnAnotherServer(table);
                computer.nudgeAsStandby(table);
            });
            case SEAT_FREED -> run(() -> tables.removedElsewhere(table, notice.number()));
            case NOTEBOOK -> run(() -> tables.notebookElsewhere(table, notice.number()));
        }
    }

    @Override
    public void resync() {
        run(tables::resync);
    }

    private void run(Runnable task) {
        try {
            work.execute(() -> {
                try {
                    task.run();
                } catch (RuntimeException | Error e) { // the threads serve every table: one failure must not stop them
                    LOG.error("news from another server could not be shown here", e);
                }
            });
        } catch (RejectedExecutionException stopping) {
            // the server is stopping
        }
    }

    @Override
    public void close() {
        beats.shutdownNow();
        if (db.bulletin().shared()) forget(db.bulletin().server()); // its students are no longer connected here
        work.shutdownNow();
        try {
            work.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
