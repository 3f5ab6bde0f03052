package eleusis.web.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.live.LiveTables;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.web.Classroom;
import eleusis.web.ClassroomOnPort;
import eleusis.web.TableMoves;
import eleusis.web.Texts;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The teacher's live view of the students' notebooks (issue 24, part 7), over real HTTP and sockets:
 * during play the console shows each student's hypotheses, standing or refuted by the play that
 * refutes it, as the students write them; no student's screen or socket, the projector's neither,
 * ever receives another student's notebook, not even one written at a seat the student took over; and
 * the console's work stays bounded however much the class writes.
 */
class ConsoleNotebooksTest extends ClassroomOnPort {
    private static final String RULE = "card.color != last.color";
    /** Each student's hypotheses, oldest first; Ana's last is the secret rule written another way (it stands). */
    private static final Map<String, List<String>> WRITTEN = Map.of(
            "Ana", List.of("card is red", "last.color != card.color"),
            "Bo", List.of("card.rank > 5"),
            "Cy", List.of("card is face or card is even", "card.suit =="));

    @Test
    void theTeacherSeesEveryNotebookLiveAndNoStudentSeesAnothersEver() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 3, 2, RULE);
        long[] t = new long[1];
        Map<String, String> cookies = new LinkedHashMap<>();
        Map<String, Classroom.Socket> sockets = new LinkedHashMap<>();
        for (String name : List.of("Ana", "Bo", "Cy")) {
            cookies.put(name, c.join(c.code(session), name, t));
            sockets.put(name, c.socket(t[0], cookies.get(name)));
        }
        long table = t[0];
        Classroom.Socket projector = c.socket(table, teacher); // the class projector's view of the table
        projector.current();
        String before = status(table, teacher);
        for (String name : WRITTEN.keySet()) {
            assertTrue(before.contains("<td class=\"student\">" + name + " <span class=\"no-hypothesis\">no hypothesis yet</span>"), before);
        }

        for (Map.Entry<String, List<String>> e : WRITTEN.entrySet()) {
            for (String h : e.getValue()) sockets.get(e.getKey()).send("{\"type\":\"note\",\"text\":\"" + h + "\"}");
        }
        for (Map.Entry<String, List<String>> e : WRITTEN.entrySet()) ownNotebook(sockets.get(e.getKey()), e.getValue().size());
        TableMoves.play(new ArrayList<>(sockets.values()), 8);

        // The console, polled as its script does: each student's hypotheses, newest first, each standing or
        // refuted exactly as the student's own notebook says, with the play that refutes it.
        String now = status(table, teacher);
        for (Map.Entry<String, List<String>> e : WRITTEN.entrySet()) {
            JsonNode own = ownNotebook(sockets.get(e.getKey()), e.getValue().size());
            List<String> expected = new ArrayList<>();
            for (int i = own.size() - 1; i >= 0; i--) {
                JsonNode entry = own.get(i);
                String state = entry.has("error") ? "not-a-rule" : entry.get("refutations").asInt() > 0 ? "refuted" : "standing";
                expected.add(state + ": " + (entry.has("error") ? entry.get("text").asText() : entry.get("reading").asText()));
            }
            assertEquals(expected, hypotheses(now, e.getKey()), now);
        }
        assertTrue(now.contains("<span class=\"verdict\">✓ stands</span>"), now);
        Matcher why = Pattern.compile("<span class=\"why\">([^<]*)</span>").matcher(now);
        assertTrue(why.find() && why.group(1).matches("\\S+ after \\S+ was (accepted|refused)|\\S+ was (accepted|refused) as the first card"),
                now);
        List<String> all = WRITTEN.values().stream().flatMap(List::stream).toList();
        // In the teacher's language: the verdicts and the refuting play in French.
        String french = c.get("/tables/" + table + "/status?lang=fr", teacher).body();
        assertTrue(french.contains("<span class=\"verdict\">✓ tient</span>") && french.contains("<span class=\"verdict\">✗ réfutée</span>")
                && french.contains("<span class=\"verdict\">? pas une règle</span>"), french);
        Matcher pourquoi = Pattern.compile("<span class=\"why\">([^<]*)</span>").matcher(french);
        assertTrue(pourquoi.find() && pourquoi.group(1).matches("\\S+ après \\S+ a été (acceptée|refusée)|\\S+ a été (acceptée|refusée) comme première carte"),
                french);

        // Nobody else: a student cannot read the console's status, nor another teacher.
        HttpResponse<String> asStudent = c.get("/tables/" + table + "/status", cookies.get("Bo"));
        assertEquals(302, asStudent.statusCode());
        assertEquals(404, c.get("/tables/" + table + "/status", c.teacher("other@school.example")).statusCode());
        // No student's socket, page or debrief holds another's hypothesis; the projector holds none.
        for (String name : WRITTEN.keySet()) {
            String screens = sockets.get(name).all() + c.get("/play/" + table, cookies.get(name)).body()
                    + c.get("/tables/" + table + "/debrief", cookies.get(name)).body();
            for (Map.Entry<String, List<String>> other : WRITTEN.entrySet()) {
                if (other.getKey().equals(name)) continue;
                for (String h : other.getValue()) assertFalse(screens.contains(h), name + " received " + other.getKey() + "'s \"" + h + "\"");
            }
        }
        String room = projector.all() + c.get("/sessions/" + session + "/projector.json", teacher).body()
                + c.get("/tables/" + table + "/debrief", teacher).body();
        for (String h : all) assertFalse(room.contains(h), "the projector showed \"" + h + "\"");

        // Cy's seat is freed and Di takes it: Di starts a notebook of her own, and never receives Cy's.
        assertEquals(302, c.post("/tables/" + table + "/seats/3/remove", teacher).statusCode());
        String di = c.join(c.code(session), "Di", t);
        assertEquals(table, t[0]);
        Classroom.Socket diSocket = c.socket(table, di);
        assertEquals(3, diSocket.settled().get("view").get("you").asInt(), "Di sits where Cy sat");
        JsonNode diNotebook = diSocket.next("notebook").get("entries"); // sent as her socket opened
        assertEquals(0, diNotebook.size(), "the seat's old notebook is not Di's: " + diNotebook);
        String afterDi = status(table, teacher);
        assertTrue(afterDi.contains("<td class=\"student\">Di <span class=\"no-hypothesis\">no hypothesis yet</span>"), afterDi);
        diSocket.send("{\"type\":\"note\",\"text\":\"card is black\"}");
        assertEquals(1, ownNotebook(diSocket, 1).size(), "Di's notebook holds only what Di wrote");
        assertEquals(1, hypotheses(status(table, teacher), "Di").size());
        String diScreens = diSocket.all() + c.get("/tables/" + table + "/debrief", di).body() + c.get("/play/" + table, di).body();
        for (List<String> h : WRITTEN.values()) for (String x : h) assertFalse(diScreens.contains(x), "Di received \"" + x + "\"");
    }

    @Test
    void theConsoleChecksAFewHypothesesAStudentAndOnlyWhenSomethingChanged() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, RULE);
        long[] t = new long[1];
        List<Classroom.Socket> students = new ArrayList<>();
        for (String name : List.of("Ana", "Bo")) {
            String cookie = c.join(c.code(session), name, t);
            students.add(c.socket(t[0], cookie));
        }
        long table = t[0];
        students.get(0).current();
        students.get(1).current();
        // Ana fills her notebook to the brim: the console shows her newest few and counts the rest.
        int seq = c.db.actionLog().lastSeq(table);
        for (int i = 0; i < eleusis.store.Notebooks.MAX_ENTRIES; i++) c.db.notebooks().add(table, 1, seq, "card.rank > " + (i % 13));
        String page = status(table, teacher);
        assertEquals(ConsoleNotebooks.SHOWN, hypotheses(page, "Ana").size(), page);
        assertTrue(page.contains((eleusis.store.Notebooks.MAX_ENTRIES - ConsoleNotebooks.SHOWN) + " earlier hypotheses in the debrief"), page);

        // Counted at the source: a few hypotheses a student are checked, once, until a move or a note.
        AtomicInteger compiled = new AtomicInteger();
        LiveTables games = new LiveTables(c.db); // its own copy of the games, brought up to date from the log below
        ConsoleNotebooks notebooks = new ConsoleNotebooks(c.db, games, h -> {
            compiled.incrementAndGet();
            return Rule.compile(h);
        });
        Texts english = Texts.ENGLISH;
        notebooks.of(table, c.db.seats().list(table), english);
        assertEquals(ConsoleNotebooks.SHOWN, compiled.get(), "Ana's newest only (Bo wrote nothing)");
        for (int i = 0; i < 5; i++) notebooks.of(table, c.db.seats().list(table), english);
        assertEquals(ConsoleNotebooks.SHOWN, compiled.get(), "nothing changed: nothing checked again");
        c.db.notebooks().add(table, 2, seq, "card is red");
        notebooks.of(table, c.db.seats().list(table), english);
        assertEquals(2 * ConsoleNotebooks.SHOWN + 1, compiled.get(), "a new note: the table checked again, Bo's note with it");
        TableMoves.play(students, 1);
        eleusis.live.LiveTable.await(games.get(table).catchUp()); // as the app's own copy has, having applied the move
        Map<Integer, ClassroomPages.SeatNotebook> after = notebooks.of(table, c.db.seats().list(table), english);
        assertEquals(3 * ConsoleNotebooks.SHOWN + 2, compiled.get(), "a move: checked again against the new cards");
        assertEquals(eleusis.store.Notebooks.MAX_ENTRIES, after.get(1).written());
        assertEquals(1, after.get(2).written());
        // A hypothesis of thousands of characters is shown on one line, cut.
        assertEquals(ConsoleNotebooks.LONGEST, ConsoleNotebooks.oneLine("card is red or ".repeat(500) + "card is red").length());
        assertEquals("card is red", ConsoleNotebooks.oneLine("  card\n  is\tred "));
    }

    private String status(long table, String teacher) throws Exception {
        HttpResponse<String> r = c.get("/tables/" + table + "/status", teacher);
        assertEquals(200, r.statusCode(), r.body());
        return r.body();
    }

    /** The student's own notebook, as their socket last received it once it holds {@code size} entries. */
    private static JsonNode ownNotebook(Classroom.Socket s, int size) throws InterruptedException {
        JsonNode found = null;
        for (String line : s.all().split("\n")) {
            if (line.isBlank()) continue;
            try {
                JsonNode m = Classroom.JSON.readTree(line);
                if (m.path("type").asText().equals("notebook") && m.get("entries").size() == size) found = m.get("entries");
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        }
        if (found != null) return found;
        return s.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == size).get("entries");
    }

    /** "standing: reading" for each hypothesis the console lists under the student, in its order. */
    private static List<String> hypotheses(String status, String name) {
        int row = status.indexOf("<td class=\"student\">" + name);
        assertTrue(row >= 0, name + " is not on the console: " + status);
        int next = status.indexOf("<td class=\"student\">", row + 1);
        String part = status.substring(row, next < 0 ? status.length() : next);
        List<String> out = new ArrayList<>();
        Matcher li = Pattern.compile("<li class=\"(standing|refuted|not-a-rule)\"(?: title=\"[^\"]*\")?><span class=\"said\"><span class=\"verdict\">"
                + "[^<]*</span>\\s*(?:<code>)?([^<]*)").matcher(part);
        while (li.find()) out.add(li.group(1) + ": " + unescape(li.group(2).strip()));
        return out;
    }

    private static String unescape(String html) {
        return html.replace("&#39;", "'").replace("&#34;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }
}
