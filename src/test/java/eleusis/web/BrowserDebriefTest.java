package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.live.LiveTables;
import eleusis.web.debrief.HypothesisCounts;
import eleusis.web.debrief.RoundReplay;
import eleusis.web.play.TableSockets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The debrief in a real browser after a short Express round played in class: the replay steps
 * forwards, backwards and by the slider and the arrow keys, the layout growing and shrinking with
 * it and the candidates standing shown at each step; screenshots (-Dscreenshots=DIR) at phone and
 * projector sizes, and as printed.
 */
class BrowserDebriefTest extends BrowserTestBase {
    @Test
    void theReplayStepsThroughTheRound() throws Exception {
        try (Classroom c = new Classroom(data.resolve("class"))) {
            ExpressRound r = new ExpressRound(c, "t@school.example");
            r.note(0, "card is red");
            r.play(5);
            r.note(1, "card is black or card.rank > 5");
            r.guess("card is black");
            r.guess(ExpressRound.RIGHT_GUESS);
            RoundReplay replay = RoundReplay.of(new LiveTables(c.db).get(r.table).stored(), c.db.actionLog().load(r.table));
            RoundReplay.Round round = replay.rounds().get(0);
            HypothesisCounts.Shrinking counts = HypothesisCounts.work(round.steps());
            int last = round.steps().size() - 1;

            WebDriver b = signedIn(c);
            b.get("http://" + c.base + "/sessions/" + r.session + "/debrief");
            WebElement replaySection = waitFor(b).until(x -> x.findElement(By.cssSelector(".replay[data-at]")));
            assertEquals("Step " + last + " of " + last, where(b), "opens at the round's end");
            assertEquals(mainline(round, last), slots(b));
            assertEquals(standing(counts.after()[last]), b.findElement(By.cssSelector(".step-count")).getText());

            b.findElement(By.cssSelector(".stepper .first")).click();
            assertEquals("Step 0 of " + last, where(b));
            assertEquals(1, slots(b), "the deal: the starter alone");
            b.findElement(By.cssSelector(".stepper .forward")).click();
            b.findElement(By.cssSelector(".stepper .forward")).click();
            assertEquals("Step 2 of " + last, where(b));
            assertEquals(mainline(round, 2), slots(b));
            assertEquals(standing(counts.after()[2]), b.findElement(By.cssSelector(".step-count")).getText());
            b.findElement(By.cssSelector(".stepper .back")).click();
            assertEquals("Step 1 of " + last, where(b));
            b.findElement(By.cssSelector(".stepper .forward")).sendKeys(Keys.ARROW_RIGHT);
            assertEquals("Step 2 of " + last, where(b), "the arrow keys step too");
            WebElement jump = b.findElement(By.cssSelector(".stepper .jump"));
            ((JavascriptExecutor) b).executeScript("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))",
                    jump, Integer.toString(last - 1));
            assertEquals("Step " + (last - 1) + " of " + last, where(b));
            assertEquals(mainline(round, last - 1), slots(b));
            String said = b.findElement(By.cssSelector(".step-text")).getText();
            assertTrue(!said.isEmpty() && b.getPageSource().contains(said), "the step's words, as the list says them: " + said);
            b.findElement(By.cssSelector(".stepper .last")).click();
            assertTrue(b.findElement(By.cssSelector(".step-text")).getText().contains("guessed"), "the last step is the right guess");
            assertTrue(b.findElements(By.cssSelector("svg.chart")).size() == 2, "the hypothesis chart and the figures");
            b.findElement(By.cssSelector(".stepper .last")).click();
            assertEquals("Step " + last + " of " + last, where(b));
            assertTrue(replaySection.isDisplayed());

            shoot(b, "debrief-teacher-1920", 1920, 1080);
            shoot(b, "debrief-teacher-1920-chart", 1920, 1080, ".hypotheses");
            shoot(b, "debrief-teacher-390", 390, 844);
            shoot(b, "debrief-teacher-390-chart", 390, 844, ".hypotheses");
            shoot(b, "debrief-teacher-390-stories", 390, 844, ".stories");
            ((ChromeDriver) b).executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            assertTrue(b.findElements(By.cssSelector(".stepper")).stream().noneMatch(WebElement::isDisplayed), "no buttons in print");
            shoot(b, "debrief-print", 1000, 1400);
            ((ChromeDriver) b).executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));

