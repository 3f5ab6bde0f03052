package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import eleusis.store.Database;
import eleusis.store.NotebookEntry;
import eleusis.store.Notebooks;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.StoredGame;
import eleusis.store.StoredGames;
import eleusis.store.Teacher;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live table: one WebSocket per browser. A student's socket speaks for the seat of its seat
 * token (a cookie), never for a name; the teacher's socket watches as a spectator (the projector),
 * or, opened with {@code ?as=dealer} at a table where the house deals, acts as the dealer. After
 * every applied action each socket gets its own view and the public events, never another hand.
 *
 * <p>Messages in: {@code {"type":"action","action":{"kind":"play","card":17}}} and, from students,
 * {@code {"type":"note","text":"card is red"}} (a hypothesis for their notebook). Messages out:
 * {@code {"type":"view","view":{...},"events":[...],"names":{...},"paused":false,"revealed":null}},
 * {@code {"type":"notebook","entries":[...]}}, {@code {"type":"refused","reason":...,"message":...}},
 * {@code {"type":"error","message":...}} and {@code {"type":"removed","message":...}}.
 */
final class TableSockets {
    private static final Logger LOG = LoggerFactory.getLogger(TableSockets.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Longest message a browser may send: a hypothesis of the notebook's longest, with room for JSON. */
    static final int MAX_MESSAGE = Notebooks.MAX_HYPOTHESIS + 2_000;

    /** Who is at the other end of a socket. */
    enum Role { STUDENT, DEALER, WATCHER }

    private final Database db;
    private final StoredGames games;
    private final Map<Long, Set<WsContext>> sockets = new ConcurrentHashMap<>();
    /** 40 messages in 10 seconds per socket: more than anyone clicks, far less than a script floods. */
    private final JoinLimiter flood = new JoinLimiter(40, 10_000, java.time.Clock.systemUTC());
    /** Called after every action applied through a socket (the computer players' cue). */
    private volatile java.util.function.LongConsumer afterAction = id -> {};

    TableSockets(Database db, StoredGames games) {
        this.db = db;
        this.games = games;
    }

    void afterAction(java.util.function.LongConsumer then) {
        this.afterAction = then;
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
            Role role = roleOf(ctx, table.get());
            if (role == null) {
                fail(ctx, "join the class with its code first");
                return;
            }
            Viewer viewer = switch (role) {
                case STUDENT -> new Viewer.Player(seatOf(ctx, table.get()));
                case DEALER -> new Viewer.Player(HouseDealer.SEAT);
                case WATCHER -> new Viewer.Spectator();
            };
            ctx.attribute("table", tableId);
            ctx.attribute("viewer", viewer);
            ctx.attribute("role", role);
            ctx.attribute("notebook", new NotebookCheck());
            ctx.enableAutomaticPings(); // keeps school proxies from closing a quiet socket
            sockets.computeIfAbsent(tableId, k -> ConcurrentHashMap.newKeySet()).add(ctx);
            if (role == Role.STUDENT) db.seats().seen(tableId, ((Viewer.Player) viewer).seat());
            send(ctx, tableId, TableState.read(db, tableId), List.of());
        });
        ws.onClose(ctx -> {
            Long tableId = ctx.attribute("table");
            if (tableId != null) sockets.getOrDefault(tableId, Set.of()).remove(ctx);
        });
        ws.onMessage(ctx -> {
            Long tableId = ctx.attribute("table");
            Role role = ctx.attribute("role");
            if (tableId == null || role == null) return;
            String text = ctx.message();
            if (!flood.allow(ctx.sessionId())) {
                error(ctx, "too many messages at once; wait a few seconds");
                return;
            }
            if (text.length() > MAX_MESSAGE) {
                error(ctx, "the message is too long (at most " + MAX_MESSAGE + " characters)");
                return;
            }
            JsonNode message;
            try {
                message = JSON.readTree(text);
            } catch (Exception e) {
                error(ctx, "the message is not JSON");
                return;
            }
            String type = message == null ? "" : message.path("type").asText("");
            if (type.equals("note")) {
                note(ctx, tableId, role, message);
            } else if (type.equals("action") && message.has("action")) {
                action(ctx, tableId, role, message.get("action"));
            } else {
                error(ctx, "expected {\"type\": \"action\", \"action\": {...}} or {\"type\": \"note\", \"text\": \"...\"}");
            }
        });
    }

    private void action(WsContext ctx, long tableId, Role role, JsonNode action) {
        if (role == Role.WATCHER) {
            error(ctx, "this screen only watches; open the dealer's screen to act");
            return;
        }
        String kind = action.path("kind").asText("");
        SessionTable table = db.tables().find(tableId).orElse(null);
        if (table == null) {
            error(ctx, "this table is gone");
            return;
        }
        if (role == Role.STUDENT && (kind.equals("next_round") || kind.equals("end_round"))) {
            refused(ctx, "not_allowed", "the teacher starts and ends the rounds");
            return;
        }
        if (role == Role.STUDENT && table.paused()) {
            refused(ctx, "paused", "the teacher has paused the game; wait until it goes on");
            return;
        }
        int seat = ((Viewer.Player) ctx.attribute("viewer")).seat();
        if (role == Role.STUDENT && db.seats().list(tableId).stream().noneMatch(s -> s.seat() == seat)) {
            refused(ctx, "not_allowed", "you no longer have a seat at this table; join again with the class code");
            return;
        }
        Outcome outcome;
        try {
            outcome = games.get(tableId).applyJson(seat, action.toString());
        } catch (StoreException e) {
            error(ctx, e.getMessage());
            return;
        }
        if (outcome instanceof Outcome.Refused r) {
            refused(ctx, r.refusal().reason().name().toLowerCase(), r.refusal().message());
            return;
        }
        if (role == Role.STUDENT) db.seats().seen(tableId, seat);
        broadcast(tableId, ((Outcome.Applied) outcome).events());
        afterAction.accept(tableId);
    }

    private void note(WsContext ctx, long tableId, Role role, JsonNode message) {
        if (role != Role.STUDENT) {
            error(ctx, "notebooks belong to the players");
            return;
        }
        JsonNode text = message.get("text");
        if (text == null || !text.isTextual() || text.asText().isBlank()) {
            error(ctx, "write a hypothesis in the rule language, like: card.color != last.color");
            return;
        }
        int seat = ((Viewer.Player) ctx.attribute("viewer")).seat();
        try {
            db.notebooks().add(tableId, seat, games.get(tableId).actions(), text.asText());
        } catch (StoreException e) {
            error(ctx, e.getMessage());
            return;
        }
        sendNotebook(ctx, tableId, seat, JSON.valueToTree(games.get(tableId).view(new Viewer.Player(seat))));
    }

    /** Every socket of the table gets its own view. */
    void broadcast(long tableId, List<GameEvent> events) {
        TableState state = TableState.read(db, tableId);
        for (WsContext s : sockets.getOrDefault(tableId, Set.of())) {
            try {
                send(s, tableId, state, events);
            } catch (RuntimeException e) {
                LOG.info("dropping a socket that could not be written: {}", e.toString());
                sockets.get(tableId).remove(s);
            }
        }
    }

    /** The seats with at least one open socket now. */
    Set<Integer> connectedSeats(long tableId) {
        Set<Integer> out = new HashSet<>();
        for (WsContext s : sockets.getOrDefault(tableId, Set.of())) {
            if (s.attribute("role") == Role.STUDENT && s.attribute("viewer") instanceof Viewer.Player p) out.add(p.seat());
        }
        return out;
    }

    /** Closes the sockets of a seat the teacher freed, telling the browser why. */
    void removed(long tableId, int seat) {
        for (WsContext s : sockets.getOrDefault(tableId, Set.of())) {
            if (s.attribute("role") == Role.STUDENT && s.attribute("viewer") instanceof Viewer.Player p && p.seat() == seat) {
                ObjectNode out = JSON.createObjectNode();
                out.put("type", "removed");
                out.put("message", "the teacher has given your seat up; join again with the class code if you are asked to");
                try {
                    s.send(out.toString());
                    s.closeSession(4001, "seat given up");
                } catch (RuntimeException e) {
                    LOG.info("could not tell a removed player: {}", e.toString());
                }
                sockets.get(tableId).remove(s);
            }
        }
    }

    private void send(WsContext ctx, long tableId, TableState state, List<GameEvent> events) {
        Viewer viewer = ctx.attribute("viewer");
        Role role = ctx.attribute("role");
        StoredGame<?> game = games.get(tableId);
        JsonNode view = JSON.valueToTree(game.view(viewer));
        ObjectNode out = JSON.createObjectNode();
        out.put("type", "view");
        out.set("view", view);
        ArrayNode list = out.putArray("events");
        for (GameEvent e : events) {
            if (!e.publicEvent()) continue; // a hand dealt or drawn is nobody else's business
            ObjectNode node = JSON.valueToTree(e);
            node.remove("publicEvent");
            node.put("type", e.type());
            list.add(node);
        }
        ObjectNode names = out.putObject("names");
        state.names().forEach((seat, name) -> names.put(Integer.toString(seat), name));
        out.put("paused", state.paused());
        out.put("role", role.name().toLowerCase());
        int round = view.path("round").asInt(-1);
        if (state.revealedRound() != null && state.revealedRound() == round) {
            String rule = game.read(g -> {
                Object dealerView = g.view(new Viewer.Player(view.path("dealer").asInt(HouseDealer.SEAT)));
                return JSON.valueToTree(dealerView).path("rule").asText(null);
            });
            ObjectNode revealed = out.putObject("revealed");
            revealed.put("rule", rule == null ? "" : rule);
            revealed.put("byHand", rule == null);
            Rule compiled = rule == null ? null : Rule.compile(rule).rule();
            revealed.put("english", compiled == null ? "" : compiled.english());
        } else {
            out.putNull("revealed");
        }
        ctx.send(out.toString());
        // The hypothesis notebook is for the rule-guessing games; the extra modes have no secret rule.
        if (role == Role.STUDENT && view.has("mainline")) sendNotebook(ctx, tableId, ((Viewer.Player) viewer).seat(), view);
    }

    private void sendNotebook(WsContext ctx, long tableId, int seat, JsonNode view) {
        List<NotebookEntry> entries = db.notebooks().list(tableId, seat);
        NotebookCheck check = ctx.attribute("notebook");
        ObjectNode out = JSON.createObjectNode();
        out.put("type", "notebook");
        out.set("entries", check.check(entries, view));
        ctx.send(out.toString());
    }

    private Role roleOf(WsContext ctx, SessionTable table) {
        if (seatOf(ctx, table) != null) return Role.STUDENT;
        String login = ctx.cookie(TeacherLogin.COOKIE);
        if (login != null && !login.isBlank() && login.length() < 200) {
            Optional<Teacher> teacher = db.teachers().teacherForLogin(login);
            boolean owner = teacher.isPresent() && db.classSessions().find(table.sessionId())
                    .map(s -> s.teacherId() == teacher.get().id()).orElse(false);
            if (owner) {
                boolean dealer = "dealer".equals(ctx.queryParam("as")) && HouseDealer.deals(table);
                return dealer ? Role.DEALER : Role.WATCHER;
            }
        }
        return null;
    }

    private Integer seatOf(WsContext ctx, SessionTable table) {
        String token = ctx.cookie(seatCookie(table.id()));
        if (token == null || token.isBlank() || token.length() >= 200) return null;
        Optional<Seat> seat = db.seats().findByToken(token);
        return seat.isPresent() && seat.get().tableId() == table.id() ? seat.get().seat() : null;
    }

    private static void refused(WsContext ctx, String reason, String message) {
        ObjectNode out = JSON.createObjectNode();
        out.put("type", "refused");
        out.put("reason", reason);
        out.put("message", message);
        ctx.send(out.toString());
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
