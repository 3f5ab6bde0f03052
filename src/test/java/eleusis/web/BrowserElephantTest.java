package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

/**
 * Der Elefant im Porzellanladen in real headless Chromium: a teacher starts a session of the game
 * for three seats, one student joins, the computer plays the other two, and the student plays the
 * whole game by clicking the moves public/games/elephant.js draws, while the teacher's projector
 * follows to the final result.
 */
class BrowserElephantTest extends BrowserTestBase {
    /** The status line when this student alone is awaited, so no other seat can move meanwhile. */
    private static final String MY_TURN_ALONE = "Turn: you \u00b7";

    static String text(WebDriver b, String id) {
        return b.findElement(By.id(id)).getText();
    }

    static List<String> labels(WebDriver b, String css) {
        return b.findElements(By.cssSelector(css)).stream().map(e -> e.getAttribute("aria-label")).toList();
    }

    @Test
    void aStudentPlaysAWholeGameAgainstTwoComputersAndTheProjectorShowsTheResult() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "elephant", 3, null);
        long table = db.tables().listBySession(db.classSessions().findByCode(code).orElseThrow().id()).get(0).id();

        WebDriver ana = browser();
        ana.get(base + "/join?code=" + code);
        fill(ana, "name", "Ana");
        ana.findElement(By.cssSelector("form button[type=submit]")).click();
        waitFor(ana).until(b -> text(b, "status").contains("you are Ana"));

        teacher.get(base + "/watch/" + table);
        waitFor(teacher).until(b -> !b.findElements(By.cssSelector("#board .shop .porcelain")).isEmpty());
        assertTrue(teacher.findElements(By.cssSelector("#board button, #actions button")).isEmpty(),
                "the projector shows the table and no moves");
        assertEquals(3, teacher.findElements(By.cssSelector("#board .seat")).size(), "a collection per player");

        Set<String> kindsPlayed = new TreeSet<>();
        boolean refusalSeen = false;
        boolean tableChecked = false;
        for (int step = 0; step < 300; step++) {
            waitFor(ana).until(b -> text(b, "status").startsWith("The game is over")
                    || (text(b, "status").startsWith(MY_TURN_ALONE) && !b.findElements(By.cssSelector("#actions button")).isEmpty()));
            if (text(ana, "status").startsWith("The game is over")) break;
            if (!tableChecked) {
                checkTheTable(ana);
                tableChecked = true;
            }
            List<WebElement> scores = ana.findElements(By.cssSelector("#actions button.score-choice"));
            List<WebElement> losses = ana.findElements(By.cssSelector("#actions button.loss-choice, #actions button.loss-submit"));
            List<WebElement> buys = ana.findElements(By.cssSelector("#actions .buy button.move"));
            List<WebElement> takes = ana.findElements(By.cssSelector("#actions .take button.move"));
            List<WebElement> push = ana.findElements(By.cssSelector("#actions button.push-button"));
            WebElement pick;
            if (!scores.isEmpty()) {
                kindsPlayed.add("score");
                for (WebElement s : scores) {
                    assertTrue(s.getText().matches(".+: \\d+ points.*"), "each scoring choice says what it scores: " + s.getText());
                }
                List<WebElement> best = ana.findElements(By.cssSelector("#actions button.score-choice.best"));
                pick = best.isEmpty() ? scores.get(0) : best.get(0); // no star when every choice is worth 0
                String title = ana.findElement(By.cssSelector("#actions .score h3")).getText();
                if (title.startsWith("Scoring 4")) {
                    // The last choice of the game, clicked twice at once: the second arrives after
                    // the end, the server refuses it, and the refusal is what the student reads.
                    ((JavascriptExecutor) ana).executeScript("arguments[0].click(); arguments[0].click();", pick);
                    waitFor(ana).until(b -> b.findElement(By.id("message")).getAttribute("class").contains("bad")
                            && text(b, "message").contains("the game is over"));
                    refusalSeen = true;
                    continue;
                }
            } else if (!losses.isEmpty()) {
                kindsPlayed.add("lose");
                pick = losses.get(0);
            } else if (!buys.isEmpty()) {
                kindsPlayed.add("buy");
                pick = highest(buys);
            } else {
                // No money: an elephant that breaks none of Ana's porcelain, else the push card once.
                pick = takes.stream().filter(t -> t.getText().contains("breaks none of yours")).findFirst().orElse(null);
                if (pick == null && !push.isEmpty()) {
                    kindsPlayed.add("push");
                    pick = push.get(0);
                } else {
                    kindsPlayed.add("take_elephant");
                    if (pick == null) pick = takes.get(0);
                }
            }
            pick.click();
            waitFor(ana).until(ExpectedConditions.stalenessOf(pick));
        }
        assertTrue(refusalSeen, "the doubled last click was refused, in #message");
        assertTrue(kindsPlayed.containsAll(List.of("buy", "take_elephant", "score")), "moves played: " + kindsPlayed);
        assertEquals("OVER", db.tables().find(table).orElseThrow().status().name());

        // The student's screen and the projector both show the result.
        for (WebDriver b : List.of(ana, teacher)) {
            waitFor(b).until(x -> x.findElement(By.cssSelector("#board .phase-over")).getText().contains("The game is over. Winner"));
            waitFor(b).until(x -> text(x, "events").contains("The game is over. Winner"));
        }
        String result = teacher.findElement(By.cssSelector("#board .phase-over")).getText();
        assertTrue(result.matches("The game is over\\. (Winner: .+ with \\d+ points|Winners, sharing \\d+ points: .+)\\."), result);
        assertEquals(12, teacher.findElements(By.cssSelector("#board .seat table.sheet tr.used")).size(),
                "every player used each of the four scoring types once");
        String players = text(teacher, "players");
        assertTrue(players.contains("Ana") && players.contains("points") && players.contains("winner"), players);
        // The projector shows only the latest events; the student's log keeps the whole game.
        String log = text(ana, "events");
        assertTrue(log.contains("you bought") && log.contains("you scored") && log.contains("Score card 4 of 4")
                && log.contains("New elephants:"), log);
        assertTrue(teacher.findElements(By.cssSelector("#board .winner")).size() >= 1, "the winner's collection is marked");
    }

    /** What the student sees on their first turn: the rows and their own collection, in words. */
    private static void checkTheTable(WebDriver ana) {
        List<String> row = labels(ana, "#board .shop .row .porcelain");
        assertFalse(row.isEmpty() || row.size() > 5, "the porcelain row: " + row);
        for (String label : row) assertTrue(label.matches("(red|green|blue) [3-8] porcelain"), label);
        List<String> elephants = labels(ana, "#board .herd .row .elephant");
        assertFalse(elephants.isEmpty() || elephants.size() > 5, "the elephant row: " + elephants);
        for (String label : elephants) assertTrue(label.matches(".*elephants?: breaks .+"), label);
        String piles = String.join("; ", labels(ana, "#board .pile"));
        assertTrue(piles.matches("\\d+ porcelain in the pile; \\d+ elephants in the pile"), piles);
        assertEquals(4, ana.findElements(By.cssSelector("#board .score-card")).size(), "the four score cards");
        WebElement mine = ana.findElement(By.cssSelector("#board .seat.mine"));
        assertEquals(3, mine.findElements(By.cssSelector(".colour-group")).size(), "Ana's porcelain grouped by colour");
        List<String> start = mine.findElements(By.cssSelector(".porcelain")).stream().map(e -> e.getAttribute("aria-label")).toList();
        assertTrue(start.size() >= 2 && start.stream().allMatch(l -> l.matches("(red|green|blue) [3-8] porcelain.*")), start.toString());
        assertTrue(mine.getText().contains("money") && mine.getText().contains("push card ready"), mine.getText());
        for (String label : labels(ana, "#actions .buy button.move")) assertTrue(label.startsWith("Buy "), label);
        for (String label : labels(ana, "#actions .take button.move")) assertTrue(label.startsWith("Take the "), label);
    }

    /** The buy button of the highest porcelain of the row: the simplest sensible buy. */
    private static WebElement highest(List<WebElement> buys) {
        WebElement best = buys.get(0);
        for (WebElement b : buys) {
            if (value(b) > value(best)) best = b;
        }
        return best;
    }

    private static int value(WebElement buy) {
        return Integer.parseInt(buy.getAttribute("aria-label").replaceAll("^Buy \\w+ (\\d+) .*$", "$1"));
    }
}
