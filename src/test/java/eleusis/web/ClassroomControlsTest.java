package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.library.RuleLibrary;
import eleusis.web.classroom.QrCodeTest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The teacher's controls and the students' notebooks, over real HTTP and WebSockets on port 0. */
class ClassroomControlsTest extends ClassroomOnPort {
    static final String RULE = "card.color != last.color";

    Classroom.TableOfTwo expressTable(String choice, String rule) throws Exception {
        return c.tableOfTwo("Period 3", choice, rule);
    }

    /** A student's socket at the table once it has its first view. */
    Classroom.Socket listening(long table, String student) throws Exception {
        Classroom.Socket s = c.socket(table, student);
        s.current();
        return s;
    }

    @Test
    void aSessionCanUseALibraryRuleAndSeveralTablesFillEvenly() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        String name = RuleLibrary.loadResources().atLevel(1).get(0).name();
        String text = RuleLibrary.loadResources().atLevel(1).get(0).rule();
        long session = c.session(teacher, "title", "Groups", "game", "express", "students", "3", "rounds", "2",
                "choice", "library:" + name, "rule", "");
        HttpResponse<String> added = c.post("/sessions/" + session + "/tables", teacher, "title", "Table 2", "game", "eleusis",
                "students", "3", "rounds", "2", "choice", "written", "rule", "card is red or card is face");
        assertEquals(302, added.statusCode(), added.body());
        HttpResponse<String> badTable = c.post("/sessions/" + session + "/tables", teacher, "title", "Table 3", "game", "express",
                "students", "9", "rounds", "2", "choice", "written", "rule", "card.rank >");
        assertEquals(400, badTable.statusCode());
        assertTrue(badTable.body().contains("2 to 7 students") && badTable.body().contains("1:12"), badTable.body());

        var tables = c.db.tables().listBySession(session);
        assertEquals(2, tables.size(), "the bad table was not made");
        HttpResponse<String> console = c.get("/sessions/" + session, teacher);
        assertTrue(console.body().contains(escape(text)), "the console shows the library rule");
        assertTrue(console.body().contains("/sessions/" + session + "/qr.svg"));

        List<Long> joined = new ArrayList<>();
        for (String student : List.of("Ana", "Bo", "Cy", "Di")) joined.add(c.seat(c.code(session), student).table());
        assertEquals(List.of(tables.get(0).id(), tables.get(1).id(), tables.get(0).id(), tables.get(1).id()), joined,
                "students go to the emptiest table");
        assertEquals(List.of(1, 2), c.db.seats().list(tables.get(0).id()).stream().map(s -> s.seat()).toList(),
                "students sit from seat 1: the house deals");

