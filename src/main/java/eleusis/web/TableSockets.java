package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
import eleusis.store.Database;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.StoredGame;
import eleusis.store.StoredGames;
import eleusis.store.Teacher;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live table: one WebSocket per browser. A student's socket speaks for the seat of its seat
 * token (a cookie), never for a name; the teacher's socket watches as a spectator. After every
 * applied action each socket gets its own view and the public events, never another hand.
 *
 * <p>Messages in: {@code {"type":"action","action":{"kind":"play","card":17}}}. Messages out:
 * {@code {"type":"view","view":{...},"events":[...]}}, {@code {"type":"refused","reason":...,"message":...}}
 * and {@code {"type":"error","message":...}}.
 */
final class TableSockets {
    private static final Logger LOG = LoggerFactory.getLogger(TableSockets.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Longest message a browser may send; an action is a few dozen bytes. */
    static final int MAX_MESSAGE = 8_000;

    private final Database db;
    private final StoredGames games;
    private final Map<Long, Set<WsContext>> sockets = new ConcurrentHashMap<>();

    TableSockets(Database db, StoredGames games) {
        this.db = db;
        this.games = games;
    }

    static String seatCookie(long tableId) {
        return "eleusis_seat_" + tableId;
    }

    void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            long tableId;
            try {
                tableId = Long.parseLong(ctx.pathParam("table"));
            } catch (NumberFormatException e) {
                fail(ctx, "no such table");
                return;
            }
            Optional<SessionTable> table = db.tables().find(tableId);
            if (table.isEmpty()) {
                fail(ctx, "no such table");
                return;
            }
            Viewer viewer = viewerOf(ctx, table.get());
            if (viewer == null) {
                fail(ctx, "join the class with its code first");
                return;
            }
            ctx.attribute("table", tableId);
            ctx.attribute("viewer", viewer);
            sockets.computeIfAbsent(tableId, k -> ConcurrentHashMap.newKeySet()).add(ctx);
            send(ctx, tableId, viewer, List.of());
        });
        ws.onClose(ctx -> {
            Long tableId = ctx.attribute("table");
            if (tableId != null) sockets.getOrDefault(tableId, Set.of()).remove(ctx);
        });
        ws.onMessage(ctx -> {
            Long tableId = ctx.attribute("table");
            Viewer viewer = ctx.attribute("viewer");
            if (tableId == null || viewer == null) return;
            String text = ctx.message();
            if (text.length() > MAX_MESSAGE) {
                error(ctx, "the message is too long");
                return;
            }
            if (!(viewer instanceof Viewer.Player player)) {
                error(ctx, "a spectator cannot play");
                return;
            }
            JsonNode message;
            try {
                message = JSON.readTree(text);
            } catch (Exception e) {
                error(ctx, "the message is not JSON");
                return;
            }
            if (message == null || !"action".equals(message.path("type").asText()) || !message.has("action")) {
                error(ctx, "expected {\"type\": \"action\", \"action\": {...}}");
                return;
            }
            act(ctx, tableId, player.seat(), message.get("action").toString());
        });
    }

    private void act(WsContext ctx, long tableId, int seat, String actionJson) {
        StoredGame<?> game = games.get(tableId);
        Outcome outcome;
        try {
            outcome = game.applyJson(seat, actionJson);
        } catch (StoreException e) {
            error(ctx, e.getMessage());
            return;
        }
        if (outcome instanceof Outcome.Refused refused) {
            ObjectNode out = JSON.createObjectNode();
            out.put("type", "refused");
            out.put("reason", refused.refusal().reason().name().toLowerCase());
            out.put("message", refused.refusal().message());
            ctx.send(out.toString());
            return;
        }
        db.seats().seen(tableId, seat);
        broadcast(tableId, ((Outcome.Applied) outcome).events());
    }

    /** Every socket of the table gets its own view. */
    void broadcast(long tableId, List<GameEvent> events) {
        for (WsContext s : sockets.getOrDefault(tableId, Set.of())) {
            Viewer v = s.attribute("viewer");
            try {
                send(s, tableId, v, events);
            } catch (RuntimeException e) {
                LOG.info("dropping a socket that could not be written: {}", e.toString());
                sockets.get(tableId).remove(s);
            }
        }
    }

    private void send(WsContext ctx, long tableId, Viewer viewer, List<GameEvent> events) {
        ObjectNode out = JSON.createObjectNode();
        out.put("type", "view");
        out.set("view", JSON.valueToTree(games.get(tableId).view(viewer)));
        ArrayNode list = out.putArray("events");
        for (GameEvent e : events) {
            if (!e.publicEvent()) continue; // a hand dealt or drawn is nobody else's business
            ObjectNode node = JSON.valueToTree(e);
            node.remove("publicEvent");
            node.put("type", e.type());
            list.add(node);
        }
        ctx.send(out.toString());
    }

    private Viewer viewerOf(WsContext ctx, SessionTable table) {
        String token = ctx.cookie(seatCookie(table.id()));
        if (token != null && !token.isBlank() && token.length() < 200) {
            Optional<Seat> seat = db.seats().findByToken(token);
            if (seat.isPresent() && seat.get().tableId() == table.id()) return new Viewer.Player(seat.get().seat());
        }
        String login = ctx.cookie(TeacherLogin.COOKIE);
        if (login != null && !login.isBlank() && login.length() < 200) {
            Optional<Teacher> teacher = db.teachers().teacherForLogin(login);
            boolean owner = teacher.isPresent() && db.classSessions().find(table.sessionId())
                    .map(s -> s.teacherId() == teacher.get().id()).orElse(false);
            if (owner) return new Viewer.Spectator();
        }
        return null;
    }

    private static void error(WsContext ctx, String message) {
        ObjectNode out = JSON.createObjectNode();
        out.put("type", "error");
        out.put("message", message);
        ctx.send(out.toString());
    }

    private static void fail(WsContext ctx, String message) {
        error(ctx, message);
        ctx.closeSession(4000, message);
    }
}
