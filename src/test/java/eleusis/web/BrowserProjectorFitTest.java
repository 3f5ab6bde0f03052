package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.web.workshop.RuleReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The class projector's hardest screens at 1920x1080 (issue 24, part 3), drawn from a projector.json
 * made here rather than played: eight tables of seven students with long names, every table with its
 * own rule revealed at once, long mainlines with markers, a lesson's words beside the podium, twelve
 * tables (pages that turn), and reduced motion. Each is measured as {@link BrowserProjectorTest}
 * measures the played classes: no scrolling, every table inside the screen, nothing cut, nothing
 * under 28 px.
 */
class BrowserProjectorFitTest extends BrowserTestBase {
    private String teacher;
    private static final String[] LONG = {"Maximiliano Fernández", "Valentina García-López", "Anne-Sophie Lefèvre",
        "Jean-Baptiste Moreau", "Alessandro Bianchi", "María José Rodríguez", "Gianluca Esposito"};
    private static final String[] RULES = {"card.color != last.color", "card.rank > last.rank",
        "if last is face then card is number else card.rank > last.rank", "card.suit == last.suit or card.rank == last.rank",
        "not (card.color == last.color and last.color == last(2).color)", "card is red", "card.rank is even",
        "card.rank + last.rank < 15"};

    @Test
    void eightTablesOfSevenLongNamesEveryRuleDifferentAndALesson() throws Exception {
        WebDriver b = projector();
        for (String stage : List.of("lobby", "play", "roundEnd", "end")) {
            for (boolean revealed : List.of(false, true)) {
                if (stage.equals("lobby") && revealed) continue;
                show(b, fixture(8, 7, stage, revealed, true, 30));
                BrowserProjectorTest.checkOne(b, "fit-8x7-" + stage + (revealed ? "-revealed" : ""));
                if (revealed) {
                    // Eight tables, eight rules: each in its table's box, none in the banner above.
                    assertTrue(b.findElements(By.cssSelector("#projector-reveal")).stream().noneMatch(e -> e.isDisplayed()));
                    int boxes = b.findElements(By.cssSelector(".projector-table, .end-table")).size();
                    assertEquals(boxes, b.findElements(By.cssSelector(".cell-rule .rule-reading")).size(), "each table's rule in its box");
                    // Where eight boxes are too small for their rules, pages of fewer turn: none is left out for good.
                    if (boxes < 8) assertTrue(b.findElement(By.id("projector-pages")).getText().matches("Tables? \\d.* of 8"));
                }
            }
        }
    }

    @Test
    void twelveTablesTurnInPagesOfEightAndNoneIsLeftOut() throws Exception {
        WebDriver b = projector();
        show(b, fixture(12, 5, "play", false, false, 12));
        BrowserProjectorTest.checkOne(b, "fit-12-play-page1");
        assertEquals(8, b.findElements(By.cssSelector(".projector-table")).size());
        assertEquals("Tables 1–8 of 12", b.findElement(By.id("projector-pages")).getText());
        waitFor(b).until(x -> x.findElement(By.id("projector-pages")).getText().equals("Tables 9–12 of 12"));
        assertEquals(4, b.findElements(By.cssSelector(".projector-table")).size());
        assertTrue(b.findElement(By.cssSelector(".projector-table h2")).getText().startsWith("Table 9"), "the second page: tables 9 to 12");
        BrowserProjectorTest.checkOne(b, "fit-12-play-page2");
        waitFor(b).until(x -> x.findElement(By.id("projector-pages")).getText().equals("Tables 1–8 of 12"));
    }

    @Test
    void theCelebrationIsOffUnderReducedMotion() throws Exception {
        WebDriver moving = projector(), still = projector();
        ((ChromeDriver) still).executeCdpCommand("Emulation.setEmulatedMedia",
                Map.of("features", List.of(Map.of("name", "prefers-reduced-motion", "value", "reduce"))));
        ObjectNode end = fixture(3, 3, "end", false, false, 8);
        serve(moving, end);
        serve(still, end);
        waitFor(moving).until(x -> !x.findElements(By.cssSelector(".podium .step-1")).isEmpty());
        waitFor(still).until(x -> !x.findElements(By.cssSelector(".podium .step-1")).isEmpty());
        // The podium rises and the colour falls once, for a few seconds, where motion is welcome.
        assertTrue(running(moving) > 0, "the celebration moves");
        assertEquals("block", css(moving, ".projector-confetti", "display"));
        assertEquals(0L, running(still), "nothing moves under prefers-reduced-motion");
        assertEquals("none", css(still, ".projector-confetti", "display"));
        Thread.sleep(5_000);
        assertEquals(0L, running(moving), "a short celebration: over after a few seconds");
    }

