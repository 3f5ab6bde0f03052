package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.rules.blocks.Blocks;
import eleusis.rules.blocks.TapPlan;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * A teacher's own rule, built with pieces in Italian on a 1920x1080 screen: in the session form (the
 * rule menu turns to "the rule I write" by itself) and in the next round's form on the console.
 */
class BrowserBuilderTeacherTest extends BrowserTestBase {
    @Test
    void aTeacherBuildsTheSecretRuleOfASessionAndOfTheNextRound() throws Exception {
        WebDriver teacher = browser();
        teacher.manage().window().setSize(new Dimension(1920, 1080));
        signUp(teacher);
        teacher.get(base + "/sessions?lang=it");
        fill(teacher, "title", "Terza ora");
        fill(teacher, "students", "2");
        Select choice = new Select(teacher.findElement(By.id("choice")));
        choice.selectByIndex(choice.getOptions().size() - 1); // a rule of the library, say
        String first = "card.rank > last.rank or card is face";
        teacher.findElement(By.cssSelector("[data-builder-for='rule']")).click();
        BuilderTaps.play(teacher, TapPlan.plan(Blocks.of(first).orElseThrow()));
        assertEquals(first, teacher.findElement(By.id("rule")).getAttribute("value"));
        assertEquals("written", choice.getFirstSelectedOption().getAttribute("value"), "the written rule is chosen with it");
        teacher.findElement(By.cssSelector("form[action='/sessions'] button[type=submit]")).click();
        waitFor(teacher).until(b -> b.findElements(By.cssSelector(".join-code strong")).size() == 1);
        pressStart(teacher);
        long table = db.tables().listBySession(db.classSessions().findByCode(
                teacher.findElement(By.cssSelector(".join-code strong")).getText()).orElseThrow().id()).get(0).id();
        assertTrue(teacher.findElement(By.tagName("main")).getText().contains(first), "the console shows the built rule");

        // The next round, with another built rule.
        teacher.findElement(By.cssSelector("form[action='/tables/" + table + "/end-round'] button")).click();
        try {
            teacher.switchTo().alert().accept();
        } catch (org.openqa.selenium.NoAlertPresentException none) {
            // no question asked
        }
        String prefix = "next" + table + "-";
        waitFor(teacher).until(b -> b.findElements(By.id(prefix + "rule")).size() == 1);
        String second = "if last is red then card is black else card.suit == last.suit";
        // The table's own next round is folded under the class's next step: opened first.
        teacher.findElement(By.cssSelector("#table-" + table + " details.next-round-choice summary")).click();
        teacher.findElement(By.cssSelector("[data-builder-for='" + prefix + "rule']")).click();
        BuilderTaps.play(teacher, TapPlan.plan(Blocks.of(second).orElseThrow()).subList(0, 5));
        shoot(teacher, "builder-it-1920", 1920, 1080);
        BuilderTaps.play(teacher, TapPlan.plan(Blocks.of(second).orElseThrow()).subList(5, TapPlan.plan(Blocks.of(second).orElseThrow()).size()));
        assertEquals(second, teacher.findElement(By.id(prefix + "rule")).getAttribute("value"));
        assertEquals("written", new Select(teacher.findElement(By.id(prefix + "choice"))).getFirstSelectedOption().getAttribute("value"));
        teacher.findElement(By.cssSelector("form[action='/tables/" + table + "/next'] button[type=submit]")).click();
        teacher.switchTo().alert().accept(); // "Deal round 2 at … with the rule you wrote: …?"
        waitFor(teacher).until(b -> b.findElement(By.tagName("main")).getText().contains(second));
    }
}
