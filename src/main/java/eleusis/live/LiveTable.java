package eleusis.live;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.CodecException;
import eleusis.game.ComputerPlayer;
import eleusis.game.Game;
import eleusis.game.GameType;
import eleusis.game.GameView;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
import eleusis.store.LoggedAction;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.StoredGame;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One table's game, owned: the only place it is changed or read. Every action, whoever makes it (a
 * student's socket, the teacher's console, a computer seat, or another server's, caught up from the
 * log), is a step on the table's turn ({@link Mailbox}): applied to the game in memory, committed to
 * the {@link eleusis.store.ActionLog}, and only once stored shown to the screens ({@link
 * TableScreens#moved}), before the table's next step starts. So the screens get the table's moves
 * in order and only stored ones, and a mover's answer comes after the commit.
 *
 * <p>How an action is applied, refused, stored or given up is {@link MoveStep}'s: the one path of
 * every action here.
 *
 * <p>Reads: views, whose turn, the rule, run on the turn too ({@link #read}), between steps, so
 * nobody reads an action that is applied and not yet stored: the game is mutable and has no cheap
 * copy, and a view is a different thing for every viewer, so a snapshot for every reader after
 * every move would cost more than the move. What many pages ask of every table (how many actions,
 * whether the game is over) is published after each stored step instead ({@link #actions}, {@link
 * #over}), so such a page never waits on a busy table. The slow pure work stays off the turn:
 * decoding an action and a guess's exact check ({@link Game#prepare}) on the mover's thread, a
 * computer's deciding on its own.
 *
 * @param <S> the game's settings
 * @param <A> the game's action type
 */
public final class LiveTable<S, A> {
    private static final Logger LOG = LoggerFactory.getLogger(LiveTable.class);
    private final LiveTables owner;
    private final GameType<S, A> type;
    private final Mailbox turn;
    /** The one path of every action: applied, stored, shown. */
    private final MoveStep<S, A> step;
    /** The table's row and settings, replaced when the lobby deals it again. */
    private volatile StoredGame<S, A> stored;
    /**
     * The game, changed on the turn only; null when it must be rebuilt from the log before use.
     * Volatile only so that an action can be prepared on the mover's thread ({@link Game#prepare}
     * reads what it can check again when applying).
     */
    private volatile Game<A> game;
    /** How many actions the screens were last told of (on the turn only); -1 before the game is first built. */
    private int told = -1;
    /** The stored game's counts, published after each step that stored or read back actions; null before it is built. */
    private volatile Facts facts;
    /** See {@link #scientist()}. */
    private ComputerPlayer<A> scientist;

    private record Facts(int actions, boolean over) {}

    LiveTable(LiveTables owner, StoredGame<S, A> stored, Game<A> dealt) {
        this.owner = owner;
        this.type = stored.type();
        this.stored = stored;
        this.turn = new Mailbox(owner.pool());
        this.step = new MoveStep<>(this);
        if (dealt != null) {
            this.game = dealt;
            this.told = dealt.history().size();
            publish(dealt);
        }
    }

    public long tableId() { return stored.tableId(); }

    /** The game played here, as the catalogue knows it. */
    public GameType<S, A> type() { return type; }

    /** The table's settings, decoded once. */
    public S settings() { return stored.settings(); }

    /** The game as the database holds it: row, game and settings (what a replay starts from). */
    public StoredGame<S, A> stored() { return stored; }

    /** Whether seat 0 (the teacher, "the house") deals every round here, so students sit from seat 1. */
    public boolean houseDeals() { return stored.houseDeals(); }

    /** The table as it was when loaded (its status may have changed since; see {@link #over()}). */
    public SessionTable table() { return stored.table(); }

    /** Whether the computer can play seats of this game. */
    public boolean hasComputerPlayers() { return type.computerPlayer() != null; }

    // ---- actions: each one a step on the table's turn ----

    /**
     * Applies the seat's action on the table's turn and stores it; the future completes once it is
     * stored and every screen has been told, with the game's outcome. A refused action changes
     * nothing and is not stored. It fails with a {@link StoreException} when the action could not be
     * stored (the game is then as before it), with {@link StoreException.Invalid} when it is not an
     * action of this game.
     */
    public CompletableFuture<Outcome> submit(int seat, A action) {
        return submit(seat, action, null);
    }

    /**
     * As {@link #submit(int, Object)}; {@code whenStored} runs once the action is stored and before any
     * screen is told (what must change with the move: a new round hides the rule again).
     */
    public CompletableFuture<Outcome> submit(int seat, A action, Runnable whenStored) {
        if (action == null || !type.actionType().isInstance(action)) {
            return CompletableFuture.failedFuture(new StoreException.Invalid("table " + tableId() + " plays " + type.id()
                    + "; " + action + " is not one of its actions"));
        }
        String encoded;
        try {
            encoded = type.encode(action); // an action that cannot be stored is refused before the game is touched
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
        return enqueue(new Move<>(seat, action, encoded, null, whenStored));
    }

    /**
     * As {@link #submit(int, Object)}, for an action a socket sent: decoded here, and prepared (a guess's
     * slow exact check) before it waits for the table's turn. One that does not decode fails with
     * {@link StoreException.Invalid}, saying what is wrong with it and where.
     */
    public CompletableFuture<Outcome> submitJson(int seat, JsonNode action) {
        A decoded;
        try {
            decoded = type.decode(action);
        } catch (CodecException e) {
            return CompletableFuture.failedFuture(new StoreException.Invalid(e.getMessage()));
        }
        prepare(seat, decoded);
        return submit(seat, decoded);
    }

    /** As {@link #submitJson(int, JsonNode)}, from the action's JSON text. */
    public CompletableFuture<Outcome> submitJson(int seat, String action) {
        return submitJson(seat, action, null);
    }

    /** As {@link #submitJson(int, String)}, with what must change once it is stored ({@link #submit(int, Object, Runnable)}). */
    public CompletableFuture<Outcome> submitJson(int seat, String action, Runnable whenStored) {
        A decoded;
        try {
            decoded = type.decode(action);
        } catch (CodecException e) {
            return CompletableFuture.failedFuture(new StoreException.Invalid(e.getMessage()));
        }
        prepare(seat, decoded);
        return submit(seat, decoded, whenStored);
    }

    /**
     * Lets the game do the slow, unchanging work the action will need before it waits for the turn:
     * if it fails, the action is applied without it (the game works it out as it applies it).
     */
    private void prepare(int seat, A action) {
        try {
            Game<A> g = game;
            if (g == null) g = read(x -> x); // built on the turn; prepared off it
            g.prepare(seat, action);
        } catch (RuntimeException e) {
            LOG.debug("preparing an action failed; it is applied as it is: {}", e.toString());
        }
    }

    /**
     * The table's machine scientist (null for a game it cannot play), made on first need and kept:
     * it keeps each seat's scientist through the round instead of making one every move.
     */
    private synchronized ComputerPlayer<A> scientist() {
        if (scientist == null) scientist = type.scientist();
        return scientist;
    }

    /** A computer's move, decided on the game as it stood after {@code seq} actions. */
    public record Planned<A>(int seat, A move, int seq, boolean scientist) {}

    /**
     * Decides the computer's move for the seat: only its look at the game is taken on the table's
     * turn; the deciding (the scientist's, which may take a while) and a guess's slow exact check
     * ({@link Game#prepare}) run after it, on the caller's thread, so the table never waits for them.
     * Null when there is nothing for the computer to do.
     */
    public Planned<A> planComputer(int seat, boolean scientist) {
        ComputerPlayer<A> chosen = scientist ? scientist() : null;
        ComputerPlayer<A> computer = chosen != null ? chosen : type.computerPlayer();
        if (computer == null) return null;
        record Look<A>(Game<A> game, int seq, Supplier<A> plan) {}
        Look<A> look = read(g -> g.over() || !g.waitingFor().contains(seat) ? null
                : new Look<>(g, g.history().size(), computer.plan(g, seat, ComputerPlayer.moveSeed(g, seat))));
        if (look == null) return null;
        A move = look.plan().get();
        if (move == null) return null;
        look.game().prepare(seat, move);
        return new Planned<>(seat, move, look.seq(), computer != type.computerPlayer());
    }

    /**
     * Applies a planned move and stores it, as {@link #submit(int, Object)}, if the game has not moved
     * since it was planned: the future completes with null otherwise, or when another server moved
     * first (plan again). A scientist's move the game refuses gives way to the stand-in's, so a seat
     * is never stuck on it.
     */
    public CompletableFuture<Outcome> submitPlanned(Planned<?> planned) {
        if (!type.actionType().isInstance(planned.move())) {
            return CompletableFuture.failedFuture(new StoreException.Invalid("table " + tableId() + " plays " + type.id()
                    + "; " + planned.move() + " is not one of its actions"));
        }
        A move = type.actionType().cast(planned.move());
        return enqueue(new Move<>(planned.seat(), move, null,
                new Planned<>(planned.seat(), move, planned.seq(), planned.scientist()), null));
    }

    /**
     * Brings the game up to its log on the table's turn: applies, as recorded, the actions other
     * servers stored since it was last up to date (a game not in memory is rebuilt with all of them),
     * and tells the screens if it moved. The future says whether the game moved on; it fails with a
     * {@link StoreException} when the log cannot be read, or holds an action this game refuses.
     */
    public CompletableFuture<Boolean> catchUp() {
        return turn.submit(() -> {
            try {
                return CompletableFuture.completedFuture(catchUpNow());
            } finally {
                tellScreens();
            }
        });
    }

    /** The one way an action reaches the game: a step on the table's turn, which ends once it is stored and shown. */
    private CompletableFuture<Outcome> enqueue(Move<A> move) {
        return turn.submit(() -> step.attempt(move, 1));
    }

    /**
     * Applies, as recorded, what the log holds beyond the game in memory (on the turn).
     *
     * @return whether the game moved on (or was rebuilt)
     */
    boolean catchUpNow() {
        boolean fresh = game == null;
        Game<A> g = current();
        List<LoggedAction> newer = stored.actionsAfter(owner.log(), g.history().size());
        try {
            stored.applyLogged(g, newer);
        } catch (StoreException e) {
            game = null; // it may hold some of them: the log rebuilds it
            throw e;
        }
        publish(g);
        return fresh || !newer.isEmpty();
    }

    /**
     * The screens are told when the game stands at another stored action than they were last told of
     * (on the turn, at the end of a step, when whatever it applied is stored).
     */
    void tellScreens() {
        Game<A> g = game;
        if (g == null) return; // rebuilt at its next use, and shown then
        int seq = g.history().size();
        if (seq == told) return;
        told = seq;
        try {
            owner.screens().moved(this);
        } catch (RuntimeException e) { // the move is stored: its mover is answered all the same
            LOG.error("table {} could not be sent its views after a move", tableId(), e);
        }
    }

    // ---- the lobby ----

    /**
     * Deals the game again with new settings and its own seed, on the turn, while no action has been
     * stored for it (the lobby, before Start); seats and names stay. False when it has actions already.
     */
    CompletableFuture<Boolean> redeal(S settings) {
        return turn.submit(() -> {
            Game<A> fresh;
            try {
                fresh = type.start(settings, table().seed());
            } catch (IllegalArgumentException e) {
                throw new StoreException.Invalid("the game cannot start: " + e.getMessage());
            }
            if (!owner.tables().redeal(tableId(), type.encodeSettings(settings))) return CompletableFuture.completedFuture(false);
            SessionTable now = owner.tables().find(tableId()).orElse(table());
            stored = new StoredGame<>(now, type, settings);
            game = fresh;
            publish(fresh);
            return CompletableFuture.completedFuture(true);
        });
    }

    /**
     * Another server may have dealt this table again (a lesson chosen in the lobby): a game here with no
     * action yet is read again from the table's stored settings, at its next use. A game with actions
     * was never dealt again, so it stays.
     */
    CompletableFuture<Void> rereadIfUndealt() {
        return inTurn(() -> {
            if (current().history().size() > 0) return;
            SessionTable now = owner.tables().find(tableId()).orElse(null);
            if (now == null || !now.game().equals(type.id())) return; // gone, or never this game: nothing to read
            stored = StoredGame.of(now, type);
            game = null;
            facts = null;
        });
    }

    // ---- reads ----

    /**
     * Reads the game on the table's turn: views, totals, whose turn. It waits for the step under way
     * (a move being committed), so it never sees an action that is not stored; called on the turn
     * itself (by the screens, told of a move), it reads at once. The reader must not keep the game or
     * change it.
     *
     * @throws StoreException when the game cannot be rebuilt from the log
     */
    public <R> R read(Function<? super Game<A>, R> reader) {
        if (turn.onTurn()) return reader.apply(current());
        return await(turn.submit(() -> CompletableFuture.completedFuture(reader.apply(current()))));
    }

    /**
     * Runs the task on the table's turn, between its steps (at once if called on it): what it reads of
     * the game is stored, and no action is applied meanwhile. The web keeps its screens' order so.
     */
    public CompletableFuture<Void> inTurn(Runnable task) {
        if (turn.onTurn()) {
            try {
                task.run();
                return CompletableFuture.completedFuture(null);
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        }
        return turn.submit(() -> {
            task.run();
            return CompletableFuture.completedFuture(null);
        });
    }

    public GameView view(Viewer viewer) {
        return read(g -> g.view(viewer));
    }

    /** Whether the game is over, as last stored (read without waiting for the table's turn once it is built). */
    public boolean over() {
        Facts f = facts;
        return f != null ? f.over() : read(Game::over);
    }

    /** Actions stored so far: the seq of the last one (0 before the first); an action being committed is not counted yet. */
    public int actions() {
        Facts f = facts;
        return f != null ? f.actions() : read(g -> g.history().size());
    }

    /** The game, rebuilt from the log if it was dropped (on the turn). */
    Game<A> current() {
        Game<A> g = game;
        if (g != null) return g;
        g = stored.rebuild(owner.log());
        game = g;
        if (told < 0) told = g.history().size(); // no screen was told of another
        publish(g);
        return g;
    }

    /** The game's counts as they stand stored, for the readers that do not wait for the turn. */
    void publish(Game<A> g) {
        if (g != null) facts = new Facts(g.history().size(), g.over());
    }

    /** The game in memory holds what is not stored (or may): the log, which is the truth, rebuilds it at its next use. */
    void drop() {
        game = null;
    }

    Mailbox turn() { return turn; }

    LiveTables owner() { return owner; }

    /**
     * Waits for a table's future, and throws what it failed with as itself (a {@link StoreException},
     * an engine's fault), not wrapped.
     */
    public static <T> T await(CompletableFuture<T> future) {
        try {
            return future.join();
        } catch (CompletionException | CancellationException e) {
            Throwable cause = Mailbox.unwrap(e);
            if (cause instanceof RuntimeException r) throw r;
            if (cause instanceof Error err) throw err;
            throw e;
        }
    }
}
