package eleusis.live;

import eleusis.game.Game;
import eleusis.game.GameType;
import eleusis.store.ActionLog;
import eleusis.store.ComputerKind;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.StoredGame;
import eleusis.store.Tables;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The live tables of one server: made with their table, kept in memory while used, and rebuilt from
 * the database (settings, seed, every action replayed) the first time a table is asked for after a
 * restart. There is one {@link LiveTable} per table here, and it alone changes its game. It knows
 * games only through the catalogue ({@link eleusis.game.Games}): a table stores its game's id. Safe
 * to use from many threads.
 *
 * <p>The tables share one small pool of threads for the steps that queue behind a busy table
 * ({@link Mailbox}); an idle table's step runs on its sender's thread.
 */
public final class LiveTables implements AutoCloseable {
    /**
     * Most threads for the steps that wait behind a busy table. A step may wait for the database (a
     * PostgreSQL commit, a rebuild): enough for every pooled connection and every core to be busy at
     * once. They exist only while there is such work: an idle one ends after a few seconds.
     */
    private static final int THREADS = Math.max(16, 4 * Runtime.getRuntime().availableProcessors());

    private final Tables tables;
    private final ActionLog log;
    /** Whether other servers write the tables' logs too (PostgreSQL shared by several servers). */
    private final boolean shared;
    private final Executor afterCommit;
    private final ThreadPoolExecutor pool;
    private volatile TableScreens screens = TableScreens.NONE;
    private final Map<Long, LiveTable<?, ?>> live = new ConcurrentHashMap<>();

    /** The tables of the database, shown on no screen (until {@link #showOn}). */
    public LiveTables(Database db) {
        this.tables = db.tables();
        this.log = db.actionLog();
        this.shared = db.bulletin().shared();
        this.afterCommit = db.afterCommit();
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(THREADS, THREADS, 10, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "eleusis-table-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        pool.allowCoreThreadTimeOut(true); // a quiet server keeps no thread for its tables
    }

    /** Where the tables tell of their moves from now on: the web app's screens, set once as it starts. */
    public void showOn(TableScreens screens) {
        this.screens = java.util.Objects.requireNonNull(screens, "screens");
    }

    /**
     * Makes a table of the session and deals its game.
     *
     * @throws StoreException.Invalid when the game cannot start (say, a rule that accepts no starter)
     */
    public <S, A> LiveTable<S, A> create(GameType<S, A> type, long sessionId, String tableName, S settings, long seed) {
        return create(type, sessionId, tableName, settings, seed, type.computerFillsSeats());
    }

    /** As {@link #create(GameType, long, String, Object, long)}; with {@code computerSeats} the computer plays empty seats. */
    public <S, A> LiveTable<S, A> create(GameType<S, A> type, long sessionId, String tableName, S settings, long seed,
                                         boolean computerSeats) {
        return create(type, sessionId, tableName, settings, seed, computerSeats ? ComputerKind.BY_LOT : ComputerKind.NONE);
    }

    /** As {@link #create(GameType, long, String, Object, long)}, with who plays the empty seats. */
    public <S, A> LiveTable<S, A> create(GameType<S, A> type, long sessionId, String tableName, S settings, long seed,
                                         ComputerKind computers) {
        Game<A> game;
        try {
            game = type.start(settings, seed);
        } catch (IllegalArgumentException e) {
            throw new StoreException.Invalid("the game cannot start: " + e.getMessage());
        }
        // Dealt from the settings given (their rule already compiled); the codec's round trip is
        // tested for every game, so a restart rebuilds this same game from the JSON stored.
        SessionTable table = tables.create(sessionId, tableName, type.id(), type.encodeSettings(settings), seed, computers);
        LiveTable<S, A> made = new LiveTable<>(this, new StoredGame<>(table, type, settings), game);
        live.put(table.id(), made);
        return made;
    }

    /**
     * Deals the table's game again with new settings and its own seed, while no action has been
     * stored for it (the lobby, before Start); seats and names stay.
     *
     * @return false when the table has actions already: nothing changed
     * @throws StoreException.Invalid when the game cannot start with these settings
     * @throws StoreException.NotFound when there is no such table, or it plays another game
     */
    public <S, A> boolean redeal(SessionTable table, GameType<S, A> type, S settings) {
        return LiveTable.await(get(table.id(), type).redeal(settings));
    }

    /**
     * Another server may have dealt this table again (a lesson chosen in the lobby): a game here with
     * no action yet is read again from the stored settings at its next use. A game with actions was
     * never dealt again, so it stays.
     */
    public void forgetIfUndealt(long tableId) {
        LiveTable<?, ?> known = live.get(tableId);
        if (known != null) LiveTable.await(known.rereadIfUndealt());
    }

    /**
     * The table, from memory or loaded from the database (its game is rebuilt at its first use, on
     * its turn).
     *
     * @throws StoreException.NotFound when there is no such table
     * @throws StoreException when the table's game or settings cannot be read
     */
    public LiveTable<?, ?> get(long tableId) {
        LiveTable<?, ?> known = live.get(tableId);
        if (known != null) return known;
        SessionTable table = tables.find(tableId)
                .orElseThrow(() -> new StoreException.NotFound("there is no table " + tableId));
        LiveTable<?, ?> loaded = loaded(StoredGame.of(table));
        LiveTable<?, ?> raced = live.putIfAbsent(tableId, loaded);
        return raced != null ? raced : loaded;
    }

    private <S, A> LiveTable<S, A> loaded(StoredGame<S, A> stored) {
        return new LiveTable<>(this, stored, null);
    }

    /**
     * The table when it plays this game.
     *
     * @throws StoreException.NotFound when there is no such table, or it plays another game
     */
    @SuppressWarnings("unchecked")
    public <S, A> LiveTable<S, A> get(long tableId, GameType<S, A> type) {
        LiveTable<?, ?> t = get(tableId);
        if (t.type() != type) {
            throw new StoreException.NotFound("table " + tableId + " plays " + t.type().id() + ", not " + type.id());
        }
        return (LiveTable<S, A>) t;
    }

    /** The table if it is in memory now (a notice about a table nobody here plays needs no work); else null. */
    public LiveTable<?, ?> ifLoaded(long tableId) {
        return live.get(tableId);
    }

    /** The tables in memory now. */
    public Set<Long> loadedTables() {
        return Set.copyOf(live.keySet());
    }

    /** Drops the table from memory; it is loaded again if asked for. */
    public void forget(long tableId) {
        live.remove(tableId);
    }

    /** The steps still queued run; then the pool's threads end. */
    @Override
    public void close() {
        pool.shutdown();
    }

    ActionLog log() { return log; }

    Tables tables() { return tables; }

    boolean shared() { return shared; }

    Executor afterCommit() { return afterCommit; }

    Executor pool() { return pool; }

    TableScreens screens() { return screens; }
}
