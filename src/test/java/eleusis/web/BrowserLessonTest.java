package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import eleusis.library.LibraryRule;
import eleusis.library.RuleLibrary;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * A lesson in real browsers (issue 15): the teacher picks "Almost right" when starting the session,
 * on a 390x844 phone; two students play both rounds; the class projector at 1920x1080 shows the
 * lesson's prompt between the two rounds and its debrief at the end, never a rule; then the teacher
 * steps through each round's debrief and downloads the session's CSV, which reads back with every
 * play. With -Dscreenshots=DIR each stage is saved.
 */
class BrowserLessonTest extends BrowserTestBase {

    @Test
    void theTeacherPicksALessonAndTheProjectorFollowsIt() throws Exception {
        LessonPlan plan = LessonPlans.loadResources().find("almost-right", "en").orElseThrow();
        RuleLibrary library = RuleLibrary.loadResources();
        List<LibraryRule> rules = plan.rounds().stream().map(r -> library.find(r.rule()).orElseThrow()).toList();
        WebDriver teacher = browser();
        teacher.manage().window().setSize(new Dimension(390, 844));
        signUp(teacher);
        teacher.get(base + "/sessions");
        fill(teacher, "title", "Period 3");
        new Select(teacher.findElement(By.id("lesson"))).selectByValue("almost-right");
        fill(teacher, "students", "2");
        // The form's script sets what the lesson decides: its game, its two rounds, its rule.
        assertEquals("express", teacher.findElement(By.id("game")).getDomProperty("value"));
        assertEquals("2", teacher.findElement(By.id("rounds")).getDomProperty("value"));
        assertEquals("lesson", teacher.findElement(By.id("choice")).getDomProperty("value"));
        shoot(teacher, "lesson-1-form-phone", 390, 844, "#lesson");
        teacher.findElement(By.cssSelector("form[action='/sessions'] button[type=submit]")).click();
        String code = waitFor(teacher).until(b -> b.findElement(By.cssSelector(".join-code strong"))).getText();
        String console = teacher.getCurrentUrl();
        assertTrue(teacher.findElement(By.cssSelector(".lesson-panel h2")).getText().contains(plan.title()));
        assertTrue(teacher.findElement(By.cssSelector(".lesson-panel .lesson-goal")).getText().contains(plan.goal()));
        assertNoSideScroll(teacher, 390);
        shoot(teacher, "lesson-2-console-phone-lobby", 390, 844, ".lesson-panel");

        WebDriver projector = browser();
        projector.manage().window().setSize(new Dimension(1920, 1080));
        copyLogin(teacher, projector);
        projector.get(console + "/projector");
        waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson.stage-opening h2")).getText()
                .equals("Before we start"));
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            long table = tableOf(code);
            java.util.Map<Integer, Classroom.Socket> students = new java.util.HashMap<>();
            for (String name : List.of("Ana", "Bo")) {
                Classroom.Socket s = c.socket(table, c.join(code, name, null));
                students.put(s.settled().get("view").get("you").asInt(), s);
            }
            pressStart(teacher);
            waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson.stage-round h2")).getText()
                    .equals("Round 1 of 2"));
            shoot(projector, "lesson-3-projector-round1", 1920, 1080);
            int plays = playTurns(students, 4);

            endRound(teacher);
            waitFor(projector).until(b -> !b.findElements(By.cssSelector(".projector-lesson.stage-between")).isEmpty());
            String between = projector.findElement(By.id("projector-lesson")).getText();
            assertTrue(between.contains(plan.rounds().get(0).between()), between);
            assertTrue(between.contains(plan.rounds().get(1).before()), between);
            assertNoRule(projector, rules);
            shoot(projector, "lesson-4-projector-between", 1920, 1080);

            // The console's next round offers the lesson's rule, chosen; the teacher deals it.
            teacher.get(console);
            // The table's own next round, folded under the class's "Next round at every table": opened, and its question answered yes.
            teacher.findElement(By.cssSelector("details.next-round-choice summary")).click();
            String chosen = new Select(teacher.findElement(By.cssSelector("form.next-round select[name=choice]")))
                    .getFirstSelectedOption().getText();
            assertEquals("The lesson’s rule: " + rules.get(1).name(), chosen);
            assertNoSideScroll(teacher, 390);
            shoot(teacher, "lesson-5-console-phone-between", 390, 844, ".lesson-panel");
            shoot(teacher, "lesson-5b-console-phone-next", 390, 844, "form.next-round");
            ((JavascriptExecutor) teacher).executeScript("window.confirm = function () { return true; };");
            teacher.findElement(By.cssSelector("form.next-round button[type=submit]")).click();
            waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson h2")).getText().equals("Round 2 of 2"));
            plays += playTurns(students, 3);

            endRound(teacher);
            waitFor(projector).until(b -> !b.findElements(By.cssSelector(".projector-lesson.stage-end")).isEmpty());
            String end = projector.findElement(By.id("projector-lesson")).getText();
            for (String prompt : plan.debrief().prompts()) assertTrue(end.contains(prompt), end);
            assertNoRule(projector, rules);
            shoot(projector, "lesson-6-projector-debrief", 1920, 1080);

            // The debrief, round by round: the replay steps from the deal to the round's end.
            for (int round : List.of(1, 2)) {
                teacher.get(console + "/debrief?round=" + round);
                waitFor(teacher).until(b -> b.findElement(By.cssSelector(".replay[data-at]")));
                int steps = Integer.parseInt(BrowserDebriefTest.where(teacher).replaceAll("Step (\\d+) of (\\d+)", "$2"));
                assertEquals("Step " + steps + " of " + steps, BrowserDebriefTest.where(teacher), "round " + round + " opens at its end");
                assertTrue(steps >= (round == 1 ? 4 : 3), "a step a move at least: " + steps);
                int grown = BrowserDebriefTest.slots(teacher);
                teacher.findElement(By.cssSelector(".stepper .first")).click();
                assertEquals("Step 0 of " + steps, BrowserDebriefTest.where(teacher));
                assertEquals(1, BrowserDebriefTest.slots(teacher), "the deal: the starter alone");
                teacher.findElement(By.cssSelector(".stepper .forward")).click();
                assertEquals("Step 1 of " + steps, BrowserDebriefTest.where(teacher));
                teacher.findElement(By.cssSelector(".stepper .last")).click();
                assertEquals(grown, BrowserDebriefTest.slots(teacher), "back at the round's end");
                shoot(teacher, "lesson-7-debrief-round" + round + "-phone", 390, 844, ".replay");
            }

            // The export reads back: every play of both rounds, by the students who made them.
            StringBuilder cookies = new StringBuilder();
            for (var k : teacher.manage().getCookies()) cookies.append(k.getName()).append('=').append(k.getValue()).append("; ");
            java.net.http.HttpResponse<String> csv = java.net.http.HttpClient.newHttpClient().send(
                    java.net.http.HttpRequest.newBuilder(java.net.URI.create(console + "/export.csv"))
                            .header("Cookie", cookies.toString()).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertEquals(200, csv.statusCode());
            List<org.apache.commons.csv.CSVRecord> rows;
            try (var parser = org.apache.commons.csv.CSVParser.parse(csv.body(),
                    org.apache.commons.csv.CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get())) {
                rows = parser.getRecords();
            }
            List<org.apache.commons.csv.CSVRecord> played = rows.stream().filter(r -> r.get("kind").equals("play")).toList();
            assertEquals(plays, played.size(), "a row a play");
            assertTrue(played.stream().allMatch(r -> List.of("Ana", "Bo").contains(r.get("student"))), "named");
            assertEquals(java.util.Set.of("1", "2"), played.stream().map(r -> r.get("round")).collect(java.util.stream.Collectors.toSet()));
            assertTrue(played.stream().allMatch(r -> List.of("right", "wrong").contains(r.get("verdict"))), "each with its verdict");
        }
    }

    /** The students play in turn (the house deals and judges) until {@code turns} plays are made; how many were. */
    private static int playTurns(java.util.Map<Integer, Classroom.Socket> students, int turns) throws Exception {
        Classroom.Socket any = students.values().iterator().next();
        for (int made = 0; made < turns; made++) {
            int waiting = any.settled().get("view").get("waitingFor").get(0).asInt();
            ClassroomControlsTest.playATurn(students.get(waiting));
        }
        return turns;
    }


    /** The teacher ends the round from the console, answering its "are you sure?" yes. */
    private static void endRound(WebDriver teacher) {
        ((JavascriptExecutor) teacher).executeScript("window.confirm = function () { return true; };");
        teacher.findElement(By.cssSelector("form[action$='/end-round'] button")).click();
        waitFor(teacher).until(b -> b.findElements(By.cssSelector("form[action$='/end-round']")).isEmpty());
    }

    private static void assertNoRule(WebDriver projector, List<LibraryRule> rules) {
        String page = projector.getPageSource();
        for (LibraryRule r : rules) {
            assertFalse(page.contains(r.name()), "the projector names " + r.name());
            assertFalse(page.contains(r.rule()), "the projector shows the rule of " + r.name());
        }
    }

    private static void assertNoSideScroll(WebDriver b, int width) {
        long scroll = (Long) ((JavascriptExecutor) b).executeScript("return document.documentElement.scrollWidth;");
        assertTrue(scroll <= width, "the page is " + scroll + " px wide on a " + width + " px screen");
    }
}
