package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.EventJson;
import eleusis.game.EvidenceView;
import eleusis.game.GameEvent;
import eleusis.game.GameView;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
import eleusis.store.Database;
import eleusis.store.NotebookEntry;
import eleusis.store.StoredGame;
import eleusis.store.StoredGames;
import io.javalin.websocket.WsContext;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The authority of every live table: actions are applied here one table at a time, and after each
 * one every socket of the table is sent its own view (a student's hand, the projector's public
 * table) with the events it may see, before the table's next action. Who a socket is comes from
 * {@link TableSockets}; what it may see is decided here, from its {@link Listener}.
 */
final class TableBroadcast {
    private static final Logger LOG = LoggerFactory.getLogger(TableBroadcast.class);
    /** How many earlier events a screen gets when it connects: a round's worth of moves and more. */
    private static final int HISTORY = 80;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Who listens on a socket, fixed when it connects. */
    record Listener(long tableId, TableSockets.Role role, Viewer viewer, Texts texts, NotebookCheck notebook) {
        /** The seat whose private events (their deal, their draws) this socket may be sent; null for the teacher's screens. */
        Integer ownSeat() {
            return role == TableSockets.Role.STUDENT && viewer instanceof Viewer.Player p ? p.seat() : null;
        }
    }

    private final Database db;
    private final StoredGames games;
    private final Map<Long, Set<WsContext>> sockets = new ConcurrentHashMap<>();
    /**
     * One lock per table, held from applying an action until every socket has its view: without it
     * two moves made at once (a student's and the computer's) could reach a screen in the wrong
     * order, the newer view overwritten by the older, and the player would wait for a turn that
     * has passed.
     */
    private final Map<Long, Object> order = new ConcurrentHashMap<>();
    /**
     * Each table's names, pause and reveal as last read: read again only after {@link #changed}, so
     * a move costs no reads of them (everything that changes them calls {@code changed}).
     */
    private final Map<Long, TableState> states = new ConcurrentHashMap<>();
    /** Each student's notebook as last read, by table and seat: read again when they write in it. */
    private final Map<Long, Map<Integer, List<NotebookEntry>>> notebooks = new ConcurrentHashMap<>();

    TableBroadcast(Database db, StoredGames games) {
        this.db = db;
        this.games = games;
    }

    /** The listener of a socket that joined a table; null before. */
    static Listener listener(WsContext ctx) {
        return ctx.attribute(Listener.class.getName());
    }

    /** A socket joins its table and gets its first view with the story so far, in turn with the table's broadcasts. */
    void join(WsContext ctx, Listener listener) {
        ctx.attribute(Listener.class.getName(), listener);
        synchronized (orderOf(listener.tableId())) {
            sockets.computeIfAbsent(listener.tableId(), k -> ConcurrentHashMap.newKeySet()).add(ctx);
            TableState state = state(listener.tableId());
            send(ctx, state, revealed(listener.tableId(), state), List.of(), true);
        }
    }

    void leave(WsContext ctx) {
        Listener l = listener(ctx);
        if (l != null) sockets.getOrDefault(l.tableId(), Set.of()).remove(ctx);
    }

    /**
     * Applies an action (the supplier does, with whatever must happen with it) and, if it was
     * applied, sends every socket of the table its view, before any other action of the table is
     * applied or sent: so every screen gets the table's moves in the order they happened.
     *
     * @throws eleusis.store.StoreException as the action's application does
     */
    Outcome applyInOrder(long tableId, Supplier<Outcome> apply) {
        synchronized (orderOf(tableId)) {
            Outcome outcome = apply.get();
            if (outcome instanceof Outcome.Applied applied) broadcast(tableId, applied.events());
            return outcome;
        }
    }

    /** The table's names, pause and reveal: from memory, read from the database after a {@link #changed}. */
    TableState state(long tableId) {
        return states.computeIfAbsent(tableId, id -> TableState.read(db, id));
    }

    /**
     * The teacher or a join changed the table (a name, the pause, the reveal, the computer's seats):
     * it is read again, and every screen gets its view with the change.
     */
    void changed(long tableId) {
        synchronized (orderOf(tableId)) {
            states.remove(tableId);
            broadcast(tableId, List.of());
        }
    }

    /** The table's state changed along with an action (a new round hides the rule): the broadcast reads it again. */
    void reread(long tableId) {
        states.remove(tableId);
    }

    /** Every socket of the table gets its own view (in turn with the table's other broadcasts). */
    void broadcast(long tableId, List<GameEvent> events) {
        synchronized (orderOf(tableId)) {
            TableState state = state(tableId);
            JsonNode revealed = revealed(tableId, state);
            for (WsContext s : sockets.getOrDefault(tableId, Set.of())) {
                try {
                    send(s, state, revealed, events, false);
                } catch (RuntimeException e) {
                    LOG.info("dropping a socket that could not be written: {}", e.toString());
                    sockets.get(tableId).remove(s);
                }
            }
        }
    }

