package eleusis.web.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.GameType;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
import eleusis.live.LiveTables;
import eleusis.store.Database;
import eleusis.store.Notebooks;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import eleusis.store.StoreException;
import eleusis.store.Teacher;
import eleusis.web.Language;
import eleusis.web.RateLimiter;
import eleusis.web.Cookies;
import eleusis.web.TeacherLogin;
import eleusis.web.Texts;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The live table's connections: one WebSocket per browser. This class decides who is at the other
 * end and checks what they send; the table's {@link eleusis.live.LiveTable} applies its actions in
 * order, and {@link TableBroadcast} sends each socket its own view. A student's socket speaks for the seat of its seat token (a cookie), never
 * for a name; the teacher's socket watches as a spectator (the projector), or, opened with
 * {@code ?as=dealer} at a table where the house deals, acts as the dealer.
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
public final class TableSockets {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(TableSockets.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Longest message a browser may send: a hypothesis of the notebook's longest, with room for JSON. */
    public static final int MAX_MESSAGE = Notebooks.MAX_HYPOTHESIS + 2_000;

    /** Who is at the other end of a socket. */
    enum Role { STUDENT, DEALER, WATCHER }

    private final Database db;
    private final LiveTables games;
    private final TableBroadcast tables;
    /** 40 messages in 10 seconds per socket: more than anyone clicks, far less than a script floods. */
    private final RateLimiter flood = new RateLimiter(40, 10_000, java.time.Clock.systemUTC());
    /** When each student was last heard from, written down for many at once. */
    private final LastSeen lastSeen;
    /** Called after every action applied through a socket (the computer players' cue). */
    private volatile java.util.function.LongConsumer afterAction = id -> {};

    public TableSockets(Database db, LiveTables games, TableBroadcast tables, LastSeen lastSeen) {
        this.db = db;
        this.games = games;
        this.tables = tables;
        this.lastSeen = lastSeen;
    }

    public void afterAction(java.util.function.LongConsumer then) {
        this.afterAction = then;
    }

    /** The start of every seat cookie's name; the table's id follows. */
    public static final String SEAT_COOKIE_PREFIX = "eleusis_seat_";

    public static String seatCookie(long tableId) {
        return SEAT_COOKIE_PREFIX + tableId;
    }

    public void configure(WsConfig ws) {
        ws.onConnect(ctx -> {
            Texts texts = Texts.of(Language.pick(null, ctx.cookie(Language.COOKIE), ctx.header("Accept-Language")), null);
            long tableId;
            try {
                tableId = Long.parseLong(ctx.pathParam("table"));
            } catch (NumberFormatException e) {
                SocketMessages.fail(ctx, texts, texts.get("socket.noTable"));
                return;
            }
            Optional<SessionTable> table = db.tables().find(tableId);
            if (table.isEmpty()) {
                SocketMessages.fail(ctx, texts, texts.get("socket.noTable"));
                return;
            }
            Role role = roleOf(ctx, table.get());
            if (role == null) {
                SocketMessages.fail(ctx, texts, texts.get("socket.joinFirst"));
                return;
            }
            Viewer viewer = switch (role) {
                case STUDENT -> new Viewer.Player(seatOf(ctx, table.get()));
                case DEALER -> new Viewer.Player(GameType.HOUSE_SEAT);
                case WATCHER -> new Viewer.Spectator();
            };
            if (role == Role.STUDENT) lastSeen.seen(tableId, ((Viewer.Player) viewer).seat());
            tables.join(ctx, new TableBroadcast.Listener(tableId, role, viewer, texts));
        });
        ws.onClose(tables::leave);
        // The table speaks JSON text only: a binary frame is told so, or a script would never learn why nothing happened.
        ws.onBinaryMessage(ctx -> {
            TableBroadcast.Listener l = TableBroadcast.listener(ctx);
            if (l == null) return;
            if (!flood.allow(ctx.sessionId())) {
                SocketMessages.error(ctx, l.texts(), l.texts().get("socket.flood"));
                return;
            }
            SocketMessages.error(ctx, l.texts(), l.texts().get("socket.notJson"));
        });
        ws.onMessage(ctx -> {
            TableBroadcast.Listener l = TableBroadcast.listener(ctx);
            if (l == null) return;
            String text = ctx.message();
            if (!flood.allow(ctx.sessionId())) {
                SocketMessages.error(ctx, l.texts(), l.texts().get("socket.flood"));
                return;
            }
            if (text.length() > MAX_MESSAGE) {
                SocketMessages.error(ctx, l.texts(), l.texts().get("socket.tooLong", MAX_MESSAGE));
                return;
            }
            JsonNode message;
            try {
                message = JSON.readTree(text);
            } catch (Exception e) {
                SocketMessages.error(ctx, l.texts(), l.texts().get("socket.notJson"));
                return;
            }
            String type = message == null ? "" : message.path("type").asText("");
            if (type.equals("note")) {
                note(ctx, l, message);
            } else if (type.equals("action") && message.has("action")) {
                action(ctx, l, message.get("action"));
            } else {
                SocketMessages.explained(ctx, l.texts(), "error", null, l.texts().get("socket.unexpected"),
                        "expected {\"type\": \"action\", \"action\": {...}} or {\"type\": \"note\", \"text\": \"...\"}");
            }
        });
    }

    private void action(WsContext ctx, TableBroadcast.Listener l, JsonNode action) {
        Texts texts = l.texts();
        long tableId = l.tableId();
        if (l.role() == Role.WATCHER) {
            SocketMessages.error(ctx, texts, texts.get("socket.watchOnly"));
            return;
        }
        String kind = action.path("kind").asText("");
        TableState table = tables.state(tableId);
        if (table.gone()) {
            SocketMessages.error(ctx, texts, texts.get("socket.tableGone"));
            return;
        }
        if (l.role() == Role.STUDENT && (kind.equals("next_round") || kind.equals("end_round"))) {
            SocketMessages.refused(ctx, texts, "not_allowed", texts.get("socket.teacherRounds"));
            return;
        }
        int seat = ((Viewer.Player) l.viewer()).seat();
        if (l.role() == Role.STUDENT && (table.held() || !table.names().containsKey(seat))) {
            // Read again before refusing: the teacher may have resumed, or the student joined, through
            // another server a moment ago, and this server's copy may not have heard yet.
            tables.forgetState(tableId);
            table = tables.state(tableId);
        }
        if (l.role() == Role.STUDENT && table.lobby()) {
            SocketMessages.refused(ctx, texts, "not_started", texts.get("socket.notStarted"));
            return;
        }
        if (l.role() == Role.STUDENT && table.paused()) {
            SocketMessages.refused(ctx, texts, "paused", texts.get("socket.paused"));
            return;
        }
        if (l.role() == Role.STUDENT && !table.names().containsKey(seat)) {
            SocketMessages.refused(ctx, texts, "not_allowed", texts.get("socket.noSeat"));
            return;
        }
        java.util.concurrent.CompletableFuture<Outcome> stored;
        try {
            // Decoded here, and a guess's judgement, the slow part of a move, worked out before the table's turn.
            // This thread does not wait for the disk: the views go out, and the mover is answered, once the move is stored.
            stored = games.get(tableId).submitJson(seat, action);
        } catch (StoreException e) {
            SocketMessages.explained(ctx, texts, "error", null, texts.get("socket.badAction"), e.getMessage());
            return;
        }
        TableState names = table;
        stored.whenComplete((outcome, failed) -> answered(ctx, l, seat, names, outcome, failed));
    }

    /** The mover's answer once their action is stored (or refused, or not stored), and what follows a move. */
    private void answered(WsContext ctx, TableBroadcast.Listener l, int seat, TableState table, Outcome outcome, Throwable failed) {
        Texts texts = l.texts();
        long tableId = l.tableId();
        try {
            if (failed != null) {
                Throwable e = failed instanceof java.util.concurrent.CompletionException c && c.getCause() != null ? c.getCause() : failed;
                if (!(e instanceof StoreException)) LOG.error("an action at table {} failed", tableId, e);
                String why = e instanceof StoreException ? e.getMessage() : "the server could not apply it; nothing changed";
                SocketMessages.explained(ctx, texts, "error", null, texts.get("socket.badAction"), why);
                return;
            }
            if (outcome instanceof Outcome.Refused r) {
                Map<Integer, String> names = table.names();
                SocketMessages.gameRefused(ctx, texts, r.refusal().reason().name().toLowerCase(Locale.ROOT), r.refusal().message(),
                        n -> names.getOrDefault(n, texts.get("table.js.seat", n)));
                return;
            }
            if (l.role() == Role.STUDENT) lastSeen.seen(tableId, seat);
            afterAction.accept(tableId);
        } catch (RuntimeException e) { // the socket may be closing: the move itself is stored
            LOG.info("could not answer a move at table {}: {}", tableId, e.toString());
        }
    }

    private void note(WsContext ctx, TableBroadcast.Listener l, JsonNode message) {
        Texts texts = l.texts();
        if (l.role() != Role.STUDENT) {
            SocketMessages.error(ctx, texts, texts.get("socket.notebooksForPlayers"));
            return;
        }
        JsonNode text = message.get("text");
        if (text == null || !text.isTextual() || text.asText().isBlank()) {
            SocketMessages.error(ctx, texts, texts.get("socket.noHypothesis"));
            return;
        }
        if (db.notebooks().count(l.tableId(), l.ownSeat()) >= Notebooks.MAX_ENTRIES) {
            SocketMessages.error(ctx, texts, texts.get("socket.notebookFull", Notebooks.MAX_ENTRIES));
            return;
        }
        try {
            db.notebooks().add(l.tableId(), l.ownSeat(), games.get(l.tableId()).actions(), text.asText());
        } catch (StoreException e) {
            SocketMessages.explained(ctx, texts, "error", null, texts.get("socket.badNote"), e.getMessage());
            return;
        }
        tables.notebook(ctx);
    }

    private Role roleOf(WsContext ctx, SessionTable table) {
        if (seatOf(ctx, table) != null) return Role.STUDENT;
        // Over https the sign-in is the __Host- one: a plain copy could only have been planted (see Cookies).
        String login = ctx.cookie(Cookies.name(Boolean.TRUE.equals(ctx.attribute(Cookies.SECURE)), TeacherLogin.COOKIE));
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
}