            // The class view, for the projector.
            b.get("http://" + c.base + "/tables/" + r.table + "/debrief");
            waitFor(b).until(x -> x.findElement(By.cssSelector(".replay[data-at]")));
            assertTrue(b.getPageSource().contains("once your teacher reveals it"), "the class does not see the rule yet");
            shoot(b, "debrief-class-1920", 1920, 1080);

            // A student of the table, on a phone.
            WebDriver s = browser();
            s.get("http://" + c.base + "/join");
            s.manage().addCookie(new org.openqa.selenium.Cookie(TableSockets.seatCookie(r.table),
                    r.students[0].substring(r.students[0].indexOf('=') + 1).split(";")[0]));
            s.get("http://" + c.base + "/tables/" + r.table + "/debrief");
            waitFor(s).until(x -> x.findElement(By.cssSelector(".replay[data-at]")));
            assertTrue(s.getPageSource().contains("once your teacher reveals it"));
            shoot(s, "debrief-student-390", 390, 844);

            // axe-core (WCAG 2.1 A and AA), as the accessibility test runs it on every other page.
            List<String> found = new ArrayList<>();
            BrowserAxeTest.check(b, "http://" + c.base + "/sessions/" + r.session + "/debrief", found);
            BrowserAxeTest.check(s, "http://" + c.base + "/tables/" + r.table + "/debrief", found);
            assertEquals(List.of(), found, "axe violations");
        }
    }

    /** A browser signed in as the teacher of the class's app (the one ExpressRound and the tests sign up). */
    private WebDriver signedIn(Classroom c) throws Exception {
        WebDriver b = browser();
        b.get("http://" + c.base + "/signin");
        fill(b, "email", "t@school.example");
        fill(b, "password", "correct horse battery");
        b.findElement(By.cssSelector("form button[type=submit]")).click();
        waitFor(b).until(x -> x.getCurrentUrl().contains("/sessions"));
        return b;
    }

    /** The stepper's "Step n of m", without the time into the round. */
    static String where(WebDriver b) {
        String text = b.findElement(By.cssSelector(".stepper .where")).getText();
        int dot = text.indexOf(" · ");
        return dot < 0 ? text : text.substring(0, dot);
    }

    /** The cards of the replay's layout on screen. */
    static int slots(WebDriver b) {
        return b.findElements(By.cssSelector(".replay-layout .slot")).size();
    }

    private static int mainline(RoundReplay.Round round, int step) {
        return round.steps().get(step).layout().get("mainline").size();
    }

    private static String standing(int n) {
        return n == 1 ? "1 candidate rule standing" : String.format(java.util.Locale.ENGLISH, "%,d candidate rules standing", n);
    }

    @Test
    void anExtraModeReplaysOnItsOwnBoardWithoutAChart() throws Exception {
        try (Classroom c = new Classroom(data.resolve("class"))) {
            String teacher = c.teacher("t@school.example");
            long session = c.session(teacher, "title", "Break", "game", "palmera", "students", "2", "rounds", "1",
                    "choice", "written", "rule", "");
            long[] at = new long[1];
            c.join(c.code(session), "Cleo", at);
            for (int k = 0; k < 100 && c.db.actionLog().load(at[0]).isEmpty(); k++) Thread.sleep(100);
            WebDriver b = signedIn(c);
            b.get("http://" + c.base + "/sessions/" + session + "/debrief");
            waitFor(b).until(x -> x.findElement(By.cssSelector(".replay[data-at]")));
            assertTrue(b.findElements(By.cssSelector(".replay-board *")).size() > 0, "the game's own board is drawn");
            assertTrue(b.findElements(By.cssSelector("svg.chart")).size() <= 1, "no hypothesis chart");
            assertTrue(b.getPageSource().contains("no hypothesis space to chart"));
            b.findElement(By.cssSelector(".stepper .first")).click();
            assertTrue(where(b).startsWith("Step 0 of "), where(b));
            assertTrue(b.findElements(By.cssSelector(".replay-board *")).size() > 0, "the deal's board");
            shoot(b, "debrief-palmera-1920", 1920, 1080);
            shoot(b, "debrief-palmera-390", 390, 844);
        }
    }
}
