package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * A student's table on a 390x844 phone (issue 12, part 3): no teacher navigation, the turn and the
 * last verdict in a bar that stays at the top, the tab's title saying when it is their turn, a
 * guess's verdict beside the guess box, and the cards looking paused while the table waits.
 */
class BrowserPhoneTest extends BrowserTestBase {
    @Test
    void aStudentFindsTheTurnTheVerdictAndTheGuessResultOnOneScreen() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "express", 2, "card.color != last.color");
        WebDriver ana = join(code, "Ana");
        WebDriver bo = join(code, "Bo");
        for (WebDriver phone : new WebDriver[] {ana, bo}) phone.manage().window().setSize(new Dimension(390, 844));
        for (WebDriver phone : new WebDriver[] {ana, bo}) {
            waitFor(phone).until(b -> b.findElement(By.id("status")).getText().contains("Round 1"));
            assertTrue(phone.findElements(By.cssSelector("header a[href='/collection']")).isEmpty(), "no teacher navigation");
            assertFalse(phone.findElements(By.cssSelector("details.language-menu")).isEmpty(), "languages in a menu");
            assertEquals("sticky", ((JavascriptExecutor) phone).executeScript(
                    "return getComputedStyle(document.querySelector('.table .bar')).position"));
        }
        WebDriver mover = waitFor(ana).until(b -> myTurn(ana) ? ana : myTurn(bo) ? bo : null);
        WebDriver other = mover == ana ? bo : ana;
        assertTrue(mover.getTitle().startsWith("● Your turn"), mover.getTitle());
        assertFalse(other.getTitle().contains("Your turn"), other.getTitle());

        mover.findElement(By.cssSelector("#hand .card")).click();
        waitFor(mover).until(b -> b.findElement(By.id("message")).getText().contains("you played"));
        // A wrong guess: its verdict comes beside the box, in red, instead of the typed rule's reading.
        mover.findElement(By.id("guess")).sendKeys("card is red");
        waitFor(mover).until(b -> b.findElement(By.id("guess-check")).getText().startsWith("The card is red"));
        boolean rightPlay = mover.findElement(By.id("message")).getText().contains(": right");
        if (rightPlay) mover.findElement(By.id("guess-button")).click();
        // After a right play the guess is judged (wrong); after a wrong one it is refused (guesses follow a
        // right play): either way the answer is beside the box, in red, and the stale reading is gone.
        if (rightPlay) {
            try {
                waitFor(mover).until(b -> b.findElement(By.id("guess-check")).getText().startsWith("you guessed “card is red”: wrong"));
            } catch (org.openqa.selenium.TimeoutException e) {
                throw new AssertionError("beside the box: " + mover.findElement(By.id("guess-check")).getText() + "; message: "
                        + mover.findElement(By.id("message")).getText() + "; events: " + mover.findElement(By.id("events")).getText(), e);
            }
            assertTrue(mover.findElement(By.id("guess-check")).getAttribute("class").contains("bad"));
        } else { // after a wrong play there is no guess: the button says so by being off
            assertFalse(mover.findElement(By.id("guess-button")).isEnabled(), "a guess comes only after a correct play");
        }
        if (rightPlay) { // the counterexample drawn as cards, with what each rule says
            assertFalse(mover.findElements(By.cssSelector("#guess-check .counterexample img")).isEmpty());
            assertTrue(mover.findElement(By.cssSelector("#guess-check .counterexample")).getText().contains("your rule says"));
        }
        // The bar at the top still tells it, scrolled down to the guess box.
        ((JavascriptExecutor) mover).executeScript("document.getElementById('guess').scrollIntoView()");
        Number top = (Number) ((JavascriptExecutor) mover).executeScript("return document.querySelector('.table .bar').getBoundingClientRect().top");
        assertEquals(0, top.intValue(), "the bar stays at the top of the screen");

        // The cheat sheet writes the rule language's blocks into the guess box.
        mover.findElement(By.id("guess")).clear(); // still holds the guess when none could be sent
        mover.findElement(By.cssSelector(".cheat-sheet summary")).click();
        for (String block : new String[] {"card", ".color", "!=", "last", ".color"}) {
            mover.findElement(By.cssSelector(".cheat-sheet [data-insert='" + block + "']")).click();
        }
        assertEquals("card.color != last.color", mover.findElement(By.id("guess")).getAttribute("value").strip());
        waitFor(mover).until(b -> b.findElement(By.id("guess-check")).getText().startsWith("The card's colour differs"));
        assertTrue(mover.findElement(By.cssSelector("#guessform + .help")).getText().contains("only after a correct play"));

        // The script's texts take their plural forms as the server's do.
        Object plural = ((JavascriptExecutor) mover).executeScript(
                "var tr = EleusisLive.texts(document.getElementById('table'));"
                        + "return [tr('table.js.evPenaltyYou', 'x', 1), tr('table.js.evPenaltyYou', 'x', 3), tr('table.js.evPenalty', 'x', 'Bo', 1)];");
        assertEquals(List.of("you draw 1 penalty card", "you draw 3 penalty cards", "Bo draws 1 penalty card"), plural);

        // Paused: the cards look paused.
        teacher.get(base + "/sessions");
        teacher.findElement(By.cssSelector("ul a[href^='/sessions/']")).click();
        teacher.findElement(By.cssSelector("form[action$='/pause-all'] button")).click();
        waitFor(other).until(b -> b.findElement(By.id("table")).getAttribute("class").contains("held"));
        assertEquals("none", ((JavascriptExecutor) other).executeScript("return getComputedStyle(document.getElementById('hand')).pointerEvents"));
    }

    private static boolean myTurn(WebDriver phone) {
        return phone.findElement(By.id("table")).getAttribute("class").contains("my-turn");
    }
}
