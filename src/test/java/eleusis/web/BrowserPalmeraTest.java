package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * En la palmera in real headless Chromium: a teacher starts a session of it, one student joins and
 * the computer takes the other seat; the student plays both rounds to the end by pressing the
 * buttons games/palmera.js draws, a click while the teacher has paused the game is refused on the
 * screen, and the projector shows the final result.
 */
class BrowserPalmeraTest extends BrowserTestBase {
    static String text(WebDriver b, String css) {
        return b.findElement(By.cssSelector(css)).getText();
    }

    /** The number of views the board has drawn so far (0 before the first). */
    static int views(WebDriver b) {
        List<WebElement> board = b.findElements(By.cssSelector("#board .palmera"));
        try {
            return board.isEmpty() ? 0 : Integer.parseInt(board.get(0).getAttribute("data-views"));
        } catch (StaleElementReferenceException e) {
            return 0;
        }
    }

    /**
     * Peeks and skips in turn when perch 3 offers a look; else the most valuable free perch; else an
     * attack on two cards of perch 8 (choosing which to fight first); else the most valuable attack.
     */
    static WebElement choose(List<WebElement> buttons, int peeksOffered) {
        WebElement free = null, twoCards = null;
        for (WebElement b : buttons) {
            String cls = b.getAttribute("class");
            if (cls.contains("pal-skip") && peeksOffered % 2 == 0) return b;
            if (cls.contains("pal-peek") && peeksOffered % 2 == 1) return b;
            if (cls.contains("pal-place-button") && b.getText().endsWith(": free")) free = b;
            if (b.getAttribute("data-first") != null && twoCards == null) twoCards = b;
        }
        if (free != null) return free;
        if (twoCards != null) return twoCards;
        return buttons.get(buttons.size() - 1);
    }

