package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The teacher's console through a lesson of 26 students at 7 tables on a 1920x1080 screen (issue 24):
 * in each stage the one next step stands out (Start, "Next round at every table" with the lesson's next
 * rule, the debrief) and what means nothing there is not shown; during play each student's hypotheses
 * come in live, standing or refuted, without a reload. With -Dscreenshots=DIR each stage is saved, in
 * English and French.
 */
class BrowserConsoleTest extends BrowserTestBase {
    private static final List<String> HYPOTHESES = List.of("card is red", "card.rank > 5", "card.color != last.color",
            "card is face", "card.suit == last.suit");

    @Test
    void aLessonOfSevenTablesFromTheLobbyToTheDebrief() throws Exception {
        LessonPlan plan = LessonPlans.loadResources().find("observation", "en").orElseThrow();
        WebDriver teacher = browser();
        teacher.manage().window().setSize(new Dimension(1920, 1080));
        signUp(teacher);
        String code = createSession(teacher, "title", "Period 3", "lesson", "observation", "students", "4", "classSize", "26");
        String console = teacher.getCurrentUrl();
        String cookie = cookieOf(teacher);
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            Map<Long, List<Classroom.Socket>> tables = new LinkedHashMap<>();
            for (int i = 0; i < 26; i++) {
                long[] t = new long[1];
                String seat = c.join(code, "Student " + (i + 1), t);
                tables.computeIfAbsent(t[0], k -> new ArrayList<>()).add(c.socket(t[0], seat));
            }
            assertEquals(7, tables.size());
            // The empty seats are the computer's: no table waits for a student who is not there.
            for (long table : tables.keySet()) c.post("/tables/" + table + "/computers", cookie, "computers", "lot");

            // The lobby: Start is the next step; nothing that needs a game in play is offered.
            teacher.get(console);
            assertEquals(List.of("start"), nextSteps(teacher));
            assertNone(teacher, "pause-all", "resume-all", "reveal-all", "hide-all", "next-all");
            assertNone(teacher, "pause", "resume", "reveal", "hide", "end-round", "next"); // no table's either
            assertEquals(7, teacher.findElements(By.cssSelector("form[action$='/computers']")).size(), "the empty seats' choice stays");
            shoot(teacher, "console-1-lobby-en", 1920, 1080);
            teacher.get(console + "?lang=fr");
            shoot(teacher, "console-1-lobby-fr", 1920, 1080);
            teacher.get(console + "?lang=en");
            pressStart(teacher);

            // Play: the students write hypotheses and play; the console shows them as they come, without a reload.
            ((JavascriptExecutor) teacher).executeScript("window.stillThisPage = true");
            int k = 0;
            for (List<Classroom.Socket> table : tables.values()) {
                for (Classroom.Socket s : table) s.send("{\"type\":\"note\",\"text\":\"" + HYPOTHESES.get(k++ % HYPOTHESES.size()) + "\"}");
            }
            for (List<Classroom.Socket> table : tables.values()) TableMoves.play(table, 6);
            waitFor(teacher).until(b -> b.findElements(By.cssSelector(".hypotheses li.standing, .hypotheses li.refuted")).stream()
                    .filter(WebElement::isDisplayed).count() >= 26);
            assertEquals(Boolean.TRUE, ((JavascriptExecutor) teacher).executeScript("return window.stillThisPage === true"),
                    "the notebooks came in without a reload");
            assertFalse(teacher.findElements(By.cssSelector(".hypotheses li.refuted .why")).isEmpty(), "a refuted hypothesis says by what");
            assertEquals(List.of(), nextSteps(teacher), "nothing urges the class on while it plays");
            assertNone(teacher, "next-all", "resume-all", "hide-all");
            assertTrue(has(teacher, "pause-all") && has(teacher, "reveal-all"));
            assertEquals(7, teacher.findElements(By.cssSelector("form[action$='/end-round']")).size());
            shoot(teacher, "console-2-play-en", 1920, 1080);
            teacher.get(console + "?lang=fr");
            shoot(teacher, "console-2-play-fr", 1920, 1080);
            teacher.get(console + "?lang=en");

            // Three tables' round ends: their next round may be dealt, but the class's next step is still to come.
            List<Long> ids = new ArrayList<>(tables.keySet());
            for (long table : ids.subList(0, 3)) c.post("/tables/" + table + "/end-round", cookie);
            teacher.get(console);
            assertEquals(List.of(), nextSteps(teacher));
            assertTrue(teacher.findElement(By.cssSelector("form[action$='/next-all'] button")).getText()
                    .contains("the 3 tables whose round is over"));
            assertEquals(3, teacher.findElements(By.cssSelector("details.next-round-choice")).size());
            // A table's own next round asks with the rule chosen in its form; answered no, nothing is dealt.
            String first = Long.toString(ids.get(0));
            teacher.findElement(By.cssSelector("#table-" + first + " details.next-round-choice summary")).click();
            Select choice = new Select(teacher.findElement(By.id("next" + first + "-choice")));
            assertEquals("lesson", choice.getFirstSelectedOption().getAttribute("value"), "the lesson's rule is chosen first");
            String library = teacher.findElement(By.cssSelector("#next" + first + "-choice option[value^='library:']")).getAttribute("value");
            choice.selectByValue(library);
            teacher.findElement(By.cssSelector("#table-" + first + " form.next-round button[type=submit]")).click();
            assertEquals("Deal round 2 at Table 1 with the rule “" + library.substring("library:".length()) + "”?",
                    teacher.switchTo().alert().getText());
            teacher.switchTo().alert().dismiss();
            choice.selectByValue("written");
            fill(teacher, "next" + first + "-rule", "card is black");
            teacher.findElement(By.cssSelector("#table-" + first + " form.next-round button[type=submit]")).click();
            assertEquals("Deal round 2 at Table 1 with the rule you wrote: card is black?", teacher.switchTo().alert().getText());
            teacher.switchTo().alert().dismiss();
            int actions = db.actionLog().load(ids.get(0)).size();
            Thread.sleep(300);
            assertEquals(actions, db.actionLog().load(ids.get(0)).size(), "answered no: nothing was dealt");
            assertEquals(1, db.actionLog().load(ids.get(0)).stream().filter(a -> a.actionJson().contains("end_round")).count());

            // Every round is over: "Next round at every table" stands out, and says which rule the lesson deals.
            for (long table : ids.subList(3, 7)) c.post("/tables/" + table + "/end-round", cookie);
            teacher.get(console);
            assertEquals(List.of("next-all"), nextSteps(teacher));
            assertNone(teacher, "pause-all", "resume-all");
            String rule2 = plan.rounds().get(1).rule();
            String question = teacher.findElement(By.cssSelector("form[action$='/next-all']")).getAttribute("data-confirm");
            assertTrue(question.startsWith("Deal round 2 at the 7 tables whose round is over, with the lesson’s rule “" + rule2 + "”?"), question);
            assertTrue(teacher.findElement(By.id("next-all-what")).getText().contains(rule2));
            shoot(teacher, "console-3-round-over-en", 1920, 1080);
            teacher.get(console + "?lang=it");
            shoot(teacher, "console-3-round-over-it", 1920, 1080);
            teacher.get(console + "?lang=en");
            teacher.findElement(By.cssSelector("form[action$='/next-all'] button")).click();
            teacher.switchTo().alert().accept();
            waitFor(teacher).until(b -> b.findElements(By.cssSelector(".console-table.round-over")).isEmpty());
            String rule = eleusis.library.RuleLibrary.loadResources().find(rule2).orElseThrow().rule();
            for (long table : ids) {
                String dealt = db.actionLog().load(table).stream().filter(a -> a.actionJson().contains("next_round"))
                        .reduce((a, b) -> b).orElseThrow().actionJson();
                assertEquals(rule, Classroom.JSON.readTree(dealt).get("rule").asText(), "the lesson's rule 2 at table " + table);
            }

            // The last two rounds end; the game is over everywhere: the debrief is the next step.
            for (int round = 2; round <= 3; round++) {
                for (long table : ids) c.post("/tables/" + table + "/end-round", cookie);
                if (round < 3) c.post(console.replace(base, "") + "/next-all", cookie);
            }
            teacher.get(console);
            assertEquals(List.of("debrief"), nextSteps(teacher));
            assertNone(teacher, "pause-all", "resume-all", "next-all", "end-round", "computers", "remove");
            assertTrue(has(teacher, "reveal-all"), "the rules can still be shown at the end");
            shoot(teacher, "console-4-end-en", 1920, 1080);
            teacher.get(console + "?lang=fr");
            shoot(teacher, "console-4-end-fr", 1920, 1080);
        }
    }

    /** The stage's next step as the console shows it: the one big button (by its form's action or its link). */
    private static List<String> nextSteps(WebDriver b) {
        List<String> out = new ArrayList<>();
        for (WebElement e : b.findElements(By.cssSelector(".start"))) {
            String action = e.getTagName().equals("a") ? e.getAttribute("href")
                    : e.findElement(By.xpath("./ancestor::form")).getAttribute("action");
            out.add(action.replaceAll(".*/", ""));
        }
        return out;
    }

    private static boolean has(WebDriver b, String action) {
        return !b.findElements(By.cssSelector("form[action$='/" + action + "']")).isEmpty();
    }

    private static void assertNone(WebDriver b, String... actions) {
        for (String a : actions) assertFalse(has(b, a), "no " + a + " in this stage");
    }
}
