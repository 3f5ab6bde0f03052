package eleusis.store;

import java.time.Instant;

/**
 * A table of a class session: one game, stored as its game (the catalogue's id), settings and seed (its actions are in
 * the {@link ActionLog}).
 *
 * @param game          the game's id in {@link eleusis.game.Games}
 * @param settingsJson  the settings as the game's codec writes them
 * @param paused        the teacher paused the table: students' actions wait
 * @param revealedRound the round whose secret rule the teacher showed to the table, or null
 * @param computerSeats seats nobody has taken are played by the computer
 * @param scientist     and the machine scientist plays them (not the stand-in by lot)
 */
public record SessionTable(long id, long sessionId, String name, String game, String settingsJson, long seed,
                           TableStatus status, Instant createdAt, boolean paused, Integer revealedRound,
                           boolean computerSeats, boolean scientist) {
    /** A table whose empty seats the stand-in plays by lot, if any plays them. */
    public SessionTable(long id, long sessionId, String name, String game, String settingsJson, long seed,
                        TableStatus status, Instant createdAt, boolean paused, Integer revealedRound, boolean computerSeats) {
        this(id, sessionId, name, game, settingsJson, seed, status, createdAt, paused, revealedRound, computerSeats, false);
    }

    /** Who plays the seats nobody has taken. */
    public ComputerKind computers() {
        return ComputerKind.of(computerSeats, scientist);
    }
}
