package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.live.LiveTables;
import eleusis.scientist.Candidates;
import eleusis.scientist.Play;
import eleusis.web.debrief.DebriefChartsTest;
import eleusis.web.debrief.HypothesisCounts;
import eleusis.web.debrief.RoundReplay;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The debrief pages over real HTTP after a round played through the students' sockets: who sees what, and the counts. */
class DebriefTest extends ClassroomOnPort {
    @Test
    void theTeacherSeesEverythingAndStudentsOnlyWhatTheTableShowed() throws Exception {
        ExpressRound r = new ExpressRound(c, "t@school.example");
        r.note(0, "card is red");
        r.note(1, "card.color != last.color or card is black");
        r.play(6);
        r.note(0, "card is black");
        r.guess("card is black");
        r.guess(ExpressRound.RIGHT_GUESS);

        HttpResponse<String> teacher = c.get("/sessions/" + r.session + "/debrief", r.teacher);
        // The candidate space is built once per server, off the request (seconds on a busy machine): until then the page says so.
        for (int k = 0; k < 30 && teacher.body().contains("still being worked out"); k++) {
            Thread.sleep(1_000);
            teacher = c.get("/sessions/" + r.session + "/debrief", r.teacher);
        }
        assertEquals(200, teacher.statusCode(), teacher.body());
        String page = teacher.body();
        assertTrue(page.contains(ExpressRound.RULE.replace("!=", "!=")), "the teacher sees the rule: " + page);
        assertTrue(page.contains("Not revealed to the class yet"), page);
        assertTrue(page.contains("Ana") && page.contains("Ben"), "notebooks and figures by name");
        assertTrue(page.contains("card is red") && page.contains("refuted at step") || page.contains("already refuted"), page);
        assertTrue(page.contains("<svg class=\"chart\""), "the hypothesis chart is drawn: " + page);
        assertTrue(page.contains("candidate rules standing"), page);
        assertTrue(page.contains("First right guess"), page);

        String french = c.get("/sessions/" + r.session + "/debrief?lang=fr", r.teacher).body();
        assertTrue(french.contains("Bilan") && french.contains("Histoires des carnets"), "in the reader's language: " + french);

        // Another teacher: not found, on both pages.
        String other = c.teacher("other@school.example");
        assertEquals(404, c.get("/sessions/" + r.session + "/debrief", other).statusCode());
        assertEquals(404, c.get("/tables/" + r.table + "/debrief", other).statusCode());
        assertEquals(302, c.get("/tables/" + r.table + "/debrief", null).statusCode(), "nobody seated: to /join");
        long elsewhere = c.session(r.teacher, "title", "Period 6", "game", "express", "students", "2", "rounds", "1",
                "choice", "written", "rule", "card is red");
        long[] at = new long[1];
        String stranger = c.join(c.code(elsewhere), "Cy", at);
        assertEquals(200, c.get("/tables/" + at[0] + "/debrief", stranger).statusCode(), "their own table");
        HttpResponse<String> notTheirs = c.get("/tables/" + r.table + "/debrief", stranger);
        assertEquals(302, notTheirs.statusCode(), "a student of another table is not let in: " + notTheirs.body());
        assertEquals("/join", notTheirs.headers().firstValue("Location").orElse(""));
        assertEquals(400, c.get("/sessions/" + r.session + "/debrief?round=7", r.teacher).statusCode());
        HttpResponse<String> bad = c.get("/tables/" + r.table + "/debrief?round=x", r.students[0]);
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("give a round from 1 to"), bad.body());

        // A student before the reveal: no rule, no classmate's notebook, no hand.
        HttpResponse<String> before = c.get("/tables/" + r.table + "/debrief", r.students[0]);
        assertEquals(200, before.statusCode());
        String s = before.body();
        assertFalse(s.contains(ExpressRound.RULE.replace("!=", "!=")), "the rule before its reveal: " + s);
        assertTrue(s.contains("once your teacher reveals it"), s);
        assertTrue(s.contains("card is red"), "their own notebook");
        assertFalse(s.contains("card.color != last.color or card is black"), "a classmate's notebook before the reveal");
        assertFalse(s.contains("&#34;hand&#34;") || s.contains("\"hand\""), "no hand in the replay");
        // The class view (the projector): same rules, no notebook at all.
        String projector = c.get("/tables/" + r.table + "/debrief", r.teacher).body();
        assertFalse(projector.contains(ExpressRound.RULE), projector);
        assertFalse(projector.contains("card is red or"), projector);

        // After the reveal: the rule, and the classmate's notebook without a name.
        assertEquals(302, c.post("/tables/" + r.table + "/reveal", r.teacher).statusCode());
        String after = c.get("/tables/" + r.table + "/debrief", r.students[0]).body();
        assertTrue(after.contains(ExpressRound.RULE), after);
        assertTrue(after.contains("card.color != last.color or card is black"), after);
        assertTrue(after.contains("Student A"), "anonymised: " + after);

