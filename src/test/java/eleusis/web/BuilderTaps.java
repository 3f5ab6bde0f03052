package eleusis.web;

import eleusis.rules.blocks.TapPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Plays a tap plan in the real builder of a page: each tap is a click on the button the builder draws
 * for that item (its data-item), as a student's finger would press it; a typed number goes into the
 * builder's keypad, then OK. The builder must be open.
 */
final class BuilderTaps {
    private BuilderTaps() {}

    /** One native click (WebDriver's) a tap: slow, as a finger is; for a few rules. */
    static void play(WebDriver b, List<TapPlan.Tap> plan) {
        for (TapPlan.Tap tap : plan) {
            WebElement item = BrowserTestBase.waitFor(b).until(x -> {
                List<WebElement> found = x.findElements(By.cssSelector("dialog.rule-builder[open] [data-item='" + tap.item() + "']"));
                return found.isEmpty() || !found.get(0).isDisplayed() ? null : found.get(0);
            });
            ((JavascriptExecutor) b).executeScript("arguments[0].scrollIntoView({block: 'center'})", item);
            item.click();
            if (tap.typed() != null) {
                WebElement entry = BrowserTestBase.waitFor(b).until(x -> x.findElement(By.id("rule-builder-entry")));
                entry.sendKeys(tap.typed());
                b.findElement(By.cssSelector("dialog.rule-builder [data-item='" + TapPlan.ENTRY_OK + "']")).click();
            }
        }
    }

    /**
     * The whole plan in one script: for each tap, the item's button is brought into view inside the
     * builder, must be the element a finger at its centre would touch (nothing covers it), and gets a
     * click event there; a typed number is put in the keypad's field, then OK is clicked the same way.
     * Answers the problems met (empty when every tap landed).
     */
    @SuppressWarnings("unchecked")
    static List<String> playFast(WebDriver b, List<TapPlan.Tap> plan) {
        List<Map<String, String>> taps = new ArrayList<>();
        for (TapPlan.Tap t : plan) taps.add(t.typed() == null ? Map.of("item", t.item()) : Map.of("item", t.item(), "typed", t.typed()));
        return (List<String>) ((JavascriptExecutor) b).executeScript(
                "var taps = arguments[0], problems = [];"
                        + "function press(id) {"
                        + "  var e = document.querySelector('dialog.rule-builder[open] [data-item=\"' + id + '\"]');"
                        + "  if (!e) { problems.push('no button for ' + id); return false; }"
                        + "  e.scrollIntoView({ block: 'center' });"
                        + "  var r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;"
                        + "  var hit = document.elementFromPoint(x, y);"
                        + "  if (r.width < 44 - 0.5 || r.height < 44 - 0.5) problems.push(id + ' is smaller than 44 px: ' + r.width + 'x' + r.height);"
                        + "  if (!hit || !e.contains(hit)) { problems.push(id + ' is covered by ' + (hit ? hit.outerHTML.slice(0, 80) : 'nothing')); return false; }"
                        + "  e.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y, view: window }));"
                        + "  return true;"
                        + "}"
                        + "for (var i = 0; i < taps.length; i++) {"
                        + "  if (!press(taps[i].item)) break;"
                        + "  if (taps[i].typed) {"
                        + "    var f = document.getElementById('rule-builder-entry');"
                        + "    if (!f) { problems.push('no keypad after ' + taps[i].item); break; }"
                        + "    f.value = taps[i].typed;"
                        + "    if (!press('" + TapPlan.ENTRY_OK + "')) break;"
                        + "  }"
                        + "}"
                        + "return problems;", taps);
    }
}
