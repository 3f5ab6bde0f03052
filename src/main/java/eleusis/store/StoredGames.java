package eleusis.store;

import eleusis.game.Game;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressSettings;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The games of all tables: made with their table, kept in memory while used, and rebuilt from the
 * database (settings, seed, every action replayed) the first time a table is asked for after a
 * restart. One instance per server; it is safe to use from many threads.
 */
public final class StoredGames {
    private final Tables tables;
    private final ActionLog log;
    private final Map<Long, StoredGame<?>> games = new ConcurrentHashMap<>();

    public StoredGames(Database db) {
        this.tables = db.tables();
        this.log = db.actionLog();
    }

    /**
     * Makes a table of the session and deals its game.
     *
     * @throws StoreException.Invalid when the game cannot start (say, a rule that accepts no starter)
     */
    public StoredGame<EleusisAction> createEleusis(long sessionId, String tableName, EleusisSettings settings, long seed) {
        return create(Engine.ELEUSIS, sessionId, tableName, ActionCodec.encode(settings), seed);
    }

    public StoredGame<ExpressAction> createExpress(long sessionId, String tableName, ExpressSettings settings, long seed) {
        return create(Engine.EXPRESS, sessionId, tableName, ActionCodec.encode(settings), seed);
    }

    /**
     * Makes a table of the session from settings already in their stored JSON form (as a form or an
     * import gives them), and deals its game.
     *
     * @throws StoreException.Invalid when the settings cannot be read or the game cannot start
     */
    public StoredGame<?> create(GameKind kind, long sessionId, String tableName, String settingsJson, long seed) {
        return create(kind, sessionId, tableName, settingsJson, seed, false);
    }

    /** As {@link #create(GameKind, long, String, String, long)}; with {@code computerSeats} the computer plays empty seats. */
    public StoredGame<?> create(GameKind kind, long sessionId, String tableName, String settingsJson, long seed,
                                boolean computerSeats) {
        return create(Engine.of(kind), sessionId, tableName, settingsJson, seed, computerSeats);
    }

    private <A> StoredGame<A> create(Engine<A> engine, long sessionId, String tableName, String settingsJson, long seed) {
        return create(engine, sessionId, tableName, settingsJson, seed, false);
    }

    private <A> StoredGame<A> create(Engine<A> engine, long sessionId, String tableName, String settingsJson, long seed,
                                     boolean computerSeats) {
        // Started from the settings as stored, so that the game in memory is the one a restart rebuilds.
        Game<A> game;
        try {
            game = engine.start(settingsJson, seed);
        } catch (IllegalArgumentException e) {
            throw new StoreException.Invalid("the game cannot start: " + e.getMessage());
        }
        SessionTable table = tables.create(sessionId, tableName, engine.kind(), settingsJson, seed, computerSeats);
        StoredGame<A> stored = new StoredGame<>(table, engine, log, game);
        games.put(table.id(), stored);
        return stored;
    }

    /**
     * The table's game, from memory or rebuilt from the database (the rebuild happens at its first
     * use, under the game's lock).
     *
     * @throws StoreException.NotFound when there is no such table
     */
    public StoredGame<?> get(long tableId) {
        StoredGame<?> known = games.get(tableId);
        if (known != null) return known;
        SessionTable table = tables.find(tableId)
                .orElseThrow(() -> new StoreException.NotFound("there is no table " + tableId));
        StoredGame<?> loaded = new StoredGame<>(table, Engine.of(table.kind()), log, null);
        StoredGame<?> raced = games.putIfAbsent(tableId, loaded);
        return raced != null ? raced : loaded;
    }

    @SuppressWarnings("unchecked")
    public StoredGame<EleusisAction> eleusis(long tableId) {
        return (StoredGame<EleusisAction>) ofKind(tableId, GameKind.ELEUSIS);
    }

    @SuppressWarnings("unchecked")
    public StoredGame<ExpressAction> express(long tableId) {
        return (StoredGame<ExpressAction>) ofKind(tableId, GameKind.EXPRESS);
    }

    private StoredGame<?> ofKind(long tableId, GameKind kind) {
        StoredGame<?> g = get(tableId);
        if (g.kind() != kind) {
            throw new StoreException.NotFound("table " + tableId + " plays " + g.kind().id() + ", not " + kind.id());
        }
        return g;
    }

    /** Drops the table's game from memory (a session ended); it is rebuilt if asked for again. */
    public void forget(long tableId) {
        games.remove(tableId);
    }
}
