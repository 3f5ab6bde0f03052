package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Alert;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The teacher's rule collection in a browser (issue 12, part 7): a save lands back on the page (a reload
 * posts nothing again), Delete asks first, a .rules file comes in through the file picker, and a rule
 * error with a long line scrolls inside its box without widening a phone's page. With
 * {@code -Dscreenshots=DIR} it leaves PNGs of the page there (to look at, not to commit).
 */
class BrowserCollectionTest extends BrowserTestBase {

    @Test
    void saveReloadDeleteAfterAskingAndImportAFile() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        waitFor(teacher).until(b -> b.getCurrentUrl().endsWith("/sessions"));
        teacher.get(base + "/collection");
        fill(teacher, "name", "Reds");
        fill(teacher, "rule", "card is red");
        teacher.findElement(By.cssSelector("form[action='/collection'] button[type=submit]")).click();
        waitFor(teacher).until(b -> b.findElement(By.cssSelector(".form-ok")).getText().contains("Saved \u201cReds\u201d."));
        assertEquals(base + "/collection", teacher.getCurrentUrl());
        teacher.navigate().refresh(); // a GET: nothing is posted again, and the message has been said
        assertTrue(teacher.findElements(By.cssSelector(".form-ok")).isEmpty());
        assertEquals(1, teacher.findElements(By.cssSelector("table.verdicts tbody tr")).size());

        // Delete asks first; "Cancel" keeps the rule, "OK" deletes it.
        teacher.findElement(By.cssSelector("form[action$='/delete'] button")).click();
        Alert ask = waitFor(teacher).until(b -> b.switchTo().alert());
        assertEquals("Delete \u201cReds\u201d from your collection? This cannot be undone.", ask.getText());
        ask.dismiss();
        assertEquals(1, teacher.findElements(By.cssSelector("table.verdicts tbody tr")).size(), "cancelled: still there");
        teacher.findElement(By.cssSelector("form[action$='/delete'] button")).click();
        waitFor(teacher).until(b -> b.switchTo().alert()).accept();
        waitFor(teacher).until(b -> b.findElement(By.cssSelector(".form-ok")).getText().contains("Deleted."));
        assertTrue(teacher.findElements(By.cssSelector("table.verdicts")).isEmpty());

        // The file picker: a .rules file from the teacher's disk.
        Path file = Files.writeString(data.resolve("golden.rules"),
                "name: Reds\nlevel: 1\nsource: classic\ndescription: Red cards only.\nrule: card is red\n"
                        + "---\nname: Faces\nlevel: 2\nsource: classic\ndescription: Faces only.\nrule: card is face\n");
        teacher.findElement(By.id("upload")).sendKeys(file.toString());
        teacher.findElement(By.cssSelector("form[action='/collection/import'] button[type=submit]")).click();
        waitFor(teacher).until(b -> b.findElement(By.cssSelector(".form-ok")).getText().contains("Imported 2 rules."));
        assertEquals(2, teacher.findElements(By.cssSelector("table.verdicts tbody tr")).size());
        shoot(teacher, "collection-1920", 1920, 1080);
        teacher.manage().window().setSize(new Dimension(390, 844));
        assertEquals("", ((JavascriptExecutor) teacher).executeScript("var wide = [];"
                + "document.querySelectorAll('main *').forEach(function (e) { var r = e.getBoundingClientRect();"
                + " if (r.right > document.documentElement.clientWidth + 0.5) wide.push(e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(r.right)); });"
                + "return wide.join(', ')"), "nothing wider than a phone's page");
        shoot(teacher, "collection-390", 390, 844);
        shoot(teacher, "collection-390-forms", 390, 844, "form[action='/collection/import']");
    }

    @Test
    void aRuleErrorOnALongLineScrollsInsideItsBoxOnAPhone() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        waitFor(teacher).until(b -> b.getCurrentUrl().endsWith("/sessions"));
        teacher.manage().window().setSize(new Dimension(390, 844));
        teacher.get(base + "/collection");
        String rule = "card is red and ".repeat(18) + "card.rank >="; // one line, 300 characters
        assertEquals(300, rule.length());
        fill(teacher, "name", "Long");
        fill(teacher, "rule", rule);
        teacher.findElement(By.cssSelector("form[action='/collection'] button[type=submit]")).click();
        WebElement box = waitFor(teacher).until(b -> b.findElement(By.cssSelector("pre.issue")));
        assertTrue(box.getText().contains("1:301"), box.getText());
        assertEquals("Long", teacher.findElement(By.id("name")).getAttribute("value"), "the name typed is kept");
        assertEquals(rule, teacher.findElement(By.id("rule")).getAttribute("value"), "the rule typed is kept");
        JavascriptExecutor js = (JavascriptExecutor) teacher;
        assertEquals(Boolean.TRUE, js.executeScript("return document.documentElement.scrollWidth <= window.innerWidth"),
                "the page does not scroll sideways");
        assertEquals(Boolean.TRUE, js.executeScript("var p = document.querySelector('pre.issue');"
                + "return p.scrollWidth > p.clientWidth && getComputedStyle(p).overflowX === 'auto'"), "the box scrolls");
        // The caret stays under the spot: the line and the caret line keep their columns (no wrapping).
        String text = (String) js.executeScript("return document.querySelector('pre.issue').textContent");
        String[] lines = text.split("\n");
        int caret = lines[lines.length - 1].indexOf('^');
        // A long line is echoed around the spot (the rule checker clips it); the caret is under its end.
        String echoed = lines[lines.length - 2];
        assertTrue(caret > 0 && echoed.substring(0, Math.min(caret, echoed.length())).stripTrailing().endsWith("card.rank >="), text);
        assertEquals("pre", js.executeScript("return getComputedStyle(document.querySelector('pre.issue')).whiteSpace"));
        shoot(teacher, "error-390", 390, 844, "pre.issue");
        js.executeScript("var p = document.querySelector('pre.issue'); p.scrollLeft = p.scrollWidth;");
        shoot(teacher, "error-390-scrolled", 390, 844, "pre.issue");
        shoot(teacher, "error-1920", 1920, 1080, "pre.issue");
        assertFalse(text.isBlank());
    }
}
