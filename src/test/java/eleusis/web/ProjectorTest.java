package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.library.RuleLibrary;
import eleusis.web.workshop.RuleReport;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The class projector (issue 12, part 1): it never shows a secret rule or its reading before the
 * teacher reveals it; the lobby's names, the turn and the mainline, and at a round's end who found
 * the rule and the points; only the session's teacher may open it.
 */
class ProjectorTest extends ClassroomOnPort {

    @Test
    void noRuleOrReadingBeforeTheRevealWhateverIsPlayed() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        List<String> rules = new ArrayList<>(List.of("card.color != last.color", "card.rank > last.rank or card is face"));
        rules.add(RuleLibrary.loadResources().atLevel(2).get(0).rule());
        for (String rule : rules) {
            long session = c.writtenSession(teacher, "Period " + rules.indexOf(rule), "express", 2, 2, rule, "classSize", "4");
            String code = c.code(session);
            List<long[]> seated = new ArrayList<>();
            List<Classroom.Socket> sockets = new ArrayList<>();
            for (String name : List.of("Ana", "Bo", "Cy", "Di")) {
                long[] t = new long[1];
                String cookie = c.join(code, name, t);
                seated.add(t);
                sockets.add(c.socket(t[0], cookie));
            }
            String english = english(rule);
            // Some moves at each table, looking at the projector after each.
            for (int move = 0; move < 6; move++) {
                for (Classroom.Socket s : sockets) {
                    JsonNode v = s.current().get("view");
                    if (!v.get("waitingFor").isEmpty() && v.get("waitingFor").get(0).asInt() == v.get("you").asInt()) {
                        int before = s.current().get("seq").asInt();
                        s.act(v.get("allowed").toString().contains("end_turn") ? "{\"kind\":\"end_turn\"}"
                                : "{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id").asInt() + "}");
                        s.view(m -> m.get("seq").asInt() > before);
                    }
                }
                assertNoRule(session, teacher, rule, english);
            }
            long table = seated.get(0)[0];
            assertEquals(302, c.post("/tables/" + table + "/reveal", teacher).statusCode());
            String json = c.get("/sessions/" + session + "/projector.json", teacher).body();
            assertTrue(json.contains(jsonString(rule)), "revealed: " + json);
            assertTrue(json.contains(jsonString(english)), "revealed with its reading: " + json);
            assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());
            assertEquals(302, c.post("/tables/" + table + "/next", teacher, "choice", "same").statusCode());
            assertNoRule(session, teacher, rule, english); // a new round hides it again
        }
    }

    @Test
    void theLobbyTheTurnTheMainlineAndTheRoundsEnd() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, "card.color != last.color", "lobby", "on");
        JsonNode empty = json(session, teacher);
        assertFalse(empty.get("started").asBoolean());
        assertEquals(c.code(session), empty.get("code").asText());
        Classroom.Seated t = c.seat(c.code(session), "Ana", "Bo");
        String ana = t.cookie(0);
        JsonNode lobby = json(session, teacher);
        assertEquals("Ana", lobby.get("tables").get(0).get("names").get("1").asText());
        assertEquals("Bo", lobby.get("tables").get(0).get("names").get("2").asText());

        c.post("/sessions/" + session + "/start", teacher);
        JsonNode playing = json(session, teacher).get("tables").get(0);
        assertEquals(1, playing.get("mainline").size(), "the starter");
        assertEquals("[null]", playing.get("markers").toString(), "a marker beside each card of the mainline (none in Express)");
        assertEquals(1, playing.get("waitingFor").size());
        assertFalse(playing.toString().contains("\"hand\""), "no hands on the projector: " + playing);

        // Ana's right guess ends the round: she found the rule.
        Classroom.Socket s = c.socket(t.table(), ana);
        JsonNode v = s.current().get("view");
        if (v.get("waitingFor").get(0).asInt() != v.get("you").asInt()) return; // Bo first: the guess waits for her turn
        int before = s.current().get("seq").asInt();
        s.act("{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id").asInt() + "}");
        JsonNode after = s.view(m -> m.get("seq").asInt() > before);
        if (!after.get("view").get("allowed").toString().contains("guess")) return; // a wrong play: no guess now
        s.act("{\"kind\":\"guess\",\"text\":\"card.color != last.color\"}");
        s.view(m -> m.get("view").get("phase").asText().equals("round_over"));
        JsonNode over = json(session, teacher).get("tables").get(0);
        assertEquals(1, over.get("foundBy").asInt(), over.toString());
    }

    @Test
    void onlyTheSessionsTeacherOpensIt() throws Exception {
        Classroom.Visitors visitors = c.visitors();
        String teacher = visitors.teacher(), student = visitors.student(), other = visitors.other();
        long session = visitors.session();
        assertEquals(200, c.get("/sessions/" + session + "/projector", teacher).statusCode());
        assertEquals(404, c.get("/sessions/" + session + "/projector.json", other).statusCode());
        assertEquals(404, c.get("/sessions/" + session + "/projector", other).statusCode());
        HttpResponse<String> asStudent = c.get("/sessions/" + session + "/projector.json", student);
        assertEquals(302, asStudent.statusCode(), "a student is sent to sign in");
        String page = c.get("/sessions/" + session + "/projector", teacher).body();
        assertFalse(page.contains("href=\"/collection\""), "no teacher navigation on the projector");
        assertTrue(page.contains(c.code(session)));
    }

    /**
     * Issue 24: each table's tally and the class's result for the podium. One table's round is found by a
     * right guess, the other's ended by the teacher; the class's totals add the tables' up, its podium
     * places every student by points, and a closed class tells the projector to take the code down.
     */
    @Test
    void eachTablesTallyAndTheClassResultForThePodium() throws Exception {
        String rule = "card.color != last.color";
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 1, rule, "classSize", "4", "lobby", "on");
        java.util.Map<Long, List<Classroom.Socket>> byTable = new java.util.LinkedHashMap<>();
        for (String name : List.of("Ana", "Bo", "Cy", "Di")) {
            long[] t = new long[1];
            String cookie = c.join(c.code(session), name, t);
            byTable.computeIfAbsent(t[0], k -> new ArrayList<>()).add(c.socket(t[0], cookie));
        }
        assertEquals(2, byTable.size());
        JsonNode lobby = json(session, teacher);
        assertEquals(4, lobby.get("summary").get("students").asInt());
        assertEquals(0, lobby.get("summary").get("podium").size(), "nobody on the podium without points");
        assertFalse(lobby.get("locked").asBoolean());
        assertTrue(lobby.get("tables").get(0).get("secretRule").asBoolean());
        c.post("/sessions/" + session + "/start", teacher);

        List<Long> ids = new ArrayList<>(byTable.keySet());
        int[] plays = new int[2];
        // The first table plays until someone guesses the rule; the second plays a little, then the teacher ends it.
        List<Classroom.Socket> first = byTable.get(ids.get(0));
        for (int move = 0; move < 400 && !over(first.get(0)); move++) {
            if (move(first, rule)) plays[0]++;
        }
        List<Classroom.Socket> second = byTable.get(ids.get(1));
        for (int move = 0; move < 4; move++) if (move(second, null)) plays[1]++;
        assertEquals(302, c.post("/tables/" + ids.get(1) + "/end-round", teacher).statusCode());

        JsonNode now = json(session, teacher);
        JsonNode found = now.get("tables").get(0), ended = now.get("tables").get(1);
        assertEquals(plays[0], found.get("stats").get("plays").asInt(), found.toString());
        assertEquals(plays[1], ended.get("stats").get("plays").asInt(), ended.toString());
        assertEquals(1, found.get("stats").get("rightGuesses").asInt());
        assertEquals(1, found.get("stats").get("rulesFound").asInt());
        assertFalse(found.get("foundBy").isNull(), "who found the rule");
        assertEquals(0, ended.get("stats").get("rulesFound").asInt());
        assertTrue(ended.get("foundBy").isNull(), "nobody found the second table's rule");
        for (JsonNode t : now.get("tables")) {
            assertTrue(t.get("stats").get("rightPlays").asInt() <= t.get("stats").get("plays").asInt());
            assertTrue(t.get("over").asBoolean(), "one round: the game is over");
        }
        JsonNode summary = now.get("summary");
        assertEquals(plays[0] + plays[1], summary.get("plays").asInt());
        assertEquals(found.get("stats").get("rightPlays").asInt() + ended.get("stats").get("rightPlays").asInt(),
                summary.get("rightPlays").asInt());
        assertEquals(1, summary.get("rulesFound").asInt());
        assertEquals(1, summary.get("rightGuesses").asInt());
        // The podium: the class's students by points, across tables, as the tables' totals say.
        List<Integer> points = new ArrayList<>();
        for (JsonNode t : now.get("tables")) {
            t.get("names").fieldNames().forEachRemaining(seat -> points.add(t.get("totals").get(seat).asInt()));
        }
        points.sort(java.util.Comparator.reverseOrder());
        JsonNode podium = summary.get("podium");
        assertTrue(podium.size() >= 1, summary.toString());
        assertEquals(points.get(0).intValue(), podium.get(0).get("points").asInt(), "first place has the most points");
        assertEquals(1, podium.get(0).get("place").asInt());
        String finder = found.get("names").get(found.get("foundBy").asText()).asText();
        for (JsonNode step : podium) {
            long ahead = points.stream().filter(p -> p > step.get("points").asInt()).count();
            assertEquals(ahead + 1, step.get("place").asInt(), "a place counts those ahead: " + podium);
            for (JsonNode st : step.get("students")) {
                assertTrue(List.of("Ana", "Bo", "Cy", "Di").contains(st.get("name").asText()));
                assertTrue(st.get("table").asText().startsWith("Table "), st.toString());
            }
        }
        assertTrue(podium.toString().contains(finder) || points.get(0) == 0, "the finder scored: " + podium);

        assertEquals(302, c.post("/sessions/" + session + "/lock", teacher).statusCode());
        assertTrue(json(session, teacher).get("locked").asBoolean(), "a closed class: the projector takes the code down");
    }

    /** Whether the table's round or game is over, as a socket of it last saw. */
    private static boolean over(Classroom.Socket s) throws Exception {
        String phase = s.current().get("view").get("phase").asText();
        return phase.equals("round_over") || phase.equals("game_over");
    }

    /** The student whose turn it is moves: guesses the rule when allowed (and given), else ends the turn or plays; true for a play. */
    private static boolean move(List<Classroom.Socket> table, String rule) throws Exception {
        Classroom.Socket any = table.get(0);
        JsonNode v = any.settled().get("view");
        if (v.get("waitingFor").isEmpty()) return false;
        int turn = v.get("waitingFor").get(0).asInt();
        for (Classroom.Socket s : table) {
            JsonNode mine = s.settled();
            if (mine.get("view").get("you").asInt() != turn) continue;
            String allowed = mine.get("view").get("allowed").toString();
            boolean play = !(rule != null && allowed.contains("\"guess\"")) && !allowed.contains("end_turn");
            if (rule != null && allowed.contains("\"guess\"")) s.act("{\"kind\":\"guess\",\"text\":\"" + rule + "\"}");
            else if (allowed.contains("end_turn")) s.act("{\"kind\":\"end_turn\"}");
            else s.act("{\"kind\":\"play\",\"card\":" + mine.get("view").get("hand").get(0).get("id").asInt() + "}");
            s.view(m -> m.get("seq").asInt() > mine.get("seq").asInt());
            return play;
        }
        throw new AssertionError("nobody at seat " + turn);
    }

    private void assertNoRule(long session, String teacher, String rule, String english) throws Exception {
        for (String path : List.of("/sessions/" + session + "/projector", "/sessions/" + session + "/projector.json")) {
            String body = c.get(path, teacher).body();
            for (String shown : List.of(rule, english)) {
                String html = shown.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("'", "&#39;")
                        .replace("\"", "&#34;");
                assertFalse(body.contains(shown) || body.contains(jsonString(shown)) || body.contains(html),
                        path + " shows " + (shown.equals(rule) ? "the rule " : "the reading of ") + rule);
            }
        }
    }

    private JsonNode json(long session, String teacher) throws Exception {
        return Classroom.JSON.readTree(c.get("/sessions/" + session + "/projector.json", teacher).body());
    }

    private static String english(String rule) {
        return RuleReport.of(rule).reading();
    }

    private static String jsonString(String s) throws Exception {
        String quoted = Classroom.JSON.writeValueAsString(s);
        return quoted.substring(1, quoted.length() - 1);
    }
}
