package eleusis.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;

/** Who sits where, and the seat tokens that let players come back to their seats. */
public final class Seats extends Repository {
    private static final int MAX_NAME = 100;

    Seats(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    /**
     * Takes the seat for the named player. Seats are numbered from 0 as in the game; that the game
     * has this seat is for the caller to check (the table's settings say how many there are).
     *
     * @throws StoreException.Conflict when the seat is taken
     * @throws StoreException.NotFound when there is no such table
     */
    public ClaimedSeat claim(long tableId, int seat, String playerName) {
        String name = Checks.oneLine(playerName, "the player's name", MAX_NAME);
        if (seat < 0) throw new StoreException.Invalid("there is no seat " + seat);
        String token = Tokens.newToken();
        Instant now = Sql.now(clock);
        try {
            jdbi.useHandle(h -> h.createUpdate("INSERT INTO seats (table_id, seat, player_name, name_key, token_hash, joined_at, "
                            + "last_seen) VALUES (:table, :seat, :name, :key, :hash, :now, :now)")
                    .bind("table", tableId).bind("seat", seat).bind("name", name).bind("key", nameKey(name))
                    .bind("hash", Tokens.hash(token)).bind("now", now).execute());
        } catch (RuntimeException e) {
            if (Sql.uniqueViolationOf(e, "seats_name_key") || Sql.uniqueViolationOf(e, "seats.name_key")) {
                throw new StoreException.NameTaken("someone at this table is already called " + name);
            }
            if (Sql.uniqueViolation(e)) throw new StoreException.Conflict("seat " + seat + " at this table is already taken");
            if (Sql.foreignKeyViolation(e)) throw new StoreException.NotFound("there is no table " + tableId);
            throw e;
        }
        return new ClaimedSeat(new Seat(tableId, seat, name, now, now), token);
    }

    /**
     * Takes the lowest free seat of {@code 0..seats-1}, for a player joining without choosing;
     * safe when several players join at once (a seat taken meanwhile makes it try the next).
     *
     * @throws StoreException.Conflict when every seat is taken
     */
    public ClaimedSeat claimFirstFree(long tableId, int seats, String playerName) {
        return claimFirstFree(tableId, 0, seats, playerName);
    }

    /** As {@link #claimFirstFree(long, int, String)}, among the seats {@code first..seats-1} (seat 0 may be the house's). */
    public ClaimedSeat claimFirstFree(long tableId, int first, int seats, String playerName) {
        Checks.oneLine(playerName, "the player's name", MAX_NAME);
        Set<Integer> tried = new HashSet<>();
        while (true) {
            Set<Integer> taken = new HashSet<>(tried);
            list(tableId).forEach(s -> taken.add(s.seat()));
            int free = first;
            while (free < seats && taken.contains(free)) free++;
            if (free == seats) throw new StoreException.Conflict("all " + (seats - first) + " seats at this table are taken");
            try {
                return claim(tableId, free, playerName);
            } catch (StoreException.NameTaken sameName) {
                throw sameName; // another seat would not help
            } catch (StoreException.Conflict someoneFaster) {
                tried.add(free);
            }
        }
    }

    /** A name as two names are compared: trimmed, in lower case, its inner spaces one ("Ana  B" is "ana b"). */
    public static String nameKey(String name) {
        return name.strip().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
    }

    /** The seat this token was given for, if it still holds it. */
    public Optional<Seat> findByToken(String token) {
        if (token == null || token.isEmpty()) return Optional.empty();
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM seats WHERE token_hash = :hash")
                .bind("hash", Tokens.hash(token)).map(Seats::seat).findOne());
    }

    /**
     * The name of a student seated at one of the session's tables under the same name ({@link #nameKey}),
     * if any: found by the name's index among the few seats of that name, whatever the number of tables.
     */
    public Optional<String> nameAtSession(long sessionId, String name) {
        return jdbi.withHandle(h -> h.createQuery("SELECT s.player_name FROM seats s JOIN game_tables t ON t.id = s.table_id "
                        + "WHERE s.name_key = :key AND t.session_id = :session LIMIT 1")
                .bind("key", nameKey(name)).bind("session", sessionId).mapTo(String.class).findOne());
    }

    /** The table's taken seats, by seat number. */
    public List<Seat> list(long tableId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM seats WHERE table_id = :table ORDER BY seat")
                .bind("table", tableId).map(Seats::seat).list());
    }

    /** A seat of a table, for {@link #seen(Collection)}. */
    public record At(long tableId, int seat) {}

    /** Notes that these seats' players were here a moment ago: one transaction for all of them. */
    public void seen(java.util.Collection<At> seats) {
        if (seats.isEmpty()) return;
        java.time.Instant now = Sql.now(clock);
        jdbi.useTransaction(h -> {
            org.jdbi.v3.core.statement.PreparedBatch batch =
                    h.prepareBatch("UPDATE seats SET last_seen = :now WHERE table_id = :table AND seat = :seat");
            for (At at : seats) batch.bind("now", now).bind("table", at.tableId()).bind("seat", at.seat()).add();
            batch.execute();
        });
    }

    /**
     * A new token for a taken seat, for a player who lost theirs (another device, cleared cookies):
     * the old token stops working.
     *
     * @throws StoreException.NotFound when nobody sits there
     */
    public ClaimedSeat newToken(long tableId, int seat) {
        String token = Tokens.newToken();
        return jdbi.inTransaction(h -> {
            int n = h.createUpdate("UPDATE seats SET token_hash = :hash WHERE table_id = :table AND seat = :seat")
                    .bind("hash", Tokens.hash(token)).bind("table", tableId).bind("seat", seat).execute();
            if (n == 0) throw new StoreException.NotFound("nobody sits at seat " + seat + " of table " + tableId);
            Seat s = h.createQuery("SELECT * FROM seats WHERE table_id = :table AND seat = :seat")
                    .bind("table", tableId).bind("seat", seat).map(Seats::seat).one();
            return new ClaimedSeat(s, token);
        });
    }

    /** Frees the seat (its token stops working); false when it was free. */
    public boolean release(long tableId, int seat) {
        return jdbi.withHandle(h -> h.createUpdate("DELETE FROM seats WHERE table_id = :table AND seat = :seat")
                .bind("table", tableId).bind("seat", seat).execute()) > 0;
    }

    private static Seat seat(ResultSet rs, StatementContext ctx) throws SQLException {
        return new Seat(rs.getLong("table_id"), rs.getInt("seat"), rs.getString("player_name"),
                Sql.instant(rs, "joined_at"), Sql.instant(rs, "last_seen"));
    }
}
