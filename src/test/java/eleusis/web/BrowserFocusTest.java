package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * A keyboard or screen-reader student's place on a live table (issue 12, part 7): every view the server
 * sends redraws the hand and the moves, and the focus must not fall to the top of the page. It stays on
 * the control that is still there (the card being picked), and goes to the verdict (the live region)
 * when the control pressed is gone.
 */
class BrowserFocusTest extends BrowserTestBase {

    @Test
    void eleusisARedrawKeepsTheFocusOnTheCardAndAPlayMovesItToTheVerdict() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "eleusis", 3, BrowserEleusisTest.RULE);
        WebDriver[] students = {join(code, "Ana"), join(code, "Bo"), join(code, "Cy")};
        WebDriver mover = waitFor(teacher).until(b -> BrowserEleusisTest.moverOf(students));

        WebElement card = mover.findElements(By.cssSelector("#hand button.card")).get(1);
        String id = card.getAttribute("data-id");
        card.sendKeys(Keys.ENTER); // picked by keyboard: the card is drawn again, pressed, and keeps the focus
        waitFor(mover).until(b -> "true".equals(b.findElement(By.cssSelector("#hand [data-id='" + id + "']")).getAttribute("aria-pressed")));
        assertEquals(id, focused(mover).getAttribute("data-id"));

        // The teacher pauses the class: a new view redraws the whole hand; the focus stays on the same card.
        teacher.findElement(By.cssSelector("form[action$='/pause-all'] button")).click();
        waitFor(mover).until(b -> b.findElement(By.id("table")).getAttribute("class").contains("held"));
        assertEquals(id, focused(mover).getAttribute("data-id"), "a redraw keeps the focus on the card: " + describe(mover));
        teacher.findElement(By.cssSelector("form[action$='/resume-all'] button")).click();
        waitFor(mover).until(b -> !b.findElement(By.id("table")).getAttribute("class").contains("held"));
        assertEquals(id, focused(mover).getAttribute("data-id"), describe(mover));

        // A student who put the focus elsewhere (here: nowhere) keeps it there through the redraws that follow.
        ((JavascriptExecutor) mover).executeScript("document.activeElement.blur()");
        for (String then : new String[] {"pause-all", "resume-all"}) {
            teacher.findElement(By.cssSelector("form[action$='/" + then + "'] button")).click();
            boolean held = then.equals("pause-all");
            waitFor(mover).until(b -> b.findElement(By.id("table")).getAttribute("class").contains("held") == held);
        }
        assertEquals("body", focused(mover).getTagName(), "no redraw takes the focus back: " + describe(mover));

        // The play: its button goes away with the turn; the focus goes to the verdict, which says what happened.
        mover.findElement(By.id("play-selected")).sendKeys(Keys.ENTER);
        waitFor(mover).until(b -> b.findElement(By.id("events")).getText().contains("you played"));
        assertEquals("message", focused(mover).getAttribute("id"), describe(mover));
        assertEquals("-1", focused(mover).getAttribute("tabindex"));

        WebElement endTurn = mover.findElement(By.id("endturn"));
        if (endTurn.isEnabled()) { // a right play: the turn is ended by keyboard too, and the button goes off
            endTurn.sendKeys(Keys.ENTER);
            waitFor(mover).until(b -> !b.findElement(By.id("endturn")).isEnabled());
            assertEquals("message", focused(mover).getAttribute("id"), describe(mover));
        }
    }

    @Test
    void expressOnAPhoneTheVerdictTakesTheFocusOfThePlayedCard() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "express", 2, "card.color != last.color");
        WebDriver ana = join(code, "Ana"), bo = join(code, "Bo");
        for (WebDriver phone : new WebDriver[] {ana, bo}) phone.manage().window().setSize(new Dimension(390, 844));
        WebDriver mover = waitFor(ana).until(b -> myTurn(ana) ? ana : myTurn(bo) ? bo : null);
        WebElement card = mover.findElements(By.cssSelector("#hand button.card")).get(2);
        card.sendKeys(Keys.ENTER);
        waitFor(mover).until(b -> b.findElement(By.id("message")).getText().contains("you played"));
        WebElement now = focused(mover);
        assertNotEquals("body", now.getTagName());
        assertEquals("message", now.getAttribute("id"), describe(mover));
    }

    @Test
    void anExtraModeKeepsTheFocusOffThePageTopAfterACardIsLaid() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "elementa", 4, null); // the computer takes the other three seats
        long table = tableOf(code);
        WebDriver ana = join(code, "Ana");
        waitFor(ana).until(b -> BrowserElementaTest.playable(b).size() == 3);
        // Where the focus is after each redraw of the board or the moves (the computers answer at once, so
        // the hand may be back before the test looks: each redraw is noted as it happens).
        ((JavascriptExecutor) ana).executeScript("window.focusSeen = [];"
                + "var note = new MutationObserver(function () { var a = document.activeElement;"
                + "  window.focusSeen.push(a === document.body ? 'body' : a.id ? '#' + a.id : a.closest('#hand') ? 'card' : a.tagName); });"
                + "['board', 'actions'].forEach(function (id) { note.observe(document.getElementById(id), { childList: true, subtree: true }); });");
        BrowserElementaTest.playable(ana).get(0).sendKeys(Keys.ENTER);
        waitFor(ana).until(b -> db.actionLog().load(table).stream().anyMatch(a -> a.seat() == 0));
        waitFor(ana).until(b -> !((List<?>) ((JavascriptExecutor) b).executeScript("return window.focusSeen")).isEmpty());
        List<?> seen = (List<?>) ((JavascriptExecutor) ana).executeScript("return window.focusSeen");
        assertFalse(seen.contains("body"), "after every redraw the focus is on the next card or the verdict: " + seen);
        assertTrue(seen.get(0).equals("#message") || seen.get(0).equals("card"), seen.toString());
    }

    private static boolean myTurn(WebDriver phone) {
        return phone.findElement(By.id("table")).getAttribute("class").contains("my-turn");
    }

    static WebElement focused(WebDriver b) {
        return b.switchTo().activeElement();
    }

    static String describe(WebDriver b) {
        WebElement e = focused(b);
        return "focus on <" + e.getTagName() + " id=" + e.getAttribute("id") + " data-id=" + e.getAttribute("data-id") + ">";
    }
}
