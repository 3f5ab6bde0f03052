package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Eleusis in real headless Chromium: three students at a table the house deals; one plays a string
 * of two cards chosen by clicking, then becomes the prophet; the prophet calls the next play from
 * their own screen, and every screen, the projector's too, shows the prophet and the verdicts.
 */
class BrowserEleusisTest extends BrowserTestBase {
    /** Any card whose rank differs from the last is right: strings of different ranks mostly are. */
    static final String RULE = "card.rank != last.rank";

    @Test
    void aStringThenAProphetWhoCallsTheNextPlay() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "eleusis", 3, RULE);
        long table = tableOf(code);
        WebDriver[] students = {join(code, "Ana"), join(code, "Bo"), join(code, "Cy")};
        teacher.get(base + "/watch/" + table);
        waitFor(teacher).until(b -> b.findElement(By.id("status")).getText().contains("Turn:"));

        WebDriver mover = moverOf(students);
        List<WebElement> hand = mover.findElements(By.cssSelector("#hand button.card"));
        assertEquals(14, hand.size(), "fourteen cards in Eleusis");
        assertTrue(mover.findElement(By.id("play-selected")).isDisplayed());
        // Two cards of different ranks, picked by keyboard: focus and press Enter.
        WebElement first = hand.get(0);
        String firstRank = rank(first.getAttribute("aria-label"));
        WebElement second = null;
        for (WebElement c : hand.subList(1, hand.size())) {
            if (!rank(c.getAttribute("aria-label")).equals(firstRank)) second = c;
        }
        String secondId = second.getAttribute("data-id");
        first.sendKeys(org.openqa.selenium.Keys.ENTER);
        waitFor(mover).until(b -> "true".equals(b.findElements(By.cssSelector("#hand button.card")).get(0).getAttribute("aria-pressed")));
        mover.findElement(By.cssSelector("#hand button.card[data-id='" + secondId + "']")).click();
        waitFor(mover).until(b -> b.findElement(By.id("play-selected")).getText().contains("2 cards"));
        mover.findElement(By.id("play-selected")).click();
        waitFor(mover).until(b -> b.findElement(By.id("events")).getText().contains("played"));
        assertEquals(1, db.actionLog().load(table).size());
        boolean right = mover.findElement(By.id("events")).getText().contains(": right");

        WebDriver prophet = mover;
        if (right) {
            waitFor(mover).until(b -> b.findElement(By.id("prophet")).isDisplayed());
            mover.findElement(By.id("prophet")).click();
            waitFor(teacher).until(b -> b.findElement(By.id("players")).getText().contains("prophet"));
            WebDriver next = waitFor(teacher).until(b -> moverOf(students));
            next.findElement(By.cssSelector("#hand button.card")).click();
            next.findElement(By.id("play-selected")).click();
            waitFor(prophet).until(b -> b.findElement(By.id("prophet-panel")).isDisplayed());
            prophet.findElement(By.id("call-right")).click();
            waitFor(teacher).until(b -> db.actionLog().load(table).size() >= 4); // play, declare, play, call
            waitFor(teacher).until(b -> b.findElement(By.id("events")).getText().contains("became the prophet"));
            waitFor(teacher).until(b -> b.findElement(By.id("events")).getText().contains("the prophet called"));
        } else {
            // A wrong string goes to the sideline: both cards hang under the starter on every screen.
            waitFor(teacher).until(b -> b.findElements(By.cssSelector("#mainline .sideline .card")).size() == 2);
        }
        for (WebDriver s : students) assertTrue(s.findElement(By.id("status")).getText().contains("Round 1"));
    }

    static WebDriver moverOf(WebDriver[] students) {
        for (WebDriver s : students) if (!s.findElements(By.cssSelector("#hand button.card")).isEmpty()) return s;
        return null;
    }

    /** "Add 10H to the string" -> "10". */
    static String rank(String label) {
        String card = label.replace("Add ", "").replace(" to the string", "").trim();
        return card.substring(0, card.length() - 1);
    }
}
