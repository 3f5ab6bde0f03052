package eleusis.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * Every table's applied actions, in order: with the table's settings and seed, all that is needed
 * to rebuild its game. Actions are numbered 1, 2, 3... and an action is only taken with the next
 * number, so two writers can never fork a game: the second one's append fails.
 */
public final class ActionLog extends Repository {
    private final Bulletin bulletin;
    /** Where appends are committed with other tables' (SQLite); null: each in its own transaction. */
    private final GroupCommit group;

    ActionLog(Jdbi jdbi, Clock clock, Bulletin bulletin, GroupCommit group) {
        super(jdbi, clock);
        this.bulletin = bulletin;
        this.group = group;
    }

    /**
     * Stores the action, committed when this returns (in a transaction of its own, or with other
     * tables' actions of the same moment: {@link GroupCommit}).
     *
     * @param seq the next number: 1 + the number of actions stored for the table
     * @throws StoreException.Conflict when {@code seq} is not the next number (another writer got there first)
     * @throws StoreException.NotFound when there is no such table
     */
    public LoggedAction append(long tableId, int seq, int seat, String actionJson) {
        return append(tableId, seq, seat, actionJson, null);
    }

    /** As {@link #append(long, int, int, String)}, setting the table's status in the same transaction when not null. */
    LoggedAction append(long tableId, int seq, int seat, String actionJson, TableStatus statusAfter) {
        String json = Checks.text(actionJson, "the action", eleusis.game.GameJson.MAX_ACTION_CHARS);
        Instant now = Sql.now(clock);
        try {
            java.util.function.Consumer<Handle> store = h -> {
                // Taken only as the next number, checked in the insert itself (one statement, not a read then a write).
                int stored = h.createUpdate("INSERT INTO game_actions (table_id, seq, seat, action_json, created_at) "
                                + "SELECT :table, :seq, :seat, :json, :now "
                                + "WHERE (SELECT COALESCE(MAX(seq), 0) FROM game_actions WHERE table_id = :table) = :previous")
                        .bind("table", tableId).bind("seq", seq).bind("seat", seat).bind("json", json).bind("now", now)
                        .bind("previous", seq - 1)
                        .execute();
                if (stored == 0) throw outOfTurn(tableId, seq, lastSeq(h, tableId) + 1);
                if (statusAfter != null) {
                    h.createUpdate("UPDATE game_tables SET status = :status WHERE id = :table")
                            .bind("status", statusAfter.id()).bind("table", tableId).execute();
                }
                // Delivered when this commits, and only then: the other servers hear of every stored action.
                bulletin.publishIn(h, Notice.action(tableId, seq));
            };
            if (group != null) group.commit(store);
            else jdbi.useTransaction(store::accept);
        } catch (StoreException e) {
            throw e;
        } catch (RuntimeException e) {
            // Two writers read the same last number; the primary key let only one of them in.
            if (Sql.uniqueViolation(e)) throw outOfTurn(tableId, seq, seq + 1);
            if (Sql.foreignKeyViolation(e)) throw new StoreException.NotFound("there is no table " + tableId);
            throw e;
        }
        return new LoggedAction(tableId, seq, seat, json, now);
    }

    /** The table's actions, first to last. */
    public List<LoggedAction> load(long tableId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM game_actions WHERE table_id = :table ORDER BY seq")
                .bind("table", tableId).map(ActionLog::logged).list());
    }

    /** The table's actions after the first {@code seq}, in order: what a game in memory at {@code seq} has yet to apply. */
    public List<LoggedAction> loadAfter(long tableId, int seq) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM game_actions WHERE table_id = :table AND seq > :seq ORDER BY seq")
                .bind("table", tableId).bind("seq", seq).map(ActionLog::logged).list());
    }

    /** The number of the table's last action; 0 before the first. */
    public int lastSeq(long tableId) {
        return jdbi.withHandle(h -> lastSeq(h, tableId));
    }

    private static int lastSeq(Handle h, long tableId) {
        return h.createQuery("SELECT COALESCE(MAX(seq), 0) FROM game_actions WHERE table_id = :table")
                .bind("table", tableId).mapTo(Integer.class).one();
    }

    private static StoreException.Conflict outOfTurn(long tableId, int seq, int next) {
        return new StoreException.Conflict("action " + seq + " of table " + tableId + " cannot be stored: the next action "
                + "there is number " + next + " (the game moved on meanwhile)");
    }

    private static LoggedAction logged(ResultSet rs, StatementContext ctx) throws SQLException {
        return new LoggedAction(rs.getLong("table_id"), rs.getInt("seq"), rs.getInt("seat"), rs.getString("action_json"),
                Sql.instant(rs, "created_at"));
    }
}
