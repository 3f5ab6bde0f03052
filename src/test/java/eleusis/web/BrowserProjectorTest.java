package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import eleusis.library.RuleLibrary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The class projector at 1920x1080 (issue 24, part 3), in real browsers, at every moment of a class:
 * the lobby, play, a round's end, the reveal, the game's end with its podium. With 1, 5, 7 and 8
 * tables (8 of 7 students: the largest class a lesson seats), in English, Spanish, French and Italian
 * side by side, each screen is measured: the page never scrolls, every table's box lies inside the
 * screen, no region's words are cut off, and no text anyone can see is smaller than 28 px. With
 * -Dscreenshots=DIR each screen is saved, and DIR/projector-fonts.txt lists the smallest text a stage.
 */
class BrowserProjectorTest extends BrowserTestBase {
    private static final String RULE = "card.color != last.color";
    private static final String LESSON = "almost-right";
    /** Names as a class writes them: accents, hyphens, a long one, a short one. */
    private static final List<String> NAMES = List.of("Lucía", "Mateo", "Valentina García-López", "Hugo", "Zoë", "Chloé",
            "Anne-Sophie Lefèvre", "Giulia", "Lorenzo", "Noah", "Sofía", "Martín", "Inès", "Léo", "Francesca", "Tommaso",
            "Álvaro", "Paula", "Manon", "Gabriel", "Alessandro", "Beatrice", "Nicolás", "Carmen", "Jules", "Camille",
            "Maximiliano Fernández", "Emma", "Louis", "Aurora", "Diego", "Irene", "Théo", "Lina", "Pietro", "Chiara",
            "Elena", "Pablo", "Sara", "Adrián", "Léa", "Raphaël", "Ginevra", "Riccardo", "Marta", "Daniel", "Jade",
            "Arthur", "Vittoria", "Federico", "Noa", "Olivia", "Enzo", "Rosa", "Iker", "Mia");

    /** A table of the class: its students (name, seat cookie) and the sockets opened for those who moved. */
    private static final class Table {
        final long id;
        final Map<String, String> cookies = new LinkedHashMap<>();
        final Map<Integer, Classroom.Socket> sockets = new HashMap<>();
        Classroom.Socket watcher;

        Table(long id) {
            this.id = id;
        }
    }

    @Test
    void eightTablesOfSevenFromTheLobbyToThePodium() throws Exception {
        aClass(8, 7, LESSON, List.of("en", "es", "it"));
    }

    @Test
    void sevenTablesOfFourFollowingALesson() throws Exception {
        aClass(7, 4, LESSON, List.of("en", "es"));
    }

    @Test
    void fiveTablesWithoutALesson() throws Exception {
        aClass(5, 3, null, List.of("en", "es", "fr"));
    }

    @Test
    void oneTableFollowingALesson() throws Exception {
        aClass(1, 3, LESSON, List.of("en", "es"));
    }

