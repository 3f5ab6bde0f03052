package eleusis.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.StatementContext;

/** The tables of class sessions. The live tables create them together with their games. */
public final class Tables extends Repository {
    private static final int MAX_NAME = 100;
    static final int MAX_SETTINGS = eleusis.game.GameJson.MAX_SETTINGS_CHARS;

    Tables(Jdbi jdbi, Clock clock) {
        super(jdbi, clock);
    }

    public SessionTable create(long sessionId, String name, String game, String settingsJson, long seed) {
        return create(sessionId, name, game, settingsJson, seed, false);
    }

    public SessionTable create(long sessionId, String name, String game, String settingsJson, long seed,
                               boolean computerSeats) {
        return create(sessionId, name, game, settingsJson, seed, computerSeats ? ComputerKind.BY_LOT : ComputerKind.NONE);
    }

    public SessionTable create(long sessionId, String name, String game, String settingsJson, long seed,
                               ComputerKind computers) {
        boolean computerSeats = computers != ComputerKind.NONE;
        boolean scientist = computers == ComputerKind.SCIENTIST;
        String n = Checks.oneLine(name, "the table's name", MAX_NAME);
        if (game == null || game.isBlank()) throw new StoreException.Invalid("the table needs a game");
        String settings = Checks.text(settingsJson, "the settings", MAX_SETTINGS);
        Instant now = Sql.now(clock);
        long id = insertOwnedBy("there is no class session " + sessionId, h -> h.createUpdate("INSERT INTO game_tables "
                        + "(session_id, name, game_kind, settings_json, seed, status, created_at, computer_seats, computer_scientist) "
                        + "VALUES (:session, :name, :kind, :settings, :seed, :status, :now, :computer, :scientist)")
                .bind("session", sessionId).bind("name", n).bind("kind", game).bind("settings", settings)
                .bind("seed", seed).bind("status", TableStatus.PLAYING.id()).bind("now", now).bind("computer", computerSeats)
                .bind("scientist", scientist));
        return new SessionTable(id, sessionId, n, game, settings, seed, TableStatus.PLAYING, now, false, null, computerSeats, scientist);
    }

    public Optional<SessionTable> find(long tableId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM game_tables WHERE id = :id")
                .bind("id", tableId).map(Tables::table).findOne());
    }

    /** The session's tables in the order they were made. */
    public List<SessionTable> listBySession(long sessionId) {
        return jdbi.withHandle(h -> h.createQuery("SELECT * FROM game_tables WHERE session_id = :session ORDER BY id")
                .bind("session", sessionId).map(Tables::table).list());
    }

    /**
     * The session's tables still playing, the fewest students seated first (then the oldest), {@code max}
     * of them from the {@code skip}-th on: where a joining student sits, so groups fill evenly. One query
     * for a page of them, instead of reading every table's seats.
     */
    public List<Long> emptiestPlaying(long sessionId, int skip, int max) {
        return jdbi.withHandle(h -> h.createQuery("SELECT t.id FROM game_tables t WHERE t.session_id = :session AND t.status = :playing "
                        + "ORDER BY (SELECT COUNT(*) FROM seats s WHERE s.table_id = t.id), t.id LIMIT :max OFFSET :skip")
                .bind("session", sessionId).bind("playing", TableStatus.PLAYING.id()).bind("max", max).bind("skip", skip)
                .mapTo(Long.class).list());
    }

    public void setStatus(long tableId, TableStatus status) {
        int n = jdbi.withHandle(h -> h.createUpdate("UPDATE game_tables SET status = :status WHERE id = :id")
                .bind("status", status.id()).bind("id", tableId).execute());
        if (n == 0) throw new StoreException.NotFound("there is no table " + tableId);
    }

    /**
     * Deals the table again with new settings (a lesson chosen in the lobby), only while nothing has
     * been played there: its actions were dealt from the old settings and would not replay on new ones.
     *
     * @return false when the table has an action already (or is gone), and nothing changed
     */
    public boolean redeal(long tableId, String settingsJson) {
        String settings = Checks.text(settingsJson, "the settings", MAX_SETTINGS);
        return jdbi.withHandle(h -> h.createUpdate("UPDATE game_tables SET settings_json = :settings WHERE id = :id "
                        + "AND NOT EXISTS (SELECT 1 FROM game_actions WHERE table_id = :id)")
                .bind("settings", settings).bind("id", tableId).execute()) == 1;
    }

    /** Pauses or resumes the table: while paused, students' actions are refused with a word from the teacher. */
    public void setPaused(long tableId, boolean paused) {
        update(tableId, "UPDATE game_tables SET paused = :value WHERE id = :id", paused);
    }

    /** Shows the secret rule of this round to the table (null hides it again). */
    public void setRevealedRound(long tableId, Integer round) {
        update(tableId, "UPDATE game_tables SET revealed_round = :value WHERE id = :id", round);
    }

    /** Lets the computer play the seats nobody has taken, or stops it. */
    public void setComputerSeats(long tableId, boolean on) {
        update(tableId, "UPDATE game_tables SET computer_seats = :value WHERE id = :id", on);
    }

    /** Who plays the seats nobody has taken: nobody, the stand-in by lot, or the machine scientist. */
    public void setComputers(long tableId, ComputerKind kind) {
        int n = jdbi.withHandle(h -> h.createUpdate("UPDATE game_tables SET computer_seats = :seats, computer_scientist = :scientist WHERE id = :id")
                .bind("seats", kind != ComputerKind.NONE).bind("scientist", kind == ComputerKind.SCIENTIST).bind("id", tableId).execute());
        if (n == 0) throw new StoreException.NotFound("there is no table " + tableId);
    }

    private void update(long tableId, String sql, Object value) {
        int n = jdbi.withHandle(h -> h.createUpdate(sql).bindByType("value", value, value == null ? Integer.class : value.getClass())
                .bind("id", tableId).execute());
        if (n == 0) throw new StoreException.NotFound("there is no table " + tableId);
    }

    static SessionTable table(ResultSet rs, StatementContext ctx) throws SQLException {
        // getInt and wasNull rather than getObject(column, Integer.class), which sqlite-jdbc refuses for a null.
        int revealed = rs.getInt("revealed_round");
        Integer revealedRound = rs.wasNull() ? null : revealed;
        return new SessionTable(rs.getLong("id"), rs.getLong("session_id"), rs.getString("name"),
                rs.getString("game_kind"), rs.getString("settings_json"), rs.getLong("seed"),
                TableStatus.of(rs.getString("status")), Sql.instant(rs, "created_at"), rs.getBoolean("paused"),
                revealedRound, rs.getBoolean("computer_seats"), rs.getBoolean("computer_scientist"));
    }
}