    @Test
    void aStudentPlaysAWholeGameOfEnLaPalmeraAgainstTheComputerAndTheProjectorShowsTheResult() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "palmera", 2, null);
        long table = db.tables().listBySession(db.classSessions().findByCode(code).orElseThrow().id()).get(0).id();

        WebDriver ana = browser();
        ana.get(base + "/join?code=" + code);
        fill(ana, "name", "Ana");
        ana.findElement(By.cssSelector("form button[type=submit]")).click();
        waitFor(ana).until(b -> b.findElement(By.id("status")).getText().contains("you are Ana"));

        // The table as drawn: ten perches, their powers, both sides, both piles.
        waitFor(ana).until(b -> b.findElements(By.cssSelector(".pal-perch")).size() == 10);
        assertTrue(text(ana, ".pal-perch[data-perch='1'] .pal-marker").contains("wins ties"));
        assertTrue(text(ana, ".pal-perch[data-perch='3'] .pal-marker").contains("peek"));
        assertTrue(text(ana, ".pal-perch[data-perch='8'] .pal-marker").contains("2 places"));
        assertTrue(ana.findElement(By.cssSelector(".pal-perch[data-perch='8']")).getAttribute("aria-label")
                .contains("one player may keep 2 cards on it"));
        assertTrue(text(ana, ".pal-sidebar.pal-below").startsWith("Your side"), text(ana, ".pal-sidebar.pal-below"));
        assertTrue(text(ana, ".pal-sidebar.pal-above").startsWith("computer"), text(ana, ".pal-sidebar.pal-above"));

        // Ana's turn comes (the computer moves at once when it begins): her card and her moves show.
        waitFor(ana).until(b -> !b.findElements(By.cssSelector("#actions button")).isEmpty());
        String drawn = ana.findElement(By.cssSelector(".pal-drawn .pal-card")).getAttribute("aria-label");
        assertTrue(drawn.matches("the card you drew: (ace|[2-9]|10|jack|queen|king) of (diamonds|clubs)"), drawn);
        assertEquals("12", ana.findElement(By.cssSelector(".pal-below .pal-stack")).getText(), "13 cards, one drawn");

        // The teacher pauses: a click is refused, and the refusal is said where the feedback goes.
        teacher.findElement(By.cssSelector("form[action='/tables/" + table + "/pause'] button")).click();
        waitFor(ana).until(b -> b.findElement(By.id("status")).getText().contains("paused"));
        int logged = db.actionLog().load(table).size();
        ana.findElement(By.cssSelector("#actions button")).click();
        waitFor(ana).until(b -> b.findElement(By.id("message")).getText().contains("the teacher has paused the game"));
        assertTrue(ana.findElement(By.id("message")).getAttribute("class").contains("bad"));
        assertEquals(logged, db.actionLog().load(table).size(), "a refused click changes nothing");
        teacher.findElement(By.cssSelector("form[action='/tables/" + table + "/resume'] button")).click();
        // The resume form goes back to the console; wait for it, or the next page load races the redirect.
        waitFor(teacher).until(b -> !b.findElements(By.cssSelector("form[action='/tables/" + table + "/pause'] button")).isEmpty());
        waitFor(ana).until(b -> !b.findElement(By.id("status")).getText().contains("paused"));

        WebDriver projector = teacher;
        projector.get(base + "/watch/" + table);
        waitFor(projector).until(b -> b.findElements(By.cssSelector(".pal-perch")).size() == 10);
        assertTrue(projector.findElements(By.cssSelector("#actions button")).isEmpty(), "the projector offers no moves");

        // Ana plays both rounds by pressing buttons, waiting for a new view after each press.
        Set<String> kinds = new TreeSet<>();
        int presses = 0;
        // A stall fails, not a slow machine: no new move may take more than 15 s to be offered (each
        // press's view is waited for as long), and a game of two rounds of 13 cards ends in 200 presses.
        long lastView = System.currentTimeMillis();
        boolean firstPlace = true;
        int peeksOffered = 0;
        while (!ana.findElement(By.id("status")).getText().contains("game is over")) {
            assertTrue(System.currentTimeMillis() - lastView < 15_000, "no move offered for 15 s; pressed " + presses);
            assertTrue(presses < 200, "the game ends; pressed " + presses);
            List<WebElement> buttons = ana.findElements(By.cssSelector("#actions button"));
            if (buttons.isEmpty()) {
                Thread.sleep(20);
                continue;
            }
            int before = views(ana);
            try {
                boolean peekNow = buttons.get(0).getAttribute("class").contains("pal-peek");
                WebElement pick = choose(buttons, peekNow ? peeksOffered + 1 : peeksOffered);
                String cls = pick.getAttribute("class");
                if (pick.getAttribute("data-first") != null) {
                    assertEquals(2, ana.findElements(By.cssSelector("#actions button[data-perch='8'][data-first]")).size(),
                            "against two cards on perch 8, a button for each card to fight first");
                    assertTrue(pick.getText().contains("fighting the"), pick.getText());
                }
                kinds.add(cls.contains("pal-peek") ? "peek" : cls.contains("pal-skip") ? "skip_peek"
                        : cls.contains("pal-discard") ? "discard" : pick.getAttribute("data-first") != null ? "place two" : "place");
                boolean place = cls.contains("pal-place-button");
                pick.click();
                presses++;
                if (peekNow) peeksOffered++;
                waitFor(ana).until(b -> views(b) > before);
                lastView = System.currentTimeMillis();
                if (place && firstPlace) {
                    firstPlace = false;
                    waitFor(ana).until(b -> b.findElement(By.id("events")).getText().contains("You placed a card face down on perch"));
                }
            } catch (StaleElementReferenceException e) {
                // a new view replaced the buttons just before the press: look again
            }
        }
        System.out.println("BrowserPalmeraTest: Ana pressed " + presses + " buttons, kinds " + kinds);
        assertTrue(presses >= 26, "two rounds of thirteen cards each: " + presses);
        assertTrue(kinds.contains("place"), kinds.toString());

        // The projector shows the end: the result, the rounds' points, the board turned up.
        waitFor(projector).until(b -> !b.findElements(By.cssSelector(".pal-result-text")).isEmpty());
        assertTrue(text(projector, "#status").contains("The game is over"));
        String result = text(projector, ".pal-result-text");
        List<WebElement> totals = projector.findElements(By.cssSelector("table.pal-scores tr.pal-total td"));
        assertEquals(2, totals.size());
        int[] points = {Integer.parseInt(totals.get(0).getText()), Integer.parseInt(totals.get(1).getText())};
        assertEquals(3, projector.findElements(By.cssSelector("table.pal-scores tr")).size() - 1, "two rounds and the total");
        if (points[0] == points[1]) {
            assertTrue(result.contains("A draw") || result.contains("Equal totals"), result);
        } else {
            Matcher m = Pattern.compile("(.+) wins, (\\d+) to (\\d+)\\.").matcher(result);
            assertTrue(m.matches(), result);
            assertEquals(Math.max(points[0], points[1]), Integer.parseInt(m.group(2)));
            assertEquals(Math.min(points[0], points[1]), Integer.parseInt(m.group(3)));
            String winner = points[0] > points[1] ? text(projector, "table.pal-scores tr th:nth-child(2)")
                    : text(projector, "table.pal-scores tr th:nth-child(3)");
            assertEquals(winner.toLowerCase(Locale.ROOT), m.group(1).toLowerCase(Locale.ROOT), "the winner has the higher total");
        }
        assertTrue(text(projector, "#players").contains("Ana") && text(projector, "#players").contains("total"),
                text(projector, "#players"));
        assertTrue(text(projector, "#events").contains("Round 2 is over"), "the log has the rounds' ends");
        assertTrue(text(projector, "#events").contains("The game is over:"));
        assertTrue(projector.findElements(By.cssSelector(".pal-perch .pal-back")).isEmpty(), "every card is turned up at the end");
        assertFalse(text(ana, ".pal-result-text").isEmpty(), "Ana sees the result too");
        assertTrue(projector.findElements(By.cssSelector("#actions button")).isEmpty());
    }
}
