package eleusis.web.play;

import eleusis.game.GameType;
import eleusis.game.Outcome;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.store.Database;
import eleusis.web.MoveTimer;
import eleusis.web.ScientistWarmup;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Computer players in the seats nobody has taken, at tables whose teacher asked for them. They
 * move only once a student sits at the table (so a game does not play itself out before class),
 * never while the table is paused, and a moment after the last move, so people can follow; a
 * student who joins later takes over a computer's seat and its cards.
 */
public final class ComputerPlayers implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ComputerPlayers.class);
    private static final long MAX_RETRY_MILLIS = 60_000;
    /** How many times the usual delay a server waits before moving for a table another server changed. */
    private static final long STANDBY_FACTOR = 4;

    private final Database db;
    private final LiveTables games;
    private final TableBroadcast tables;
    private final long delayMillis;
    /** Failures in a row per table, for the wait before trying again. */
    private final Map<Long, Integer> failures = new ConcurrentHashMap<>();
    private final MoveTimer timer;
    private final ScientistWarmup warmup;

    public ComputerPlayers(Database db, LiveTables games, TableBroadcast tables, long delayMillis, MoveTimer timer,
            ScientistWarmup warmup) {
        this.warmup = warmup;
        this.db = db;
        this.games = games;
        this.tables = tables;
        this.delayMillis = delayMillis;
        this.timer = timer;
    }

    /** Something changed at the table: if the computer is to move, it moves after the delay. */
    public void nudge(long tableId) {
        later(tableId, delayMillis);
    }

    /**
     * A student moved: the computer's seats, if the table has any, may have their turn. A table
     * without them (most) schedules nothing, instead of a look that finds nothing to do.
     */
    public void afterMove(long tableId) {
        if (tables.state(tableId).computerSeats()) nudge(tableId);
    }

    /**
     * Another server changed the table, and cues its own computer players: this server looks too,
     * a little later, in case that server is gone. If both move, the database lets one of them in
     * and the other looks again (see {@link LiveTable#submitPlanned}).
     */
    void nudgeAsStandby(long tableId) {
        later(tableId, STANDBY_FACTOR * Math.max(delayMillis, 100));
    }

    private void later(long tableId, long millis) {
        timer.later(() -> step(tableId), millis);
    }

    private void step(long tableId) {
        try {
            TableState table = tables.state(tableId);
            if (table.gone() || !table.computerSeats() || table.held()) return;
            // The scientist's candidate rules (read from the build's file, about 0.16 s once a process) are made ready in the background
            // from the first look at its table, while the class joins, not on this thread at its first move.
            if (table.scientist()) warmup.start();
            Set<Integer> people = table.names().keySet();
            if (people.isEmpty()) return;
            LiveTable<?, ?> game = games.get(tableId);
            if (!game.hasComputerPlayers()) return;
            for (int seat : game.read(g -> List.copyOf(g.waitingFor()))) {
                if (people.contains(seat)) continue;
                if (game.houseDeals() && seat == GameType.HOUSE_SEAT) continue; // the teacher deals and judges
                // Decided off the table's turn (the scientist may think a while), applied on it.
                LiveTable.Planned<?> planned = game.planComputer(seat, table.scientist());
                if (planned == null) continue;
                Outcome o = LiveTable.await(game.submitPlanned(planned));
                if (o == null) { // the table moved while the computer was deciding: it looks again
                    nudge(tableId);
                    return;
                }
                if (o instanceof Outcome.Applied) {
                    failures.remove(tableId);
                    nudge(tableId); // one move at a time, each a moment apart
                    return;
                }
                if (o instanceof Outcome.Refused r) {
                    LOG.error("table {}: the computer's move for seat {} was refused: {}", tableId, seat, r.refusal());
                    return;
                }
            }
        } catch (RuntimeException | Error e) { // the timer's thread must go on serving the other tables
            // Tried again later (a database that failed for a moment must not stop the game for good),
            // waiting longer after each failure in a row.
            int n = failures.merge(tableId, 1, Integer::sum);
            long wait = Math.min(MAX_RETRY_MILLIS, 1000L << Math.min(n - 1, 6));
            LOG.error("table {}: the computer player failed ({} in a row); trying again in {} ms", tableId, n, wait, e);
            later(tableId, wait);
        }
    }

    @Override
    public void close() {
        timer.close();
    }
}
