package eleusis.web.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.EvidenceView;
import eleusis.game.GameEvent;
import eleusis.game.GameView;
import eleusis.game.RuleGame;
import eleusis.game.Viewer;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.live.TableScreens;
import eleusis.store.Database;
import eleusis.store.NotebookEntry;
import eleusis.store.Notice;
import eleusis.web.RuleBlocks;
import eleusis.web.Texts;
import io.javalin.websocket.WsContext;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The screens of every live table: when a table's game has moved (its {@link LiveTable} tells, once
 * the move is stored), every socket of the table is sent its own view (a student's hand, the
 * projector's public table) with the events it may see, before the table's next step. Who a socket
 * is comes from {@link TableSockets}; what it may see is decided here, from its {@link Listener}.
 * Everything that sends a table's views (a move, a join, a changed name, a notebook) runs on the
 * table's turn ({@link LiveTable#inTurn}), so every screen gets the table's story in order.
 *
 * <p>With other servers on the same PostgreSQL database, this server tells them of what it changed
 * (pause, reveal, names, freed seats, notebooks; actions tell them from their own transaction), and
 * {@link TableNotices} brings their changes here: a game caught up from the log is broadcast like
 * one applied here, each socket getting the events it has not had, once and in order.
 */
public final class TableBroadcast implements TableScreens {
    private static final Logger LOG = LoggerFactory.getLogger(TableBroadcast.class);
    /** How many earlier events a screen gets when it connects: a round's worth of moves and more. */
    private static final int HISTORY = 80;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /**
     * Who listens on a socket, fixed when it connects, and how many of the game's events it has been
     * sent: each view carries the events since the last one, whoever applied them (this server, or
     * another one sharing the database), so every screen tells the whole story once.
     */
    record Listener(long tableId, TableSockets.Role role, Viewer viewer, Texts texts, EventsSent sent) {
        Listener(long tableId, TableSockets.Role role, Viewer viewer, Texts texts) {
            this(tableId, role, viewer, texts, new EventsSent());
        }

        /** The seat whose private events (their deal, their draws) this socket may be sent; null for the teacher's screens. */
        Integer ownSeat() {
            return role == TableSockets.Role.STUDENT && viewer instanceof Viewer.Player p ? p.seat() : null;
        }
    }

    /** How many of the game's events (its log) a socket has been sent; read and written on the table's turn. */
    static final class EventsSent {
        int count;
    }

    private final Database db;
    private final LiveTables games;
    /** Each table's sockets here with who listens on each: a broadcast reads them side by side, not through each socket's attributes. */
    private final Map<Long, Map<WsContext, Listener>> sockets = new ConcurrentHashMap<>();
    /**
     * Each table's names, pause and reveal as last read: read again only after {@link #changed}, so
     * a move costs no reads of them (everything that changes them calls {@code changed}).
     */
    private final Map<Long, TableState> states = new ConcurrentHashMap<>();
    /** Where the notebooks are checked, off the tables' turns. */
    private final NotebookChecks notebookChecks = new NotebookChecks();
    /** Each student's notebook as last read, by table and seat: read again when they write in it. */
    private final Map<Long, Map<Integer, List<NotebookEntry>>> notebooks = new ConcurrentHashMap<>();

    public TableBroadcast(Database db, LiveTables games) {
        this.db = db;
        this.games = games;
    }

    /**
     * A hypothesis compiled, from the cache of the students' own checks: the teacher's console checks
     * the same notebooks, so each hypothesis is compiled once for both.
     */
    public eleusis.rules.RuleResult compileHypothesis(String hypothesis) {
        return notebookChecks.compile(hypothesis);
    }

    /** The listener of a socket that joined a table; null before. */
    static Listener listener(WsContext ctx) {
        return ctx.attribute(Listener.class.getName());
    }

    /** A socket joins its table and gets its first view with the story so far, in turn with the table's broadcasts. */
    void join(WsContext ctx, Listener listener) {
        ctx.attribute(Listener.class.getName(), listener);
        ctx.attribute(OPENED, opened.incrementAndGet());
        onTurn(listener.tableId(), () -> {
            closeOldestOverCap(listener);
            Integer seat = listener.ownSeat();
            if (seat != null && !seatsHere(listener.tableId()).contains(seat)) present(listener.tableId(), seat, true);
            sockets.computeIfAbsent(listener.tableId(), k -> new ConcurrentHashMap<>()).put(ctx, listener);
            TableState state = state(listener.tableId());
            Sent sent = send(ctx, listener, state, shownRule(listener.tableId(), state), true, new BroadcastTexts());
            if (sent.notebookDue()) requestNotebook(sent);
        });
    }

    /**
     * Runs the task on the table's turn (between its moves, and at once if on it already), and waits
     * for it: what one table's screens are sent goes out in the order it happened.
     */
    private void onTurn(long tableId, Runnable task) {
        LiveTable.await(games.get(tableId).inTurn(task));
    }

    /**
     * Screens one seat may have open at a table (a phone, a laptop, a tab or two); the teacher's
     * screens (projector views, dealer's screen) count together, with room for a room full of them.
     * A reload opens a new socket before the old one is gone, so the newest is kept and the oldest
     * closed, with a message saying why: a script cannot pile up hundreds of sockets, and a student
     * is never locked out.
     */
    public static final int SCREENS_PER_SEAT = 4;
    static final int TEACHER_SCREENS_PER_TABLE = 40;
    private static final String OPENED = "eleusis.socketOpened";
    private final java.util.concurrent.atomic.AtomicLong opened = new java.util.concurrent.atomic.AtomicLong();

    private void closeOldestOverCap(Listener joining) {
        Integer seat = joining.ownSeat();
        int cap = seat != null ? SCREENS_PER_SEAT : TEACHER_SCREENS_PER_TABLE;
        List<WsContext> same = new ArrayList<>();
        sockets.getOrDefault(joining.tableId(), Map.of()).forEach((other, l) -> {
            if (java.util.Objects.equals(l.ownSeat(), seat)) same.add(other);
        });
        if (same.size() < cap) return;
        same.sort(java.util.Comparator.comparingLong(other -> other.<Long>attribute(OPENED)));
        for (WsContext oldest : same.subList(0, same.size() - cap + 1)) {
            Listener closed = sockets.get(joining.tableId()).remove(oldest);
            if (closed == null) continue; // gone meanwhile
            Texts texts = closed.texts();
            try {
                SocketMessages.fail(oldest, texts, texts.get("socket.tooManyScreens", cap));
            } catch (RuntimeException e) { // it may be closing already
                LOG.debug("could not close an extra screen: {}", e.toString());
            }
        }
    }

    /** Every socket open at any table now, to ping. */
    public List<WsContext> openSockets() {
        List<WsContext> all = new ArrayList<>();
        sockets.values().forEach(table -> all.addAll(table.keySet()));
        return all;
    }

    void leave(WsContext ctx) {
        Listener l = listener(ctx);
        if (l != null) drop(l.tableId(), ctx);
    }

    /** The socket is gone; if it was its seat's last here, the other servers' consoles are told. */
    private void drop(long tableId, WsContext ctx) {
        Runnable dropping = () -> {
            Listener gone = sockets.getOrDefault(tableId, Map.of()).remove(ctx);
            if (gone == null) return;
            Integer seat = gone.ownSeat();
            if (seat != null && !seatsHere(tableId).contains(seat)) present(tableId, seat, false);
        };
        LiveTable<?, ?> table = games.ifLoaded(tableId);
        if (table == null) dropping.run(); // a table gone from memory has no broadcast to keep in order
        else LiveTable.await(table.inTurn(dropping));
    }

    /**
     * With other servers on the database, where this server's students are is written down, so that
     * every server's console shows them connected (only when a seat's first socket here opens or its
     * last one closes). A failure only makes a console show a student as away: play goes on.
     */
    private void present(long tableId, int seat, boolean open) {
        if (!db.bulletin().shared()) return;
        try {
            if (open) db.presence().opened(db.bulletin().server(), tableId, seat);
            else db.presence().closed(db.bulletin().server(), tableId, seat);
        } catch (RuntimeException e) {
            LOG.warn("could not note that seat {} of table {} is {} here: {}", seat, tableId, open ? "connected" : "gone", e.toString());
        }
    }

    /**
     * The table's game moved to a new stored action (applied here, or caught up from another server's):
     * every socket of the table gets its view. Called on the table's turn.
     */
    @Override
    public void moved(LiveTable<?, ?> table) {
        broadcast(table.tableId());
    }

    /**
     * Another server stored an action at the table: if its game is in memory here, it catches up
     * from the log, and the sockets here get their views if it moved, in turn with the table's other
     * broadcasts.
     *
     * @return whether the game moved on here
     */
    boolean caughtUp(long tableId) {
        LiveTable<?, ?> game = games.ifLoaded(tableId);
        if (game == null) return false; // loaded, with every action, when it is next needed
        return LiveTable.await(game.catchUp());
    }

    /** The table's names, pause and reveal: from memory, read from the database after a {@link #changed}. */
    public TableState state(long tableId) {
        TableState known = states.get(tableId); // a plain read first: computeIfAbsent may lock even when the key is there
        return known != null ? known : states.computeIfAbsent(tableId, id -> TableState.read(db, id));
    }

    /**
     * The teacher or a join changed the table (a name, the pause, the reveal, the computer's seats):
     * it is read again, and every screen gets its view with the change.
     */
    public void changed(long tableId) {
        changedElsewhere(tableId);
        db.bulletin().publish(Notice.table(tableId));
    }

    /** A notice from another server: its lobby may have dealt the table again with a lesson's rule, then as {@link #changedElsewhere}. */
    void changedOnAnotherServer(long tableId) {
        games.forgetIfUndealt(tableId);
        changedElsewhere(tableId);
    }

    /** Another server changed the table: as {@link #changed}, without telling anyone. */
    void changedElsewhere(long tableId) {
        onTurn(tableId, () -> {
            states.remove(tableId);
            broadcast(tableId);
        });
    }

    /** The table's state changed along with an action (a new round hides the rule): the broadcast reads it again. */
    public void reread(long tableId) {
        states.remove(tableId);
        db.bulletin().publish(Notice.table(tableId));
    }

    /** This server's copy of the table's state may be behind another server's change: it is read again at its next use. */
    void forgetState(long tableId) {
        states.remove(tableId);
    }

    /**
     * This server may have missed notices (its bulletin was deaf for a while): every table in memory
     * or with a socket here reads its state and notebooks again, catches up, and sends its views.
     */
    void resync() {
        notebooks.clear();
        // Every game in memory, shown or not: a console reads them too.
        Set<Long> tables = new HashSet<>(sockets.keySet());
        tables.addAll(games.loadedTables());
        for (long tableId : tables) {
            states.remove(tableId);
            try {
                // Caught up first (the screens are told if it moved), then sent the state read again.
                LiveTable<?, ?> game = games.ifLoaded(tableId);
                if (game != null) LiveTable.await(game.catchUp());
                onTurn(tableId, () -> broadcast(tableId));
            } catch (RuntimeException e) {
                LOG.error("table {} could not be brought up to date", tableId, e);
            }
        }
    }

    /** Every socket of the table gets its own view with the events it has not had (on the table's turn). */
    private void broadcast(long tableId) {
        TableState state = state(tableId);
        RoundRule shown = shownRule(tableId, state);
        // A seat's notebook is checked once for all its sockets (NotebookChecks sends it to each).
        Map<Integer, Sent> notebooksDue = new java.util.HashMap<>();
        BroadcastTexts texts = new BroadcastTexts();
        for (Map.Entry<WsContext, Listener> s : sockets.getOrDefault(tableId, Map.of()).entrySet()) {
            try {
                Sent sent = send(s.getKey(), s.getValue(), state, shown, false, texts);
                if (sent.notebookDue()) notebooksDue.putIfAbsent(sent.listener().ownSeat(), sent);
            } catch (RuntimeException e) {
                LOG.info("dropping a socket that could not be written: {}", e.toString());
                drop(tableId, s.getKey());
            }
        }
        // An empty notebook stays empty with a move: nothing to check or send (its screen has it).
        for (Sent due : notebooksDue.values()) if (!entries(due.listener()).isEmpty()) requestNotebook(due);
    }

    /** A student wrote in their notebook: it is read again and checked against their newest view (never overtaken by an older check). */
    void notebook(WsContext ctx) {
        Listener l = listener(ctx);
        notebookElsewhere(l.tableId(), l.ownSeat());
        db.bulletin().publish(Notice.notebook(l.tableId(), l.ownSeat()));
    }

    /** The seat's student wrote in their notebook (here or through another server): every socket of theirs here gets it. */
    void notebookElsewhere(long tableId, int seat) {
        onTurn(tableId, () -> {
            notebooks.computeIfAbsent(tableId, k -> new ConcurrentHashMap<>()).remove(seat);
            List<WsContext> seatSockets = socketsOf(tableId, seat);
            if (seatSockets.isEmpty()) return;
            // One check for the seat: NotebookChecks sends it to each of its sockets.
            Listener l = listener(seatSockets.get(0));
            Sent now = games.get(tableId).read(g -> new Sent(l, g.view(l.viewer()), g.history().size()));
            if (now.notebookDue()) requestNotebook(now);
        });
    }

    /** The seats with at least one open socket now, on this server or (sharing the database) another one alive. */
    public Set<Integer> connectedSeats(long tableId) {
        Set<Integer> out = seatsHere(tableId);
        if (db.bulletin().shared()) {
            try {
                out.addAll(db.presence().seatsElsewhere(db.bulletin().server(), tableId, TableNotices.ALIVE_MILLIS));
            } catch (RuntimeException e) {
                LOG.warn("could not read which seats are connected to the other servers: {}", e.toString());
            }
        }
        return out;
    }

    private Set<Integer> seatsHere(long tableId) {
        Set<Integer> out = new HashSet<>();
        for (Listener l : sockets.getOrDefault(tableId, Map.of()).values()) {
            Integer seat = l.ownSeat();
            if (seat != null) out.add(seat);
        }
        return out;
    }

    /** Closes the sockets of a seat the teacher freed, here and through the other servers, telling the browser why. */
    public void removed(long tableId, int seat) {
        removedElsewhere(tableId, seat);
        db.bulletin().publish(Notice.seatFreed(tableId, seat));
    }

    /** The teacher freed the seat through another server: its sockets here are closed. */
    void removedElsewhere(long tableId, int seat) {
        Map<Integer, List<NotebookEntry>> read = notebooks.get(tableId);
        if (read != null) read.remove(seat); // whoever takes the seat next starts a notebook of their own
        for (Map.Entry<WsContext, Listener> socket : sockets.getOrDefault(tableId, Map.of()).entrySet()) {
            WsContext s = socket.getKey();
            Listener l = socket.getValue();
            if (l.ownSeat() != null && l.ownSeat() == seat) {
                try {
                    SocketMessages.removed(s, l.texts());
                } catch (RuntimeException e) {
                    LOG.info("could not tell a removed player: {}", e.toString());
                }
                drop(tableId, s);
            }
        }
    }

    /**
     * The round's rule if the teacher has shown it to the table, with its reading in the reader's
     * language ({@code lang}); else JSON null.
     */
    public JsonNode revealed(long tableId, TableState state, String lang) {
        return revealed(shownRule(tableId, state), lang);
    }

    /** The round's rule if the teacher has shown it to the table; else null. */
    private RoundRule shownRule(long tableId, TableState state) {
        RoundRule rule = state.revealedRound() == null ? null : games.get(tableId).read(RoundRule::of);
        return rule == null || rule.round() != state.revealedRound() ? null : rule;
    }

    private static JsonNode revealed(RoundRule rule, String lang) {
        if (rule == null) return NODES.nullNode();
        ObjectNode revealed = NODES.objectNode();
        revealed.put("rule", rule.byHand() ? "" : rule.source());
        revealed.put("byHand", rule.byHand());
        revealed.put("reading", rule.reading(lang));
        revealed.set("blocks", RuleBlocks.nodeOrNull(rule.rule())); // the pieces the builder shows it with
        return revealed;
    }

    /** The game as one viewer sees it at one moment, read on the table's turn: the events are those the socket has not had. */
    private record Snapshot(GameView view, int seq, List<GameEvent> events, int logSize, List<GameEvent> log, RoundRule rule) {}

    /**
     * Sends the socket its view with the events that led to it; {@code withHistory} adds the table's
     * last events before it (as the viewer may see them), so a screen that just connected, a
     * student back after a reload or a projector switched on late, has the story so far. The
     * message is written straight to text, with the events as the broadcast wrote them once.
     */
    private Sent send(WsContext ctx, Listener l, TableState state, RoundRule shown, boolean withHistory, BroadcastTexts texts) {
        LiveTable<?, ?> game = games.get(l.tableId());
        int sent = l.sent().count;
        Snapshot now = game.read(g -> {
            List<? extends GameEvent> log = g.log();
            List<GameEvent> news = withHistory || sent >= log.size() ? List.of() : List.copyOf(log.subList(sent, log.size()));
            // The dealer's screen shows the round's rule: its reading too, in the teacher's language.
            RoundRule rule = l.role() == TableSockets.Role.DEALER ? RoundRule.of(g) : null;
            return new Snapshot(g.view(l.viewer()), g.history().size(), news, log.size(), withHistory ? List.copyOf(log) : List.of(), rule);
        });
        l.sent().count = now.logSize();
        String message = texts.message(out -> {
            out.writeStartObject();
            out.writeStringField("type", "view");
            // How many actions the view has seen: a screen never replaces a view with an older one.
            out.writeNumberField("seq", now.seq());
            out.writeFieldName("view");
            out.writeObject(now.view());
            out.writeFieldName("events");
            texts.write(out, now.events(), l, now.events().size());
            if (withHistory) {
                out.writeFieldName("history");
                texts.write(out, now.log(), l, HISTORY);
            }
            out.writeFieldName("names");
            out.writeRawValue(texts.names(state.names()));
            out.writeBooleanField("paused", state.paused());
            out.writeBooleanField("lobby", state.lobby());
            out.writeStringField("role", l.role().name().toLowerCase(java.util.Locale.ROOT));
            if (now.rule() != null && !now.rule().byHand()) out.writeStringField("ruleReading", now.rule().reading(l.texts().lang()));
            out.writeFieldName("revealed");
            // Each reader in their own language, never a shared one.
            if (shown == null) out.writeNull(); // nothing revealed, as on most moves: no node to build and write
            else out.writeRawValue(texts.revealed(l.texts().lang(), lang -> revealed(shown, lang).toString()));
            out.writeEndObject();
        });
        ctx.send(message);
        return new Sent(l, now.view(), now.seq());
    }

    /** A view a socket was sent, at a seq: what its seat's notebook is checked against. */
    private record Sent(Listener listener, GameView view, int seq) {
        /** The hypothesis notebook is a student's, in the rule-guessing games; the extra modes have no secret rule. */
        boolean notebookDue() {
            return listener.ownSeat() != null && view instanceof EvidenceView;
        }
    }

    /**
     * The seat's notebook, checked against this view off the table's turn ({@link NotebookChecks}),
     * then sent to each of the seat's sockets here.
     */
    private void requestNotebook(Sent sent) {
        Listener l = sent.listener();
        int seat = l.ownSeat();
        List<NotebookEntry> entries = entries(l);
        List<Integer> roundStarts = games.get(l.tableId()).read(g -> g instanceof RuleGame r ? r.roundStarts() : List.<Integer>of());
        notebookChecks.request(new NotebookChecks.Seat(l.tableId(), seat),
                new NotebookChecks.Request(entries, sent.view(), roundStarts, sent.seq(), () -> socketsOf(l.tableId(), seat)));
    }

    /** The listener's seat's notebook, as last read. */
    private List<NotebookEntry> entries(Listener l) {
        Map<Integer, List<NotebookEntry>> table = notebooks.get(l.tableId());
        if (table == null) table = notebooks.computeIfAbsent(l.tableId(), k -> new ConcurrentHashMap<>());
        List<NotebookEntry> known = table.get(l.ownSeat());
        return known != null ? known : table.computeIfAbsent(l.ownSeat(), s -> holdersEntries(l.tableId(), s));
    }

    /**
     * The seat's notebook as its student wrote it since taking the seat: a seat the teacher freed and
     * another student took does not hand the first one's hypotheses to the second.
     */
    private List<NotebookEntry> holdersEntries(long tableId, int seat) {
        java.time.Instant since = db.seats().list(tableId).stream().filter(s -> s.seat() == seat)
                .map(eleusis.store.Seat::joinedAt).findFirst().orElse(java.time.Instant.MAX);
        return db.notebooks().list(tableId, seat).stream().filter(e -> !e.createdAt().isBefore(since)).toList();
    }

    private List<WsContext> socketsOf(long tableId, int seat) {
        List<WsContext> out = new ArrayList<>();
        sockets.getOrDefault(tableId, Map.of()).forEach((s, l) -> {
            if (l.ownSeat() != null && l.ownSeat() == seat) out.add(s);
        });
        return out;
    }

    /** The notebook checks' workers stop with the server. */
    public void close() {
        notebookChecks.close();
    }
}
