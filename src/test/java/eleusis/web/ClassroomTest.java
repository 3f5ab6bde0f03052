package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.store.Database;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A class session over real HTTP and WebSockets: a teacher, students joining with the code, live play. */
class ClassroomTest {
    @TempDir
    Path data;
    private Classroom c;
    private Database db;

    @BeforeEach
    void start() {
        c = new Classroom(data);
        db = c.db;
    }

    @AfterEach
    void stop() {
        c.close();
    }

    HttpResponse<String> post(String path, String cookie, String... fields) throws Exception {
        return c.post(path, cookie, fields);
    }

    static String cookie(HttpResponse<?> r) {
        return Classroom.cookie(r);
    }

    @Test
    void studentsJoinPlayLiveAndSeeOnlyTheirOwnHands() throws Exception {
        String teacher = cookie(post("/signup", null, "email", "t@school.example", "name", "Teacher", "password", "correct horse"));
        HttpResponse<String> created = post("/sessions", teacher, "title", "Period 3", "game", "express", "students", "3",
                "rounds", "2", "choice", "written", "rule", "card.color != last.color");
        assertEquals(302, created.statusCode(), created.body());
        long sessionId = Long.parseLong(created.headers().firstValue("Location").orElseThrow().replace("/sessions/", ""));
        String code = db.classSessions().find(sessionId).orElseThrow().joinCode();
        long table = db.tables().listBySession(sessionId).get(0).id();

        String[] students = new String[3];
        for (int i = 0; i < 3; i++) {
            HttpResponse<String> joined = post("/join", null, "code", code.toLowerCase(), "name", "Student <" + i + ">");
            assertEquals("/play/" + table, joined.headers().firstValue("Location").orElse(""), joined.body());
            students[i] = cookie(joined);
        }
        // Every seat taken: a latecomer is seated at a table opened for them (NoTableStallsTest says more).
        HttpResponse<String> late = post("/join", null, "code", code, "name", "Late");
        assertEquals(302, late.statusCode());
        assertNotEquals("/play/" + table, late.headers().firstValue("Location").orElse(""));
        assertEquals(2, db.tables().listBySession(sessionId).size());
        HttpResponse<String> rejoin = post("/join", students[1], "code", code, "name", "Student 1 again");
        assertEquals("/play/" + table, rejoin.headers().firstValue("Location").orElse(""), "a reload keeps the seat");
        assertEquals(3, db.seats().list(table).size());

        Classroom.Socket[] sockets = new Classroom.Socket[3];
        JsonNode[] views = new JsonNode[3];
        for (int i = 0; i < 3; i++) {
            sockets[i] = c.socket(table, students[i]);
            JsonNode m = sockets[i].next("view");
            views[i] = m.get("view");
        }
        Classroom.Socket projector = c.socket(table, teacher);
        JsonNode spectator = projector.next("view").get("view");
        assertTrue(spectator.get("hand").isNull(), "the projector shows no hand");
        assertTrue(spectator.get("rule").isNull(), "nor the secret rule");

        int dealer = views[0].get("dealer").asInt();
        int turn = views[0].get("waitingFor").get(0).asInt();
        for (JsonNode v : views) {
            int you = v.get("you").asInt();
            if (you == dealer) continue;
            assertEquals(12, v.get("hand").size(), "each player sees their own 12 cards");
        }
        // Students sit at seats 1..3 (the house deals); find the socket of the player whose turn it is, and one who must wait.
        int mover = -1, waiter = -1;
        for (int i = 0; i < 3; i++) {
            int you = views[i].get("you").asInt();
            if (you == turn) mover = i;
            else if (you != dealer) waiter = i;
        }
        assertNotEquals(-1, mover);
        int notMine = views[mover].get("hand").get(0).get("id").asInt();
        sockets[waiter].send("{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":" + notMine + "}}");
        JsonNode refused = sockets[waiter].next("refused");
        assertEquals("refused", refused.get("type").asText());
        assertEquals("not_your_turn", refused.get("reason").asText());

