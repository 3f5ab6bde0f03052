package eleusis.web;

import eleusis.game.Outcome;
import eleusis.store.Database;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import eleusis.store.StoredGame;
import eleusis.store.StoredGames;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Computer players in the seats nobody has taken, at tables whose teacher asked for them. They
 * move only once a student sits at the table (so a game does not play itself out before class),
 * never while the table is paused, and a moment after the last move, so people can follow; a
 * student who joins later takes over a computer's seat and its cards.
 */
final class ComputerPlayers implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ComputerPlayers.class);

    private final Database db;
    private final StoredGames games;
    private final TableSockets sockets;
    private final long delayMillis;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "computer-players");
        t.setDaemon(true);
        return t;
    });

    ComputerPlayers(Database db, StoredGames games, TableSockets sockets, long delayMillis) {
        this.db = db;
        this.games = games;
        this.sockets = sockets;
        this.delayMillis = delayMillis;
    }

    /** Something changed at the table: if the computer is to move, it moves after the delay. */
    void nudge(long tableId) {
        try {
            timer.schedule(() -> step(tableId), delayMillis, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException stopped) {
            // the server is stopping
        }
    }

    private void step(long tableId) {
        try {
            SessionTable table = db.tables().find(tableId).orElse(null);
            if (table == null || !table.computerSeats() || table.paused()) return;
            List<Seat> seated = db.seats().list(tableId);
            if (seated.isEmpty()) return;
            Set<Integer> people = new HashSet<>();
            seated.forEach(s -> people.add(s.seat()));
            StoredGame<?> game = games.get(tableId);
            if (!game.hasComputerPlayers()) return;
            for (int seat : game.read(g -> List.copyOf(g.waitingFor()))) {
                if (people.contains(seat)) continue;
                Outcome o = game.playComputer(seat);
                if (o instanceof Outcome.Applied applied) {
                    sockets.broadcast(tableId, applied.events());
                    nudge(tableId); // one move at a time, each a moment apart
                    return;
                }
                if (o instanceof Outcome.Refused r) {
                    LOG.error("table {}: the computer's move for seat {} was refused: {}", tableId, seat, r.refusal());
                    return;
                }
            }
        } catch (RuntimeException | Error e) { // the timer's thread must go on serving the other tables
            LOG.error("table {}: the computer player failed", tableId, e);
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
