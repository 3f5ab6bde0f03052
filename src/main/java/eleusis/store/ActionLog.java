package eleusis.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.StatementContext;

/**
 * Every table's applied actions, in order: with the table's settings and seed, all that is needed
 * to rebuild its game. Actions are numbered 1, 2, 3... and an action is only taken with the next
 * number, so two writers can never fork a game: the second one's append fails.
 */
public final class ActionLog extends Repository {
    private final Bulletin bulletin;
    /** Where appends are committed with other tables' (SQLite); null: each in its own transaction. */
    private final GroupCommit<Append> group;

    /** An action to store: {@code statusAfter} is the table's new status, or null when it is unchanged. */
    record Append(long tableId, int seq, int seat, String json, Instant at, TableStatus statusAfter) {}

    /**
     * An action is taken only as the next number, checked in the insert itself (one statement, not a
     * read then a write): a number already taken inserts nothing.
     */
    private static final String INSERT = "INSERT INTO game_actions (table_id, seq, seat, action_json, created_at) "
            + "SELECT :table, :seq, :seat, :json, :at "
            + "WHERE (SELECT COALESCE(MAX(seq), 0) FROM game_actions WHERE table_id = :table) = :previous";

    ActionLog(Jdbi jdbi, Clock clock, Bulletin bulletin, GroupCommit<Append> group) {
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
        Append append = new Append(tableId, seq, seat, json, now, statusAfter);
        try {
            if (group != null) {
                group.commit(append);
            } else {
                RuntimeException refused = jdbi.inTransaction(h -> store(h, List.of(append), bulletin)).get(0);
                if (refused != null) throw refused;
            }
        } catch (RuntimeException e) {
            throw notStored(tableId, seq, e);
        }
        return new LoggedAction(tableId, seq, seat, json, now);
    }

    /**
     * As {@link #append(long, int, int, String)}, setting the table's status in the same transaction
     * when {@code statusAfter} is not null, and returning at once: the future completes when the
     * action is committed with other tables' ({@link GroupCommit}), or fails as {@code append} throws.
     * Without grouping (PostgreSQL) it is stored, or has failed, before this returns.
     */
    public CompletableFuture<LoggedAction> appendLater(long tableId, int seq, int seat, String actionJson, TableStatus statusAfter) {
        if (group == null) {
            try {
                return CompletableFuture.completedFuture(append(tableId, seq, seat, actionJson, statusAfter));
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        }
        String json = Checks.text(actionJson, "the action", eleusis.game.GameJson.MAX_ACTION_CHARS);
        Instant now = Sql.now(clock);
        return group.submit(new Append(tableId, seq, seat, json, now, statusAfter)).handle((stored, failed) -> {
            if (failed == null) return new LoggedAction(tableId, seq, seat, json, now);
            throw notStored(tableId, seq, failed instanceof java.util.concurrent.CompletionException c && c.getCause() != null
                    ? c.getCause() : failed);
        });
    }

    /** What an append that failed with {@code e} tells its caller: a store exception, in the store's words. */
    private static RuntimeException notStored(long tableId, int seq, Throwable e) {
        if (e instanceof StoreException s) return s;
        // Two writers read the same last number; the primary key let only one of them in.
        if (Sql.uniqueViolation(e)) return outOfTurn(tableId, seq, seq + 1);
        if (Sql.foreignKeyViolation(e)) return new StoreException.NotFound("there is no table " + tableId);
        if (e instanceof RuntimeException r) return r;
        return new StoreException("the action could not be stored: " + e, e);
    }

    /**
     * Stores the actions in the open transaction, the insert prepared once for all of them (preparing
     * it was a fifth of the committer's time when it was prepared once an action).
     *
     * @param bulletin where the other servers hear of each action stored
     * @return for each action, null when stored, or why not (its number was taken: it changed nothing)
     */
    static List<RuntimeException> store(Handle h, List<Append> appends, Bulletin bulletin) {
        PreparedBatch insert = h.prepareBatch(INSERT);
        for (Append a : appends) {
            insert.bind("table", a.tableId()).bind("seq", a.seq()).bind("seat", a.seat()).bind("json", a.json())
                    .bind("at", a.at()).bind("previous", a.seq() - 1).add();
        }
        int[] stored = insert.execute();
        List<RuntimeException> refused = new ArrayList<>(appends.size());
        for (int i = 0; i < appends.size(); i++) {
            Append a = appends.get(i);
            if (stored[i] == 0) {
                refused.add(outOfTurn(a.tableId(), a.seq(), lastSeq(h, a.tableId()) + 1));
                continue;
            }
            if (a.statusAfter() != null) {
                h.createUpdate("UPDATE game_tables SET status = :status WHERE id = :table")
                        .bind("status", a.statusAfter().id()).bind("table", a.tableId()).execute();
            }
            // Delivered when this commits, and only then: the other servers hear of every stored action.
            bulletin.publishIn(h, Notice.action(a.tableId(), a.seq()));
            refused.add(null);
        }
        return refused;
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
