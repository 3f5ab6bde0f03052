package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The builder with a keyboard alone (Enter on the focused piece, Escape to close), and what a student
 * does to a piece: undo, remove, replace (an "and" keeps what it replaces), and an unfinished rule
 * kept when the builder is closed.
 */
class BrowserBuilderKeyboardTest extends BrowserTestBase {
    @Test
    void aRuleIsBuiltWithTheKeyboardAndPiecesAreUndoneRemovedReplacedAndKept() throws Exception {
        WebDriver b = browser();
        b.get(base + "/?lang=en");
        WebElement open = b.findElement(By.cssSelector("[data-builder-for='rule']"));
        assertEquals("Build with pieces", open.getText());
        open.sendKeys(Keys.ENTER);
        waitFor(b).until(x -> focused(x).equals("cardIs"));
        active(b).sendKeys(Keys.ENTER); // the card is …
        waitFor(b).until(x -> focused(x).equals("pRed"));
        active(b).sendKeys(Keys.ENTER); // red
        waitFor(b).until(x -> focused(x).equals("finish"));
        assertTrue(b.findElement(By.cssSelector(".rb-status")).getText().startsWith("Chosen: the card is red"));
        active(b).sendKeys(Keys.ENTER); // Done
        waitFor(b).until(x -> !(Boolean) js(x, "return document.querySelector('dialog.rule-builder').open"));
        assertEquals("card is red", b.findElement(By.id("rule")).getAttribute("value"));
        assertEquals("rule", js(b, "return document.activeElement.getAttribute('data-builder-for')"), "focus back on the opener");
        waitFor(b).until(x -> x.findElement(By.id("live")).getText().startsWith("The card is red")); // checked as typed

        // Opened again on what it wrote: the pieces, at once. Select the piece by its word "is", and make it an "and".
        open.sendKeys(Keys.ENTER);
        waitFor(b).until(x -> x.findElements(By.cssSelector(".rb-rule .blk-is")).size() == 1);
        b.findElement(By.cssSelector(".rb-rule .blk-is > button.w")).click();
        assertTrue(b.findElement(By.cssSelector(".rb-choose")).getText().startsWith("Change it for another piece"));
        b.findElement(By.cssSelector(".rb-palette [data-item='and']")).click();
        assertEquals("the card is red and a condition", BrowserBuilderPhoneTest.seen(b, ".rb-rule"));
        b.findElement(By.cssSelector(".rb-palette [data-item='lastIsNot']")).click();
        b.findElement(By.cssSelector(".rb-palette [data-item='pClubs']")).click();
        assertEquals("the card is red and the last card is not ♣ a club", BrowserBuilderPhoneTest.seen(b, ".rb-rule"));
        // Undo twice: back to the empty place; remove the first part: two empty places.
        b.findElement(By.cssSelector(".rb-undo")).click();
        b.findElement(By.cssSelector(".rb-undo")).click();
        assertEquals("the card is red and a condition", BrowserBuilderPhoneTest.seen(b, ".rb-rule"));
        b.findElement(By.cssSelector(".rb-rule .blk-and .blk-is > button.w")).click();
        b.findElement(By.cssSelector(".rb-remove")).click();
        assertEquals("a condition and a condition", BrowserBuilderPhoneTest.seen(b, ".rb-rule"));
        // Done with empty places says so, and chooses the first.
        b.findElement(By.cssSelector(".rb-done")).click();
        assertTrue(b.findElement(By.cssSelector(".rb-status")).getText().startsWith("Fill the empty places first"));
        assertEquals("true", b.findElement(By.cssSelector(".rb-rule button.hole")).getAttribute("aria-current"));
        assertEquals("card is red", b.findElement(By.id("rule")).getAttribute("value"), "nothing written yet");

        // Escape closes; the unfinished rule is kept for this box.
        b.findElement(By.cssSelector(".rb-palette [data-item='cardIs']")).click();
        active(b).sendKeys(Keys.ESCAPE);
        waitFor(b).until(x -> !(Boolean) js(x, "return document.querySelector('dialog.rule-builder').open"));
        assertEquals("card is red", b.findElement(By.id("rule")).getAttribute("value"));
        b.navigate().refresh(); // even across a reload of the page
        b.findElement(By.cssSelector("[data-builder-for='rule']")).click();
        waitFor(b).until(x -> x.findElement(By.cssSelector(".rb-status")).getText().equals("Your unfinished rule was kept."));
        assertEquals("the card is red, even, ♠… and a condition", BrowserBuilderPhoneTest.seen(b, ".rb-rule"));
        assertFalse(b.findElements(By.cssSelector(".rb-palette [data-item='pRed']")).isEmpty(), "on at the first empty place");
    }

    private static String focused(WebDriver b) {
        Object id = js(b, "var a = document.activeElement; return a && a.getAttribute('data-item')");
        return id == null ? "" : id.toString();
    }

    private static WebElement active(WebDriver b) {
        return b.switchTo().activeElement();
    }

    private static Object js(WebDriver b, String script) {
        return ((JavascriptExecutor) b).executeScript(script);
    }
}
