package eleusis.store;

import java.time.Clock;
import java.util.List;
import org.jdbi.v3.core.Jdbi;

/**
 * Which seats have a socket open on which server, for servers that share a database: a teacher's
 * console, on whichever server, shows a student as connected though their socket is on another.
 * Written when a seat's first socket on a server opens and its last one closes (never per move);
 * each server beats every few seconds, and a server that stopped beating (killed) no longer counts.
 */
public final class Presence extends Repository {
    Presence(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    /** The seat has a socket open on the server. */
    public void opened(String server, long tableId, int seat) {
        jdbi.useHandle(h -> {
            h.createUpdate("DELETE FROM seat_sockets WHERE server = :server AND table_id = :table AND seat = :seat")
                    .bind("server", server).bind("table", tableId).bind("seat", seat).execute();
            h.createUpdate("INSERT INTO seat_sockets (server, table_id, seat) VALUES (:server, :table, :seat)")
                    .bind("server", server).bind("table", tableId).bind("seat", seat).execute();
        });
    }

    /** The seat's last socket on the server closed. */
    public void closed(String server, long tableId, int seat) {
        jdbi.useHandle(h -> h.createUpdate("DELETE FROM seat_sockets WHERE server = :server AND table_id = :table AND seat = :seat")
                .bind("server", server).bind("table", tableId).bind("seat", seat).execute());
    }

    /** The server is alive now. */
    public void beat(String server) {
        long now = clock.millis();
        jdbi.useTransaction(h -> {
            int updated = h.createUpdate("UPDATE server_beats SET beat_millis = :now WHERE server = :server")
                    .bind("now", now).bind("server", server).execute();
            if (updated == 0) {
                h.createUpdate("INSERT INTO server_beats (server, beat_millis) VALUES (:server, :now)")
                        .bind("server", server).bind("now", now).execute();
            }
        });
    }

    /** The seats of the table with a socket on a server other than {@code server} that beat within {@code aliveMillis}. */
    public List<Integer> seatsElsewhere(String server, long tableId, long aliveMillis) {
        return jdbi.withHandle(h -> h.createQuery("SELECT DISTINCT s.seat FROM seat_sockets s JOIN server_beats b ON b.server = s.server "
                        + "WHERE s.table_id = :table AND s.server <> :server AND b.beat_millis >= :since ORDER BY s.seat")
                .bind("table", tableId).bind("server", server).bind("since", clock.millis() - aliveMillis)
                .mapTo(Integer.class).list());
    }

    /** Clears a server's rows (it is stopping), and those of servers silent for {@code silentMillis} (killed long ago). */
    public void forget(String server, long silentMillis) {
        long before = clock.millis() - silentMillis;
        jdbi.useTransaction(h -> {
            h.createUpdate("DELETE FROM seat_sockets WHERE server = :server OR server IN "
                    + "(SELECT server FROM server_beats WHERE beat_millis < :before)").bind("server", server).bind("before", before).execute();
            h.createUpdate("DELETE FROM server_beats WHERE server = :server OR beat_millis < :before")
                    .bind("server", server).bind("before", before).execute();
        });
    }
}
