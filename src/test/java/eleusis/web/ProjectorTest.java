package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.library.RuleLibrary;
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
            long session = c.session(teacher, "title", "Period " + rules.indexOf(rule), "game", "express", "students", "2", "rounds", "2",
                    "choice", "written", "rule", rule, "classSize", "4");
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
        long session = c.session(teacher, "title", "Period 3", "game", "express", "students", "2", "rounds", "2",
                "choice", "written", "rule", "card.color != last.color", "lobby", "on");
        JsonNode empty = json(session, teacher);
        assertFalse(empty.get("started").asBoolean());
        assertEquals(c.code(session), empty.get("code").asText());
        long[] t = new long[1];
        String ana = c.join(c.code(session), "Ana", t);
        c.join(c.code(session), "Bo", t);
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
        Classroom.Socket s = c.socket(t[0], ana);
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
        String teacher = c.teacher("rivera@school.example");
        long session = c.session(teacher, "title", "Period 3", "game", "express", "students", "2", "rounds", "2",
                "choice", "written", "rule", "card is red");
        String student = c.join(c.code(session), "Ana", null);
        String other = c.teacher("other@school.example");
        assertEquals(200, c.get("/sessions/" + session + "/projector", teacher).statusCode());
        assertEquals(404, c.get("/sessions/" + session + "/projector.json", other).statusCode());
        assertEquals(404, c.get("/sessions/" + session + "/projector", other).statusCode());
        HttpResponse<String> asStudent = c.get("/sessions/" + session + "/projector.json", student);
        assertEquals(302, asStudent.statusCode(), "a student is sent to sign in");
        String page = c.get("/sessions/" + session + "/projector", teacher).body();
        assertFalse(page.contains("href=\"/collection\""), "no teacher navigation on the projector");
        assertTrue(page.contains(c.code(session)));
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
