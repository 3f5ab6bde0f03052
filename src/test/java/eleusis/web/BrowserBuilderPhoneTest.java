package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.rules.blocks.Blocks;
import eleusis.rules.blocks.TapPlan;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The builder on 390x844 phones in a class, by real clicks: a French student writes a hypothesis in
 * the notebook with pieces; a Spanish student's typed guess opens in the builder as pieces in Spanish,
 * then the student builds the secret rule, sends it as an Express guess and is judged right; the
 * revealed rule is drawn as pieces in each student's language. The open builder fills the screen,
 * every target is at least 44 px and uncovered, and axe finds nothing. Screenshots with -Dscreenshots=DIR.
 */
class BrowserBuilderPhoneTest extends BrowserTestBase {
    private static final String RULE = "card is red";

    @Test
    void studentsBuildRulesWithPiecesInTheirLanguageAndAGuessIsJudgedRight() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "express", 2, RULE);
        WebDriver ana = join(code, "Ana", "es");
        WebDriver bo = join(code, "Bo", "fr");
        for (WebDriver phone : List.of(ana, bo)) {
            phone.manage().window().setSize(new Dimension(390, 844));
            waitFor(phone).until(b -> b.findElements(By.cssSelector("#hand .card")).size() > 0);
        }

        // Bo, in French: a hypothesis in the notebook, built with pieces.
        assertEquals("Construire avec des pièces", bo.findElement(By.cssSelector("button.builder-open[data-builder-for='note']")).getText());
        bo.findElement(By.cssSelector("button.builder-open[data-builder-for='note']")).click();
        String hypothesis = "card.suit != last.suit and card.rank > last.rank";
        List<TapPlan.Tap> plan = TapPlan.plan(Blocks.of(hypothesis).orElseThrow());
        BuilderTaps.play(bo, plan.subList(0, 4)); // and, the card's suit, differs from, the last card's suit
        fillsTheScreenWithBigUncoveredTargets(bo);
        assertTrue(seen(bo, ".rb-rule").contains("l’enseigne de la carte est différente de l’enseigne de la dernière carte et une condition"),
                seen(bo, ".rb-rule"));
        shoot(bo, "builder-fr-390", 390, 844);
        BuilderTaps.play(bo, plan.subList(4, plan.size()));
        assertEquals(hypothesis, bo.findElement(By.id("note")).getAttribute("value"));
        bo.findElement(By.cssSelector("#noteform button[type=submit]")).click();
        waitFor(bo).until(b -> b.findElement(By.id("notebook")).getText().contains(hypothesis));

        // Ana, in Spanish: a typed rule opens in the builder, as pieces in Spanish.
        ana.findElement(By.id("guess")).sendKeys("card.color != last.color");
        ana.findElement(By.cssSelector("button.builder-open[data-builder-for='guess']")).click();
        waitFor(ana).until(b -> b.findElements(By.cssSelector("dialog.rule-builder[open] .rb-rule .blk-compare")).size() == 1);
        String shown = seen(ana, ".rb-rule");
        assertTrue(shown.contains("el color de la carta es distinto del color de la última carta"), shown);
        assertTrue(ana.findElement(By.cssSelector(".rb-palette")).getText().contains("La regla está completa"));
        fillsTheScreenWithBigUncoveredTargets(ana);
        List<String> violations = axe(ana);
        assertEquals(List.of(), violations, "the open builder has no accessibility violations");
        shoot(ana, "builder-es-typed-390", 390, 844);
        // Start again from an empty rule: the secret rule, by taps.
        ana.findElement(By.cssSelector(".rb-close")).click();
        ana.findElement(By.id("guess")).clear();
        ana.findElement(By.cssSelector("button.builder-open[data-builder-for='guess']")).click();
        List<TapPlan.Tap> guess = TapPlan.plan(Blocks.of(RULE).orElseThrow());
        BuilderTaps.play(ana, guess.subList(0, 1));
        assertTrue(ana.findElement(By.cssSelector(".rb-palette")).getText().contains("Elige cómo es"));
        assertTrue(ana.findElement(By.cssSelector(".rb-palette")).getText().contains("roja"));
        shoot(ana, "builder-es-390", 390, 844);
        BuilderTaps.play(ana, guess.subList(1, guess.size()));
        assertEquals(RULE, ana.findElement(By.id("guess")).getAttribute("value"));
        Texts es = Texts.of("es", null);
        waitFor(ana).until(b -> b.findElement(By.id("guess-check")).getText().startsWith("La carta es roja"));

        // A right play (a red card) lets Ana guess; Bo plays whatever when it is his turn.
        for (int turn = 0; turn < 30; turn++) {
            WebDriver mover = waitFor(ana).until(b -> myTurn(ana) ? ana : myTurn(bo) ? bo : null);
            if (mover == bo) {
                tap(bo, bo.findElement(By.cssSelector("#hand .card")));
                // A right play (a red card) keeps the turn: Bo ends it.
                waitFor(bo).until(b -> !myTurn(b) || b.findElement(By.id("endturn")).isEnabled());
                if (myTurn(bo)) {
                    tap(bo, bo.findElement(By.id("endturn")));
                    waitFor(bo).until(b -> !myTurn(b));
                }
                continue;
            }
            List<WebElement> red = ana.findElements(By.cssSelector("#hand button.card img[src*='H.svg'], #hand button.card img[src*='D.svg']"));
            if (red.isEmpty()) {
                tap(ana, ana.findElement(By.cssSelector("#hand .card")));
                waitFor(ana).until(b -> !myTurn(b));
                continue;
            }
            tap(ana, red.get(0));
            waitFor(ana).until(b -> b.findElement(By.id("guess-button")).isEnabled());
            break;
        }
        assertEquals(RULE, ana.findElement(By.id("guess")).getAttribute("value"), "the built guess is still in the box");
        tap(ana, ana.findElement(By.id("guess-button")));
        String right = es.get("table.js.evGuessYou", RULE, es.get("table.js.verdictRight"));
        waitFor(ana).until(b -> b.findElement(By.id("guess-check")).getText().startsWith(right));

        // The teacher reveals the rule: each student sees it as pieces in their own language.
        teacher.navigate().refresh();
        teacher.findElement(By.cssSelector("form[action$='/reveal-all']")).submit();
        try {
            teacher.switchTo().alert().accept(); // "Show every rule?"
        } catch (org.openqa.selenium.NoAlertPresentException none) {
            // submit() skips the form's submit event in some drivers: no question was asked
        }
        waitFor(ana).until(b -> b.findElements(By.cssSelector("#banner .rule-blocks .blk-is")).size() == 1);
        assertEquals("la carta es roja", seen(ana, "#banner .rule-blocks"));
        waitFor(bo).until(b -> b.findElements(By.cssSelector("#banner .rule-blocks .blk-is")).size() == 1);
        assertEquals("la carte est rouge", seen(bo, "#banner .rule-blocks"));
        ((JavascriptExecutor) ana).executeScript("document.getElementById('banner').scrollIntoView()");
        shoot(ana, "revealed-es-390", 390, 844, "#banner");
    }

    /** What the eye reads in an element: its text without what only screen readers get, spaces made single. */
    static String seen(WebDriver b, String css) {
        return ((String) ((JavascriptExecutor) b).executeScript(
                "var out = []; (function walk(e) { e.childNodes.forEach(function (c) {"
                        + "  if (c.nodeType === 3) out.push(c.textContent);"
                        + "  else if (c.nodeType === 1 && !c.classList.contains('sr-only')) walk(c); }); })(document.querySelector(arguments[0]));"
                        + "return out.join(' ');", css)).replaceAll("\\s+", " ").replace(" ,", ",").strip();
    }

    /** A click in the middle of the screen, clear of the page's sticky bar (the page's layout is not this test's). */
    static void tap(WebDriver b, WebElement e) {
        ((JavascriptExecutor) b).executeScript("arguments[0].scrollIntoView({ block: 'center' })", e);
        e.click();
    }

    static boolean myTurn(WebDriver b) {
        return b.findElement(By.id("table")).getAttribute("class").contains("my-turn");
    }

    /**
     * The open builder covers the whole screen (nothing of the page, no sticky bar, over it), and every
     * button in sight is at least 44 px and is what a finger at its centre touches.
     */
    @SuppressWarnings("unchecked")
    private static void fillsTheScreenWithBigUncoveredTargets(WebDriver b) {
        Map<String, Object> r = (Map<String, Object>) ((JavascriptExecutor) b).executeScript(
                "var d = document.querySelector('dialog.rule-builder[open]'), r = d.getBoundingClientRect(), bad = [];"
                        + "d.querySelectorAll('button').forEach(function (e) {"
                        + "  var q = e.getBoundingClientRect();"
                        + "  if (q.width === 0 || q.bottom <= 0 || q.top >= innerHeight) return;"
                        + "  var host = e.closest('.rb-rule, .rb-palette');"
                        + "  if (host) { var h = host.getBoundingClientRect(); if (q.bottom <= h.top || q.top >= h.bottom) return;"
                        + "    if (q.top < h.top || q.bottom > h.bottom) return; }"
                        + "  if (e.closest('.rb-item') && e.closest('.rb-item') !== e) return;"
                        + "  if (q.width < 43.5 || q.height < 43.5) bad.push('small: ' + e.textContent.trim().slice(0, 30) + ' ' + q.width + 'x' + q.height);"
                        + "  var hit = document.elementFromPoint(q.left + q.width / 2, q.top + q.height / 2);"
                        + "  if (!hit || !e.contains(hit)) bad.push('covered: ' + e.textContent.trim().slice(0, 30));"
                        + "});"
                        + "return { top: r.top, left: r.left, width: r.width, height: r.height, vw: innerWidth, vh: innerHeight, bad: bad };");
        assertEquals(0, ((Number) r.get("top")).intValue(), r.toString());
        assertEquals(0, ((Number) r.get("left")).intValue(), r.toString());
        assertEquals(((Number) r.get("vw")).intValue(), ((Number) r.get("width")).intValue(), r.toString());
        assertEquals(((Number) r.get("vh")).intValue(), ((Number) r.get("height")).intValue(), r.toString());
        assertEquals(List.of(), r.get("bad"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> axe(WebDriver b) {
        JavascriptExecutor js = (JavascriptExecutor) b;
        js.executeScript(axeSource());
        List<Map<String, Object>> found = (List<Map<String, Object>>) js.executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                        + "axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } })"
                        + ".then(function (r) { done(r.violations.map(function (v) {"
                        + "  return { id: v.id, target: String(v.nodes[0].target), html: v.nodes[0].html.slice(0, 160) }; })); })"
                        + ".catch(function (e) { done([{ id: 'axe failed: ' + e, target: '', html: '' }]); });");
        return found.stream().map(v -> v.get("id") + ": " + v.get("target") + " " + v.get("html")).toList();
    }

    private static String axeSource() {
        try (InputStream in = BrowserBuilderPhoneTest.class.getResourceAsStream("/axe.min.js")) {
            if (in == null) throw new IllegalStateException("axe.min.js is not on the test classpath");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
