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
import org.openqa.selenium.WebElement;

/**
 * Solo practice on a 390x844 phone: deal, play by tapping cards, ask the scientist, write in the
 * notebook, guess wrong (with a counterexample) and right, and reach the end with both paths; no
 * sideways scrolling on the way. Screenshots (-Dscreenshots=DIR) at 390x844 and 1920x1080.
 */
class BrowserPracticeTest extends BrowserTestBase {
    private static boolean fitsTheWidth(WebDriver b) {
        return (Boolean) ((JavascriptExecutor) b).executeScript(
                "return document.documentElement.scrollWidth <= document.documentElement.clientWidth");
    }

    private static String turn(WebDriver b) {
        return b.findElement(By.cssSelector(".practice-turn")).getText();
    }

    @Test
    void aStudentPlaysAsksGuessesAndSeesBothPathsOnAPhone() throws Exception {
        WebDriver phone = browser();
        phone.manage().window().setSize(new Dimension(390, 844));
        phone.get(base + "/?lang=en");
        // The workshop shares the script that checks a rule as it is typed.
        phone.findElement(By.id("rule")).sendKeys("card.suit < last.suit");
        waitFor(phone).until(b -> b.findElement(By.id("live")).getText().startsWith("1:1: suits have no order"));
        phone.findElement(By.cssSelector(".practice-invite a")).click();
        waitFor(phone).until(b -> b.getCurrentUrl().endsWith("/practice"));
        shoot(phone, "practice-start-390", 390, 844);
        assertTrue(fitsTheWidth(phone), "the start page fits the phone: " + ((JavascriptExecutor) phone).executeScript(
                "var w = document.documentElement.clientWidth; return Array.from(document.querySelectorAll('body *'))"
                        + ".filter(e => e.getBoundingClientRect().right > w + 1).map(e => e.tagName + '.' + e.className).join(' ')"));
        phone.findElement(By.cssSelector("input[name=level][value='2']")).click();
        phone.findElement(By.name("counterexamples")).click();
        phone.findElement(By.cssSelector(".practice-start button")).click();
        waitFor(phone).until(b -> b.getCurrentUrl().matches(".*/practice/[A-Za-z0-9_-]{43}(#.*)?"));
        String game = phone.getCurrentUrl().replaceAll("#.*", "");
        assertEquals("Turn 0 / 30", turn(phone));
        assertEquals(12, phone.findElements(By.cssSelector(".practice-hand button.card")).size());

        for (int i = 1; i <= 3; i++) {
            String expected = "Turn " + i + " / 30";
            phone.findElements(By.cssSelector(".practice-hand button.card")).get(0).click();
            waitFor(phone).until(b -> turn(b).equals(expected));
            assertTrue(phone.findElement(By.cssSelector(".practice-last")).getText().matches(".* was (accepted|refused)\\."));
            assertTrue(fitsTheWidth(phone), "no sideways scroll at turn " + i);
        }

        shoot(phone, "practice-top-390", 390, 844, "main");
        shoot(phone, "practice-top-1920", 1920, 1080, "main");
        phone.manage().window().setSize(new Dimension(390, 844));
        // The scientist may still be reading up when first asked: then it says so, and is asked again.
        for (int i = 0; i < 60; i++) {
            phone.findElement(By.cssSelector("#hint button")).click();
            waitFor(phone).until(b -> !b.findElements(By.cssSelector(".practice-hints li")).isEmpty()
                    || !b.findElements(By.cssSelector(".practice-error")).isEmpty());
            if (!phone.findElements(By.cssSelector(".practice-hints li")).isEmpty()) break;
            assertTrue(phone.findElement(By.cssSelector(".practice-error")).getText().contains("still thinking"));
            Thread.sleep(300);
        }
        WebElement hint = phone.findElement(By.cssSelector(".practice-hints li"));
        assertTrue(hint.getText().contains("Turn 3: the scientist would play"), hint.getText());
        assertTrue(hint.getText().contains("still fit the evidence") || hint.getText().contains("still fits the evidence"));
        assertTrue(phone.findElement(By.cssSelector(".practice-bar")).getText().contains("1 hint"));
        assertTrue(fitsTheWidth(phone));

        phone.findElement(By.id("note")).sendKeys("card.rank > 20");
        phone.findElement(By.cssSelector("#notebook button")).click();
        waitFor(phone).until(b -> b.findElements(By.cssSelector(".notes .note")).size() == 1);
        assertTrue(phone.findElement(By.cssSelector(".notes .note")).getText().contains("Refuted by"));

        // A guess the checker cannot read: its place shown, nothing counted.
        phone.findElement(By.id("guess-text")).sendKeys("card.suit < last.suit");
        phone.findElement(By.cssSelector("#guess button")).click();
        waitFor(phone).until(b -> !b.findElements(By.cssSelector(".practice-error .report")).isEmpty());
        assertTrue(phone.findElement(By.cssSelector(".practice-error")).getText().contains("suits have no order"));
        assertTrue(phone.findElement(By.cssSelector(".practice-bar")).getText().contains("no wrong guesses"));
        shoot(phone, "practice-parse-error-390", 390, 844, ".practice-error");
        assertTrue(fitsTheWidth(phone));

        phone.get(game);
        // Once a fresh run failed here, 7 s in, with no guess box in the page just loaded; not seen again in
        // runs alone or beside others. The box must still come (within the usual wait), and if it does
        // not, the page it was missing from is kept for whoever looks next.
        try {
            waitFor(phone).until(b -> !b.findElements(By.id("guess-text")).isEmpty());
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError("no guess box at turn 3 of a practice game; the page: "
                    + phone.getCurrentUrl() + "\n" + phone.findElement(By.tagName("body")).getText(), e);
        }
        phone.findElement(By.id("guess-text")).sendKeys("card.rank > 20");
        // Checked as it is typed, as in the workshop: its reading before it is sent.
        waitFor(phone).until(b -> b.findElement(By.id("guess-live")).getText().contains("higher than 20"));
        phone.findElement(By.cssSelector("#guess button")).click();
        waitFor(phone).until(b -> b.findElement(By.cssSelector(".practice-bar")).getText().contains("1 wrong guess"));
        assertFalse(phone.findElements(By.cssSelector(".practice-counterexamples li")).isEmpty(), "a case where they differ");
        shoot(phone, "practice-play-390", 390, 844);
        shoot(phone, "practice-table-390", 390, 844, "#layout-title");
        shoot(phone, "practice-play-1920", 1920, 1080);
        phone.manage().window().setSize(new Dimension(390, 844));

        phone.findElements(By.cssSelector(".practice-hand button.card")).get(0).click();
        waitFor(phone).until(b -> turn(b).equals("Turn 4 / 30"));
        String rule = db.jdbi().withHandle(h -> h.createQuery("SELECT rule_text FROM practice_games").mapTo(String.class).one());
        phone.findElement(By.id("guess-text")).sendKeys(rule);
        phone.findElement(By.cssSelector("#guess button")).click();
        waitFor(phone).until(b -> !b.findElements(By.cssSelector(".practice-end")).isEmpty());
        WebElement end = phone.findElement(By.cssSelector(".practice-end"));
        assertTrue(end.getText().contains("You found the rule!"));
        // 30 - 4 turns - 2 x 1 wrong guess - 1 hint
        assertEquals("23", phone.findElement(By.cssSelector(".practice-your-score")).getText());
        waitFor(phone).until(b -> {
            if (!b.findElements(By.cssSelector(".practice-paths")).isEmpty()) return true;
            b.navigate().refresh(); // the scientist was still reading up: its path comes with a reload
            return false;
        });
        List<WebElement> rows = phone.findElements(By.cssSelector(".practice-paths tbody tr"));
        assertTrue(rows.size() >= 4, "a row a turn, the student's and the scientist's");
        assertTrue(rows.get(0).getText().matches("(?s)1\\s.*[✓✗].*[✓✗].*"), rows.get(0).getText());
        assertTrue(fitsTheWidth(phone), "the end fits the phone");
        shoot(phone, "practice-end-390", 390, 844, ".practice-end");
        shoot(phone, "practice-paths-390", 390, 844, ".practice-paths");
        shoot(phone, "practice-end-1920", 1920, 1080, ".practice-end");
        phone.manage().window().setSize(new Dimension(390, 844));
        phone.findElement(By.linkText("Play again")).click();
        waitFor(phone).until(b -> b.getCurrentUrl().endsWith("/practice"));
        assertFalse(phone.findElements(By.cssSelector(".practice-go-on")).isEmpty(), "the last game is offered");
        // The same game in French: its texts (and the reading of the rule) in the student's language, still fitting.
        phone.get(game + "?lang=fr");
        assertTrue(phone.findElement(By.cssSelector(".practice-end")).getText().contains("Tu as trouvé la règle"));
        assertTrue(fitsTheWidth(phone), "the French end fits the phone");
        shoot(phone, "practice-end-fr-390", 390, 844, ".practice-end");
        // In French, the cards are French: faces drawn with French letters, read in French words, both paths named so.
        for (WebElement img : phone.findElements(By.cssSelector(".practice-mainline img"))) {
            assertTrue(img.getAttribute("src").endsWith("?lang=fr"), img.getAttribute("src"));
            assertTrue(img.getAttribute("alt").matches("(.*, )?(as|[2-9]|10|valet|dame|roi) de (pique|cœur|carreau|trèfle).*"),
                    img.getAttribute("alt"));
        }
        String paths = phone.findElement(By.cssSelector(".practice-paths")).getText();
        assertFalse(CardNamesTest.NOTATION.matcher(paths).find(), paths);
        assertTrue(paths.matches("(?s).*(10|[2-9AVDR])[\u2660\u2665\u2666\u2663] [✓✗].*"), paths);
        shoot(phone, "practice-paths-fr-390", 390, 844, ".practice-paths");
        shoot(phone, "practice-table-fr-390", 390, 844, "#layout-title");
        // Another rule at the same level, in one tap.
        phone.findElement(By.cssSelector(".practice-end form button")).click();
        waitFor(phone).until(b -> b.getCurrentUrl().matches(".*/practice/[A-Za-z0-9_-]{43}(#.*)?") && !b.getCurrentUrl().startsWith(game));
        assertEquals("Tour 0 / 30", turn(phone));
        assertTrue(phone.findElement(By.tagName("h1")).getText().contains("Niveau 2"));
    }
}
