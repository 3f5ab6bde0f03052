package eleusis.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;

/** Players' notebooks: the hypotheses each seat wrote down during the game, oldest first. */
public final class Notebooks extends Repository {
    public static final int MAX_HYPOTHESIS = 10_000;
    /**
     * Hypotheses one seat may write at one table: far more than a game calls for, and a bound on what
     * checking a notebook after every move can cost.
     */
    public static final int MAX_ENTRIES = 100;

    Notebooks(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    /** Writes a hypothesis into the seat's notebook, kept as written (lines and all). */
    public NotebookEntry add(long tableId, int seat, int seq, String hypothesis) {
        String text = Checks.text(hypothesis, "the hypothesis", MAX_HYPOTHESIS);
        if (seq < 0) throw new StoreException.Invalid("a game moment cannot be negative: " + seq);
        Instant now = Sql.now(clock);
        if (count(tableId, seat) >= MAX_ENTRIES) {
            throw new StoreException.Invalid("the notebook is full: it holds at most " + MAX_ENTRIES + " hypotheses");
        }
        long id = insertOwnedBy("there is no table " + tableId, h -> h.createUpdate("INSERT INTO notebook_entries "
                        + "(table_id, seat, seq, hypothesis, created_at) VALUES (:table, :seat, :seq, :text, :now)")
                .bind("table", tableId).bind("seat", seat).bind("seq", seq).bind("text", text).bind("now", now));
        return new NotebookEntry(id, tableId, seat, seq, text, now);
    }

    /** How many hypotheses the seat has written at the table. */
    public int count(long tableId, int seat) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM notebook_entries WHERE table_id = :table AND seat = :seat")
                .bind("table", tableId).bind("seat", seat).mapTo(Integer.class).one());
    }

    /** One seat's notebook, in the order written. */
    public List<NotebookEntry> list(long tableId, int seat) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM notebook_entries WHERE table_id = :table AND seat = :seat "
                        + "ORDER BY id")
                .bind("table", tableId).bind("seat", seat).map(Notebooks::entry).list());
    }

    /** Every notebook of the table (for the teacher), by seat, each in the order written. */
    public List<NotebookEntry> listTable(long tableId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM notebook_entries WHERE table_id = :table ORDER BY seat, id")
                .bind("table", tableId).map(Notebooks::entry).list());
    }

    /**
     * The id of the newest hypothesis written at the table, 0 for none: entries are only ever added, so
     * a reader that kept what it read knows from this alone whether anything was written since.
     */
    public long newest(long tableId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COALESCE(MAX(id), 0) FROM notebook_entries WHERE table_id = :table")
                .bind("table", tableId).mapTo(Long.class).one());
    }

    /** The table's notebooks from game moment {@code seq} on (a round's, from its deal), by seat, each in the order written. */
    public List<NotebookEntry> listTableSince(long tableId, int seq) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM notebook_entries WHERE table_id = :table AND seq >= :seq "
                        + "ORDER BY seat, id")
                .bind("table", tableId).bind("seq", seq).map(Notebooks::entry).list());
    }

    private static NotebookEntry entry(ResultSet rs, StatementContext ctx) throws SQLException {
        return new NotebookEntry(rs.getLong("id"), rs.getLong("table_id"), rs.getInt("seat"), rs.getInt("seq"),
                rs.getString("hypothesis"), Sql.instant(rs, "created_at"));
    }
}