        // The next round keeps the rule: round 1's rule is again the secret of the round in play, so it hides.
        assertEquals(302, c.post("/tables/" + r.table + "/next", r.teacher, "choice", "same").statusCode());
        String round1 = c.get("/tables/" + r.table + "/debrief?round=1", r.students[0]).body();
        assertFalse(round1.contains(ExpressRound.RULE), "an old round's rule that is the rule in play: " + round1);
        String round2 = c.get("/tables/" + r.table + "/debrief", r.students[0]).body();
        assertTrue(round2.contains("<option value=\"2\" selected>"), "the latest round by default: " + round2);
        assertTrue(c.get("/sessions/" + r.session + "/debrief?round=1", r.teacher).body().contains("First right guess"));
    }

    @Test
    void theCountsAfterEachStepNeverRiseAndMatchStandingComputedAfresh() throws Exception {
        ExpressRound r = new ExpressRound(c, "t@school.example");
        r.play(5);
        r.guess("card is black");
        r.play(2);
        RoundReplay replay = RoundReplay.of(new LiveTables(c.db).get(r.table).stored(), c.db.actionLog().load(r.table));
        RoundReplay.Round round = replay.rounds().get(0);
        HypothesisCounts.Shrinking counts = HypothesisCounts.work(round.steps());
        int previous = counts.total();
        for (int i = 0; i < counts.after().length; i++) {
            assertTrue(counts.after()[i] <= previous, "step " + i + " rose from " + previous + " to " + counts.after()[i]);
            previous = counts.after()[i];
        }
        assertTrue(counts.after()[counts.after().length - 1] < counts.total() / 10, "a few plays cut the space: " + previous);
        // Afresh at each step: every single card on the table, and the counterexamples so far, struck into new candidates.
        List<Play> counterexamples = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < round.steps().size(); i++) {
            RoundReplay.Step step = round.steps().get(i);
            for (JsonNode e : step.events()) {
                if (e.path("type").asText().equals("guess") && e.path("verdict").asText().equals("wrong")) {
                    List<Card> cards = CardNotation.cards(e.path("counterexample").asText());
                    counterexamples.add(new Play(cards.subList(0, cards.size() - 1), cards.get(cards.size() - 1),
                            e.path("secretVerdict").asText().equals("accept")));
                    wrong.add(e.path("guess").asText());
                }
            }
            Candidates fresh = new Candidates();
            JsonNode layout = step.layout();
            List<Card> line = new ArrayList<>();
            for (JsonNode m : layout.get("mainline")) {
                Card card = CardNotation.card(m.get("card").asText());
                fresh.strike(new Play(line, card, true));
                line.add(card);
            }
            for (JsonNode side : layout.get("sidelines")) {
                List<Card> prefix = line.subList(0, side.get("under").asInt() + 1);
                for (JsonNode play : side.get("plays")) {
                    if (play.size() == 1) fresh.strike(new Play(prefix, CardNotation.card(play.get(0).asText()), false));
                }
            }
            counterexamples.forEach(fresh::strike);
            wrong.forEach(fresh::strikeGuess);
            assertEquals(fresh.count(), counts.after()[i], "step " + i);
        }
        // And the page shows them.
        String page = c.get("/sessions/" + r.session + "/debrief", r.teacher).body();
        assertTrue(page.contains(String.format(java.util.Locale.ENGLISH, "%,d candidate rules standing", counts.after()[counts.after().length - 1]))
                || page.contains("1 candidate rule standing"), page);
    }

    /** Students' names as typed at the door reach the debrief's figures chart as text, and the page around them stays well formed. */
    @Test
    void aStudentsNameIsTextInTheFiguresChart() throws Exception {
        String teacher = c.teacher("t@school.example");
        long session = c.writtenSession(teacher, "Period 6", "express", 2, 1, "card is red");
        List<String> names = List.of("<script>alert(1)</script>", "Zoë \"&\" O'Brien");
        long[] at = new long[1];
        for (String name : names) c.join(c.code(session), name, at);
        String page = c.get("/sessions/" + session + "/debrief", teacher).body();
        assertFalse(page.contains("<script>alert(1)") || page.contains(names.get(1)), page);
        int from = page.indexOf("<div class=\"figures\">");
        assertTrue(from >= 0, page);
        // The figures part (its chart and its table) read by an XML parser: markup out of place would not parse.
        org.w3c.dom.Document figures = DebriefChartsTest.parse(page.substring(from, page.indexOf("</div>", from) + 6));
        assertEquals(0, figures.getElementsByTagNameNS("*", "script").getLength(), page);
        org.w3c.dom.NodeList svgs = figures.getElementsByTagNameNS("*", "svg");
        assertEquals(1, svgs.getLength(), "the figures chart is drawn");
        assertEquals("http://www.w3.org/2000/svg", svgs.item(0).getNamespaceURI());
        List<String> texts = new ArrayList<>();
        org.w3c.dom.NodeList nodes = figures.getElementsByTagNameNS("*", "text");
        for (int i = 0; i < nodes.getLength(); i++) texts.add(nodes.item(i).getTextContent());
        assertTrue(texts.containsAll(names), "each name in the chart as typed: " + texts);
    }

    @Test
    void anExtraModeReplaysWithoutAChart() throws Exception {
        String teacher = c.teacher("t@school.example");
        long session = c.writtenSession(teacher, "Break", "elephant", 3, 1, "");
        Classroom.Seated at = c.seat(c.code(session), "Cleo");
        String student = at.cookie(0);
        for (int k = 0; k < 100 && c.db.actionLog().load(at.table()).size() < 2; k++) Thread.sleep(100);
        String page = c.get("/sessions/" + session + "/debrief", teacher).body();
        assertTrue(page.contains("no hypothesis space to chart"), page);
        assertFalse(page.contains("chart-h-"), "no hypothesis chart: " + page);
        assertTrue(page.contains("data-steps="), page);
        HttpResponse<String> own = c.get("/tables/" + at.table() + "/debrief", student);
        assertEquals(200, own.statusCode(), own.body());
        assertFalse(own.body().contains("Notebook stories"), own.body());
    }

    @Test
    void fullEleusisWithStringsReplaysAndCountsFromSingleCardsOnly() throws Exception {
        String teacher = c.teacher("t@school.example");
        long session = c.writtenSession(teacher, "P1", "eleusis", 2, 1, "card is red or card is face");
        long[] at = new long[1];
        String code = c.code(session);
        String[] students = {c.join(code, "Ana", at), c.join(code, "Ben", at)};
        Classroom.Socket[] sockets = {c.socket(at[0], students[0]), c.socket(at[0], students[1])};
        for (int turn = 0; turn < 8; turn++) {
            int before = c.db.actionLog().load(at[0]).size();
            for (Classroom.Socket s : sockets) {
                JsonNode v = s.settled().get("view");
                if (!v.get("waitingFor").toString().contains(v.get("you").toString())) continue;
                JsonNode hand = v.get("hand");
                boolean string = turn % 3 == 1 && hand.size() >= 2; // now and then a string of two cards
                s.act("{\"kind\":\"play\",\"cards\":[" + hand.get(0).get("id").asInt()
                        + (string ? "," + hand.get(1).get("id").asInt() : "") + "]}");
                break;
            }
            for (int k = 0; k < 300 && c.db.actionLog().load(at[0]).size() == before; k++) Thread.sleep(10);
            for (Classroom.Socket s : sockets) { // a turn that waits for its end
                JsonNode v = s.settled().get("view");
                if (v.get("allowed").toString().contains("end_turn") && !v.get("allowed").toString().contains("play")) {
                    s.act("{\"kind\":\"end_turn\"}");
                    Thread.sleep(100);
                }
            }
        }
        RoundReplay replay = RoundReplay.of(new LiveTables(c.db).get(at[0]).stored(), c.db.actionLog().load(at[0]));
        RoundReplay.Round round = replay.rounds().get(0);
        assertTrue(round.steps().size() > 5, "the plays were stored: " + round.steps().size());
        for (RoundReplay.Step step : round.steps()) {
            for (Play p : step.evidence()) assertTrue(p.card() != null);
            for (JsonNode side : step.layout().get("sidelines")) {
                // With two decks the same face may also have been refused alone at the same spot: that one is evidence.
                java.util.Set<String> alone = new java.util.HashSet<>();
                for (JsonNode play : side.get("plays")) if (play.size() == 1) alone.add(play.get(0).asText());
                for (JsonNode play : side.get("plays")) {
                    if (play.size() < 2) continue;
                    // A refused string says only that one of its cards was wrong: none of its cards is struck as refused there.
                    List<Card> prefix = new ArrayList<>();
                    for (int i = 0; i <= side.get("under").asInt(); i++) prefix.add(CardNotation.card(step.layout().get("mainline").get(i).get("card").asText()));
                    for (JsonNode card : play) {
                        if (alone.contains(card.asText())) continue;
                        Play refused = new Play(prefix, CardNotation.card(card.asText()), false);
                        assertFalse(step.evidence().contains(refused), "a card of a refused string struck alone: " + refused);
                    }
                }
            }
        }
        HypothesisCounts.Shrinking counts = HypothesisCounts.work(round.steps());
        for (int i = 1; i < counts.after().length; i++) assertTrue(counts.after()[i] <= counts.after()[i - 1]);
        HttpResponse<String> page = c.get("/sessions/" + session + "/debrief", teacher);
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("Ana played") && page.body().contains("chart-h-"), page.body());
    }
}
