package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import eleusis.web.lessons.Lessons;
import eleusis.web.workshop.RuleReport;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A class run from a lesson plan (issue 15, part 2): the teacher picks the lesson, the tables play its
 * game, rounds and rules, the teacher may override any round; the projector shows the plan's words
 * between rounds and its debrief at the end, never a rule before the reveal; a restart keeps it all.
 */
class LessonSessionTest extends ClassroomOnPort {
    private final RuleLibrary library = RuleLibrary.loadResources();
    private final LessonPlans plans = LessonPlans.loadResources();

    LessonSessionTest() throws Exception {}

    private LibraryRule rule(String name) {
        return library.find(name).orElseThrow();
    }

    @Test
    void aTwoRoundLessonFromTheLobbyToTheDebrief() throws Exception {
        LessonPlan plan = plans.find("almost-right", "en").orElseThrow();
        assertEquals(2, plan.rounds().size());
        LibraryRule first = rule(plan.rounds().get(0).rule()), second = rule(plan.rounds().get(1).rule());
        String teacher = c.teacher("rivera@school.example");
        // The form says Eleusis and 5 rounds: the lesson's game (Express) and its 2 rounds win, as its help says.
        long session = c.session(teacher, "title", "Period 3", "lesson", "almost-right", "game", "eleusis", "students", "2",
                "rounds", "5", "choice", "written", "rule", "", "classSize", "2", "lobby", "on");
        assertEquals("almost-right", c.db.classSessions().find(session).orElseThrow().lesson());
        long table = c.db.tables().listBySession(session).get(0).id();
        assertEquals("express", c.db.tables().find(table).orElseThrow().game());
        String console = c.get("/sessions/" + session, teacher).body();
        assertTrue(console.contains(html(first.rule())), "round 1 plays the lesson's first rule");
        assertTrue(console.contains(html(plan.goal())), "the console shows the lesson's goal");
        assertTrue(console.contains(html(plan.opening().say())), "and what to say now: the opening ");
        assertTrue(console.contains("/sessions/" + session + "/export.csv"), "the export is linked");

        JsonNode lobby = projector(session, teacher);
        assertEquals("opening", lobby.get("lesson").get("stage").asText());
        assertEquals(plan.title(), lobby.get("lesson").get("title").asText());
        List<Classroom.Socket> sockets = new ArrayList<>();
        for (String name : List.of("Ana", "Bo")) sockets.add(c.socket(table, c.join(c.code(session), name, null)));
        c.post("/sessions/" + session + "/start", teacher);

        play(sockets, 4);
        JsonNode round1 = projector(session, teacher).get("lesson");
        assertEquals("round", round1.get("stage").asText());
        assertEquals("Round 1 of 2", round1.get("heading").asText());
        assertNoRule(session, teacher, first, second);

        assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());
        JsonNode between = projector(session, teacher).get("lesson");
        assertEquals("between", between.get("stage").asText(), between.toString());
        assertEquals("Round 1 is over", between.get("heading").asText());
        assertEquals(plan.rounds().get(0).between(), between.get("say").get(0).asText(), "the lesson's prompt for the class");
        assertEquals(plan.rounds().get(1).before(), between.get("next").get(0).asText(), "and what the next round asks");
        assertNoRule(session, teacher, first, second);

        // The next round's form offers the lesson's rule, chosen; dealing with it plays the lesson's second rule.
        console = c.get("/sessions/" + session, teacher).body();
        assertTrue(console.contains("<option value=\"lesson\" selected>The lesson’s rule: " + html(second.name()) + "</option>"),
                "the next round follows the lesson unless the teacher chooses otherwise");
        assertEquals(302, c.post("/tables/" + table + "/next", teacher, "choice", "lesson").statusCode());
        assertTrue(c.get("/sessions/" + session, teacher).body().contains("<code>" + html(second.rule()) + "</code>"));
        JsonNode round2 = projector(session, teacher).get("lesson");
        assertEquals("Round 2 of 2", round2.get("heading").asText());
        assertNoRule(session, teacher, first, second);
        play(sockets, 3);

        assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());
        JsonNode end = projector(session, teacher).get("lesson");
        assertEquals("end", end.get("stage").asText(), "the last round over ends the game: " + end);
        assertEquals(plan.discussion().questions(), strings(end.get("say")));
        assertEquals("Debrief", end.get("nextHeading").asText());
        assertEquals(plan.debrief().prompts(), strings(end.get("next")), "the debrief prompts at the end");
        assertNoRule(session, teacher, first, second);

        // The same moment in French, from the French plan.
        LessonPlan fr = plans.find("almost-right", "fr").orElseThrow();
        JsonNode french = Classroom.JSON.readTree(c.get("/sessions/" + session + "/projector.json?lang=fr", teacher).body());
        assertEquals(fr.debrief().prompts(), strings(french.get("lesson").get("next")));
        assertEquals("Bilan", french.get("lesson").get("nextHeading").asText());
    }

    @Test
    void theTeacherOverridesAnyRoundAndTheLessonGoesOn() throws Exception {
        LessonPlan plan = plans.find("observation", "en").orElseThrow();
        String teacher = c.teacher("rivera@school.example");
        // Round 1: the teacher's own choice beats the lesson's "Red cards only".
        long session = c.session(teacher, "title", "Period 4", "lesson", "observation", "game", "express", "students", "2",
                "rounds", "3", "choice", "library:No clubs", "rule", "");
        long table = c.db.tables().listBySession(session).get(0).id();
        String console = c.get("/sessions/" + session, teacher).body();
        assertTrue(console.contains("<code>" + html(rule("No clubs").rule()) + "</code>"), "the override wins in round 1");
        assertFalse(console.contains("<code>" + html(rule(plan.rounds().get(0).rule()).rule()) + "</code>"));

        // Round 2: another override, from the next-round form.
        c.post("/tables/" + table + "/end-round", teacher);
        assertEquals(302, c.post("/tables/" + table + "/next", teacher, "choice", "library:Odd ranks only").statusCode());
        assertTrue(c.get("/sessions/" + session, teacher).body().contains("<code>" + html(rule("Odd ranks only").rule()) + "</code>"));

        // Round 3 with "every table's next round": the lesson's third rule again.
        c.post("/tables/" + table + "/end-round", teacher);
        assertEquals(302, c.post("/sessions/" + session + "/next-all", teacher).statusCode());
        assertTrue(c.get("/sessions/" + session, teacher).body().contains("<code>" + html(rule(plan.rounds().get(2).rule()).rule()) + "</code>"),
                "after an override, the lesson's own rule for the next round");
    }

    @Test
    void aRestartKeepsTheLessonAndTheRoundItIsIn() throws Exception {
        LessonPlan plan = plans.find("falsification", "en").orElseThrow();
        String teacher = c.teacher("rivera@school.example");
        long session = c.session(teacher, "title", "Period 5", "lesson", "falsification", "game", "express", "students", "2",
                "rounds", "3", "choice", "lesson", "rule", "");
        long table = c.db.tables().listBySession(session).get(0).id();
        c.post("/tables/" + table + "/end-round", teacher);
        c.close();
        c = new Classroom(data);
        String owner = teacher; // sign-ins are stored: the cookie still works after the restart
        teacher = c.teacher("other@school.example");
        JsonNode lesson = projector(session, owner).get("lesson");
        assertEquals("between", lesson.get("stage").asText(), "after the restart, still between rounds 1 and 2: " + lesson);
        assertEquals(plan.rounds().get(0).between(), lesson.get("say").get(0).asText());
        assertTrue(c.get("/sessions/" + session, owner).body().contains("The lesson’s rule: " + html(plan.rounds().get(1).rule())));
        assertEquals(404, c.get("/sessions/" + session + "/projector.json", teacher).statusCode(), "and it is still only hers");
    }

    @Test
    void theLessonIsPickedInTheLobbyAndOnlyThere() throws Exception {
        LessonPlan plan = plans.find("falsification", "en").orElseThrow();
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 6", "express", 2, 5, "card is red", "lobby", "on");
        long table = c.db.tables().listBySession(session).get(0).id();
        assertNull(c.db.classSessions().find(session).orElseThrow().lesson());
        assertFalse(projector(session, teacher).has("lesson"), "no lesson, no lesson box");
        Classroom.Seated seated = c.seat(c.code(session), "Ana");
        String ana = seated.cookie(0);
        Classroom.Socket s = c.socket(table, ana);
        assertEquals(5, s.current().get("view").get("rounds").asInt());

        HttpResponse<String> unknown = c.post("/sessions/" + session + "/lesson", teacher, "lesson", "alchemy");
        assertEquals(400, unknown.statusCode());
        assertTrue(unknown.body().contains("there is no lesson “alchemy”"), unknown.body());
        assertEquals(302, c.post("/sessions/" + session + "/lesson", teacher, "lesson", "falsification").statusCode());
        assertEquals("falsification", c.db.classSessions().find(session).orElseThrow().lesson());
        String console = c.get("/sessions/" + session, teacher).body();
        assertTrue(console.contains("<code>" + html(rule(plan.rounds().get(0).rule()).rule()) + "</code>"), "dealt again with the lesson's rule");
        assertEquals("Ana", c.db.seats().list(table).get(0).playerName(), "Ana keeps her seat");
        s.view(m -> m.get("view").get("rounds").asInt() == 3); // Ana's screen gets the new deal: the lesson's three rounds
        assertEquals(3, c.socket(table, ana).current().get("view").get("rounds").asInt(), "and so does a new screen");

        // An Eleusis lesson does not fit an Express table: refused, nothing changes.
        HttpResponse<String> prophet = c.post("/sessions/" + session + "/lesson", teacher, "lesson", "prophet");
        assertEquals(409, prophet.statusCode());
        assertTrue(prophet.body().contains("is played in Eleusis"), prophet.body());
        assertEquals("falsification", c.db.classSessions().find(session).orElseThrow().lesson());

        c.post("/sessions/" + session + "/start", teacher);
        HttpResponse<String> late = c.post("/sessions/" + session + "/lesson", teacher, "lesson", "observation");
        assertEquals(409, late.statusCode());
        assertEquals("falsification", c.db.classSessions().find(session).orElseThrow().lesson());
        assertEquals(404, c.post("/sessions/" + session + "/lesson", c.teacher("other@school.example"), "lesson", "").statusCode());
    }

    @Test
    void theProphetLessonIsPlayedInEleusis() throws Exception {
        LessonPlan plan = plans.find("prophet", "es").orElseThrow();
        String teacher = c.teacher("rivera@school.example");
        // The form says Express: the prophet lesson is full Eleusis, as its plan says.
        long session = c.session(teacher, "title", "Period 8", "lesson", "prophet", "game", "express", "students", "4",
                "rounds", "3", "choice", "lesson", "rule", "");
        assertEquals("eleusis", c.db.classSessions().find(session).orElseThrow().game());
        long table = c.db.tables().listBySession(session).get(0).id();
        assertEquals("eleusis", c.db.tables().find(table).orElseThrow().game());
        String console = c.get("/sessions/" + session + "?lang=es", teacher).body();
        assertTrue(console.contains("<code>" + html(rule(plan.rounds().get(0).rule()).rule()) + "</code>"));
        assertTrue(console.contains(html(plan.goal())), "the Spanish plan for a Spanish console");
        JsonNode lesson = Classroom.JSON.readTree(c.get("/sessions/" + session + "/projector.json?lang=es", teacher).body())
                .get("lesson");
        assertEquals("Ronda 1 de 2", lesson.get("heading").asText());
        assertEquals(plan.rounds().get(0).before(), lesson.get("say").get(0).asText());
    }

    @Test
    void aLessonKeepsWhoPlaysTheEmptySeats() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.session(teacher, "title", "Period 9", "lesson", "observation", "game", "express", "students", "3",
                "rounds", "3", "choice", "lesson", "rule", "", "computers", "scientist");
        long table = c.db.tables().listBySession(session).get(0).id();
        assertEquals(eleusis.store.ComputerKind.SCIENTIST, c.db.tables().find(table).orElseThrow().computers());
    }

    @Test
    void theLessonsRuleNeedsALesson() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        HttpResponse<String> r = c.post("/sessions", teacher, "title", "Period 7", "game", "express", "students", "2",
                "rounds", "3", "choice", "lesson", "rule", "");
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("needs a lesson"), r.body());
        assertTrue(c.db.classSessions().listByTeacher(c.db.teachers().findByEmail("rivera@school.example").orElseThrow().id()).isEmpty());
    }

    @Test
    void theClassMovesOnWithTheTableFurthestBehind() {
        Lessons.TableMoment playing1 = new Lessons.TableMoment(0, false, false), over1 = new Lessons.TableMoment(0, true, false);
        Lessons.TableMoment playing2 = new Lessons.TableMoment(1, false, false), done = new Lessons.TableMoment(1, true, true);
        assertEquals(new Lessons.Moment(Lessons.Stage.OPENING, 0), Lessons.Moment.of(false, false, List.of(playing1)));
        assertEquals(new Lessons.Moment(Lessons.Stage.ROUND, 1), Lessons.Moment.of(true, false, List.of(playing1, over1, playing2)));
        assertEquals(new Lessons.Moment(Lessons.Stage.BETWEEN, 1), Lessons.Moment.of(true, false, List.of(over1, playing2)));
        assertEquals(new Lessons.Moment(Lessons.Stage.ROUND, 2), Lessons.Moment.of(true, false, List.of(playing2, done)));
        assertEquals(new Lessons.Moment(Lessons.Stage.END, 0), Lessons.Moment.of(true, false, List.of(done, done)));
        assertEquals(new Lessons.Moment(Lessons.Stage.END, 0), Lessons.Moment.of(true, true, List.of(playing1)), "archived");
        assertEquals(new Lessons.Moment(Lessons.Stage.OPENING, 0), Lessons.Moment.of(true, false, List.of()), "no table of a rule");
    }

    @Test
    void noPromptOfAnyPlanNamesOrStatesARuleOfItsLesson() {
        Lessons lessons = new Lessons(plans, library);
        for (LessonPlan plan : plans.plans()) {
            Texts texts = Texts.of(plan.language(), "/");
            List<Lessons.Moment> moments = new ArrayList<>(List.of(new Lessons.Moment(Lessons.Stage.OPENING, 0),
                    new Lessons.Moment(Lessons.Stage.END, 0)));
            for (int n = 1; n <= plan.rounds().size(); n++) {
                moments.add(new Lessons.Moment(Lessons.Stage.ROUND, n));
                moments.add(new Lessons.Moment(Lessons.Stage.BETWEEN, n));
            }
            for (Lessons.Moment m : moments) {
                Lessons.Prompt p = Lessons.prompt(plan, m, texts);
                String shown = String.join("\n", p.say()) + "\n" + String.join("\n", p.next()) + p.heading() + p.title();
                for (LessonPlan.Round r : plan.rounds()) {
                    LibraryRule rule = lessons.rule(plan, plan.rounds().indexOf(r) + 1).orElseThrow();
                    assertFalse(shown.toLowerCase().contains(rule.name().toLowerCase()), plan.id() + "." + plan.language() + " " + m + ": " + rule.name());
                    assertFalse(shown.contains(rule.rule()), plan.id() + "." + plan.language() + " " + m + ": " + rule.rule());
                }
            }
        }
    }

    /** Each seated student whose turn it is plays their first card (or ends their turn), {@code moves} times round. */
    private static void play(List<Classroom.Socket> sockets, int moves) throws Exception {
        for (int move = 0; move < moves; move++) {
            for (Classroom.Socket s : sockets) {
                JsonNode v = s.current().get("view");
                if (v.get("waitingFor").isEmpty() || v.get("waitingFor").get(0).asInt() != v.get("you").asInt()) continue;
                int before = s.current().get("seq").asInt();
                String allowed = v.get("allowed").toString();
                if (allowed.contains("end_turn")) s.act("{\"kind\":\"end_turn\"}");
                else if (allowed.contains("\"play\"")) s.act("{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id").asInt() + "}");
                else continue;
                s.view(m -> m.get("seq").asInt() > before);
            }
        }
    }

    /** Neither rule, its name nor its reading is on the projector page or in its JSON. */
    private void assertNoRule(long session, String teacher, LibraryRule... rules) throws Exception {
        for (String path : List.of("/sessions/" + session + "/projector", "/sessions/" + session + "/projector.json")) {
            String body = c.get(path, teacher).body();
            for (LibraryRule r : rules) {
                for (String shown : List.of(r.rule(), r.name(), RuleReport.of(r.rule()).reading())) {
                    assertFalse(body.contains(shown) || body.contains(json(shown)) || body.contains(html(shown)),
                            path + " shows " + shown);
                }
            }
        }
    }

    private JsonNode projector(long session, String teacher) throws Exception {
        HttpResponse<String> r = c.get("/sessions/" + session + "/projector.json", teacher);
        assertEquals(200, r.statusCode(), r.body());
        return Classroom.JSON.readTree(r.body());
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return out;
    }

    /** As jte writes text between tags (an apostrophe stays as it is there). */
    static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&#34;");
    }

    private static String json(String s) throws Exception {
        String quoted = Classroom.JSON.writeValueAsString(s);
        return quoted.substring(1, quoted.length() - 1);
    }
}
