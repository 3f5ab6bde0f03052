package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.GameEvent;
import eleusis.game.GameType;
import eleusis.game.GameView;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
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
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
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
 *
 * <p>Messages are in the language of the browser (its language cookie, else its Accept-Language),
 * picked once when the socket opens. What a game or the store says stays English: in English it is
 * the message itself; in another language the message is a sentence for its reason code and the
 * English words follow in {@code "detail"}.
 */
final class TableSockets {
    private static final Logger LOG = LoggerFactory.getLogger(TableSockets.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Longest message a browser may send: a hypothesis of the notebook's longest, with room for JSON. */
    static final int MAX_MESSAGE = Notebooks.MAX_HYPOTHESIS + 2_000;

    /** The socket attribute holding the {@link Texts} of the browser at the other end. */
    private static final String TEXTS = "texts";

    /** Who is at the other end of a socket. */
    enum Role { STUDENT, DEALER, WATCHER }

    private final Database db;
    private final StoredGames games;
    private final Map<Long, Set<WsContext>> sockets = new ConcurrentHashMap<>();
    /** 40 messages in 10 seconds per socket: more than anyone clicks, far less than a script floods. */
    private final JoinLimiter flood = new JoinLimiter(40, 10_000, java.time.Clock.systemUTC());
    /**
     * One lock per table, held from applying an action until every socket has its view: without it
     * two moves made at once (a student's and the computer's) could reach a screen in the wrong
     * order, the newer view overwritten by the older, and the player would wait for a turn that
     * has passed.
     */
    private final Map<Long, Object> order = new ConcurrentHashMap<>();
    /** How many earlier events a screen gets when it connects: a round's worth of moves and more. */
    private static final int HISTORY = 80;
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
            Texts texts = Texts.of(Language.pick(null, ctx.cookie(Language.COOKIE), ctx.header("Accept-Language")), null);
            ctx.attribute(TEXTS, texts);
            long tableId;
            try {
                tableId = Long.parseLong(ctx.pathParam("table"));
            } catch (NumberFormatException e) {
                fail(ctx, texts.get("socket.noTable"));
                return;
            }
            Optional<SessionTable> table = db.tables().find(tableId);
            if (table.isEmpty()) {
                fail(ctx, texts.get("socket.noTable"));
                return;
            }
            Role role = roleOf(ctx, table.get());
            if (role == null) {
                fail(ctx, texts.get("socket.joinFirst"));
                return;
            }
            Viewer viewer = switch (role) {
                case STUDENT -> new Viewer.Player(seatOf(ctx, table.get()));
                case DEALER -> new Viewer.Player(GameType.HOUSE_SEAT);
                case WATCHER -> new Viewer.Spectator();
            };
            ctx.attribute("table", tableId);
            ctx.attribute("viewer", viewer);
            ctx.attribute("role", role);
            ctx.attribute("notebook", new NotebookCheck());
            ctx.enableAutomaticPings(); // keeps school proxies from closing a quiet socket
            if (role == Role.STUDENT) db.seats().seen(tableId, ((Viewer.Player) viewer).seat());
            synchronized (orderOf(tableId)) { // no broadcast between joining the table's sockets and the first view
                sockets.computeIfAbsent(tableId, k -> ConcurrentHashMap.newKeySet()).add(ctx);
                TableState state = TableState.read(db, tableId);
                send(ctx, tableId, state, revealed(tableId, state), List.of(), true);
            }
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
            Texts texts = texts(ctx);
            if (!flood.allow(ctx.sessionId())) {
                error(ctx, texts.get("socket.flood"));
                return;
            }
            if (text.length() > MAX_MESSAGE) {
                error(ctx, texts.get("socket.tooLong", MAX_MESSAGE));
                return;
            }
            JsonNode message;
            try {
                message = JSON.readTree(text);
            } catch (Exception e) {
                error(ctx, texts.get("socket.notJson"));
                return;
            }
            String type = message == null ? "" : message.path("type").asText("");
            if (type.equals("note")) {
                note(ctx, tableId, role, message);
            } else if (type.equals("action") && message.has("action")) {
                action(ctx, tableId, role, message.get("action"));
            } else {
                explained(ctx, "error", null, texts.get("socket.unexpected"),
                        "expected {\"type\": \"action\", \"action\": {...}} or {\"type\": \"note\", \"text\": \"...\"}");
            }
        });
    }

    private void action(WsContext ctx, long tableId, Role role, JsonNode action) {
        Texts texts = texts(ctx);
        if (role == Role.WATCHER) {
            error(ctx, texts.get("socket.watchOnly"));
            return;
        }
        String kind = action.path("kind").asText("");
        SessionTable table = db.tables().find(tableId).orElse(null);
        if (table == null) {
            error(ctx, texts.get("socket.tableGone"));
            return;
        }
        if (role == Role.STUDENT && (kind.equals("next_round") || kind.equals("end_round"))) {
            refused(ctx, "not_allowed", texts.get("socket.teacherRounds"));
            return;
        }
        if (role == Role.STUDENT && table.paused()) {
            refused(ctx, "paused", texts.get("socket.paused"));
            return;
        }
        int seat = ((Viewer.Player) ctx.attribute("viewer")).seat();
        if (role == Role.STUDENT && db.seats().list(tableId).stream().noneMatch(s -> s.seat() == seat)) {
            refused(ctx, "not_allowed", texts.get("socket.noSeat"));
            return;
        }
        Outcome outcome;
        try {
            outcome = applyInOrder(tableId, () -> games.get(tableId).applyJson(seat, action.toString()));
        } catch (StoreException e) {
            explained(ctx, "error", null, texts.get("socket.badAction"), e.getMessage());
            return;
        }
        if (outcome instanceof Outcome.Refused r) {
            String reason = r.refusal().reason().name().toLowerCase(Locale.ROOT);
            explained(ctx, "refused", reason, reasonText(texts, reason), r.refusal().message());
            return;
        }
        if (role == Role.STUDENT) db.seats().seen(tableId, seat);
        afterAction.accept(tableId);
    }

    private void note(WsContext ctx, long tableId, Role role, JsonNode message) {
        Texts texts = texts(ctx);
        if (role != Role.STUDENT) {
            error(ctx, texts.get("socket.notebooksForPlayers"));
            return;
        }
        JsonNode text = message.get("text");
        if (text == null || !text.isTextual() || text.asText().isBlank()) {
            error(ctx, texts.get("socket.noHypothesis"));
            return;
        }
        int seat = ((Viewer.Player) ctx.attribute("viewer")).seat();
        try {
            db.notebooks().add(tableId, seat, games.get(tableId).actions(), text.asText());
        } catch (StoreException e) {
            explained(ctx, "error", null, texts.get("socket.badNote"), e.getMessage());
            return;
        }
        synchronized (orderOf(tableId)) { // checked against the newest view, not overtaken by an older check
            sendNotebook(ctx, tableId, seat, JSON.valueToTree(games.get(tableId).view(new Viewer.Player(seat))));
        }
    }

    /**
     * Applies an action (the supplier does, with whatever must happen with it) and, if it was
     * applied, sends every socket of the table its view, before any other action of the table is
     * applied or sent: so every screen gets the table's moves in the order they happened.
     *
     * @throws StoreException as the action's application does
     */
    Outcome applyInOrder(long tableId, Supplier<Outcome> apply) {
        synchronized (orderOf(tableId)) {
            Outcome outcome = apply.get();
            if (outcome instanceof Outcome.Applied applied) broadcast(tableId, applied.events());
            return outcome;
        }
    }

    private Object orderOf(long tableId) {
        return order.computeIfAbsent(tableId, k -> new Object());
    }

    /** Every socket of the table gets its own view (in turn with the table's other broadcasts). */
    void broadcast(long tableId, List<GameEvent> events) {
        synchronized (orderOf(tableId)) {
            TableState state = TableState.read(db, tableId);
            JsonNode revealed = revealed(tableId, state);
            for (WsContext s : sockets.getOrDefault(tableId, Set.of())) {
                try {
                    send(s, tableId, state, revealed, events, false);
                } catch (RuntimeException e) {
                    LOG.info("dropping a socket that could not be written: {}", e.toString());
                    sockets.get(tableId).remove(s);
                }
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
                out.put("message", texts(s).get("socket.removed"));
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

    /** The round's rule if the teacher has shown it to the table, the same for every socket; else JSON null. */
    private JsonNode revealed(long tableId, TableState state) {
        RoundRule rule = state.revealedRound() == null ? null : games.get(tableId).read(RoundRule::of);
        if (rule == null || rule.round() != state.revealedRound()) return JSON.nullNode();
        ObjectNode revealed = JSON.createObjectNode();
        revealed.put("rule", rule.byHand() ? "" : rule.source());
        revealed.put("byHand", rule.byHand());
        revealed.put("english", rule.english());
        return revealed;
    }

    /**
     * Sends the socket its view with the events that led to it; {@code withHistory} adds the table's
     * last events before it (as the viewer may see them), so a screen that just connected, a
     * student back after a reload or a projector switched on late, has the story so far.
     */
    private void send(WsContext ctx, long tableId, TableState state, JsonNode revealed, List<GameEvent> events,
                      boolean withHistory) {
        Viewer viewer = ctx.attribute("viewer");
        Role role = ctx.attribute("role");
        StoredGame<?, ?> game = games.get(tableId);
        Snapshot now = game.read(g -> new Snapshot(g.view(viewer), g.history().size(),
                withHistory ? List.copyOf(g.log()) : List.of()));
        JsonNode view = JSON.valueToTree(now.view());
        ObjectNode out = JSON.createObjectNode();
        out.put("type", "view");
        // How many actions the view has seen: a screen never replaces a view with an older one.
        out.put("seq", now.seq());
        out.set("view", view);
        Integer ownSeat = viewer instanceof Viewer.Player p && role == Role.STUDENT ? p.seat() : null;
        out.set("events", shown(events, ownSeat, events.size()));
        if (withHistory) out.set("history", shown(now.log(), ownSeat, HISTORY));
        ObjectNode names = out.putObject("names");
        state.names().forEach((seat, name) -> names.put(Integer.toString(seat), name));
        out.put("paused", state.paused());
        out.put("role", role.name().toLowerCase());
        out.set("revealed", revealed);
        ctx.send(out.toString());
        // The hypothesis notebook is for the rule-guessing games; the extra modes have no secret rule.
        if (role == Role.STUDENT && view.has("mainline")) sendNotebook(ctx, tableId, ((Viewer.Player) viewer).seat(), view);
    }

    /** The game as one viewer sees it at one moment, read under the game's lock. */
    private record Snapshot(GameView view, int seq, List<GameEvent> log) {}

    /** The last {@code max} of the events the viewer may see: the public ones and, for a student, their own. */
    private static ArrayNode shown(List<GameEvent> events, Integer ownSeat, int max) {
        ArrayDeque<ObjectNode> kept = new ArrayDeque<>();
        for (int i = events.size() - 1; i >= 0 && kept.size() < max; i--) { // from the newest: a long game's log is not all read
            GameEvent e = events.get(i);
            ObjectNode node = JSON.valueToTree(e);
            // A hand dealt, a card drawn, a card peeked at: only for the player it belongs to.
            if (!e.publicEvent() && (ownSeat == null || node.path("player").asInt(-1) != ownSeat)) continue;
            node.remove("publicEvent");
            node.put("type", e.type());
            kept.addFirst(node);
        }
        ArrayNode list = JSON.createArrayNode();
        kept.forEach(list::add);
        return list;
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
                boolean dealer = "dealer".equals(ctx.queryParam("as")) && games.get(table.id()).houseDeals();
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

    /** The socket's texts; English for a socket refused before they were picked (none is). */
    private static Texts texts(WsContext ctx) {
        Texts texts = ctx.attribute(TEXTS);
        return texts != null ? texts : Texts.ENGLISH;
    }

    /**
     * A refusal or an error: {@code message} in the reader's language and, from a game or the store,
     * their English {@code detail}. An English reader gets the detail alone, which says it best.
     */
    private static void explained(WsContext ctx, String type, String reason, String message, String detail) {
        ObjectNode out = JSON.createObjectNode();
        out.put("type", type);
        if (reason != null) out.put("reason", reason);
        if (detail == null) {
            out.put("message", message);
        } else if (texts(ctx).english()) {
            out.put("message", detail);
        } else {
            out.put("message", message);
            out.put("detail", detail);
        }
        ctx.send(out.toString());
    }

    /** A refusal of this server's own, its message already in the reader's language. */
    private static void refused(WsContext ctx, String reason, String message) {
        explained(ctx, "refused", reason, message, null);
    }

    private static void error(WsContext ctx, String message) {
        explained(ctx, "error", null, message, null);
    }

    /** A game's refusal for the teacher's console: the reason in their language, the game's English words after it. */
    static String refusal(Texts texts, String reason, String detail) {
        return texts.english() ? detail : reasonText(texts, reason) + " (" + detail + ")";
    }

    /** Why an action was refused, from the reason code the games give ({@link eleusis.game.Reason}, lower case). */
    static String reasonText(Texts texts, String reason) {
        return switch (reason) {
            case "not_your_turn" -> texts.get("refusal.notYourTurn");
            case "not_in_hand" -> texts.get("refusal.notInHand");
            case "waiting_for_prophet" -> texts.get("refusal.waitingForProphet");
            case "waiting_for_dealer" -> texts.get("refusal.waitingForDealer");
            case "not_the_dealer" -> texts.get("refusal.notTheDealer");
            case "not_the_prophet" -> texts.get("refusal.notTheProphet");
            case "round_over" -> texts.get("refusal.roundOver");
            case "game_over" -> texts.get("refusal.gameOver");
            case "not_now" -> texts.get("refusal.notNow");
            case "bad_play" -> texts.get("refusal.badPlay");
            case "bad_guess" -> texts.get("refusal.badGuess");
            case "unknown_player" -> texts.get("refusal.unknownPlayer");
            default -> texts.get("refusal.notAllowed"); // not_allowed, and a reason added to the games later
        };
    }

    private static void fail(WsContext ctx, String message) {
        error(ctx, message);
        ctx.closeSession(4000, message);
    }
}
