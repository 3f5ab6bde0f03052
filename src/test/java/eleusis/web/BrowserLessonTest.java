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
 * A lesson in real browsers (issue 15, part 2): the teacher picks "Almost right" when starting the
 * session, on a 390x844 phone; the class projector at 1920x1080 shows the lesson's prompt between the
 * two rounds and its debrief at the end, never a rule; with -Dscreenshots=DIR each stage is saved.
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
        projector.get(base + "/rules");
        for (var c : teacher.manage().getCookies()) projector.manage().addCookie(c);
        projector.get(console + "/projector");
        waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson.stage-opening h2")).getText()
                .equals("Before we start"));
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            long table = tableOf(code);
            for (String name : List.of("Ana", "Bo")) c.socket(table, c.join(code, name, null));
            pressStart(teacher);
            waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson.stage-round h2")).getText()
                    .equals("Round 1 of 2"));
            shoot(projector, "lesson-3-projector-round1", 1920, 1080);

            endRound(teacher);
            waitFor(projector).until(b -> !b.findElements(By.cssSelector(".projector-lesson.stage-between")).isEmpty());
            String between = projector.findElement(By.id("projector-lesson")).getText();
            assertTrue(between.contains(plan.rounds().get(0).between()), between);
            assertTrue(between.contains(plan.rounds().get(1).before()), between);
            assertNoRule(projector, rules);
            shoot(projector, "lesson-4-projector-between", 1920, 1080);

            // The console's next round offers the lesson's rule, chosen; the teacher deals it.
            teacher.get(console);
            String chosen = new Select(teacher.findElement(By.cssSelector("form.next-round select[name=choice]")))
                    .getFirstSelectedOption().getText();
            assertEquals("The lesson’s rule: " + rules.get(1).name(), chosen);
            assertNoSideScroll(teacher, 390);
            shoot(teacher, "lesson-5-console-phone-between", 390, 844, ".lesson-panel");
            shoot(teacher, "lesson-5b-console-phone-next", 390, 844, "form.next-round");
            teacher.findElement(By.cssSelector("form.next-round button[type=submit]")).click();
            waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson h2")).getText().equals("Round 2 of 2"));

            endRound(teacher);
            waitFor(projector).until(b -> !b.findElements(By.cssSelector(".projector-lesson.stage-end")).isEmpty());
            String end = projector.findElement(By.id("projector-lesson")).getText();
            for (String prompt : plan.debrief().prompts()) assertTrue(end.contains(prompt), end);
            assertNoRule(projector, rules);
            shoot(projector, "lesson-6-projector-debrief", 1920, 1080);
        }
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