    /** A projector of a session of this test's teacher, its screen exactly 1920x1080, whose JSON {@link #show} replaces. */
    private WebDriver projector() throws Exception {
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            if (teacher == null) teacher = c.teacher("rivera@school.example");
            long session = c.session(teacher, "title", "Period 3 · Science", "game", "express", "students", "3", "rounds", "2",
                    "choice", "written", "rule", "card is red", "lobby", "on");
            WebDriver b = browser();
            FirstScreen.screen(b, 1920, 1080);
            signIn(b, teacher);
            b.get(base + "/sessions/" + session + "/projector");
            return b;
        }
    }

    /** Serves the page this JSON instead of the session's from now on, and waits for it drawn. */
    private static void show(WebDriver b, ObjectNode json) throws Exception {
        long before = serve(b, json);
        waitFor(b).until(x -> served(x) > before); // the next poll (every 2 s) drew it
    }

    /**
     * Serves the page this JSON instead of the session's from its next poll on; answers how many
     * answers the page had read by then. The JSON is taken when the page reads the answer, not when it
     * asks: a poll asked for before and read after would otherwise be counted with the old JSON (a
     * machine loaded far beyond its cores once showed the unrevealed fixture where the revealed one
     * was waited for). The answer is read with no task in between (a promise already resolved), so
     * once {@link #served} counts past the number answered here the page has drawn this JSON and
     * fitted it: projector.js draws in the same task.
     */
    private static long serve(WebDriver b, ObjectNode json) throws Exception {
        return ((Number) ((JavascriptExecutor) b).executeScript("window.projectorFixture = arguments[0];"
                + " window.projectorServed = window.projectorServed || 0;"
                + "if (!window.realFetch) { window.realFetch = window.fetch; window.fetch = function (url, options) {"
                + " if (String(url).indexOf('projector.json') < 0) return window.realFetch(url, options);"
                + " return Promise.resolve({ ok: true, json: function () {"
                + "   var j = JSON.parse(window.projectorFixture); j.clock && (j.clock.now = Date.now());"
                + "   window.projectorServed++; return Promise.resolve(j); } }); }; }"
                + "return window.projectorServed;",
                Classroom.JSON.writeValueAsString(json))).longValue();
    }

    /** How many times the page read the JSON {@link #serve} gives it. */
    private static long served(WebDriver b) {
        return ((Number) ((JavascriptExecutor) b).executeScript("return window.projectorServed || 0;")).longValue();
    }

    private static long running(WebDriver b) {
        return (Long) ((JavascriptExecutor) b).executeScript(
                "return document.getAnimations().filter(function (a) { return a.playState === 'running'; }).length;");
    }

    private static String css(WebDriver b, String selector, String property) {
        return (String) ((JavascriptExecutor) b).executeScript(
                "var e = document.querySelector(arguments[0]); return e ? getComputedStyle(e)[arguments[1]] : 'absent';", selector, property);
    }

    /**
     * A projector.json: {@code tables} tables of {@code students}, at {@code stage} (lobby, play,
     * roundEnd, end), each table's rule revealed or not, with the lesson "Almost right"'s words or not,
     * mainlines of {@code cards} cards with both markers.
     */
    static ObjectNode fixture(int tables, int students, String stage, boolean revealed, boolean lesson, int cards) {
        ObjectNode out = Classroom.JSON.createObjectNode();
        boolean started = !stage.equals("lobby"), over = stage.equals("end"), roundOver = stage.equals("roundEnd") || over;
        out.put("code", "H74J3N");
        out.put("link", "http://192.168.1.20:7070/join?code=H74J3N");
        out.put("started", started);
        out.put("locked", false);
        out.put("ended", false);
        ArrayNode list = out.putArray("tables");
        List<Object[]> all = new ArrayList<>();
        String[] deck = {"5H", "8S", "2D", "JC", "9H", "4S", "QD", "3C", "7H", "KS", "AD", "10C", "6H", "2S", "8D", "JH"};
        for (int t = 0; t < tables; t++) {
            ObjectNode table = list.addObject();
            table.put("id", t + 1);
            table.put("name", "Table " + (t + 1));
            table.put("game", "Eleusis Express");
            table.put("secretRule", true);
            ObjectNode names = table.putObject("names"), totals = table.putObject("totals");
            for (int s = 1; s <= students; s++) {
                String name = LONG[(t + s) % LONG.length].split(" ")[0] + " " + (char) ('A' + t) + s
                        + (s % 3 == 0 ? " " + LONG[s % LONG.length].split(" ")[1] : "");
                names.put(Integer.toString(s), name);
                int points = (s * 7 + t * 3) % 11;
                totals.put(Integer.toString(s), points);
                all.add(new Object[] {name, table.get("name").asText(), points});
            }
            table.put("paused", t == 2 && stage.equals("play"));
            table.put("phase", over ? "game_over" : roundOver ? "round_over" : started ? "play" : "play");
            table.put("round", over ? 1 : 0);
            table.put("rounds", 2);
            table.put("over", over);
            table.putArray("waitingFor").add(1 + t % students);
            ArrayNode mainline = table.putArray("mainline"), markers = table.putArray("markers");
            for (int c = 0; c < (started ? cards - t : 0); c++) {
                mainline.add(deck[(c + t) % deck.length]);
                if (c == 4) markers.add("black"); else if (c == 14) markers.add("white"); else markers.addNull();
            }
            table.set("totals", totals);
            table.putObject("lastRoundScores");
            if (revealed) {
                ObjectNode r = table.putObject("revealed");
                r.put("rule", RULES[t % RULES.length]);
                r.put("byHand", false);
                r.put("reading", RuleReport.of(RULES[t % RULES.length]).reading());
            } else {
                table.putNull("revealed");
            }
            if (roundOver && t != 1) table.put("foundBy", 1 + (t * 2) % students); else table.putNull("foundBy");
            ObjectNode stats = table.putObject("stats");
            stats.put("plays", 40 + t).put("rightPlays", 22 + t).put("guesses", 6).put("rightGuesses", t == 1 ? 0 : 1)
                    .put("rulesFound", t == 1 ? 0 : 1);
        }
        ObjectNode summary = out.putObject("summary");
        summary.put("students", tables * students).put("rulesFound", tables - 1).put("plays", 333).put("rightPlays", 201)
                .put("guesses", 40).put("rightGuesses", tables - 1);
        ArrayNode podium = summary.putArray("podium");
        all.sort((x, y) -> Integer.compare((int) y[2], (int) x[2]));
        int place = 0;
        for (int i = 0; i < all.size() && place <= 3; i++) {
            Object[] s = all.get(i);
            if (i == 0 || (int) all.get(i - 1)[2] != (int) s[2]) place = i + 1;
            if (place > 3) break;
            ObjectNode step = podium.size() > 0 && podium.get(podium.size() - 1).get("place").asInt() == place
                    ? (ObjectNode) podium.get(podium.size() - 1) : podium.addObject().put("place", place).put("points", (int) s[2]);
            if (!step.has("students")) step.putArray("students");
            ((ArrayNode) step.get("students")).addObject().put("name", (String) s[0]).put("table", (String) s[1]);
        }
        if (lesson) {
            ObjectNode l = out.putObject("lesson");
            l.put("title", "Almost right: when a model fits most of the evidence");
            String say = "For two hundred years Newton's laws predicted the movements of the planets almost perfectly. Almost: the"
                    + " orbit of Mercury turned a tiny bit more than they said.";
            switch (stage) {
                case "lobby" -> {
                    l.put("stage", "opening").put("heading", "Before we start").putArray("say").add(say + " " + say);
                    l.put("nextHeading", "Next: round 1 of 2").putArray("next").add("Keep a tally in your notebook: for your "
                            + "hypothesis, how many cards fitted it and how many did not.");
                }
                case "play" -> {
                    l.put("stage", "round").put("heading", "Round 1 of 2").putArray("say").add("Keep a tally in your notebook: for"
                            + " your hypothesis, how many cards fitted it and how many did not. Do not throw a hypothesis away at the"
                            + " first miss; look closely at the cards it misses.");
                    l.putNull("nextHeading");
                    l.putArray("next");
                }
                case "roundEnd" -> {
                    l.put("stage", "between").put("heading", "Round 1 is over").putArray("say").add("Many of you had \"play a"
                            + " higher card\". It fitted most of the cards. What did the cards it missed have in common?");
                    l.put("nextHeading", "Next: round 2 of 2").putArray("next").add("Same tally. When your hypothesis misses a"
                            + " card, ask yourself: is this a small fix, or a sign that the whole idea is wrong?");
                }
                default -> {
                    l.put("stage", "end").put("heading", "Discussion");
                    ArrayNode q = l.putArray("say");
                    q.add("Your hypothesis fits nine cards out of ten. Is it right, wrong, or something in between?");
                    q.add("When is an almost-right model good enough to use? When is it not?");
                    q.add("How did the cards your hypothesis missed help you find the real rule?");
                    q.add("What is the difference between fixing a model and adding an exception for every card it misses?");
                    l.put("nextHeading", "Debrief");
                    ArrayNode p = l.putArray("next");
                    p.add("Name a model from science that is almost right, and say where it stops working.");
                    p.add("Finish the sentence: one card that does not fit...");
                    p.add("If you played this rule again from the start, what would you keep from your almost-right hypothesis?");
                }
            }
            ObjectNode clock = out.putObject("clock");
            clock.put("now", System.currentTimeMillis());
            ArrayNode parts = clock.putArray("parts");
            parts.addObject().put("label", over ? "Discussion" : "Round 1 of 2").put("start", System.currentTimeMillis() - 60_000)
                    .put("minutes", over ? 8 : 12);
            if (over) parts.addObject().put("label", "Debrief").put("start", System.currentTimeMillis() + 7 * 60_000).put("minutes", 7);
        } else {
            out.putNull("clock");
        }
        return out;
    }
}
