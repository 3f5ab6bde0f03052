package eleusis.web.play;

import eleusis.store.Database;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the classroom adds to a game's view and what a move is checked against: the players' names
 * (the seats taken), the teacher's pause and reveal, and whether the computer plays the empty seats
 * (and whether the machine scientist plays them).
 *
 * @param gone the table is not in the database (nothing else here means anything then)
 */
public record TableState(Map<Integer, String> names, boolean paused, Integer revealedRound, boolean computerSeats, boolean gone,
                  boolean lobby, boolean scientist) {
    TableState(Map<Integer, String> names, boolean paused, Integer revealedRound, boolean computerSeats, boolean gone, boolean lobby) {
        this(names, paused, revealedRound, computerSeats, gone, lobby, false);
    }

    public static TableState read(Database db, long tableId) {
        SessionTable t = db.tables().find(tableId).orElse(null);
        if (t == null) return new TableState(Map.of(), false, null, false, true, false);
        Map<Integer, String> names = new LinkedHashMap<>();
        for (Seat s : db.seats().list(tableId)) names.put(s.seat(), s.playerName());
        boolean lobby = db.classSessions().find(t.sessionId()).map(s -> !s.started()).orElse(false);
        return new TableState(names, t.paused(), t.revealedRound(), t.computerSeats(), false, lobby, t.scientist());
    }

    /** Nobody but the teacher acts: the table is paused, or its session still waits in its lobby for Start. */
    boolean held() {
        return paused || lobby;
    }
}
