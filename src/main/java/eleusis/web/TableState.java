package eleusis.web;

import eleusis.store.Database;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import java.util.LinkedHashMap;
import java.util.Map;

/** What the classroom adds to a game's view: the players' names and the teacher's pause and reveal. */
record TableState(Map<Integer, String> names, boolean paused, Integer revealedRound) {
    static TableState read(Database db, long tableId) {
        Map<Integer, String> names = new LinkedHashMap<>();
        for (Seat s : db.seats().list(tableId)) names.put(s.seat(), s.playerName());
        SessionTable t = db.tables().find(tableId).orElse(null);
        return new TableState(names, t != null && t.paused(), t == null ? null : t.revealedRound());
    }
}
