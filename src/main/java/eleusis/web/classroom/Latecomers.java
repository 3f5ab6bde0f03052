package eleusis.web.classroom;

import eleusis.game.GameType;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.store.ClaimedSeat;
import eleusis.store.ClassSession;
import eleusis.store.ComputerKind;
import eleusis.store.Database;
import eleusis.store.JoinNotices;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A student who joins a class whose every seat is a student's gets a seat all the same: at a table
 * opened for latecomers, dealt as the session's first table was (its game, rounds and rule, its
 * number of seats), whose empty seats the computer plays until more latecomers sit there; the next
 * latecomers fill it as they fill any table, the emptiest first. Where the teacher's settings forbid
 * a new table (the class is at its largest, every game is over) the student is told why, and the
 * teacher's console shows it too ({@link JoinNotices}), as it shows each table opened this way.
 */
public final class Latecomers {
    /** What became of the latecomer. */
    sealed interface Outcome {}

    /** Seated at {@code table}, which was opened for them when {@code opened}. */
    record Seated(SessionTable table, ClaimedSeat seat, boolean opened) implements Outcome {}

    /** Not seated, for this reason (noted for the teacher). */
    record Refused(JoinNotices.Kind why) implements Outcome {}

    private final Database db;
    private final LiveTables games;
    private final SecureRandom seeds;
    /** One latecomer of a session at a time on this server opens a table: two at once share it. */
    private final Map<Long, Object> locks = new ConcurrentHashMap<>();

    public Latecomers(Database db, LiveTables games, SecureRandom seeds) {
        this.db = db;
        this.games = games;
        this.seeds = seeds;
    }

    /**
     * Seats the student at a free seat if one was freed or opened meanwhile, else at a new table.
     *
     * @param tableName the new table's name, given the number of tables it makes
     * @throws StoreException.NameTaken when someone of this name sat down at that table at this instant
     */
    Outcome seat(ClassSession session, String name, java.util.function.IntFunction<String> tableName) {
        synchronized (locks.computeIfAbsent(session.id(), k -> new Object())) {
            List<SessionTable> tables = db.tables().listBySession(session.id());
            Map<Long, Integer> seated = new HashMap<>();
            int students = 0;
            for (SessionTable table : tables) {
                int n = db.seats().list(table.id()).size();
                seated.put(table.id(), n);
                students += n;
            }
            if (students >= TableSizes.MAX_CLASS) return refused(session, name, JoinNotices.Kind.CLASS_FULL);
            List<SessionTable> open = new ArrayList<>(tables.stream().filter(t -> !games.get(t.id()).over()).toList());
            if (open.isEmpty()) return refused(session, name, JoinNotices.Kind.OVER);
            // Another latecomer may have opened a table a moment ago: its seats come first.
            open.sort(Comparator.comparingInt((SessionTable t) -> seated.get(t.id())).thenComparingLong(SessionTable::id));
            for (SessionTable table : open) {
                try {
                    return new Seated(table, claim(table, name), false);
                } catch (StoreException.NameTaken sameName) {
                    throw sameName;
                } catch (StoreException.Conflict full) {
                    // the next one
                }
            }
            SessionTable opened = open(session, tables.get(0), tableName.apply(tables.size() + 1));
            ClaimedSeat seat = claim(opened, name);
            db.joinNotices().add(session.id(), name, JoinNotices.Kind.OPENED, opened.id());
            return new Seated(opened, seat, true);
        }
    }

    private Refused refused(ClassSession session, String name, JoinNotices.Kind why) {
        db.joinNotices().add(session.id(), name, why, null);
        return new Refused(why);
    }

    /**
     * Notes that the teacher's settings turned the student away (the class is closed), for the console.
     */
    void turnedAway(ClassSession session, String name, JoinNotices.Kind why) {
        db.joinNotices().add(session.id(), name, why, null);
    }

    private ClaimedSeat claim(SessionTable table, String name) {
        LiveTable<?, ?> game = games.get(table.id());
        int first = game.houseDeals() ? GameType.HOUSE_SEAT + 1 : 0;
        return db.seats().claimFirstFree(table.id(), first, game.read(g -> g.players()), name);
    }

    /**
     * A table dealt as {@code model} was: the same game, settings (seats, rounds, rule) and computer
     * players, with its own deal. Where nobody was to play the empty seats, the machine scientist does
     * here: a latecomer alone at a table of empty seats nobody plays could never move.
     */
    private SessionTable open(ClassSession session, SessionTable model, String name) {
        LiveTable<?, ?> like = games.get(model.id());
        ComputerKind computers = like.type().secretRule() && model.computers() == ComputerKind.NONE
                ? ComputerKind.SCIENTIST : model.computers();
        return copy(like, session.id(), name, computers).table();
    }

    private <S> LiveTable<S, ?> copy(LiveTable<S, ?> like, long sessionId, String name, ComputerKind computers) {
        return games.create(like.type(), sessionId, name, like.settings(), seeds.nextLong(), computers);
    }
}
