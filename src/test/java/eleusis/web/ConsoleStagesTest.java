package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import eleusis.library.RuleLibrary;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The teacher's console stage by stage (issue 24, part 6), over real HTTP: the one next step of each
 * stage is the page's one big button (Start, "Next round at every table", the debrief), the controls
 * that mean nothing in a stage are not on the page, and every question asked before a control that
 * cannot be taken back says what will really happen (part 5).
 */
class ConsoleStagesTest extends ClassroomOnPort {
    private static final String RULE = "card.color != last.color";

    @Test
    void eachStageShowsItsNextStepAndOnlyTheControlsThatMeanSomethingThere() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, RULE, "classSize", "4", "lobby", "on");
        long[] tables = new long[2];
        long[] t = new long[1];
        for (String name : List.of("Ana", "Bo", "Cy", "Di")) {
            c.join(c.code(session), name, t);
            if (tables[0] == 0 || tables[0] == t[0]) tables[0] = t[0];
            else tables[1] = t[0];
        }
        String path = "/sessions/" + session;

        // The lobby: Start, and what a table needs before it plays (who plays its empty seats, its students).
        String lobby = console(session, teacher);
        assertEquals(List.of("/start"), bigButtons(lobby));
        absent(lobby, path + "/pause-all", path + "/resume-all", path + "/reveal-all", path + "/hide-all", path + "/next-all");
        for (long table : tables) {
            absent(lobby, "/tables/" + table + "/pause\"", "/tables/" + table + "/reveal\"", "/tables/" + table + "/end-round\"",
                    "/tables/" + table + "/next\"");
            present(lobby, "/tables/" + table + "/computers\"", "/tables/" + table + "/seats/1/remove\"");
        }

        // Playing: nothing urges the class on; pause and reveal are there, and showing a rule now warns.
        assertEquals(302, c.post(path + "/start", teacher).statusCode());
        String playing = console(session, teacher);
        assertEquals(List.of(), bigButtons(playing));
        assertTrue(playing.contains("Round 1 is being played at 2 tables."), playing);
        present(playing, path + "/pause-all", path + "/reveal-all", "/tables/" + tables[0] + "/pause\"", "/tables/" + tables[0] + "/end-round\"");
        absent(playing, path + "/start", path + "/resume-all", path + "/hide-all", path + "/next-all", "/tables/" + tables[0] + "/next\"");
        assertEquals("Show the secret rule of 2 tables on the students’ screens and the projector? 2 tables are still playing: "
                + "the rule gives their round away.", confirmOf(playing, path + "/reveal-all"));
        assertEquals("Show Table 1’s secret rule on its students’ screens and the projector? Its round is still being played: "
                + "the rule gives it away.", confirmOf(playing, "/tables/" + tables[0] + "/reveal"));
        assertEquals("End the round at Table 1? Nobody can play or guess in it any more; the points are counted as they stand, "
                + "and you deal the next round.", confirmOf(playing, "/tables/" + tables[0] + "/end-round"));
        assertEquals("Free Ana’s seat? Their screen goes back to the join page; the seat keeps its cards for the next student "
                + "who joins, and the table waits for it at its turn.", confirmOf(playing, "/tables/" + tables[0] + "/seats/1/remove"));

        // Every table paused: only "Resume" makes sense for the class.
        c.post(path + "/pause-all", teacher);
        String paused = console(session, teacher);
        present(paused, path + "/resume-all");
        absent(paused, path + "/pause-all");
        c.post(path + "/resume-all", teacher);

        // One table's round is over: its next round may be dealt (the class's button says where), nothing more.
        assertEquals(302, c.post("/tables/" + tables[0] + "/end-round", teacher).statusCode());
        String someOver = console(session, teacher);
        assertEquals(List.of(), bigButtons(someOver));
        assertTrue(someOver.contains("Round 1 is over at 1 table; 1 table is still playing."), someOver);
        assertTrue(someOver.contains(">Next round at the table whose round is over</button>"), someOver);
        assertEquals("Deal the next round at the table whose round is over, each with the same rule as this round? It starts "
                + "at once; revealed rules are hidden again.", confirmOf(someOver, path + "/next-all"));
        present(someOver, "/tables/" + tables[0] + "/next\"", "/tables/" + tables[1] + "/pause\"", "/tables/" + tables[1] + "/end-round\"");
        absent(someOver, "/tables/" + tables[0] + "/pause\"", "/tables/" + tables[0] + "/end-round\"", "/tables/" + tables[1] + "/next\"");
        assertEquals("Deal round 2 at Table 1 with the same rule as this round?",
                attributeOf(someOver, "/tables/" + tables[0] + "/next", "data-confirm-same"));
        assertEquals("Deal round 2 at Table 1 with the rule “{rule}”?", attributeOf(someOver, "/tables/" + tables[0] + "/next",
                "data-confirm-chosen"), "the page's script puts in the rule chosen in the form");
        assertEquals("Show the secret rule of 2 tables on the students’ screens and the projector? 1 table is still playing: "
                + "the rule gives their round away.", confirmOf(someOver, path + "/reveal-all"));

        // Every round is over: "Next round at every table" is the big button; pausing and ending mean nothing.
        c.post("/tables/" + tables[1] + "/end-round", teacher);
        String allOver = console(session, teacher);
        assertEquals(List.of("/next-all"), bigButtons(allOver));
        assertTrue(allOver.contains("Round 1 is over at every table."), allOver);
        assertTrue(allOver.contains("Round 2, each table with the same rule as this round."), allOver);
        absent(allOver, path + "/pause-all", "/tables/" + tables[0] + "/pause\"", "/tables/" + tables[0] + "/end-round\"");
        assertEquals("Show the secret rule of 2 tables on the students’ screens and the projector?", confirmOf(allOver, path + "/reveal-all"));
        assertEquals(302, c.post(path + "/next-all", teacher).statusCode());

        // The last round: ending it ends the game, and the question says so.
        String last = console(session, teacher);
        assertEquals("End the round at Table 2? It is the last round: the game ends there, with the points as they stand.",
                confirmOf(last, "/tables/" + tables[1] + "/end-round"));
        for (long table : tables) c.post("/tables/" + table + "/end-round", teacher);

        // The end: the debrief is the next step; the rules can still be shown; nothing else a game needs.
        String end = console(session, teacher);
        assertEquals(List.of("/debrief"), bigButtons(end));
        assertTrue(end.contains("The game is over at every table: time for the debrief."), end);
        present(end, path + "/reveal-all", path + "/archive");
        absent(end, path + "/pause-all", path + "/next-all", "/end-round\"", "/computers\"", "/remove\"", "/next\"");

        // Archived: kept for review; the session can be reopened, and nothing else changes it.
        c.post(path + "/archive", teacher);
        String archived = console(session, teacher);
        assertEquals(List.of("/debrief"), bigButtons(archived));
        present(archived, path + "/reopen");
        absent(archived, path + "/archive", path + "/lock", path + "/reveal-all", path + "/start", "/reveal\"", "/remove\"",
                "/computers\"");
        // A status poll of an archived session's table offers no seat control either.
        String status = c.get("/tables/" + tables[0] + "/status", teacher).body();
        assertFalse(status.contains("/remove\""), status);
    }

    @Test
    void withALessonNextRoundSaysWhichRuleTheLessonDeals() throws Exception {
        LessonPlan plan = LessonPlans.loadResources().find("observation", "en").orElseThrow();
        String rule2 = plan.rounds().get(1).rule(), rule3 = plan.rounds().get(2).rule();
        String teacher = c.teacher("rivera@school.example");
        long session = c.session(teacher, "title", "Period 3", "lesson", "observation", "game", "express", "students", "2",
                "rounds", "3", "choice", "lesson", "rule", "", "classSize", "4");
        List<Long> tables = c.db.tables().listBySession(session).stream().map(x -> x.id()).toList();
        for (String name : List.of("Ana", "Bo", "Cy", "Di")) c.join(c.code(session), name, null);
        String path = "/sessions/" + session;
        for (long table : tables) c.post("/tables/" + table + "/end-round", teacher);

        String between = console(session, teacher);
        assertEquals(List.of("/next-all"), bigButtons(between));
        assertEquals("Deal round 2 at the 2 tables whose round is over, with the lesson’s rule “" + rule2 + "”? It starts at once; "
                + "revealed rules are hidden again.", confirmOf(between, path + "/next-all"));
        assertTrue(between.contains("Round 2, with the lesson’s rule: " + rule2 + "."), between);
        assertEquals("Deal round 2 at Table 1 with the lesson’s rule “" + rule2 + "”?",
                attributeOf(between, "/tables/" + tables.get(0) + "/next", "data-confirm-lesson"));
        // In the teacher's language: the same question in French, Spanish and Italian.
        assertEquals("Distribuer la manche 2 aux 2 tables dont la manche est finie, avec la règle du plan « " + RuleLibrary.loadResources().find(rule2).orElseThrow().name("fr") + " » ? "
                + "Elle commence tout de suite ; les règles révélées sont de nouveau cachées.",
                confirmOf(c.get(path + "?lang=fr", teacher).body(), path + "/next-all"));
        assertTrue(confirmOf(c.get(path + "?lang=es", teacher).body(), path + "/next-all")
                .startsWith("¿Repartir la ronda 2 en las 2 mesas cuya ronda ha terminado, con la regla del plan «" + RuleLibrary.loadResources().find(rule2).orElseThrow().name("es") + "»?"));
        assertTrue(confirmOf(c.get(path + "?lang=it", teacher).body(), path + "/next-all")
                .startsWith("Distribuire il round 2 ai 2 tavoli il cui round è finito, con la regola del piano «" + RuleLibrary.loadResources().find(rule2).orElseThrow().name("it") + "»?"));

        // The first table goes ahead on its own: the tables' next rounds now differ, and the question lists each.
        assertEquals(302, c.post("/tables/" + tables.get(0) + "/next", teacher, "choice", "lesson").statusCode());
        c.post("/tables/" + tables.get(0) + "/end-round", teacher);
        String mixed = console(session, teacher);
        assertEquals("Deal the next round at the 2 tables whose round is over? Table 1: round 3, the lesson’s rule “" + rule3
                + "”; Table 2: round 2, the lesson’s rule “" + rule2 + "”. It starts at once; revealed rules are hidden again.",
                confirmOf(mixed, path + "/next-all"));
        // And it deals what it said.
        assertEquals(302, c.post(path + "/next-all", teacher).statusCode());
        RuleLibrary library = RuleLibrary.loadResources();
        assertEquals(library.find(rule3).orElseThrow().rule(), lastRuleDealt(tables.get(0)));
        assertEquals(library.find(rule2).orElseThrow().rule(), lastRuleDealt(tables.get(1)));
    }

    private String console(long session, String teacher) throws Exception {
        return c.get("/sessions/" + session, teacher).body();
    }

    private String lastRuleDealt(long table) throws Exception {
        String dealt = c.db.actionLog().load(table).stream().filter(a -> a.actionJson().contains("next_round"))
                .reduce((a, b) -> b).orElseThrow().actionJson();
        return Classroom.JSON.readTree(dealt).get("rule").asText();
    }

    /** The actions of the page's big buttons (class "start"): the stage's next step. */
    static List<String> bigButtons(String page) {
        List<String> out = new ArrayList<>();
        Matcher form = Pattern.compile("<form method=\"post\" action=\"[^\"]*(/[a-z-]+)\"[^>]*>(?:(?!</form>).)*class=\"start\"",
                Pattern.DOTALL).matcher(page);
        while (form.find()) out.add(form.group(1));
        Matcher link = Pattern.compile("<a class=\"button start\" href=\"[^\"]*(/[a-z-]+)\"").matcher(page);
        while (link.find()) out.add(link.group(1));
        return out;
    }

    /** The question a form asks before it posts, unescaped. */
    static String confirmOf(String page, String action) {
        return attributeOf(page, action, "data-confirm");
    }

    static String attributeOf(String page, String action, String attribute) {
        Matcher m = Pattern.compile("<form method=\"post\" action=\"" + Pattern.quote(action) + "\"[^>]*?\\s" + attribute
                + "=\"([^\"]*)\"").matcher(page);
        assertTrue(m.find(), "no " + attribute + " on the form of " + action + " in " + page);
        return m.group(1).replace("&#39;", "'").replace("&#34;", "\"").replace("&quot;", "\"").replace("&lt;", "<")
                .replace("&gt;", ">").replace("&amp;", "&");
    }

    private static void present(String page, String... actions) {
        for (String a : actions) assertTrue(page.contains("action=\"" + a), "the console offers " + a + ": " + page);
    }

    private static void absent(String page, String... actions) {
        for (String a : actions) {
            boolean partial = a.endsWith("\"");
            assertFalse(partial ? Pattern.compile("action=\"[^\"]*" + Pattern.quote(a)).matcher(page).find()
                    : page.contains("action=\"" + a), "nothing offers " + a + " here: " + page);
        }
    }
}
