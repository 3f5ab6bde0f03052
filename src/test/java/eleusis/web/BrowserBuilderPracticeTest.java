package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.rules.Rule;
import eleusis.rules.blocks.Blocks;
import eleusis.rules.blocks.TapPlan;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;

/**
 * Solo practice in Italian on a 390x844 phone: the guess is built with pieces (the typed box stays, and
 * is what the form sends), judged right, and the end shows the rule as pieces in Italian.
 */
class BrowserBuilderPracticeTest extends BrowserTestBase {
    @Test
    void aPracticeGuessIsBuiltWithPiecesAndTheEndShowsTheRuleAsPieces() throws Exception {
        WebDriver phone = browser();
        phone.manage().window().setSize(new Dimension(390, 844));
        phone.get(base + "/practice?lang=it");
        phone.findElement(By.cssSelector("input[name=level][value='1']")).click();
        phone.findElement(By.cssSelector(".practice-start button")).click();
        waitFor(phone).until(b -> b.getCurrentUrl().matches(".*/practice/[A-Za-z0-9_-]{43}(#.*)?"));
        phone.findElements(By.cssSelector(".practice-hand button.card")).get(0).click();
        waitFor(phone).until(b -> b.findElement(By.cssSelector(".practice-turn")).getText().startsWith("Turno 1"));

        String rule = db.jdbi().withHandle(h -> h.createQuery("SELECT rule_text FROM practice_games").mapTo(String.class).one());
        assertEquals("Costruisci con i pezzi", phone.findElement(By.cssSelector("button.builder-open[data-builder-for='guess-text']")).getText());
        phone.findElement(By.cssSelector("button.builder-open[data-builder-for='guess-text']")).click();
        BuilderTaps.play(phone, TapPlan.plan(Blocks.of(rule).orElseThrow()));
        String built = phone.findElement(By.id("guess-text")).getAttribute("value");
        assertEquals(Rule.compile(rule).rule().canonical(), built);
        waitFor(phone).until(b -> !b.findElement(By.id("guess-live")).getText().isEmpty()); // checked as if typed
        phone.findElement(By.cssSelector("#guess button[type=submit]")).click();
        waitFor(phone).until(b -> !b.findElements(By.cssSelector(".practice-end")).isEmpty());
        assertTrue(phone.findElement(By.cssSelector(".practice-end h2")).getText().contains("Hai trovato"),
                phone.findElement(By.cssSelector(".practice-end h2")).getText());

        waitFor(phone).until(b -> !b.findElements(By.cssSelector(".practice-end .rule-blocks .blk")).isEmpty());
        String pieces = BrowserBuilderPhoneTest.seen(phone, ".practice-end .rule-blocks");
        assertTrue(pieces.startsWith("la carta") || pieces.contains("della carta"), pieces);
        assertFalse(pieces.matches("(?i).*\\b(card|is|the|rank)\\b.*"), "no English in the pieces: " + pieces);
        shoot(phone, "practice-end-it-390", 390, 844, ".practice-end");
    }
}
