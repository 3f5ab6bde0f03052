package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.ComputerKind;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * The teacher chooses who plays the empty seats in the table form and on the console, on a 390x844
 * phone and a 1920x1080 projector, without the page growing wider than the screen.
 */
class BrowserScientistSeatTest extends BrowserTestBase {
    @Test
    void theTeacherChoosesTheMachineScientistForTheEmptySeats() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = createSession(teacher, "title", "Period 3", "game", "eleusis", "rule", "card is red", "computers", "scientist");
        pressStart(teacher);
        long table = tableOf(code);
        assertEquals(ComputerKind.SCIENTIST, db.tables().find(table).orElseThrow().computers(), "chosen in the table form");

        String select = "#computers-" + table;
        assertEquals("scientist", new Select(teacher.findElement(By.cssSelector(select))).getFirstSelectedOption().getAttribute("value"));
        new Select(teacher.findElement(By.cssSelector(select))).selectByValue("lot");
        teacher.findElement(By.cssSelector("form[action='/tables/" + table + "/computers'] button")).click();
        waitFor(teacher).until(b -> db.tables().find(table).orElseThrow().computers() == ComputerKind.BY_LOT);
        assertEquals("lot", new Select(teacher.findElement(By.cssSelector(select))).getFirstSelectedOption().getAttribute("value"));

        for (int[] size : new int[][] {{390, 844}, {1920, 1080}}) {
            teacher.manage().window().setSize(new Dimension(size[0], size[1]));
            Thread.sleep(300);
            Number wide = (Number) ((JavascriptExecutor) teacher).executeScript("return document.documentElement.scrollWidth");
            Number view = (Number) ((JavascriptExecutor) teacher).executeScript("return document.documentElement.clientWidth");
            assertTrue(wide.intValue() <= view.intValue(), "the console fits " + size[0] + " wide: " + wide);
            shoot(teacher, "console-computers-" + size[0], size[0], size[1], "form.computers");
        }
    }
}