    /** A class of {@code tables} tables of {@code perTable} students, watched on one projector per language. */
    private void aClass(int tables, int perTable, String lesson, List<String> langs) throws Exception {
        List<String> rules = new ArrayList<>();
        if (lesson != null) {
            LessonPlan plan = LessonPlans.loadResources().find(lesson, "en").orElseThrow();
            RuleLibrary library = RuleLibrary.loadResources();
            for (LessonPlan.Round r : plan.rounds()) rules.add(library.find(r.rule()).orElseThrow().rule());
        } else {
            rules.add(RULE);
            rules.add(RULE);
        }
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            String teacher = c.teacher("rivera@school.example");
            List<String> fields = new ArrayList<>(List.of("title", "Period 3 · Science", "game", "express", "students",
                    Integer.toString(perTable), "rounds", "2", "classSize", Integer.toString(tables * perTable), "lobby", "on"));
            if (lesson != null) fields.addAll(List.of("lesson", lesson, "choice", "lesson"));
            else fields.addAll(List.of("choice", "written", "rule", RULE));
            long session = c.session(teacher, fields.toArray(String[]::new));
            String code = db.classSessions().find(session).orElseThrow().joinCode();
            Map<String, WebDriver> screens = new LinkedHashMap<>();
            for (String lang : langs) screens.put(lang, projector(teacher, session, lang));
            String label = tables + "t";

            // The lobby fills.
            Map<Long, Table> seated = new LinkedHashMap<>();
            for (int i = 0; i < tables * perTable; i++) {
                long[] at = new long[1];
                String name = NAMES.get(i % NAMES.size());
                String cookie = c.join(code, name, at);
                seated.computeIfAbsent(at[0], Table::new).cookies.put(name, cookie);
            }
            assertEquals(tables, seated.size(), "the class sits at " + tables + " tables");
            int students = tables * perTable;
            for (WebDriver s : screens.values()) waitFor(s).until(b -> b.findElements(By.cssSelector("#projector-names li")).size() == students);
            check(screens, label, "1-lobby");
            for (WebDriver s : screens.values()) {
                assertTrue(s.findElement(By.id("projector-count")).getText().contains(Integer.toString(students)));
                // The code is big: the class reads it from the back.
                assertTrue(px(s, "#projector-join strong") >= 72, "the join code is big in the lobby: " + px(s, "#projector-join strong"));
                note(label, "1-lobby", "join code " + Math.round(px(s, "#projector-join strong")) + " px, QR code "
                        + Math.round(height(s, "#projector-join .qr")) + " px");
                assertTrue(height(s, "#projector-join .qr") >= 200, "the QR code is big in the lobby: " + height(s, "#projector-join .qr"));
                assertEveryNameOnScreen(s);
            }

            // Play: each table makes a few moves.
            assertEquals(302, c.post("/sessions/" + session + "/start", teacher).statusCode());
            for (Table t : seated.values()) play(c, t, null, 8);
            int shown = Math.min(tables, 8);
            for (WebDriver s : screens.values()) {
                waitFor(s).until(b -> b.findElements(By.cssSelector(".projector-table")).size() == shown
                        && b.findElements(By.cssSelector(".projector-table .projector-mainline img")).size() >= shown);
            }
            check(screens, label, "2-play");
            for (WebDriver s : screens.values()) {
                // The join code leaves the screen: a small one stays in the strip for latecomers.
                assertTrue(s.findElement(By.cssSelector("#projector-join-slot #projector-join")).isDisplayed());
                assertTrue(px(s, "#projector-join strong") <= 48, "the join code is small once play began");
                assertTrue(height(s, "#projector-join .qr") <= 80, "the QR code is small once play began");
                assertTrue(s.findElements(By.cssSelector("#projector-lobby:not([hidden])")).isEmpty());
                double card = width(s, ".projector-mainline img");
                assertTrue(card >= 90, "cards " + card + " px wide with " + tables + " tables");
                note(label, "2-play", "card width " + Math.round(card) + " px");
            }

            if (lesson != null && tables == 1) {
                // The teacher's console counts down the same stage, from the same moment, as the projector.
                WebDriver console = projector(teacher, session, "en");
                console.get(base + "/sessions/" + session);
                WebElement clock = waitFor(console).until(b -> {
                    WebElement e = b.findElement(By.cssSelector(".lesson-panel .lesson-clock"));
                    return e.isDisplayed() && e.getText().matches("(?s).*\\d+:\\d\\d.*") ? e : null;
                });
                assertEquals("Round 1 of 2", waitFor(console).until(b -> b.findElement(By.cssSelector(".lesson-panel .lesson-clock .clock-label")).getText()));
                assertEquals("timer", clock.getAttribute("role"));
                // Each clock redraws itself every second: an element found just before may be gone when read.
                String onProjector = waitFor(screens.get("en")).until(b -> b.findElement(By.cssSelector("#projector-clock .clock-time")).getText());
                String onConsole = waitFor(console).until(b -> b.findElement(By.cssSelector(".lesson-panel .lesson-clock .clock-time")).getText());
                assertTrue(Math.abs(seconds(onProjector) - seconds(onConsole)) <= 3, onProjector + " on the projector, " + onConsole + " on the console");
                assertTrue(seconds(onConsole) > 11 * 60 && seconds(onConsole) <= 12 * 60, "round 1 of the lesson has 12 minutes: " + onConsole);
                ((JavascriptExecutor) console).executeScript("document.querySelector('.lesson-panel').scrollIntoView()");
                shootExactly(console, "console-" + label + "-2-play-clock");
            }

            // The round ends at every table: found by a guess, but at the second table ended by the teacher.
            List<Table> all = new ArrayList<>(seated.values());
            for (int i = 0; i < all.size(); i++) {
                if (i == 1) assertEquals(302, c.post("/tables/" + all.get(i).id + "/end-round", teacher).statusCode());
                else play(c, all.get(i), rules.get(0), 0);
            }
            for (WebDriver s : screens.values()) waitFor(s).until(b -> b.findElements(By.cssSelector(".projector-table.round-over")).size() == shown);
            check(screens, label, "3-round-end");
            for (WebDriver s : screens.values()) {
                assertEquals(shown, s.findElements(By.cssSelector(".projector-table .found, .projector-table .not-found")).size(),
                        "who found the rule, at each table");
            }
            if (tables > 1) assertFalse(screens.get("en").findElements(By.cssSelector(".projector-table .not-found")).isEmpty());

            // "Reveal every rule": the rule once, big, at the top.
            assertEquals(302, c.post("/sessions/" + session + "/reveal-all", teacher).statusCode());
            for (WebDriver s : screens.values()) waitFor(s).until(b -> b.findElements(By.cssSelector("#projector-reveal .revealed")).size() == 1);
            check(screens, label, "4-reveal");
            for (WebDriver s : screens.values()) {
                String shownRule = s.findElement(By.cssSelector("#projector-reveal .rule-code")).getText();
                assertEquals(rules.get(0).replaceAll("\\s+", " ").strip(), shownRule.replaceAll("\\s+", " ").strip());
                assertTrue(bottom(s, "#projector-reveal") <= 1080, "the rule is above the fold");
                assertFalse(s.findElements(By.cssSelector("#projector-reveal .rule-pieces .rule-blocks-drawn")).isEmpty(),
                        "the rule as the builder's pieces");
                double reading = px(s, "#projector-reveal .rule-reading");
                assertTrue(reading >= 36, "the rule is big: " + reading);
                note(label, "4-reveal", "the rule's reading " + Math.round(reading) + " px");
            }

            // The second round, to its end: the game's end and the class podium.
            assertEquals(302, c.post("/sessions/" + session + "/next-all", teacher).statusCode());
            for (Table t : seated.values()) play(c, t, rules.get(1), 0);
            for (WebDriver s : screens.values()) {
                waitFor(s).until(b -> !b.findElements(By.cssSelector("#projector-end:not([hidden]) .podium .step-1 li")).isEmpty());
            }
            Thread.sleep(3500); // the celebration has fallen
            check(screens, label, "5-end");
            for (WebDriver s : screens.values()) {
                assertTrue(s.findElements(By.cssSelector("#projector-join")).stream().noneMatch(WebElement::isDisplayed),
                        "no join code at the end");
                assertTrue(s.findElements(By.cssSelector(".class-totals li")).size() >= 3, "the class's totals");
            }
            assertEquals(302, c.post("/sessions/" + session + "/reveal-all", teacher).statusCode());
            for (WebDriver s : screens.values()) waitFor(s).until(b -> b.findElements(By.cssSelector("#projector-reveal .revealed")).size() == 1);
            check(screens, label, "6-end-revealed");
        }
    }

    /** "11:42" in seconds. */
    private static int seconds(String mmss) {
        String[] p = mmss.replace("+", "").split(":");
        return Integer.parseInt(p[0]) * 60 + Integer.parseInt(p[1]);
    }

    /** A projector in its own browser, signed in as the teacher, its screen exactly 1920x1080. */
    private WebDriver projector(String teacherCookie, long session, String lang) throws Exception {
        WebDriver b = browser();
        FirstScreen.screen(b, 1920, 1080);
        signIn(b, teacherCookie);
        b.get(base + "/sessions/" + session + "/projector?lang=" + lang);
        return b;
    }

    /**
     * The table's students move in turn, each from a socket of their own: {@code moves} moves, or with
     * {@code moves} 0 until the round is over, guessing {@code rule} whenever a guess is allowed.
     */
    private static void play(Classroom c, Table t, String rule, int moves) throws Exception {
        if (t.watcher == null) t.watcher = c.socket(t.id, t.cookies.values().iterator().next());
        for (int move = 0; move < 800; move++) {
            JsonNode now = t.watcher.current();
            JsonNode v = now.get("view");
            String phase = v.get("phase").asText();
            if (phase.equals("round_over") || phase.equals("game_over") || moves > 0 && move >= moves) return;
            int turn = v.get("waitingFor").get(0).asInt();
            Classroom.Socket mover = t.sockets.get(turn);
            if (mover == null) {
                String name = now.get("names").get(Integer.toString(turn)).asText();
                mover = c.socket(t.id, t.cookies.get(name));
                t.sockets.put(turn, mover);
            }
            int top = now.get("seq").asInt();
            for (int i = 0; i < 2_000 && mover.current().get("seq").asInt() < top; i++) Thread.sleep(5);
            JsonNode mine = mover.current().get("view");
            int seq = mover.current().get("seq").asInt();
            String allowed = mine.get("allowed").toString();
            if (rule != null && allowed.contains("\"guess\"")) mover.act("{\"kind\":\"guess\",\"text\":" + Classroom.JSON.writeValueAsString(rule) + "}");
            else if (allowed.contains("end_turn")) mover.act("{\"kind\":\"end_turn\"}");
            else mover.act("{\"kind\":\"play\",\"card\":" + mine.get("hand").get(0).get("id").asInt() + "}");
            JsonNode answer = mover.until(m -> m.path("type").asText().equals("refused") || m.path("type").asText().equals("error")
                    || (m.path("type").asText().equals("view") && m.get("seq").asInt() > seq));
            if (!answer.path("type").asText().equals("view")) throw new AssertionError("refused: " + answer + " for " + mine);
            int after = answer.get("seq").asInt();
            for (int i = 0; i < 2_000 && t.watcher.current().get("seq").asInt() < after; i++) Thread.sleep(5);
        }
        throw new AssertionError("the round did not end in 800 moves");
    }

    /**
     * Measures what each screen shows now and saves it: the page does not scroll, every table's box
     * lies inside the screen, no region's words are cut off, nothing visible is under 28 px.
     */
    private static void check(Map<String, WebDriver> screens, String label, String stage) throws Exception {
        for (Map.Entry<String, WebDriver> e : screens.entrySet()) {
            Object smallest = checkOne(e.getValue(), "projector-" + label + "-" + stage + "-" + e.getKey());
            note(label, stage, e.getKey() + " smallest text " + smallest + " px");
        }
    }

    /** As {@link #check} for one screen, saved as {@code name}; answers the smallest text's size in px. */
    static Object checkOne(WebDriver b, String name) throws Exception {
        drawn(b);
        shootExactly(b, name);
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) ((JavascriptExecutor) b).executeScript(MEASURE);
        String where = name + ": ";
        assertEquals(1920L, m.get("width"), where + "the screen is 1920 px wide");
        assertEquals(1080L, m.get("height"), where + "the screen is 1080 px high");
        assertTrue((Long) m.get("scrollHeight") <= 1080, where + "the page is " + m.get("scrollHeight") + " px high: it scrolls");
        assertTrue((Long) m.get("scrollWidth") <= 1920, where + "the page is " + m.get("scrollWidth") + " px wide");
        assertEquals(List.of(), m.get("outside"), where + "tables outside the screen");
        assertEquals(List.of(), m.get("cut"), where + "regions whose words are cut off");
        assertEquals(List.of(), m.get("small"), where + "texts under 28 px");
        return m.get("smallest");
    }

    /**
     * Waits until the screen is drawn as it will stay: a poll's redraw and its fitting happen in one
     * task (projector.js, draw), so what may still change it is what loads after (the cards' images,
     * the fonts) and what moves (a table's "found" celebration, the podium's: every animation of the
     * projector runs a few seconds, then stops); then a frame is painted. A fixed 400 ms sleep stood
     * here, and a celebration's colours caught halfway failed axe's contrast check now and then.
     */
    static void drawn(WebDriver b) {
        waitFor(b).until(x -> Boolean.TRUE.equals(((JavascriptExecutor) x).executeScript(
                "return document.fonts.status === 'loaded'"
                        + " && Array.prototype.every.call(document.images, function (i) { return i.complete; })"
                        + " && document.getAnimations().every(function (a) { return a.playState !== 'running'; });")));
        FirstScreen.painted(b);
    }

    static void note(String label, String stage, String line) throws Exception {
        String dir = System.getProperty("screenshots");
        if (dir == null) return;
        Files.createDirectories(Path.of(dir));
        Files.writeString(Path.of(dir, "projector-fonts.txt"), label + " " + stage + " " + line + "\n",
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** With -Dscreenshots=DIR, the screen as it is (the 1920x1080 the metrics override set), as DIR/name.png. */
    private static void shootExactly(WebDriver b, String name) throws Exception {
        String dir = System.getProperty("screenshots");
        if (dir == null) return;
        Files.createDirectories(Path.of(dir));
        Files.write(Path.of(dir, name + ".png"), ((TakesScreenshot) b).getScreenshotAs(OutputType.BYTES));
    }

    private static void assertEveryNameOnScreen(WebDriver b) {
        Object off = ((JavascriptExecutor) b).executeScript(
                "var box = document.getElementById('projector-names').getBoundingClientRect(), out = [];"
                        + "document.querySelectorAll('#projector-names li').forEach(function (li) { var r = li.getBoundingClientRect();"
                        + " if (r.right > box.right + 1 || r.bottom > box.bottom + 1 || r.bottom > innerHeight) out.push(li.textContent); });"
                        + "return out;");
        assertEquals(List.of(), off, "names off the screen in the lobby");
    }

    private static double px(WebDriver b, String css) {
        return ((Number) ((JavascriptExecutor) b).executeScript(
                "return parseFloat(getComputedStyle(document.querySelector(arguments[0])).fontSize);", css)).doubleValue();
    }

    private static double height(WebDriver b, String css) {
        return ((Number) ((JavascriptExecutor) b).executeScript(
                "return document.querySelector(arguments[0]).getBoundingClientRect().height;", css)).doubleValue();
    }

    private static double width(WebDriver b, String css) {
        return ((Number) ((JavascriptExecutor) b).executeScript(
                "return document.querySelector(arguments[0]).getBoundingClientRect().width;", css)).doubleValue();
    }

    private static double bottom(WebDriver b, String css) {
        return ((Number) ((JavascriptExecutor) b).executeScript(
                "return document.querySelector(arguments[0]).getBoundingClientRect().bottom;", css)).doubleValue();
    }

    /**
     * Every text node the screen shows (inside the viewport, with a box, not visually hidden): its
     * computed font size; the page's scroll size; the tables whose boxes leave the screen; the
     * regions whose content is taller or wider than their box (cut off by overflow).
     */
    static final String MEASURE = String.join("\n",
            "var out = {width: innerWidth, height: innerHeight, scrollHeight: document.scrollingElement.scrollHeight,",
            "  scrollWidth: document.scrollingElement.scrollWidth, small: [], outside: [], cut: [], smallest: 1000};",
            "var walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);",
            "for (var n = walk.nextNode(); n; n = walk.nextNode()) {",
            "  if (!n.textContent.trim()) continue;",
            "  var p = n.parentElement, s = getComputedStyle(p);",
            "  if (s.visibility === 'hidden' || p.closest('.sr-only, script, style')) continue;",
            "  var range = document.createRange(); range.selectNodeContents(n);",
            "  var seen = Array.prototype.some.call(range.getClientRects(), function (r) {",
            "    return r.width > 1 && r.height > 1 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth; });",
            "  if (!seen) continue;",
            "  var size = parseFloat(s.fontSize);",
            "  out.smallest = Math.min(out.smallest, Math.round(size * 100) / 100);",
            "  if (size < 27.995) out.small.push(n.textContent.trim().slice(0, 40) + ' (' + size + ' px, ' + p.tagName + '.' + p.className + ')');",
            "}",
            "document.querySelectorAll('.projector-table, .end-table').forEach(function (t) {",
            "  var r = t.getBoundingClientRect();",
            "  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) out.outside.push(t.textContent.slice(0, 30));",
            "});",
            "document.querySelectorAll('#projector-reveal, #projector-lesson, .projector-table, .end-table, #projector-names, .end-top')",
            "  .forEach(function (box) {",
            "    if (box.offsetParent === null) return;",
            "    if (box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)",
            "      out.cut.push((box.id || box.className) + ' ' + box.scrollHeight + '>' + box.clientHeight + ' ' + box.textContent.slice(0, 30));",
            "  });",
            "return out;");
}