    /** A student wrote in their notebook: it is read again and checked against their newest view (never overtaken by an older check). */
    void notebook(WsContext ctx) {
        Listener l = listener(ctx);
        synchronized (orderOf(l.tableId())) {
            notebooks.computeIfAbsent(l.tableId(), k -> new ConcurrentHashMap<>()).remove(l.ownSeat());
            sendNotebook(ctx, l, games.get(l.tableId()).view(l.viewer()));
        }
    }

    /** The seats with at least one open socket now. */
    Set<Integer> connectedSeats(long tableId) {
        Set<Integer> out = new HashSet<>();
        for (WsContext s : sockets.getOrDefault(tableId, Set.of())) {
            Integer seat = listener(s).ownSeat();
            if (seat != null) out.add(seat);
        }
        return out;
    }

    /** Closes the sockets of a seat the teacher freed, telling the browser why. */
    void removed(long tableId, int seat) {
        for (WsContext s : sockets.getOrDefault(tableId, Set.of())) {
            Listener l = listener(s);
            if (l.ownSeat() != null && l.ownSeat() == seat) {
                try {
                    SocketMessages.removed(s, l.texts());
                } catch (RuntimeException e) {
                    LOG.info("could not tell a removed player: {}", e.toString());
                }
                sockets.get(tableId).remove(s);
            }
        }
    }

    private Object orderOf(long tableId) {
        return order.computeIfAbsent(tableId, k -> new Object());
    }

    /** The round's rule if the teacher has shown it to the table, the same for every socket; else JSON null. */
    private JsonNode revealed(long tableId, TableState state) {
        RoundRule rule = state.revealedRound() == null ? null : games.get(tableId).read(RoundRule::of);
        if (rule == null || rule.round() != state.revealedRound()) return NODES.nullNode();
        ObjectNode revealed = NODES.objectNode();
        revealed.put("rule", rule.byHand() ? "" : rule.source());
        revealed.put("byHand", rule.byHand());
        revealed.put("english", rule.english());
        return revealed;
    }

    /** The game as one viewer sees it at one moment, read under the game's lock. */
    private record Snapshot(GameView view, int seq, List<GameEvent> log) {}

    /**
     * Sends the socket its view with the events that led to it; {@code withHistory} adds the table's
     * last events before it (as the viewer may see them), so a screen that just connected, a
     * student back after a reload or a projector switched on late, has the story so far.
     */
    private void send(WsContext ctx, TableState state, JsonNode revealed, List<GameEvent> events, boolean withHistory) {
        Listener l = listener(ctx);
        StoredGame<?, ?> game = games.get(l.tableId());
        Snapshot now = game.read(g -> new Snapshot(g.view(l.viewer()), g.history().size(),
                withHistory ? List.copyOf(g.log()) : List.of()));
        ObjectNode out = NODES.objectNode();
        out.put("type", "view");
        // How many actions the view has seen: a screen never replaces a view with an older one.
        out.put("seq", now.seq());
        out.set("view", EventJson.MAPPER.valueToTree(now.view()));
        out.set("events", shown(events, l.ownSeat(), events.size()));
        if (withHistory) out.set("history", shown(now.log(), l.ownSeat(), HISTORY));
        ObjectNode names = out.putObject("names");
        state.names().forEach((seat, name) -> names.put(Integer.toString(seat), name));
        out.put("paused", state.paused());
        out.put("role", l.role().name().toLowerCase());
        out.set("revealed", revealed);
        ctx.send(out.toString());
        // The hypothesis notebook is for the rule-guessing games; the extra modes have no secret rule.
        if (l.ownSeat() != null && now.view() instanceof EvidenceView) sendNotebook(ctx, l, now.view());
    }

    /** The last {@code max} of the events the viewer may see: the public ones and, for a student, their own. */
    private static ArrayNode shown(List<GameEvent> events, Integer ownSeat, int max) {
        ArrayDeque<ObjectNode> kept = new ArrayDeque<>();
        for (int i = events.size() - 1; i >= 0 && kept.size() < max; i--) { // from the newest: a long game's log is not all read
            GameEvent e = events.get(i);
            ObjectNode node = EventJson.node(e);
            // A hand dealt, a card drawn, a card peeked at: only for the player it belongs to.
            if (!e.publicEvent() && (ownSeat == null || node.path("player").asInt(-1) != ownSeat)) continue;
            kept.addFirst(node);
        }
        ArrayNode list = NODES.arrayNode();
        kept.forEach(list::add);
        return list;
    }

    private void sendNotebook(WsContext ctx, Listener l, GameView view) {
        List<NotebookEntry> entries = notebooks.computeIfAbsent(l.tableId(), k -> new ConcurrentHashMap<>())
                .computeIfAbsent(l.ownSeat(), seat -> db.notebooks().list(l.tableId(), seat));
        ObjectNode out = NODES.objectNode();
        out.put("type", "notebook");
        out.set("entries", l.notebook().check(entries, view));
        ctx.send(out.toString());
    }
}
