package eleusis.web;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What a phone shows without scrolling (issue 24, part 4): where the controls a student needs lie,
 * whether each is inside the first screen (the page's top {@code innerHeight} pixels, scrolled to
 * the top or not) and whether something else, the sticky bar above all, covers it; and a line per
 * block of the page, top to bottom, for the report.
 */
final class FirstScreen {
    private FirstScreen() {
    }

    /**
     * Each rendered element {@code css} names: its place in the page and what is wrong with it
     * (outside the screen as it is scrolled now, below the first screen, or covered at its centre or a
     * quarter from its top or bottom by an element that is neither it, inside it nor around it).
     */
    private static final String MEASURE = """
            var css = arguments[0], firstScreen = arguments[1], out = [];
            function name(e) {
              if (!e) return 'nothing';
              var cls = typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '';
              return e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + cls;
            }
            function pinned(e) {
              for (; e && e !== document.documentElement; e = e.parentElement) {
                var p = getComputedStyle(e).position;
                if (p === 'fixed' || p === 'sticky') return e;
              }
              return null;
            }
            document.querySelectorAll(css).forEach(function (e) {
              if (!e.getClientRects().length || getComputedStyle(e).visibility === 'hidden') return;
              var r = e.getBoundingClientRect(), problems = [];
              if (r.top < -0.5 || r.bottom > innerHeight + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5) problems.push('outside the screen');
              if (firstScreen && r.bottom + scrollY > innerHeight + 0.5) problems.push('below the first screen');
              [0.25, 0.5, 0.75].forEach(function (f) {
                var hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height * f);
                if (!hit) { problems.push('nothing at ' + f); return; }
                if (e === hit || e.contains(hit) || hit.contains(e)) return;
                var pin = pinned(hit);
                problems.push('covered by ' + name(hit) + (pin ? ' in ' + name(pin) : ''));
              });
              var label = e.getAttribute('aria-label') || e.textContent.trim().replace(/\\s+/g, ' ').slice(0, 40);
              out.push({ what: name(e) + (label ? ' "' + label + '"' : ''), top: Math.round(r.top + scrollY),
                bottom: Math.round(r.bottom + scrollY), problems: problems.filter(function (p, i, all) { return all.indexOf(p) === i; }).join('; ') });
            });
            return out;
            """;

    /**
     * Makes the page's screen exactly {@code width}x{@code height} CSS pixels, as a phone's is (a
     * headless window of that size has a smaller viewport); 0x0 goes back to the window's own.
     */
    static void screen(WebDriver b, int width, int height) throws InterruptedException {
        Map<String, Object> metrics = Map.of("width", width, "height", height, "deviceScaleFactor", width == 0 ? 0 : 1,
                "mobile", width > 0 && width < 800);
        if (width == 0) ((ChromeDriver) b).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        else ((ChromeDriver) b).executeCdpCommand("Emulation.setDeviceMetricsOverride", metrics);
        painted(b);
    }

    /**
     * Waits until the page has painted twice: a rendering update runs the resize steps (the page's
     * own redraw for its new size) before the frame's callbacks, so the page is drawn at its new
     * size by then. (A fixed 150 ms sleep stood here.)
     */
    static void painted(WebDriver b) {
        ((JavascriptExecutor) b).executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " requestAnimationFrame(function () { requestAnimationFrame(function () { done(); }); });");
    }

    /** With -Dscreenshots=DIR: the screen as it is now, as DIR/name.png. */
    static void shoot(WebDriver b, String name) throws Exception {
        String dir = System.getProperty("screenshots");
        if (dir == null) return;
        Thread.sleep(200);
        Files.createDirectories(Path.of(dir));
        Files.write(Path.of(dir, name + ".png"), ((TakesScreenshot) b).getScreenshotAs(OutputType.BYTES));
    }

    /**
     * The problems of every element {@code css} names, one line each; empty when all are in sight,
     * and with {@code firstScreen} on the first screen too.
     */
    static List<String> problems(WebDriver b, String css, boolean firstScreen) {
        List<String> out = new ArrayList<>();
        for (Map<String, Object> e : measure(b, css, firstScreen)) {
            String p = (String) e.get("problems");
            if (!p.isEmpty()) out.add(e.get("what") + " at " + e.get("top") + "-" + e.get("bottom") + ": " + p);
        }
        return out;
    }

    /** How many elements {@code css} names are rendered. */
    static int count(WebDriver b, String css) {
        return measure(b, css, false).size();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> measure(WebDriver b, String css, boolean firstScreen) {
        return (List<Map<String, Object>>) ((JavascriptExecutor) b).executeScript(MEASURE, css, firstScreen);
    }

    /**
     * The page from its top: each block of {@code blocks} (label, selector pairs) that is rendered, with
     * its top and bottom in the page and the start of its text; then the screen's and the page's heights.
     */
    static String describe(WebDriver b, String... blocks) {
        StringBuilder out = new StringBuilder();
        JavascriptExecutor js = (JavascriptExecutor) b;
        for (int i = 0; i < blocks.length; i += 2) {
            Object line = js.executeScript("""
                    var e = document.querySelector(arguments[1]);
                    if (!e || !e.getClientRects().length) return null;
                    var r = e.getBoundingClientRect();
                    var text = (e.innerText || '').trim().replace(/\\s+/g, ' ');
                    return arguments[0] + ': ' + Math.round(r.top + scrollY) + '-' + Math.round(r.bottom + scrollY)
                      + (text ? ' "' + (text.length > 70 ? text.slice(0, 70) + '…' : text) + '"' : '');
                    """, blocks[i], blocks[i + 1]);
            if (line != null) out.append("  ").append(line).append('\n');
        }
        out.append("  screen ").append(js.executeScript("return innerWidth + 'x' + innerHeight"))
                .append(", page ").append(js.executeScript("return document.documentElement.scrollHeight")).append(" px tall\n");
        return out.toString();
    }
}
