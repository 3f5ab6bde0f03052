package eleusis.web.export;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.EventJson;
import eleusis.game.Game;
import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.RuleGame;
import eleusis.live.LiveTables;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.LoggedAction;
import eleusis.store.NotebookEntry;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import eleusis.store.StoredGame;
import eleusis.web.Language;
import eleusis.web.OwnSessions;
import eleusis.web.Requests;
import eleusis.web.TeacherLogin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * A session's record for its teacher, {@code /sessions/{id}/export.csv}: one row per stored action
 * (plays, guesses, prophets, verdicts, rounds... whatever the table's game records), and one per
 * notebook entry, table by table, in the order they happened. RFC 4180 (Apache Commons CSV), UTF-8
 * with a byte-order mark (for Excel on Windows), a header line. The results per student are
 * {@code summary.csv} ({@link SummaryCsv}). The verdict of an action is read from the events it produced when the table's
 * actions are applied again, one by one, to a game dealt from the table's settings and seed.
 *
 * <p>A cell that starts with {@code = + - @}, a tab or a carriage return gets a leading {@code '}, as
 * OWASP advises against CSV injection: a spreadsheet would otherwise run a student's name
 * {@code =HYPERLINK(...)} as a formula.
 */
public record SessionExport(Database db, LiveTables games, OwnSessions own) {
    public static final List<String> HEADER = List.of("session", "table", "round", "move", "seat", "student", "time", "kind",
            "detail", "verdict");

    public void register(RoutesConfig routes) {
        routes.get("/sessions/{id}/export.csv", ctx -> TeacherLogin.require(ctx, db, t -> {
            Optional<ClassSession> s = own.find(ctx, t, Requests.id(ctx));
            if (s.isPresent()) export(ctx, s.get());
        }));
        routes.get("/sessions/{id}/summary.csv", ctx -> TeacherLogin.require(ctx, db, t -> {
            Optional<ClassSession> s = own.find(ctx, t, Requests.id(ctx));
            if (s.isPresent()) csv(ctx, SummaryCsv.fileName(s.get()), new SummaryCsv(db, games).write(s.get(), Language.texts(ctx)));
        }));
    }

    /** A CSV for the teacher to download: the text (with its byte-order mark) as UTF-8 bytes, never cached. */
    private static void csv(Context ctx, String fileName, String text) {
        ctx.header("Cache-Control", "no-store");
        ctx.header("Content-Disposition", "attachment; filename=\"" + fileName + "\"");
        ctx.contentType("text/csv; charset=utf-8");
        ctx.result(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    private void export(Context ctx, ClassSession s) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER.toArray(String[]::new)).get())) {
            for (SessionTable table : db.tables().listBySession(s.id())) table(csv, s, table);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        // The byte-order mark tells Excel on Windows the file is UTF-8: without it "Lucía" shows as "LucÃ­a".
        csv(ctx, fileName(s), SummaryCsv.BOM + out);
    }

    /** {@code eleusis-session-12-2026-03-02.csv}: the id and the day it was made, nothing a teacher typed (no quoting needed). */
    static String fileName(ClassSession s) {
        return "eleusis-session-" + s.id() + "-" + s.createdAt().toString().substring(0, 10) + ".csv";
    }

    private void table(CSVPrinter csv, ClassSession s, SessionTable table) throws IOException {
        Map<Integer, String> names = new HashMap<>();
        for (Seat seat : db.seats().list(table.id())) names.put(seat.seat(), seat.playerName());
        List<LoggedAction> actions = db.actionLog().load(table.id());
        List<NotebookEntry> notes = db.notebooks().listTable(table.id()).stream()
                .sorted(java.util.Comparator.comparingInt(NotebookEntry::seq).thenComparingLong(NotebookEntry::id)).toList();
        Rows rows = new Rows(csv, s, table, names);
        replay(games.get(table.id()).stored(), table, actions, notes, rows);
    }

    /** Writes the rows of one table; {@code round} is the table's round at that moment ("" for a game without rounds of a rule). */
    private record Rows(CSVPrinter csv, ClassSession session, SessionTable table, Map<Integer, String> names) {
        void row(String round, int move, int seat, Instant time, String kind, String detail, String verdict) throws IOException {
            csv.printRecord(session.id(), cell(table.name()), round, move, seat, cell(names.getOrDefault(seat, "")),
                    time == null ? "" : time.toString(), cell(kind), cell(detail), cell(verdict));
        }
    }

    private static <S, A> void replay(StoredGame<S, A> stored, SessionTable table, List<LoggedAction> actions,
                                      List<NotebookEntry> notes, Rows rows) throws IOException {
        Game<A> game = stored.type().start(stored.settings(), table.seed());
        int note = 0;
        String round = round(game);
        for (; note < notes.size() && notes.get(note).seq() == 0; note++) notebook(rows, round, notes.get(note));
        for (LoggedAction a : actions) {
            JsonNode action = EventJson.MAPPER.readTree(a.actionJson());
            Outcome o = game.applyRecorded(a.seat(), stored.type().decodeStored(a.actionJson()));
            List<GameEvent> events = o instanceof Outcome.Applied applied ? applied.events() : List.of();
            round = round(game);
            rows.row(round, a.seq(), a.seat(), a.createdAt(), action.path("kind").asText(""), detail(action, events),
                    verdict(action, events));
            for (; note < notes.size() && notes.get(note).seq() <= a.seq(); note++) notebook(rows, round, notes.get(note));
        }
        for (; note < notes.size(); note++) notebook(rows, round, notes.get(note));
    }

    private static void notebook(Rows rows, String round, NotebookEntry e) throws IOException {
        rows.row(round, e.seq(), e.seat(), e.createdAt(), "notebook", e.hypothesis(), "");
    }

    private static String round(Game<?> game) {
        return game instanceof RuleGame g ? Integer.toString(g.round() + 1) : ""; // counted from 1, as the class says it
    }

    /**
     * What the action was about: its cards (as the events name them: a student's action names a card
     * of their hand by a number), its guess or rule, and the counterexample a wrong guess got.
     */
    static String detail(JsonNode action, List<GameEvent> events) {
        List<String> parts = new java.util.ArrayList<>();
        if (action.has("card") || action.has("cards")) {
            JsonNode played = events.stream().map(EventJson::node).filter(n -> n.path("cards").isArray()).findFirst()
                    .map(n -> n.get("cards")).orElse(null);
            if (played != null) played.forEach(c -> parts.add(c.asText()));
            else for (String field : List.of("card", "cards")) values(action.path(field), parts);
        }
        for (String field : List.of("text", "rule", "call")) values(action.path(field), parts);
        StringBuilder out = new StringBuilder(String.join(" ", parts));
        if (action.path("byHand").asBoolean(false)) out.append(out.isEmpty() ? "" : " ").append("(judged by hand)");
        if (action.path("inWords").asBoolean(false)) out.append(" (in words)");
        if (action.hasNonNull("counterexample")) out.append(" | counterexample: ").append(action.get("counterexample").asText());
        return out.toString();
    }

    private static void values(JsonNode v, List<String> into) {
        if (v.isArray()) v.forEach(x -> into.add(x.asText()));
        else if (!v.isMissingNode() && !v.isNull()) into.add(v.asText());
    }

    /** The verdict the action got: a play's or guess's from its events, else a judgement the action carries. */
    static String verdict(JsonNode action, List<GameEvent> events) {
        for (GameEvent e : events) {
            JsonNode node = EventJson.node(e);
            if (node.path("verdict").isTextual()) return node.get("verdict").asText();
            if (node.path("accepted").isBoolean()) return node.get("accepted").asBoolean() ? "accepted" : "rejected";
        }
        if (action.path("verdict").isTextual()) return action.get("verdict").asText();
        if (action.path("right").isBoolean()) return action.get("right").asBoolean() ? "right" : "wrong";
        return "";
    }

    /** A cell a spreadsheet will not run as a formula (OWASP, "CSV Injection"): a leading ' before = + - @ tab CR. */
    public static String cell(String value) {
        if (value == null || value.isEmpty()) return "";
        char c = value.charAt(0);
        return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r' ? "'" + value : value;
    }
}
