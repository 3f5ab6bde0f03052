package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.TableStatus;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Elementa in real headless Chromium: a teacher starts a session of the game, one student joins and
 * the computer takes the other three seats; the student plays every hand by clicking the card
 * buttons the game's script draws, a move made while the teacher has paused the table is refused
 * on screen, and the projector shows the winning team at the end.
 */
class BrowserElementaTest extends BrowserTestBase {
    /** The student's card buttons that can be clicked now. */
    static List<WebElement> playable(WebDriver student) {
        return student.findElements(By.cssSelector("#hand button.el-play:not([disabled])"));
    }

    @Test
    void aStudentPlaysAWholeGameOfElementaAndTheProjectorShowsTheWinner() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "elementa", 4, null);
        long session = db.classSessions().findByCode(code).orElseThrow().id();
        long table = db.tables().listBySession(session).get(0).id();
        String sessionPage = teacher.getCurrentUrl();

        WebDriver student = browser();
        student.get(base + "/join?code=" + code);
        fill(student, "name", "Ana");
        student.findElement(By.cssSelector("form button[type=submit]")).click();
        waitFor(student).until(b -> b.findElement(By.id("status")).getText().contains("you are Ana"));

        // The student's first turn: three cards to lay, each a button saying what it is and is worth.
        waitFor(student).until(b -> playable(b).size() == 3);
        for (WebElement b : playable(student)) {
            assertTrue(b.getAttribute("aria-label").matches(
                    "Play ((wood|fire|earth|metal|water) [1-7] \\(destroyer \\w+, generator \\w+\\)|relic): worth -?\\d+ now.*"),
                    b.getAttribute("aria-label"));
        }
        String board = student.findElement(By.id("board")).getText();
        assertTrue(board.contains("Hand 1 of 10") && board.contains("Stock: 28 cards"), board);
        assertTrue(board.contains("Team 1 (you and computer 3)") && board.contains("partner"), board);

        // The teacher pauses the table: a card laid now is refused and the message says why; the
        // buttons come back so the student can lay it once the game goes on.
        teacher.get(sessionPage);
        teacher.findElement(By.cssSelector("form[action='/tables/" + table + "/pause'] button")).click();
        waitFor(student).until(b -> b.findElement(By.id("status")).getText().contains("paused"));
        playable(student).get(0).click();
        waitFor(student).until(b -> b.findElement(By.id("message")).getAttribute("class").contains("bad"));
        assertTrue(student.findElement(By.id("message")).getText().contains("paused"), student.findElement(By.id("message")).getText());
        waitFor(student).until(b -> playable(b).size() == 3);
        assertEquals(0, db.actionLog().load(table).stream().filter(a -> a.seat() == 0).count(), "nothing was laid");
        teacher.findElement(By.cssSelector("form[action='/tables/" + table + "/resume'] button")).click();
        // The resume form goes back to the console; wait for it, or the next page load races the redirect.
        waitFor(teacher).until(b -> !b.findElements(By.cssSelector("form[action='/tables/" + table + "/pause'] button")).isEmpty());

        WebDriver projector = teacher;
        projector.get(base + "/watch/" + table);
        waitFor(projector).until(b -> b.findElement(By.id("status")).getText().contains("Turn:"));
        assertTrue(projector.findElements(By.cssSelector("button.el-play")).isEmpty(), "the projector has no buttons");

        // Every hand: lay the card that would win the hand so far, or the first one.
        int laid = 0;
        // A stall fails, not a slow machine: no hand may wait more than 15 s for its card (each lay is
        // waited for as long), and none is offered after the ten hands.
        long lastLaid = System.currentTimeMillis();
        while (db.tables().find(table).orElseThrow().status() != TableStatus.OVER) {
            assertTrue(System.currentTimeMillis() - lastLaid < 15_000, "no card to lay for 15 s after " + laid + " hands");
            List<WebElement> cards = playable(student);
            if (cards.isEmpty()) {
                Thread.sleep(50);
                continue;
            }
            assertTrue(laid < 10, "a card to lay after the ten hands");
            int before = db.actionLog().load(table).size();
            try {
                WebElement pick = cards.get(0);
                for (WebElement c : cards) if ("true".equals(c.getAttribute("data-leads"))) pick = c;
                pick.click();
            } catch (StaleElementReferenceException redrawn) {
                continue;
            }
            laid++;
            waitFor(student).until(b -> db.actionLog().load(table).size() > before);
            lastLaid = System.currentTimeMillis();
        }
        assertEquals(10, laid, "the student laid one card in each of the ten hands");

        for (WebDriver b : List.of(student, projector)) {
            waitFor(b).until(x -> x.findElement(By.id("status")).getText().contains("The game is over"));
            String result = waitFor(b).until(x -> x.findElement(By.cssSelector(".el-result"))).getText();
            assertTrue(result.matches("(?s).*(Team [12] \\(.+\\) wins|A draw).*") && result.contains("Points: team 1"), result);
        }
        assertTrue(student.findElement(By.cssSelector(".el-result")).getText().matches("(?s).*Your team (won|lost|shares).*"));
        String events = projector.findElement(By.id("events")).getText();
        assertTrue(events.contains("The game is over") && events.contains("Hand 10:"), events);
        String players = projector.findElement(By.id("players")).getText();
        assertTrue(players.contains("Team 1:") && players.contains("Ana") && players.contains("points"), players);
        // The last hand lies face up with its values; every card says in words what it is.
        List<WebElement> last = projector.findElements(By.cssSelector(".el-last .el-card"));
        assertEquals(4, last.size());
        for (WebElement c : last) {
            assertTrue(c.getAttribute("aria-label").matches("(wood|fire|earth|metal|water) [1-7] \\(destroyer \\w+, generator \\w+\\)|relic"),
                    c.getAttribute("aria-label"));
        }
        assertEquals(1, projector.findElements(By.cssSelector(".el-last li.won")).size(), "one card won the last hand");
    }
}
