package eleusis.store;

import eleusis.game.CodecException;
import eleusis.game.ComputerPlayer;
import eleusis.game.Game;
import eleusis.game.GameType;
import eleusis.game.GameView;
import eleusis.game.Outcome;
import eleusis.game.Recorded;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * One table's game, kept in memory and in the database together. Everything that touches the game
 * goes through this object's lock, so one table's actions are applied one at a time, and nobody
 * reads the game between an action and its commit.
 *
 * <p>How an action is applied: on the game in memory first (the engines have no cheap copy, and
 * most refusals are only found by applying); if the game refuses it, nothing changed and nothing
 * is stored. If it is applied, it is appended to the {@link ActionLog} and committed before
 * {@link #apply} returns, so nobody can be told of an action that is not stored ({@link
 * #applyPreparedLater} returns before the commit, and anyone who reads the game meanwhile waits for
 * it). If that append
 * fails, the game in memory is thrown away and rebuilt from the log, which is the truth: the
 * failed action is gone, as if never tried, and the caller gets the {@link StoreException}.
 *
 * <p>The log holds each action as the game recorded it in its history (a guess with the judgement
 * worked out when it was taken), read back with {@link GameType#decodeStored} and replayed without
 * working that out again; an action a player sends is read with {@link GameType#decode}, which
 * refuses such a judgement.
 *
 * <p>The table's settings are decoded once, when the table is loaded; the game's type (from the
 * catalogue) says how its actions are written.
 *
 * @param <S> the game's settings
 * @param <A> the game's action type
 */
public final class StoredGame<S, A> {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(StoredGame.class);
    private final SessionTable table;
    private final GameType<S, A> type;
    private final S settings;
    private final ActionLog log;
    /** Whether other servers write this table's log too (PostgreSQL shared by several servers). */
    private final boolean shared;
    /** How often one action is tried again after another server's (each time after catching up). */
    private static final int MAX_CATCH_UPS = 5;
    /** Null when it must be rebuilt from the log before use. */
    private Game<A> game;
    /**
     * The commit of the last action {@link #applyPreparedLater} applied, while it may be under way:
     * settled (waited for) before anyone else touches the game, so nobody reads an action before it
     * is stored, and a game whose action failed to store is rebuilt from the log.
     */
    private CompletableFuture<LoggedAction> pending;

    StoredGame(SessionTable table, GameType<S, A> type, S settings, ActionLog log, boolean shared, Game<A> game) {
        this.table = table;
        this.shared = shared;
        this.type = type;
        this.settings = settings;
        this.log = log;
        this.game = game;
    }

    public long tableId() { return table.id(); }

    /** The game played here, as the catalogue knows it. */
    public GameType<S, A> type() { return type; }

    /** The table's settings, decoded once. */
    public S settings() { return settings; }

    /** Whether seat 0 (the teacher, "the house") deals every round here, so students sit from seat 1. */
    public boolean houseDeals() { return type.houseDeals(settings); }

    /** The table as it was when loaded (its status may have changed since; see {@link #over()}). */
    public SessionTable table() { return table; }

    /**
     * Applies the seat's action and stores it; the outcome comes back only once the action is
     * committed. A refused action changes nothing and is not stored.
     *
     * @throws StoreException when the action could not be stored (the game is then as before it)
     */
    public synchronized Outcome apply(int seat, A action) {
        if (action == null || !type.actionType().isInstance(action)) {
            throw new StoreException.Invalid("table " + table.id() + " plays " + type.id() + "; "
                    + action + " is not one of its actions");
        }
        String encoded = type.encode(action); // an action that cannot be stored is refused before the game is touched
        for (int attempt = 1; ; attempt++) {
            try {
                Outcome outcome = applyOnce(seat, action, encoded);
                // Refused here, but maybe only because this server has not yet heard of another's
                // action (the player saw a newer view through it): judged again on the game as it is.
                if (outcome.applied() || !shared || attempt > MAX_CATCH_UPS || !catchUp()) return outcome;
            } catch (StoreException.Conflict lost) {
                // Another server stored an action first: this one is tried again after it, exactly as
                // two actions made at once on one server are applied one after the other.
                if (attempt > MAX_CATCH_UPS) throw lost;
            }
        }
    }

    /**
     * Applies the action to the game in memory and stores it.
     *
     * @throws StoreException.Conflict when another server stored an action first (the game here was
     *                                 behind; it is rebuilt from the log at its next use)
     */
    private Outcome applyOnce(int seat, A action) {
        return applyOnce(seat, action, null);
    }

    /** As {@link #applyOnce(int, Object)}, with the action's JSON if already written ({@code encoded}, else null). */
    private Outcome applyOnce(int seat, A action, String encoded) {
        Game<A> g = current();
        Outcome outcome;
        try {
            outcome = g.apply(seat, action);
        } catch (RuntimeException engineFault) {
            game = null; // it may have half-changed; the log still holds the game as it was
            throw engineFault;
        }
        if (!outcome.applied()) return outcome;
        int seq = g.history().size();
        try {
            // Stored as the game recorded it (a guess with its judgement), so a restart reads back
            // what was worked out instead of working it out again.
            A recorded = g.history().get(seq - 1).action();
            String json = encoded != null && recorded.equals(action) ? encoded : type.encode(recorded);
            log.append(table.id(), seq, seat, json, g.over() ? TableStatus.OVER : null);
        } catch (StoreException.Conflict lost) {
            game = null; // holds an action that is not stored
            throw lost;
        } catch (RuntimeException e) {
            game = null;
            StoreException notStored = notStored(e);
            try {
                current();
            } catch (RuntimeException rebuildFailed) {
                notStored.addSuppressed(rebuildFailed); // tried again at the next use
            }
            throw notStored;
        }
        return outcome;
    }

    /**
     * Brings the game up to its log: applies, as recorded, the actions other servers stored since
     * it was last up to date (a game not in memory is rebuilt with all of them).
     *
     * @return whether the game moved on
     * @throws StoreException when the log cannot be read, or holds an action this game refuses
     */
    public synchronized boolean catchUp() {
        settle();
        boolean fresh = game == null;
        Game<A> g = current();
        int have = g.history().size();
        List<LoggedAction> newer;
        try {
            newer = log.loadAfter(table.id(), have);
        } catch (RuntimeException e) {
            throw new StoreException("the game of table " + table.id() + " cannot be brought up to date (the database failed: "
                    + firstLine(e.getMessage()) + ")", e);
        }
        for (LoggedAction a : newer) {
            int expected = g.history().size() + 1;
            try {
                if (a.seq() != expected) throw new IllegalStateException("action " + expected + " is missing from the log");
                Outcome o = g.applyRecorded(a.seat(), type.decodeStored(a.actionJson()));
                if (!o.applied()) throw new IllegalStateException("its stored action " + a.seq() + " is refused: " + o);
            } catch (RuntimeException e) { // a CodecException too: an action this server cannot read
                game = null;
                throw new StoreException("the game of table " + table.id() + " cannot be brought up to date: "
                        + firstLine(e.getMessage()), e);
            }
        }
        return fresh || !newer.isEmpty();
    }

    /** A computer's move, decided on the game as it stood after {@code seq} actions. */
    public record Planned<A>(int seat, A move, int seq, boolean scientist) {}

    /**
     * Decides the computer's move for the seat: only its look at the seat's view is taken under this
     * game's lock; the deciding (the scientist's, which may take a while) and a guess's slow exact
     * check ({@link Game#prepare}) run after it, so nobody else waits. Take no other lock around it
     * (a table's order lock) for the same reason. Null when there is nothing for the computer to do.
     */
    public Planned<A> planComputer(int seat, boolean scientist) {
        ComputerPlayer<A> computer = scientist && type.scientist() != null ? type.scientist() : type.computerPlayer();
        if (computer == null) return null;
        java.util.function.Supplier<A> plan;
        Game<A> g;
        int seq;
        synchronized (this) {
            g = current();
            if (g.over() || !g.waitingFor().contains(seat)) return null;
            seq = g.history().size();
            plan = computer.plan(g, seat, ComputerPlayer.moveSeed(g, seat));
        }
        A move = plan.get();
        if (move == null) return null;
        g.prepare(seat, move);
        return new Planned<>(seat, move, seq, computer != type.computerPlayer());
    }

    /**
     * Applies a planned move and stores it, if the game has not moved since it was planned (null
     * otherwise: plan again). A scientist's move the game refuses gives way to the stand-in's, so
     * a seat is never stuck on it.
     */
    public synchronized Outcome playPlanned(Planned<A> planned) {
        Game<A> g = current();
        if (g.history().size() != planned.seq() || g.over() || !g.waitingFor().contains(planned.seat())) return null;
        try {
            Outcome o = applyOnce(planned.seat(), planned.move());
            if (o instanceof Outcome.Refused && planned.scientist() && type.computerPlayer() != null) {
                A instead = type.computerPlayer().move(current(), planned.seat(), ComputerPlayer.moveSeed(current(), planned.seat()));
                if (instead != null) return applyOnce(planned.seat(), instead);
            }
            return o;
        } catch (StoreException.Conflict lost) {
            return null; // another server moved first (maybe this very seat): plan again
        }
    }

    /** Whether the computer can play seats of this game. */
    public boolean hasComputerPlayers() {
        return type.computerPlayer() != null;
    }

    /**
     * An action a socket sent, decoded once by {@link #prepareJson} for {@link #applyPrepared}: the
     * action, or what is wrong with it (refused when applied, as {@link #applyJson} refuses it).
     */
    public static final class Prepared {
        private final GameType<?, ?> type;
        private final com.fasterxml.jackson.databind.JsonNode json;
        private final Object action;
        private final String wrong;

        private Prepared(GameType<?, ?> type, com.fasterxml.jackson.databind.JsonNode json, Object action, String wrong) {
            this.type = type;
            this.json = json;
            this.action = action;
            this.wrong = wrong;
        }
    }

    /**
     * Decodes the action once and lets the game do the slow, unchanging work it will need
     * ({@link Game#prepare}) before it is applied, outside this game's lock and the table's: only the
     * reference to the game is taken under the lock. An action that does not decode comes back as
     * such, for {@link #applyPrepared} to refuse; if the preparing fails, the action is applied
     * without it (the game then works it out as it applies it).
     */
    public Prepared prepareJson(int seat, com.fasterxml.jackson.databind.JsonNode action) {
        A decoded;
        try {
            decoded = type.decode(action);
        } catch (CodecException e) {
            return new Prepared(type, action, null, e.getMessage());
        }
        try {
            Game<A> g;
            synchronized (this) {
                g = current();
            }
            g.prepare(seat, decoded);
        } catch (RuntimeException e) {
            LOG.debug("preparing an action failed; it is applied as it is: {}", e.toString());
        }
        return new Prepared(type, action, decoded, null);
    }

    /**
     * {@link #apply}s an action {@link #prepareJson} decoded (by this game's type).
     *
     * @throws StoreException.Invalid saying what is wrong with the action and where, when it did not decode
     */
    public Outcome applyPrepared(int seat, Prepared prepared) {
        if (prepared.type != type) return applyJson(seat, prepared.json); // prepared by another game: read again
        if (prepared.wrong != null) throw new StoreException.Invalid(prepared.wrong);
        return apply(seat, type.actionType().cast(prepared.action));
    }

    /** Decodes the action from its JSON (the game's codec), then {@link #apply}s it. */
    public Outcome applyJson(int seat, String actionJson) {
        return apply(seat, decode(actionJson));
    }

    /** As {@link #applyJson(int, String)}, for an action already parsed (inside a socket's message): read once. */
    public Outcome applyJson(int seat, com.fasterxml.jackson.databind.JsonNode action) {
        try {
            return apply(seat, type.decode(action));
        } catch (CodecException e) {
            throw new StoreException.Invalid(e.getMessage());
        }
    }

    /**
     * The action this JSON describes, for this table's game.
     *
     * @throws StoreException.Invalid saying what is wrong with it and where
     */
    public A decode(String actionJson) {
        try {
            return type.decode(actionJson);
        } catch (CodecException e) {
            throw new StoreException.Invalid(e.getMessage());
        }
    }

    /**
     * Reads the game under its lock: views, totals, whose turn. The reader must not keep the game
     * or change it.
     */
    public synchronized <R> R read(Function<? super Game<A>, R> reader) {
        return reader.apply(current());
    }

    public GameView view(Viewer viewer) {
        return read(g -> g.view(viewer));
    }

    public boolean over() {
        return read(Game::over);
    }

    /** Actions applied so far: the seq of the last one (0 before the first). */
    public int actions() {
        return read(g -> g.history().size());
    }

    private Game<A> current() {
        settle();
        if (game == null) game = rebuild();
        return game;
    }

    /** Waits (under this game's lock) for the last action's commit; if it failed, the game is rebuilt at its next use. */
    private void settle() {
        CompletableFuture<LoggedAction> p = pending;
        if (p == null) return;
        pending = null;
        try {
            p.join();
        } catch (java.util.concurrent.CompletionException | java.util.concurrent.CancellationException notStored) {
            game = null; // holds an action that is not stored: the log is the truth
        }
    }

    /**
     * As {@link #applyPrepared}, but returns once the action is applied to the game in memory and its
     * commit is under way, with other tables' ({@link ActionLog#grouped}); the future completes when
     * it is stored. Until then nobody can read or change the game (each waits for the commit), so no
     * one is shown an action that is not stored; the caller must not tell anyone of it before the
     * future completes. If the commit fails the future fails with a {@link StoreException}, as
     * {@code apply} throws, and the game is rebuilt from the log at its next use.
     *
     * <p>A store that does not group its commits, or a table other servers write too, waits for the
     * commit here, as {@link #applyPrepared} does.
     */
    public CompletableFuture<Outcome> applyPreparedLater(int seat, Prepared prepared) {
        if (shared || !log.grouped() || prepared.type != type || prepared.wrong != null) {
            try {
                return CompletableFuture.completedFuture(applyPrepared(seat, prepared));
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        }
        A action = type.actionType().cast(prepared.action);
        String encoded;
        try {
            encoded = type.encode(action);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
        synchronized (this) {
            Game<A> g;
            Outcome outcome;
            try {
                g = current();
                outcome = g.apply(seat, action);
            } catch (RuntimeException engineFault) {
                game = null; // it may have half-changed; the log still holds the game as it was
                return CompletableFuture.failedFuture(engineFault);
            }
            if (!outcome.applied()) return CompletableFuture.completedFuture(outcome);
            int seq = g.history().size();
            CompletableFuture<LoggedAction> stored;
            try {
                A recorded = g.history().get(seq - 1).action();
                String json = recorded.equals(action) ? encoded : type.encode(recorded);
                stored = log.appendLater(table.id(), seq, seat, json, g.over() ? TableStatus.OVER : null);
            } catch (RuntimeException e) {
                stored = CompletableFuture.failedFuture(e);
            }
            pending = stored;
            return stored.handle((logged, failed) -> {
                if (failed == null) return outcome;
                throw notStored(failed instanceof java.util.concurrent.CompletionException c && c.getCause() != null ? c.getCause() : failed);
            });
        }
    }

    /** What the caller of an action whose append failed with {@code e} is told: the action did not happen, and why. */
    private static StoreException notStored(Throwable e) {
        if (e instanceof StoreException se) return se;
        return new StoreException("the action could not be stored, so it did not happen ("
                + (e instanceof CodecException ? "" : "the database failed: ") + firstLine(e.getMessage()) + ")", e);
    }

    /** The game from its settings, seed and every logged action. */
    Game<A> rebuild() {
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

    private static String firstLine(String message) {
        if (message == null) return "no reason given";
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }
}
