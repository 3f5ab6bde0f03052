package eleusis.store;

import eleusis.game.CodecException;
import eleusis.game.Game;
import eleusis.game.GameType;
import eleusis.game.Games;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The games of all tables: made with their table, kept in memory while used, and rebuilt from the
 * database (settings, seed, every action replayed) the first time a table is asked for after a
 * restart. It knows games only through the catalogue ({@link Games}): a table stores its game's id.
 * One instance per server; it is safe to use from many threads.
 */
public final class StoredGames {
    private final Tables tables;
    private final ActionLog log;
    private final boolean shared;
    private final Map<Long, StoredGame<?, ?>> games = new ConcurrentHashMap<>();

    public StoredGames(Database db) {
        this.tables = db.tables();
        this.log = db.actionLog();
        this.shared = db.bulletin().shared();
    }

    /**
     * Makes a table of the session and deals its game.
     *
     * @throws StoreException.Invalid when the game cannot start (say, a rule that accepts no starter)
     */
    public <S, A> StoredGame<S, A> create(GameType<S, A> type, long sessionId, String tableName, S settings, long seed) {
        return create(type, sessionId, tableName, settings, seed, type.computerFillsSeats());
    }

    /** As {@link #create(GameType, long, String, Object, long)}; with {@code computerSeats} the computer plays empty seats. */
    public <S, A> StoredGame<S, A> create(GameType<S, A> type, long sessionId, String tableName, S settings, long seed,
                                          boolean computerSeats) {
        return create(type, sessionId, tableName, settings, seed, computerSeats ? ComputerKind.BY_LOT : ComputerKind.NONE);
    }

    /** As {@link #create(GameType, long, String, Object, long)}, with who plays the empty seats. */
    public <S, A> StoredGame<S, A> create(GameType<S, A> type, long sessionId, String tableName, S settings, long seed,
                                          ComputerKind computers) {
        // Dealt from the settings given (their rule already compiled); the codec's round trip is
        // tested for every game, so a restart rebuilds this same game from the JSON stored.
        return create(type, sessionId, tableName, settings, type.encodeSettings(settings), seed, computers);
    }

    /**
     * Makes a table of the session from settings already in their stored JSON form (as an import
     * gives them), and deals its game.
     *
     * @throws StoreException.Invalid when the game is unknown, the settings cannot be read or the game cannot start
     */
    public StoredGame<?, ?> create(String game, long sessionId, String tableName, String settingsJson, long seed,
                                   boolean computerSeats) {
        GameType<?, ?> type;
        try {
            type = Games.of(game);
        } catch (CodecException e) {
            throw new StoreException.Invalid(e.getMessage());
        }
        return fromJson(type, sessionId, tableName, settingsJson, seed, computerSeats);
    }

    private <S, A> StoredGame<S, A> fromJson(GameType<S, A> type, long sessionId, String tableName, String settingsJson,
                                           long seed, boolean computerSeats) {
        return create(type, sessionId, tableName, settings(type, settingsJson), settingsJson, seed,
                computerSeats ? ComputerKind.BY_LOT : ComputerKind.NONE);
    }

    private <S, A> StoredGame<S, A> create(GameType<S, A> type, long sessionId, String tableName, S settings,
                                           String settingsJson, long seed, ComputerKind computers) {
        Game<A> game;
        try {
            game = type.start(settings, seed);
        } catch (IllegalArgumentException e) {
            throw new StoreException.Invalid("the game cannot start: " + e.getMessage());
        }
        SessionTable table = tables.create(sessionId, tableName, type.id(), settingsJson, seed, computers);
        StoredGame<S, A> stored = new StoredGame<>(table, type, settings, log, shared, game);
        games.put(table.id(), stored);
        return stored;
    }

    /**
     * Deals the table's game again with new settings and its own seed, while no action has been
     * stored for it (the lobby, before Start); seats and names stay.
     *
     * @return false when the table has actions already: nothing changed
     * @throws StoreException.Invalid when the game cannot start with these settings
     */
    public <S, A> boolean redeal(SessionTable table, GameType<S, A> type, S settings) {
        Game<A> game;
        try {
            game = type.start(settings, table.seed());
        } catch (IllegalArgumentException e) {
            throw new StoreException.Invalid("the game cannot start: " + e.getMessage());
        }
        if (!tables.redeal(table.id(), type.encodeSettings(settings))) return false;
        SessionTable now = tables.find(table.id()).orElse(table);
        games.put(table.id(), new StoredGame<>(now, type, settings, log, shared, game));
        return true;
    }

    /**
     * Another server may have dealt this table again (a lesson chosen in the lobby): a game here with
     * no action yet is dropped, and dealt from the stored settings at its next use. A game with
     * actions was never dealt again, so it stays.
     */
    public void forgetIfUndealt(long tableId) {
        StoredGame<?, ?> known = games.get(tableId);
        if (known != null && known.actions() == 0) games.remove(tableId, known);
    }

    /**
     * The table's game, from memory or rebuilt from the database (the rebuild happens at its first
     * use, under the game's lock).
     *
     * @throws StoreException.NotFound when there is no such table
     * @throws StoreException when the table's game or settings cannot be read
     */
    public StoredGame<?, ?> get(long tableId) {
        StoredGame<?, ?> known = games.get(tableId);
        if (known != null) return known;
        SessionTable table = tables.find(tableId)
                .orElseThrow(() -> new StoreException.NotFound("there is no table " + tableId));
        StoredGame<?, ?> loaded = load(table);
        StoredGame<?, ?> raced = games.putIfAbsent(tableId, loaded);
        return raced != null ? raced : loaded;
    }

    /**
     * The table's game when it plays this game.
     *
     * @throws StoreException.NotFound when there is no such table, or it plays another game
     */
    @SuppressWarnings("unchecked")
    public <S, A> StoredGame<S, A> get(long tableId, GameType<S, A> type) {
        StoredGame<?, ?> g = get(tableId);
        if (g.type() != type) {
            throw new StoreException.NotFound("table " + tableId + " plays " + g.type().id() + ", not " + type.id());
        }
        return (StoredGame<S, A>) g;
    }

    private StoredGame<?, ?> load(SessionTable table) {
        GameType<?, ?> type = Games.find(table.game()).orElseThrow(() -> new StoreException("the game of table "
                + table.id() + " cannot be loaded: this server does not know the game \"" + table.game() + "\""));
        return loaded(table, type);
    }

    private <S, A> StoredGame<S, A> loaded(SessionTable table, GameType<S, A> type) {
        S settings;
        try {
            settings = type.decodeSettings(table.settingsJson());
        } catch (CodecException e) {
            throw new StoreException("the game of table " + table.id() + " cannot be rebuilt: its settings cannot be read: "
                    + e.getMessage(), e);
        }
        return new StoredGame<>(table, type, settings, log, shared, null);
    }

    private static <S> S settings(GameType<S, ?> type, String settingsJson) {
        try {
            return type.decodeSettings(settingsJson);
        } catch (CodecException e) {
            throw new StoreException.Invalid(e.getMessage());
        }
    }

    /** The table's game if it is in memory now (a notice about a table nobody here plays needs no work); else null. */
    public StoredGame<?, ?> ifLoaded(long tableId) {
        return games.get(tableId);
    }

    /** The tables whose games are in memory now. */
    public java.util.Set<Long> loadedTables() {
        return java.util.Set.copyOf(games.keySet());
    }

    /** Drops the table's game from memory (a session ended); it is rebuilt if asked for again. */
    public void forget(long tableId) {
        games.remove(tableId);
    }
}