        sockets[mover].send("{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":" + notMine + "}}");
        for (int i = 0; i < 3; i++) {
            JsonNode m = sockets[i].next("view");
            assertEquals("play", m.get("events").get(0).get("type").asText());
            String text = m.toString();
            for (int j = 0; j < 3; j++) {
                if (j == i || views[j].get("hand").isNull()) continue;
                // No other player's card ids reach this socket inside a "hand".
                JsonNode hand = m.get("view").get("hand");
                for (JsonNode c : views[j].get("hand")) {
                    if (c.get("id").asInt() == notMine) continue;
                    for (JsonNode h : hand == null || hand.isNull() ? Classroom.JSON.createArrayNode() : hand) {
                        assertNotEquals(c.get("id").asInt(), h.get("id").asInt(), "another player's card in my hand: " + text);
                    }
                }
            }
        }
        assertEquals("view", projector.next("view").get("type").asText());

        sockets[0].send("not json");
        assertEquals("the message is not JSON", sockets[0].next("error").get("message").asText());
        sockets[0].send("{\"type\":\"action\",\"action\":{\"kind\":\"fly\"}}");
        assertTrue(sockets[0].next("error").get("message").asText().contains("fly"));
        assertEquals(1, db.actionLog().load(table).size(), "only the one legal play was stored");
    }

    @Test
    void aScreenThatConnectsLateGetsTheStorySoFar() throws Exception {
        String teacher = cookie(post("/signup", null, "email", "t@school.example", "name", "Teacher", "password", "correct horse"));
        HttpResponse<String> created = post("/sessions", teacher, "title", "Period 3", "game", "express", "students", "3",
                "rounds", "2", "choice", "written", "rule", "card.color != last.color");
        long sessionId = Long.parseLong(created.headers().firstValue("Location").orElseThrow().replace("/sessions/", ""));
        String code = db.classSessions().find(sessionId).orElseThrow().joinCode();
        long table = db.tables().listBySession(sessionId).get(0).id();
        String[] students = new String[3];
        for (int i = 0; i < 3; i++) students[i] = cookie(post("/join", null, "code", code, "name", "Student " + i));

        // Whoever's turn it is plays, then guesses wrong in the rule language and is answered with a counterexample.
        Classroom.Socket first = null;
        JsonNode hand = null, mainline = null;
        int mover = -1, moverIndex = -1;
        for (int i = 0; i < 3 && first == null; i++) {
            Classroom.Socket s = c.socket(table, students[i]);
            JsonNode v = s.next("view").get("view");
            if (v.get("waitingFor").get(0).asInt() == v.get("you").asInt()) {
                first = s;
                mover = v.get("you").asInt();
                moverIndex = i;
                hand = v.get("hand");
                mainline = v.get("mainline");
            }
        }
        assertTrue(first != null, "one of the students is to move");
        String last = mainline.get(mainline.size() - 1).get("card").asText();
        int right = -1;
        for (JsonNode card : hand) if (red(card.get("card").asText()) != red(last)) right = card.get("id").asInt();
        assertNotEquals(-1, right, "a card of the other colour in 12: " + hand);
        first.act("{\"kind\":\"play\",\"card\":" + right + "}"); // accepted, so a guess may follow
        first.view(m -> m.get("events").size() > 0);
        first.act("{\"kind\":\"guess\",\"text\":\"card is red\",\"inWords\":false}");
        JsonNode answered = first.view(m -> m.get("events").size() > 0);
        assertEquals("guess", answered.get("events").get(0).get("type").asText(), answered.toString());

        // The same student reloads: the new screen is told the story so far, their own hand dealt included.
        Classroom.Socket reloaded = c.socket(table, students[moverIndex]);
        JsonNode history = reloaded.next("view").get("history");
        assertTrue(history != null && history.isArray(), "a connecting screen gets the history");
        JsonNode guess = null;
        int deals = 0;
        for (JsonNode e : history) {
            if (e.get("type").asText().equals("guess")) guess = e;
            if (e.get("type").asText().equals("deal")) {
                assertEquals(mover, e.get("player").asInt(), "only the student's own hand: " + e);
                deals++;
            }
            assertFalse(e.has("publicEvent") || e.has("audience"), "events as the live ones are sent: " + e);
        }
        assertEquals(1, deals, "their own deal, once: " + history);
        assertTrue(guess != null && guess.get("counterexample").isTextual() && !guess.get("counterexample").asText().isEmpty(),
                "the wrong guess and its counterexample are kept for the reloaded screen: " + history);
        assertEquals("round_start", history.get(0).get("type").asText(), "from the start of the game: " + history);

        // A projector switched on now: the public story, no hand of anyone's.
        JsonNode seen = c.socket(table, teacher).next("view").get("history");
        assertTrue(seen.toString().contains("\"guess\""), seen.toString());
        for (JsonNode e : seen) assertNotEquals("deal", e.get("type").asText(), "a hand dealt reached the projector: " + e);
        // Live messages do not repeat the story.
        assertEquals(302, post("/tables/" + table + "/pause", teacher).statusCode());
        assertFalse(reloaded.view(m -> m.get("paused").asBoolean()).has("history"), "only a connecting screen gets the history");
    }

    private static boolean red(String card) {
        return card.endsWith("H") || card.endsWith("D");
    }

    @Test
    void aSocketWithoutASeatIsTurnedAway() throws Exception {
        String teacher = cookie(post("/signup", null, "email", "t@school.example", "name", "Teacher", "password", "correct horse"));
        post("/sessions", teacher, "title", "P1", "game", "eleusis", "students", "4", "rounds", "2", "choice", "written",
                "rule", "card is red or card is face");
        long table = db.tables().listBySession(db.classSessions().listByTeacher(
                db.teachers().findByEmail("t@school.example").orElseThrow().id()).get(0).id()).get(0).id();
        Classroom.Socket stranger = c.socket(table, null);
        JsonNode m = stranger.next();
        assertEquals("error", m.get("type").asText());
        assertTrue(m.get("message").asText().contains("join the class"), m.toString());
    }

    @Test
    void aBadSessionFormIsExplainedAndChangesNothing() throws Exception {
        String teacher = cookie(post("/signup", null, "email", "t@school.example", "name", "Teacher", "password", "correct horse"));
        HttpResponse<String> bad = post("/sessions", teacher, "title", "", "game", "poker", "students", "12", "rounds", "2",
                "choice", "written", "rule", "card.rank >");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("give the session a title") && bad.body().contains("2 to 7 students")
                && bad.body().contains("1:12: the rule ends too soon"), bad.body());
        assertTrue(db.classSessions().listByTeacher(db.teachers().findByEmail("t@school.example").orElseThrow().id()).isEmpty());
        HttpResponse<String> wrongCode = post("/join", null, "code", "ZZZZZZ", "name", "Kim");
        assertEquals(404, wrongCode.statusCode());
        assertFalse(wrongCode.body().contains("Exception"));
    }
}
