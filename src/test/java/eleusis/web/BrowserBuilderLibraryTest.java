package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.analysis.Equivalence;
import eleusis.library.LibraryRule;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.rules.blocks.Block;
import eleusis.rules.blocks.Blocks;
import eleusis.rules.blocks.LibraryRules;
import eleusis.rules.blocks.TapPlan;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * Every rule of the library (and so of every lesson plan) is built in the real builder by its tap
 * plan: one click a tap on the buttons builder.js draws, on a 390x844 phone, from an empty rule box to
 * "Done". The box then holds the rule exactly (its canonical form, and equivalent by Equivalence).
 */
class BrowserBuilderLibraryTest extends BrowserTestBase {
    @Test
    void everyLibraryRuleIsBuiltByTapsInTheBrowser() throws Exception {
        WebDriver phone = browser();
        phone.manage().window().setSize(new Dimension(390, 844));
        phone.get(base + "/?lang=es");
        List<String> problems = new ArrayList<>();
        int rules = 0;
        for (LibraryRule r : LibraryRules.all().values()) {
            rules++;
            Block tree = Blocks.of(r.compiled()).orElseThrow();
            List<TapPlan.Tap> plan = TapPlan.plan(tree);
            ((JavascriptExecutor) phone).executeScript("document.getElementById('rule').value = ''");
            phone.findElement(By.cssSelector("[data-builder-for='rule']")).click();
            List<String> stopped = BuilderTaps.playFast(phone, plan);
            if (!stopped.isEmpty()) {
                problems.add(r.name() + ": " + stopped);
                ((JavascriptExecutor) phone).executeScript("var d = document.querySelector('dialog.rule-builder'); if (d.open) d.close();"
                        + "sessionStorage.clear();");
                continue;
            }
            String written = phone.findElement(By.id("rule")).getAttribute("value");
            RuleResult back = Rule.compile(written);
            if (!back.ok()) {
                problems.add(r.name() + ": the box holds what is not a rule: " + written);
            } else if (!written.equals(r.compiled().canonical())) {
                problems.add(r.name() + ": the box holds " + written + ", not " + r.compiled().canonical());
            } else if (!Equivalence.decide(r.compiled(), back.rule()).equivalent()) {
                problems.add(r.name() + ": the rule built differs from the library's");
            }
            assertFalse((Boolean) ((JavascriptExecutor) phone).executeScript("return document.querySelector('dialog.rule-builder').open"),
                    "Done closes the builder");
        }
        assertEquals(List.of(), problems);
        assertTrue(rules >= 46, "every rule of the library: " + rules);
    }
}
