package eleusis.store;

import eleusis.game.CodecException;
import eleusis.game.Game;
import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Outcome;
import eleusis.game.Recorded;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's game as the database holds it: the table's row, the game it plays (from the catalogue,
 * {@link Games}) and its settings, decoded once. With the table's seed and its {@link ActionLog},
 * that is all it takes to rebuild the game ({@link #rebuild}), or to bring one up to the log when
 * other servers stored actions ({@link #applyLogged}); the game played in memory is the live layer's,
 * not the store's.
 *
 * <p>The log holds each action as the game recorded it in its history (a guess with the judgement
 * worked out when it was taken), read back with {@link GameType#decodeStored} and replayed without
 * working that out again; an action a player sends is read with {@link GameType#decode}, which
 * refuses such a judgement.
 *
 * @param <S> the game's settings
 * @param <A> the game's action type
 */
public record StoredGame<S, A>(SessionTable table, GameType<S, A> type, S settings) {
    public long tableId() { return table.id(); }

    /** Whether seat 0 (the teacher, "the house") deals every round here, so students sit from seat 1. */
    public boolean houseDeals() { return type.houseDeals(settings); }

    /**
     * The table's game as stored: the game its row names, with the settings read back.
     *
     * @throws StoreException when this server does not know the game, or its settings cannot be read
     */
    public static StoredGame<?, ?> of(SessionTable table) {
        GameType<?, ?> type = Games.find(table.game()).orElseThrow(() -> new StoreException("the game of table "
                + table.id() + " cannot be loaded: this server does not know the game \"" + table.game() + "\""));
        return of(table, type);
    }

    /**
     * The table's game as stored, when it plays {@code type}.
     *
     * @throws StoreException when its settings cannot be read
     */
    public static <S, A> StoredGame<S, A> of(SessionTable table, GameType<S, A> type) {
        S settings;
        try {
            settings = type.decodeSettings(table.settingsJson());
        } catch (CodecException e) {
            throw new StoreException("the game of table " + table.id() + " cannot be rebuilt: its settings cannot be read: "
                    + e.getMessage(), e);
        }
        return new StoredGame<>(table, type, settings);
    }

    /**
     * The game from its settings, seed and every logged action.
     *
     * @throws StoreException when the log cannot be read, misses an action, or holds one the game refuses
     */
    public Game<A> rebuild(ActionLog log) {
        List<LoggedAction> logged;
        try {
            logged = log.load(table.id());
        } catch (RuntimeException e) {
            throw new StoreException("the game of table " + table.id() + " cannot be loaded (the database failed: "
                    + firstLine(e.getMessage()) + ")", e);
        }
        List<Recorded<A>> actions = new ArrayList<>(logged.size());
        for (LoggedAction a : logged) {
            if (a.seq() != actions.size() + 1) {
                throw new StoreException("the game of table " + table.id() + " cannot be rebuilt: action "
                        + (actions.size() + 1) + " is missing from the log");
            }
            try {
                actions.add(new Recorded<>(a.seat(), type.decodeStored(a.actionJson())));
            } catch (CodecException e) {
                throw new StoreException("the game of table " + table.id() + " cannot be rebuilt: its action " + a.seq()
                        + " cannot be read: " + e.getMessage(), e);
            }
        }
        try {
            return type.replay(settings, table.seed(), actions);
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new StoreException("the game of table " + table.id() + " cannot be rebuilt from its "
                    + actions.size() + " stored actions: " + e.getMessage(), e);
        }
    }

    /**
     * The table's actions after the first {@code have}, in order: what a game in memory at {@code have}
     * has yet to apply (another server stored them).
     *
     * @throws StoreException when the log cannot be read
     */
    public List<LoggedAction> actionsAfter(ActionLog log, int have) {
        try {
            return log.loadAfter(table.id(), have);
        } catch (RuntimeException e) {
            throw new StoreException("the game of table " + table.id() + " cannot be brought up to date (the database failed: "
                    + firstLine(e.getMessage()) + ")", e);
        }
    }

    /**
     * Applies to the game, as recorded, actions of its log that follow its history ({@link #actionsAfter}).
     *
     * @throws StoreException when one is missing, cannot be read, or is refused (the game may then hold
     *                        some of them: it must be rebuilt)
     */
    public void applyLogged(Game<A> game, List<LoggedAction> newer) {
        for (LoggedAction a : newer) {
            int expected = game.history().size() + 1;
            try {
                if (a.seq() != expected) throw new IllegalStateException("action " + expected + " is missing from the log");
                Outcome o = game.applyRecorded(a.seat(), type.decodeStored(a.actionJson()));
                if (!o.applied()) throw new IllegalStateException("its stored action " + a.seq() + " is refused: " + o);
            } catch (RuntimeException e) { // a CodecException too: an action this server cannot read
                throw new StoreException("the game of table " + table.id() + " cannot be brought up to date: "
                        + firstLine(e.getMessage()), e);
            }
        }
    }

    /** The first line of a message (a driver's may run to a stack of lines), for a teacher to read. */
    public static String firstLine(String message) {
        if (message == null) return "no reason given";
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }
}