        HttpResponse<String> qr = c.get("/sessions/" + session + "/qr.svg", teacher);
        assertEquals(200, qr.statusCode());
        assertTrue(qr.headers().firstValue("Content-Type").orElse("").startsWith("image/svg+xml"));
        assertEquals("http://" + c.base + "/join?code=" + c.code(session), QrCodeTest.decode(qr.body()));
        assertEquals(404, c.get("/sessions/" + session + "/qr.svg", c.teacher("other@school.example")).statusCode(),
                "another teacher cannot see it");
    }

    /**
     * A table of three with a student absent: the game waits at the empty seat until the teacher
     * lets the computer stand in; it plays a card and ends its turn, the students play on, and a
     * student who comes late takes the seat over.
     */
    @Test
    void theComputerStandsInForAnAbsentStudentUntilOneJoins() throws Exception {
        ManualTimer timer = onManualTimer();
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 3, 2, "card.color != last.color");
        Map<Integer, Classroom.Socket> students = c.joinedBySeat(session, "Ana", "Bo");
        long[] table = {students.get(1).table};
        assertEquals(Set.of(1, 2), students.keySet(), "seat 3 is empty");
        Classroom.Socket ana = students.get(1);
        // The students play their turns until the game waits for the empty seat.
        for (int i = 0; i < 20 && ana.settled().get("view").get("waitingFor").get(0).asInt() != 3; i++) {
            playATurn(students.get(ana.current().get("view").get("waitingFor").get(0).asInt()));
        }
        assertEquals(3, ana.settled().get("view").get("waitingFor").get(0).asInt(), "the game waits for the absent student");
        timer.advance(60_000);
        assertEquals(3, ana.settled().get("view").get("waitingFor").get(0).asInt(), "and nobody plays for them unasked");
        HttpResponse<String> console = c.get("/sessions/" + session, teacher);
        assertTrue(console.body().contains("/tables/" + table[0] + "/computers") && console.body().contains("<option value=\"none\" selected>"),
                "the console offers the stand-in (nobody plays the empty seats yet)");

        int before = c.db.actionLog().load(table[0]).size();
        assertEquals(302, c.post("/tables/" + table[0] + "/stand-in/on", teacher).statusCode());
        timer.advance(AppConfig.COMPUTER_DELAY_MILLIS * 3); // its card, then the end of its turn
        JsonNode moved = ana.view(m -> m.get("seq").asInt() > before && m.get("view").get("waitingFor").get(0).asInt() != 3);
        List<eleusis.store.LoggedAction> log = c.db.actionLog().load(table[0]);
        List<String> computer = log.subList(before, log.size()).stream().filter(x -> x.seat() == 3)
                .map(x -> x.actionJson()).toList();
        // One card; after a right one (a guess could follow) it ends its turn, a wrong one ends it anyway.
        assertTrue(!computer.isEmpty() && computer.get(0).contains("\"play\"")
                        && (computer.size() == 1 || computer.size() == 2 && computer.get(1).contains("end_turn")),
                "the computer played one card and ended its turn: " + computer);
        assertTrue(ana.all().contains("\"player\":3,\"cards\":["), "Ana saw seat 3's play: " + moved);
        assertTrue(c.get("/sessions/" + session, teacher).body().contains("<option value=\"lot\" selected>"));

        // A late student takes the seat, and the computer leaves it to them.
        String cy = c.join(c.code(session), "Cy", table);
        Classroom.Socket late = c.socket(table[0], cy);
        assertEquals(3, late.settled().get("view").get("you").asInt());
        students.put(3, late);
        for (int i = 0; i < 20 && ana.settled().get("view").get("waitingFor").get(0).asInt() != 3; i++) {
            playATurn(students.get(ana.current().get("view").get("waitingFor").get(0).asInt()));
        }
        int waiting = c.db.actionLog().load(table[0]).size();
        timer.advance(60_000);
        assertEquals(waiting, c.db.actionLog().load(table[0]).size(), "the computer does not play Cy's seat");
        playATurn(late);
        assertEquals(302, c.post("/tables/" + table[0] + "/stand-in/off", teacher).statusCode());
        assertFalse(c.db.tables().find(table[0]).orElseThrow().computerSeats());
    }

    /** The student whose turn it is plays the first card of their hand and ends the turn if asked to. */
    static void playATurn(Classroom.Socket s) throws Exception {
        JsonNode seen = s.settled();
        s.act("{\"kind\":\"play\",\"card\":" + seen.get("view").get("hand").get(0).get("id").asInt() + "}");
        JsonNode after = s.view(m -> m.get("seq").asInt() > seen.get("seq").asInt());
        if (after.get("view").get("allowed").toString().contains("end_turn")) s.act("{\"kind\":\"end_turn\"}");
        s.settled();
    }

    @Test
    void pauseRevealEndTheRoundAndStartTheNextWithANewRule() throws Exception {
        Classroom.TableOfTwo t = expressTable("written", RULE);
        String teacher = t.teacher();
        long table = t.table();
        Classroom.Socket ana = c.socket(table, t.ana());
        Classroom.Socket bo = c.socket(table, t.bo());
        JsonNode first = ana.settled();
        bo.current();
        assertTrue(first.get("view").get("rule").isNull() && first.get("revealed").isNull());
        assertEquals("Ana", first.get("names").get("1").asText());

        JsonNode seen = bo.settled();
        assertEquals(302, c.post("/tables/" + table + "/pause", teacher).statusCode());
        assertTrue(bo.after(seen).get("paused").asBoolean());
        Classroom.Socket mover = mover(ana, bo);
        JsonNode view = mover.current().get("view");
        mover.act("{\"kind\":\"play\",\"card\":" + view.get("hand").get(0).get("id") + "}");
        JsonNode refused = mover.next("refused");
        assertEquals("paused", refused.get("reason").asText());
        assertEquals(0, c.db.actionLog().load(table).size(), "nothing happened while paused");

        seen = mover.settled();
        c.post("/tables/" + table + "/resume", teacher);
        assertFalse(mover.after(seen).get("paused").asBoolean());
        seen = mover.settled();
        mover.act("{\"kind\":\"play\",\"card\":" + view.get("hand").get(0).get("id") + "}");
        assertEquals("play", mover.after(seen).get("events").get(0).get("type").asText());
        assertFalse(ana.all().contains(RULE) || bo.all().contains(RULE), "the rule never reached a student before the reveal");

        seen = ana.settled();
        c.post("/tables/" + table + "/reveal", teacher);
        JsonNode revealed = ana.after(seen).get("revealed");
        assertEquals(RULE, revealed.get("rule").asText());
        assertFalse(revealed.get("reading").asText().isBlank());

        seen = bo.settled();
        assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());
        assertEquals("round_over", bo.after(seen).get("view").get("phase").asText());
        HttpResponse<String> bad = c.post("/tables/" + table + "/next", teacher, "choice", "written", "rule", "card.rank >");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("1:12"), bad.body());
        seen = ana.settled();
        assertEquals(302, c.post("/tables/" + table + "/next", teacher, "choice", "written", "rule", "card is red").statusCode());
        JsonNode round2 = ana.after(seen);
        assertEquals(1, round2.get("view").get("round").asInt());
        assertTrue(round2.get("revealed").isNull(), "a new round hides the rule again");
        Classroom.Socket dealer = c.dealer(table, teacher);
        assertEquals("card is red", dealer.current().get("view").get("rule").asText());
        seen = ana.settled();
        c.post("/tables/" + table + "/end-round", teacher);
        ana.after(seen);
        assertEquals(302, c.post("/tables/" + table + "/next", teacher, "choice", "same").statusCode());
        assertEquals("card is red", c.dealer(table, teacher).current().get("view").get("rule").asText(),
                "\"keep this round's rule\" keeps the rule chosen for the last round");
    }

    /** The student whose turn it is, as the newest view says. */
    static Classroom.Socket mover(Classroom.Socket a, Classroom.Socket b) throws InterruptedException {
        JsonNode v = b.settled().get("view");
        int turn = v.get("waitingFor").get(0).asInt();
        return v.get("you").asInt() == turn ? b : a;
    }

    /** The student to move plays their first card, or ends their turn after a right one; false when neither applies. */
    static boolean step(Classroom.Socket a, Classroom.Socket b) throws InterruptedException {
        Classroom.Socket m = mover(a, b);
        JsonNode seen = m.settled();
        JsonNode v = seen.get("view");
        String phase = v.get("phase").asText();
        if (phase.equals("after_play")) m.act("{\"kind\":\"end_turn\"}");
        else if (phase.equals("play")) m.act("{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id") + "}");
        else return false;
        m.after(seen);
        Classroom.Socket other = m == a ? b : a;
        for (int i = 0; i < 100 && other.current().get("view").equals(seen.get("view")); i++) Thread.sleep(20);
        Thread.sleep(50);
        return true;
    }

    @Test
    void studentsCannotUseTheTeachersControls() throws Exception {
        Classroom.TableOfTwo t = expressTable("written", RULE);
        long table = t.table();
        String student = t.ana();
        for (String path : List.of("/pause", "/reveal", "/end-round", "/next", "/seats/2/remove")) {
            HttpResponse<String> r = c.post("/tables/" + table + path, student);
            assertEquals(302, r.statusCode());
            assertEquals("/signin", r.headers().firstValue("Location").orElse(""), path);
        }
        HttpResponse<String> other = c.post("/tables/" + table + "/pause", c.teacher("other@school.example"));
        assertEquals(404, other.statusCode());
        assertFalse(c.db.tables().find(table).orElseThrow().paused());
        Classroom.Socket s = listening(table, student);
        s.act("{\"kind\":\"end_round\"}");
        assertEquals("not_allowed", s.next("refused").get("reason").asText());
        s.act("{\"kind\":\"verdict\",\"right\":true}");
        // The seat's notebook check, asked for when the socket joined, may come in at any point: the answer is what is not it.
        assertEquals("refused", s.until(m -> !m.path("type").asText().equals("notebook")).get("type").asText());
        assertEquals(0, c.db.actionLog().load(table).size());
    }

    @Test
    void aRemovedStudentLosesTheSeatAndANewcomerTakesIt() throws Exception {
        Classroom.TableOfTwo t = expressTable("written", RULE);
        String teacher = t.teacher();
        long table = t.table();
        Classroom.Socket bo = listening(table, t.bo());
        assertEquals(302, c.post("/tables/" + table + "/seats/2/remove", teacher).statusCode());
        JsonNode removed = bo.next("removed");
        assertTrue(removed.get("message").asText().contains("seat"));
        assertEquals(List.of(1), c.db.seats().list(table).stream().map(s -> s.seat()).toList());
        Classroom.Socket again = c.socket(table, t.bo());
        assertEquals("error", again.next().get("type").asText(), "the old seat cookie no longer opens the table");
        assertEquals(table, c.seat(c.code(t.session()), "Cy").table());
        assertEquals("Cy", c.db.seats().list(table).get(1).playerName());
        assertEquals(2, c.db.seats().list(table).get(1).seat(), "the newcomer takes the freed seat and its hand");
    }

    @Test
    void theNotebookIsCheckedAgainstTheTableAndRecheckedAfterEveryPlay() throws Exception {
        Classroom.TableOfTwo t = expressTable("written", RULE);
        long table = t.table();
        Classroom.Socket ana = listening(table, t.ana()), bo = listening(table, t.bo());
        ana.send("{\"type\":\"note\",\"text\":\"card is red\"}");
        JsonNode entry = ana.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 1)
                .get("entries").get(0);
        assertEquals("card is red", entry.get("text").asText());
        assertEquals(1, entry.get("observations").asInt(), "the starter is the only evidence yet");
        ana.send("{\"type\":\"note\",\"text\":\"card.rank >\"}");
        JsonNode second = ana.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 2)
                .get("entries").get(1);
        assertTrue(second.get("error").asText().startsWith("1:12"), second.toString());
        bo.send("{\"type\":\"note\",\"text\":\"  \"}");
        assertTrue(bo.next("error").get("message").asText().contains("rule language"));
        ana.send("{\"type\":\"note\"}");
        ana.next("error");

        // Play until a black card is on the mainline after the starter: "card is red" then stands refuted.
        boolean black = false;
        for (int i = 0; i < 40 && !black; i++) {
            if (!step(ana, bo)) break;
            JsonNode line = bo.current().get("view").get("mainline");
            for (int k = 0; k < line.size(); k++) black |= line.get(k).get("card").asText().matches(".*[SC]");
        }
        assertTrue(black, "within 40 moves a black card is accepted");
        ana.drain();
        step(ana, bo); // any move rechecks the notebook
        JsonNode checked = ana.next("notebook").get("entries");
        // "card is red" is refuted by every black card on the mainline and every refused play of red cards
        // only; the list shows the first few of them (refused red plays may come before the black card).
        JsonNode view = bo.current().get("view");
        int expected = 0;
        for (JsonNode c : view.get("mainline")) if (c.get("card").asText().matches(".*[SC]")) expected++;
        for (JsonNode side : view.get("sidelines")) {
            for (JsonNode play : side.get("plays")) {
                boolean allRed = true;
                for (JsonNode c : play) allRed &= c.get("card").asText().matches(".*[HD]");
                if (allRed) expected++;
            }
        }
        assertTrue(expected > 0, view.toString());
        assertEquals(expected, checked.get(0).get("refutations").asInt(), checked.toString());
        assertEquals(Math.min(expected, NotebookCheck.SHOWN), checked.get(0).get("refutedBy").size(), checked.toString());
        ana.send("{\"type\":\"note\",\"text\":\"true\"}");
        JsonNode all = ana.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 3).get("entries");
        int refused = 0;
        for (JsonNode side : bo.current().get("view").get("sidelines")) refused += side.get("plays").size();
        assertEquals(refused, all.get(2).get("refutations").asInt(), "'true' is refuted by every refused play, and only by them");
        all.get(2).get("refutedBy").forEach(r -> assertTrue(r.asText().contains("was refused, but this hypothesis accepts it"), r.asText()));
        assertEquals(3, c.db.notebooks().list(table, 1).size(), "every hypothesis is stored, the faulty one too");
        assertTrue(c.db.notebooks().list(table, 2).isEmpty(), "a blank one is not");
    }

    @Test
    void theTeacherJudgesByHandFromTheDealersScreen() throws Exception {
        Classroom.TableOfTwo t = expressTable("by_hand", "");
        String teacher = t.teacher();
        long table = t.table();
        Classroom.Socket ana = c.socket(table, t.ana());
        Classroom.Socket bo = c.socket(table, t.bo());
        Classroom.Socket dealer = c.dealer(table, teacher);
        JsonNode d = dealer.current().get("view");
        assertEquals("starter_verdict", d.get("phase").asText());
        assertEquals(List.of("verdict", "end_round"), list(d.get("allowed")).stream().filter(k -> !k.equals("next_round")).toList());
        Classroom.Socket watcher = c.socket(table, teacher);
        watcher.current();
        watcher.act("{\"kind\":\"verdict\",\"right\":true}");
        assertEquals("error", watcher.next("error").get("type").asText(), "the projector only watches");
        ana.act("{\"kind\":\"verdict\",\"right\":true}");
        assertEquals("refused", ana.next("refused").get("type").asText());
        JsonNode seen = bo.settled();
        dealer.act("{\"kind\":\"verdict\",\"right\":true}");
        assertEquals("play", bo.after(seen).get("view").get("phase").asText());
        Classroom.Socket m = mover(ana, bo);
        JsonNode v = m.current().get("view");
        seen = dealer.settled();
        m.act("{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id") + "}");
        JsonNode waiting = dealer.after(seen).get("view");
        assertEquals("dealer_verdict", waiting.get("phase").asText());
        assertEquals(v.get("hand").get(0).get("id").asInt(), waiting.get("pendingCard").get("id").asInt());
        seen = m.settled();
        dealer.act("{\"kind\":\"verdict\",\"right\":false}");
        JsonNode after = m.after(seen);
        assertTrue(after.get("events").toString().contains("\"verdict\":\"wrong\""), after.toString());
        assertEquals(3, c.db.actionLog().load(table).size(), "the starter's verdict, the play, its verdict");
    }

    @Test
    void aStudentsSocketNeverCarriesHiddenInformation() throws Exception {
        Classroom.TableOfTwo t = expressTable("written", RULE);
        long table = t.table();
        Classroom.Socket ana = listening(table, t.ana()), bo = listening(table, t.bo());
        for (int i = 0; i < 12 && step(ana, bo); i++) {
            // every message so far, not only the newest
        }
        for (Classroom.Socket s : List.of(ana, bo)) {
            for (String line : s.all().split("\n")) {
                JsonNode m = Classroom.JSON.readTree(line);
                if (m.path("type").asText().equals("view")) checkHidden(m);
            }
        }
        assertFalse(ana.all().contains(RULE) || bo.all().contains(RULE));
        for (Classroom.Socket s : List.of(ana, bo)) {
            for (String line : s.all().split("\n")) {
                JsonNode m = Classroom.JSON.readTree(line);
                int you = m.path("view").path("you").asInt(-1);
                for (JsonNode e : m.path("events")) {
                    if (e.get("type").asText().equals("deal")) {
                        assertEquals(you, e.get("player").asInt(), "only one's own hand is ever sent: " + line);
                    }
                }
            }
        }
        assertTrue(c.db.actionLog().load(table).size() >= 12);
    }

    @Test
    void aFloodOfMessagesIsSlowedDownAndChangesNothing() throws Exception {
        Classroom.TableOfTwo t = expressTable("written", RULE);
        long table = t.table();
        Classroom.Socket ana = listening(table, t.ana());
        for (int i = 0; i < 60; i++) ana.send("{\"type\":\"action\",\"action\":{\"kind\":\"no_play\"}}");
        JsonNode slowed = ana.until(m -> m.path("message").asText().contains("too many messages"));
        assertEquals("error", slowed.get("type").asText());
        assertTrue(c.db.actionLog().load(table).size() <= 1, "at most the one no-play that was Ana's to make");
    }

    /** Every card id a student's message holds is one they may see: their hand, the mainline, a sideline. */
    static void checkHidden(JsonNode message) {
        JsonNode view = message.get("view");
        Set<Integer> visible = new HashSet<>();
        for (JsonNode c : view.path("hand")) visible.add(c.get("id").asInt());
        for (JsonNode c : view.path("mainline")) visible.add(c.get("id").asInt());
        for (JsonNode s : view.path("sidelines")) for (JsonNode p : s.get("plays")) for (JsonNode c : p) visible.add(c.get("id").asInt());
        if (view.hasNonNull("pendingCard")) visible.add(view.get("pendingCard").get("id").asInt());
        for (JsonNode c : view.path("pendingNoPlay")) visible.add(c.get("id").asInt());
        Set<Integer> seen = new HashSet<>();
        collectIds(message, seen);
        seen.removeAll(visible);
        assertTrue(seen.isEmpty(), "card ids the student may not see: " + seen + " in " + message);
        assertTrue(view.get("rule").isNull());
        assertTrue(view.get("stock").isInt(), "the stock is a count, never its cards");
    }

    private static void collectIds(JsonNode node, Set<Integer> out) {
        if (node.isObject()) {
            if (node.has("id") && node.has("card")) out.add(node.get("id").asInt());
            node.forEach(child -> collectIds(child, out));
        } else if (node.isArray()) {
            node.forEach(child -> collectIds(child, out));
        }
    }

    static List<String> list(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&#34;").replace("'", "&#39;");
    }
}
