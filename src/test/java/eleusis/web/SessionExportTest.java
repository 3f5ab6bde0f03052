package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.web.export.SessionExport;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/**
 * {@code /sessions/{id}/export.csv} (issue 15, part 4): every action and notebook entry of a session,
 * one row each, read back with a CSV parser: names with commas, quotes and accents and hypotheses
 * over several lines come back as they were written, cells a spreadsheet would run as formulas are
 * neutralised, the file starts with UTF-8's byte-order mark (for Excel on Windows), and only the
 * session's teacher gets it.
 */
class SessionExportTest extends ClassroomOnPort {
    private static final List<String> NAMES = List.of("Ana, the first", "Bo \"Bobby\" B", "=1+2", "+Zoé");

    @Test
    void everyActionAndNoteOneRowEachReadBackAsWritten() throws Exception {
        Instant start = Instant.now().minusSeconds(1);
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 4, 2, "card.color != last.color");
        long table = c.db.tables().listBySession(session).get(0).id();
        List<Classroom.Socket> sockets = new ArrayList<>();
        for (String name : NAMES) sockets.add(c.socket(table, c.join(c.code(session), name, null)));
        String note = "card is red\nor card is black, \"surely\"";
        String formulaNote = "=cmd|' /C calc'!A0";
        sockets.get(0).send(Classroom.JSON.writeValueAsString(Map.of("type", "note", "text", note)));
        sockets.get(1).send(Classroom.JSON.writeValueAsString(Map.of("type", "note", "text", formulaNote)));
        int plays = 0, guesses = 0;
        java.util.Set<Integer> played = new java.util.HashSet<>();
        for (int turn = 0; turn < 60 && (played.size() < NAMES.size() || guesses == 0); turn++) {
            for (Classroom.Socket s : sockets) {
                JsonNode v = s.settled().get("view");
                if (v.get("waitingFor").isEmpty() || v.get("waitingFor").get(0).asInt() != v.get("you").asInt()) continue;
                String allowed = v.get("allowed").toString();
                if (guesses == 0 && allowed.contains("guess")) {
                    act(s, "{\"kind\":\"guess\",\"text\":\"card is black\"}");
                    guesses++;
                } else if (allowed.contains("end_turn")) {
                    act(s, "{\"kind\":\"end_turn\"}");
                } else if (allowed.contains("\"play\"")) {
                    act(s, "{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id").asInt() + "}");
                    plays++;
                    played.add(v.get("you").asInt());
                }
            }
        }
        for (int i = 0; i < 50 && c.db.notebooks().listTable(table).size() < 2; i++) Thread.sleep(100);
        assertTrue(plays > 0 && guesses == 1, "the class played " + plays + " cards and made " + guesses + " guess");

        HttpResponse<String> r = withoutBom(bytes(c, "/sessions/" + session + "/export.csv", teacher));
        assertEquals(200, r.statusCode(), r.body());
        assertEquals("text/csv; charset=utf-8", r.headers().firstValue("Content-Type").orElse("").toLowerCase());
        String day = c.db.classSessions().find(session).orElseThrow().createdAt().toString().substring(0, 10);
        assertEquals("attachment; filename=\"eleusis-session-" + session + "-" + day + ".csv\"",
                r.headers().firstValue("Content-Disposition").orElse(""));
        assertTrue(r.body().startsWith("session,table,round,move,seat,student,time,kind,detail,verdict\r\n"), r.body());

        List<CSVRecord> rows;
        try (CSVParser p = CSVParser.parse(new StringReader(r.body()),
                CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get())) {
            assertEquals(SessionExport.HEADER, p.getHeaderNames());
            rows = p.getRecords();
        }
        assertEquals(c.db.actionLog().load(table).size() + 2, rows.size(), "one row per action and per note:\n" + r.body());
        Map<String, List<CSVRecord>> byKind = rows.stream().collect(Collectors.groupingBy(x -> x.get("kind")));
        assertEquals(plays, byKind.get("play").size());
        assertEquals(1, byKind.get("guess").size());
        assertEquals("wrong", byKind.get("guess").get(0).get("verdict"), "a black card after a red one shows it wrong");
        assertEquals("card is black", byKind.get("guess").get(0).get("detail").split(" \\| ")[0]);
        for (CSVRecord play : byKind.get("play")) {
            assertTrue(play.get("detail").matches("(10|[2-9AJQK])[SHDC]"), play.toString());
            assertTrue(List.of("right", "wrong").contains(play.get("verdict")), play.toString()); // the engine's words
            assertEquals("1", play.get("round"));
            assertEquals(Long.toString(session), play.get("session"));
            assertEquals("Table 1", play.get("table"));
        }
        for (CSVRecord row : rows) {
            Instant at = Instant.parse(row.get("time"));
            assertTrue(!at.isBefore(start) && !at.isAfter(Instant.now()), row.toString());
        }

        // Names and notes come back as written; a cell that starts like a formula gets a quote first.
        List<String> students = rows.stream().map(x -> x.get("student")).distinct().toList();
        assertTrue(students.contains("Ana, the first"), students.toString());
        assertTrue(students.contains("Bo \"Bobby\" B"), students.toString());
        assertTrue(students.contains("'=1+2"), students + "\n" + r.body());
        assertTrue(students.contains("'+Zoé"), "UTF-8 both ways: " + students);
        assertFalse(students.contains("=1+2"));
        assertFalse(students.contains("+Zoé"));
        List<CSVRecord> notes = byKind.get("notebook");
        assertEquals(2, notes.size());
        CSVRecord ana = notes.stream().filter(x -> x.get("student").equals("Ana, the first")).findFirst().orElseThrow();
        assertEquals(note, ana.get("detail"), "a note over two lines, with a comma and quotes");
        assertEquals("1", ana.get("seat"));
        CSVRecord bo = notes.stream().filter(x -> x.get("student").equals("Bo \"Bobby\" B")).findFirst().orElseThrow();
        assertEquals("'" + formulaNote, bo.get("detail"));
        for (CSVRecord row : rows) {
            for (String cell : row.values()) {
                assertFalse(!cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0, "a formula cell: " + row);
            }
        }
    }

    /** The answer as the bytes that came over the wire. */
    static HttpResponse<byte[]> bytes(Classroom c, String path, String cookie) throws Exception {
        java.net.http.HttpRequest.Builder b = java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://" + c.base + path)).GET();
        if (cookie != null) b.header("Cookie", cookie);
        return c.http.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    /**
     * The CSV as text, once its first bytes are checked to be UTF-8's byte-order mark (EF BB BF), which
     * tells Excel on Windows the file is UTF-8: without it "Lucía" shows as "LucÃ­a".
     */
    static HttpResponse<String> withoutBom(HttpResponse<byte[]> r) {
        byte[] b = r.body();
        assertTrue(b.length >= 3 && (b[0] & 0xFF) == 0xEF && (b[1] & 0xFF) == 0xBB && (b[2] & 0xFF) == 0xBF,
                "the file starts with UTF-8's byte-order mark: " + new String(b, 0, Math.min(b.length, 40), java.nio.charset.StandardCharsets.UTF_8));
        String text = new String(b, 3, b.length - 3, java.nio.charset.StandardCharsets.UTF_8);
        return new HttpResponse<>() {
            @Override public int statusCode() { return r.statusCode(); }
            @Override public java.net.http.HttpRequest request() { return r.request(); }
            @Override public java.util.Optional<HttpResponse<String>> previousResponse() { return java.util.Optional.empty(); }
            @Override public java.net.http.HttpHeaders headers() { return r.headers(); }
            @Override public String body() { return text; }
            @Override public java.util.Optional<javax.net.ssl.SSLSession> sslSession() { return r.sslSession(); }
            @Override public java.net.URI uri() { return r.uri(); }
            @Override public java.net.http.HttpClient.Version version() { return r.version(); }
        };
    }

    /** Sends the action and waits for the view that follows it. */
    private static void act(Classroom.Socket s, String action) throws Exception {
        int before = s.current().get("seq").asInt();
        s.act(action);
        s.view(m -> m.get("seq").asInt() > before);
    }

    @Test
    void onlyTheSessionsTeacherGetsIt() throws Exception {
        Classroom.Visitors visitors = c.visitors();
        String student = visitors.student(), other = visitors.other();
        long session = visitors.session();
        HttpResponse<String> theirs = c.get("/sessions/" + session + "/export.csv", other);
        HttpResponse<String> none = c.get("/sessions/" + (session + 1000) + "/export.csv", other);
        assertEquals(404, theirs.statusCode());
        assertEquals(404, none.statusCode());
        assertEquals(none.body(), theirs.body(), "another teacher's session answers as one that does not exist");
        assertFalse(theirs.body().contains("Ana"));
        assertEquals(302, c.get("/sessions/" + session + "/export.csv", student).statusCode(), "a student is sent to sign in");
        assertEquals(302, c.get("/sessions/" + session + "/export.csv", null).statusCode());
    }

    @Test
    void everyGameOfTheCatalogueExports() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        for (eleusis.game.GameType<?, ?> game : eleusis.game.Games.all()) {
            int students = game.secretRule() ? 2 : game.minStudents();
            long session = c.session(teacher, "title", "Period " + game.id(), "game", game.id(), "students",
                    Integer.toString(students), "rounds", "2", "choice", "written", "rule", "card is red");
            long table = c.db.tables().listBySession(session).get(0).id();
            c.join(c.code(session), "Ana", null);
            // The computer plays the extra modes' empty seats: some actions to export.
            for (int i = 0; i < 50 && !game.secretRule() && c.db.actionLog().load(table).size() < 2; i++) Thread.sleep(100);
            int before = c.db.actionLog().load(table).size();
            HttpResponse<String> r = withoutBom(bytes(c, "/sessions/" + session + "/export.csv", teacher));
            assertEquals(200, r.statusCode(), game.id() + ": " + r.body());
            int after = c.db.actionLog().load(table).size(); // the computer may move meanwhile
            try (CSVParser p = CSVParser.parse(new StringReader(r.body()),
                    CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get())) {
                List<CSVRecord> rows = p.getRecords();
                assertTrue(rows.size() >= before && rows.size() <= after,
                        game.id() + ": " + before + " to " + after + " actions:\n" + r.body());
                for (CSVRecord row : rows) assertFalse(row.get("kind").isEmpty(), game.id() + ": " + row);
            }
        }
    }

    @Test
    void cellsThatStartLikeFormulasAreNeutralised() {
        assertEquals("'=SUM(A1:A9)", SessionExport.cell("=SUM(A1:A9)"));
        assertEquals("'+1", SessionExport.cell("+1"));
        assertEquals("'-1", SessionExport.cell("-1"));
        assertEquals("'@here", SessionExport.cell("@here"));
        assertEquals("'\tx", SessionExport.cell("\tx"));
        assertEquals("Ana = Bo", SessionExport.cell("Ana = Bo"));
        assertEquals("", SessionExport.cell(null));
    }
}
