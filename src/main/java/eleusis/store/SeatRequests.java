package eleusis.store;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/**
 * Students asking for their seat back from another device: the request holds the token the new
 * device keeps in its cookie; when the teacher approves, the seat's token becomes that one, so the
 * new device holds the seat and the old one no longer does. Nothing changes until the teacher says so.
 */
public final class SeatRequests extends Repository {
    /** A seat asked for, and when (epoch milliseconds). */
    public record Request(long tableId, int seat, long askedAt) {}

    SeatRequests(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    /** Asks for the seat with a new token, answered for the asking device's cookie; replaces an earlier request for it. */
    public String ask(long tableId, int seat) {
        String token = Tokens.newToken();
        jdbi.useTransaction(h -> {
            h.createUpdate("DELETE FROM seat_requests WHERE table_id = :table AND seat = :seat")
                    .bind("table", tableId).bind("seat", seat).execute();
            h.createUpdate("INSERT INTO seat_requests (table_id, seat, token_hash, asked_at) VALUES (:table, :seat, :hash, :now)")
                    .bind("table", tableId).bind("seat", seat).bind("hash", Tokens.hash(token)).bind("now", clock.millis()).execute();
        });
        return token;
    }

    /** The table's open requests, oldest first. */
    public List<Request> list(long tableId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT table_id, seat, asked_at FROM seat_requests WHERE table_id = :table ORDER BY asked_at")
                .bind("table", tableId).map((rs, ctx) -> new Request(rs.getLong(1), rs.getInt(2), rs.getLong(3))).list());
    }

    /** The request this token was given for, if still open. */
    public Optional<Request> findByToken(String token) {
        if (token == null || token.isEmpty()) return Optional.empty();
        return jdbi.withHandle(h -> h.createQuery("SELECT table_id, seat, asked_at FROM seat_requests WHERE token_hash = :hash")
                .bind("hash", Tokens.hash(token)).map((rs, ctx) -> new Request(rs.getLong(1), rs.getInt(2), rs.getLong(3))).findOne());
    }

    /**
     * The teacher approves: the seat's token becomes the request's, in one transaction.
     *
     * @return false when there was no such request (already answered)
     */
    public boolean approve(long tableId, int seat) {
        return jdbi.inTransaction(h -> {
            Optional<String> hash = h.createQuery("SELECT token_hash FROM seat_requests WHERE table_id = :table AND seat = :seat")
                    .bind("table", tableId).bind("seat", seat).mapTo(String.class).findOne();
            if (hash.isEmpty()) return false;
            int moved = h.createUpdate("UPDATE seats SET token_hash = :hash WHERE table_id = :table AND seat = :seat")
                    .bind("hash", hash.get()).bind("table", tableId).bind("seat", seat).execute();
            h.createUpdate("DELETE FROM seat_requests WHERE table_id = :table AND seat = :seat")
                    .bind("table", tableId).bind("seat", seat).execute();
            return moved == 1;
        });
    }

    /** The teacher declines: the request goes, the seat stays as it was. */
    public void decline(long tableId, int seat) {
        jdbi.useHandle(h -> h.createUpdate("DELETE FROM seat_requests WHERE table_id = :table AND seat = :seat")
                .bind("table", tableId).bind("seat", seat).execute());
    }
}
