package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * axe-core (Deque's accessibility rules, WCAG 2.1 A and AA) on every page type, as a teacher and
 * students meet them, with zero violations allowed. Each page is checked once its live part has
 * drawn (a table's cards, the projector's tables).
 */
class BrowserAxeTest extends BrowserTestBase {
    private static final String AXE = axeSource();

    @Test
    void everyPageTypeHasNoAccessibilityViolations() throws Exception {
        List<String> found = new ArrayList<>();
        WebDriver visitor = browser();
        // The check itself finds what it must: an image without a text alternative on a real page.
        List<String> planted = new ArrayList<>();
        visitor.get(base + "/rules");
        ((JavascriptExecutor) visitor).executeScript("var i = document.createElement('img'); i.src = '/cards/QS.svg';"
                + "document.querySelector('main').appendChild(i);");
        run(visitor, "planted", planted);
        assertEquals(1, planted.stream().filter(v -> v.contains("image-alt")).count(), planted.toString());

        for (String page : List.of("/", "/rules", "/join", "/signin", "/signup")) check(visitor, base + page, found);

        WebDriver teacher = browser();
        signUp(teacher);
        check(teacher, base + "/sessions", found);
        check(teacher, base + "/collection", found);
        String code = createSession(teacher, "title", "Period 3", "students", "2", "rule", "card.color != last.color");
        String console = teacher.getCurrentUrl();
        WebDriver ana = join(code, "Ana");
        WebDriver bo = join(code, "Bo");
        check(teacher, console, found); // the lobby
        pressStart(teacher);
        check(teacher, console, found);
        check(teacher, console + "/projector", found);
        long table = tableOf(code);
        check(teacher, base + "/watch/" + table, found);
        ana.manage().window().setSize(new Dimension(390, 844));
        check(ana, base + "/play/" + table, found);
        check(bo, base + "/play/" + table, found);
        check(teacher, base + "/deal/" + table, found);
        // An extra mode's board, and the page of a student waiting for their seat back.
        String palmera = startSession(teacher, "palmera", 2, null);
        WebDriver cy = join(palmera, "Cy");
        check(cy, base + "/play/" + tableOf(palmera), found);
        WebDriver phone = browser();
        phone.get(base + "/join?code=" + code);
        fill(phone, "name", "Ana");
        phone.findElement(By.cssSelector("form[action='/join'] button[type=submit]")).click();
        run(phone, "/join (a name already in the class)", found); // told to add an initial, offered to ask for the seat
        phone.findElement(By.cssSelector("form[action='/join/reclaim'] button")).click();
        waitFor(phone).until(x -> x.getCurrentUrl().contains("/join/wait"));
        check(phone, phone.getCurrentUrl(), found);
        assertEquals(List.of(), found, "axe violations");
    }

    /**
     * What issue 12, part 7 changed: the collection with a rule error on a 300-character line (its box
     * scrolls, so it takes the focus) and with a saved rule (Delete asks first); an Eleusis table with both
     * markers and their legend, as the projector view, the class projector and a phone show it.
     */
    @Test
    void theCollectionAfterAFailedSaveAndAnEleusisTableWithMarkersHaveNoViolations() throws Exception {
        List<String> found = new ArrayList<>();
        WebDriver teacher = browser();
        signUp(teacher);
        waitFor(teacher).until(b -> b.getCurrentUrl().endsWith("/sessions"));
        teacher.get(base + "/collection");
        fill(teacher, "name", "Long");
        fill(teacher, "rule", "card is red and ".repeat(18) + "card.rank >=");
        teacher.findElement(By.cssSelector("form[action='/collection'] button[type=submit]")).click();
        waitFor(teacher).until(b -> b.findElement(By.cssSelector("pre.issue")));
        run(teacher, "/collection (a failed save)", found);
        fill(teacher, "rule", "card is red");
        teacher.findElement(By.cssSelector("form[action='/collection'] button[type=submit]")).click();
        waitFor(teacher).until(b -> b.findElement(By.cssSelector(".form-ok")));
        run(teacher, "/collection (a rule saved)", found);

        String code = startSession(teacher, "eleusis", 3, BrowserEleusisTest.RULE);
        String console = teacher.getCurrentUrl();
        long table = tableOf(code);
        WebDriver ana = join(code, "Ana");
        ana.manage().window().setSize(new Dimension(390, 844));
        check(ana, base + "/play/" + table, found);
        for (String standIn : List.of(BrowserMarkersTest.FAKE_SOCKET, BrowserMarkersTest.FAKE_PROJECTOR_JSON)) {
            ((org.openqa.selenium.chrome.ChromeDriver) teacher).executeCdpCommand("Page.addScriptToEvaluateOnNewDocument",
                    Map.of("source", standIn));
        }
        teacher.get(console + "/projector");
        waitFor(teacher).until(b -> b.findElements(By.cssSelector(".projector-mainline .marker")).size() == 2);
        run(teacher, "/projector (the class projector, both markers)", found);
        teacher.get(base + "/watch/" + table);
        waitFor(teacher).until(b -> b.findElements(By.cssSelector("#mainline .marker")).size() == 3);
        run(teacher, "/watch (both markers)", found);
        assertEquals(List.of(), found, "axe violations");
    }

    @Test
    void soloPracticeHasNoViolationsFromTheStartToTheEnd() throws Exception {
        List<String> found = new ArrayList<>();
        WebDriver phone = browser();
        phone.manage().window().setSize(new Dimension(390, 844));
        check(phone, base + "/practice?lang=en", found);
        phone.findElement(By.cssSelector(".practice-start button")).click();
        waitFor(phone).until(b -> b.getCurrentUrl().matches(".*/practice/[A-Za-z0-9_-]{43}(#.*)?"));
        phone.findElements(By.cssSelector(".practice-hand button.card")).get(0).click();
        waitFor(phone).until(b -> b.findElement(By.cssSelector(".practice-turn")).getText().equals("Turn 1 / 30"));
        fill(phone, "note", "card.rank > last.rank");
        phone.findElement(By.cssSelector("#notebook button")).click();
        waitFor(phone).until(b -> b.findElements(By.cssSelector(".notes .note")).size() == 1);
        fill(phone, "guess-text", "card.suit < last.suit");
        phone.findElement(By.cssSelector("#guess button")).click();
        waitFor(phone).until(b -> b.findElement(By.cssSelector(".practice-error .report")));
        run(phone, "/practice/{token} (a guess the checker refuses, a note)", found);
        phone.findElement(By.cssSelector("form[action$='/give-up'] button")).click();
        waitFor(phone).until(b -> b.findElement(By.cssSelector(".practice-end")));
        run(phone, "/practice/{token} (the end)", found);
        assertEquals(List.of(), found, "axe violations");
    }

    /**
     * Issue 24: the teacher's console in every stage of a lesson (the lobby, play with the students'
     * notebooks, one table's round over with its own next-round form open, every round over, the game
     * over, archived), the debriefs (the teacher's, the class's, a student's) and a student's phone in
     * the lobby, in play, at a round's end and at the game's end. The lobby phone is looked at several
     * times as it settles: a contrast failure there came and went.
     */
    @Test
    void theConsoleTheDebriefsAndTheLobbyPhoneHaveNoViolationsInAnyStage() throws Exception {
        List<String> found = new ArrayList<>();
        WebDriver teacher = browser();
        teacher.manage().window().setSize(new Dimension(1920, 1080));
        signUp(teacher);
        String code = createSession(teacher, "title", "Period 3", "lesson", "observation", "students", "2", "classSize", "4");
        String console = teacher.getCurrentUrl();
        String cookie = cookieOf(teacher);
        WebDriver ana = join(code, "Ana");
        ana.manage().window().setSize(new Dimension(390, 844));
        String phone = ana.getCurrentUrl();
        long anaTable = Long.parseLong(phone.replaceAll(".*/play/", "").replaceAll("[?#].*", ""));
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            java.util.Map<Long, List<Classroom.Socket>> tables = new java.util.LinkedHashMap<>();
            tables.computeIfAbsent(anaTable, k -> new ArrayList<>()).add(c.socket(anaTable, cookieOf(ana)));
            for (String name : List.of("Bo", "Cy", "Di")) {
                long[] t = new long[1];
                String seat = c.join(code, name, t);
                tables.computeIfAbsent(t[0], k -> new ArrayList<>()).add(c.socket(t[0], seat));
            }
            check(teacher, console, found);
            for (long settle : new long[] {0, 300, 800, 1500, 3000}) {
                ana.get(phone);
                Thread.sleep(settle);
                run(ana, "/play (the lobby, after " + settle + " ms)", found);
            }
            pressStart(teacher);
            int k = 0;
            for (List<Classroom.Socket> table : tables.values()) {
                for (Classroom.Socket s : table) s.send("{\"type\":\"note\",\"text\":\"" + List.of("card is red", "card.rank >", "card.rank > 5").get(k++ % 3) + "\"}");
                TableMoves.play(table, 4);
            }
            teacher.get(console);
            waitFor(teacher).until(b -> b.findElements(By.cssSelector(".hypotheses li")).size() >= 4);
            run(teacher, "/sessions/{id} (play, with notebooks)", found);
            check(ana, phone, found);
            List<Long> ids = new ArrayList<>(tables.keySet());
            c.post("/tables/" + ids.get(0) + "/end-round", cookie);
            teacher.get(console);
            teacher.findElement(By.cssSelector("details.next-round-choice summary")).click();
            run(teacher, "/sessions/{id} (one round over, its next-round form open)", found);
            check(ana, phone, found);
            c.post("/tables/" + ids.get(1) + "/end-round", cookie);
            check(teacher, console, found); // every round over
            check(teacher, console + "?lang=fr", found);
            for (int round = 2; round <= 3; round++) {
                c.post(console.replace(base, "") + "/next-all", cookie);
                for (long table : ids) c.post("/tables/" + table + "/end-round", cookie);
            }
            check(teacher, console, found); // the game over
            check(ana, phone, found);
            check(teacher, console + "/debrief", found);
            check(teacher, console + "/debrief?round=1", found);
            check(teacher, base + "/tables/" + anaTable + "/debrief", found);
            check(ana, base + "/tables/" + anaTable + "/debrief", found);
            c.post(console.replace(base, "") + "/reveal-all", cookie);
            check(teacher, console + "/debrief", found);
            check(ana, base + "/tables/" + anaTable + "/debrief", found);
            c.post(console.replace(base, "") + "/archive", cookie);
            check(teacher, console, found);
        }
        // An Eleusis table in its lobby and paused: whoever's turn it will be sees the same held hand as the others.
        String eleusis = createSession(teacher, "title", "Period 4", "game", "eleusis", "students", "2", "rule", BrowserEleusisTest.RULE);
        List<WebDriver> phones = List.of(join(eleusis, "Eva"), join(eleusis, "Flo"));
        for (WebDriver p : phones) {
            p.manage().window().setSize(new Dimension(390, 844));
            check(p, p.getCurrentUrl(), found);
        }
        check(teacher, teacher.getCurrentUrl(), found);
        pressStart(teacher);
        teacher.findElement(By.cssSelector("form[action$='/pause-all'] button")).click();
        for (WebDriver p : phones) check(p, p.getCurrentUrl(), found);
        check(teacher, teacher.getCurrentUrl(), found);
        assertEquals(List.of(), found, "axe violations");
    }

    /** Opens the page, lets its live part draw, runs axe, and adds each violation as "page: rule (n nodes): first target". */
    @SuppressWarnings("unchecked")
    static void check(WebDriver b, String url, List<String> found) throws Exception {
        b.get(url);
        Thread.sleep(url.contains("/play/") || url.contains("/watch/") || url.contains("projector") ? 1500 : 200);
        run(b, url, found);
    }

    @SuppressWarnings("unchecked")
    static void run(WebDriver b, String url, List<String> found) {
        JavascriptExecutor js = (JavascriptExecutor) b;
        // Half a megabyte to send and compile: once a page, not once a run (the page keeps it until it is left).
        if (!Boolean.TRUE.equals(js.executeScript("return typeof window.axe === 'object' && typeof window.axe.run === 'function'"))) {
            js.executeScript(AXE);
        }
        Object result = js.executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                        + "axe.run(document, { rules: { 'label-content-name-mismatch': { enabled: true } } })"
                        + ".then(function (r) { done(r.violations.map(function (v) {"
                        + "  return { id: v.id, nodes: v.nodes.length, target: String(v.nodes[0].target), html: v.nodes[0].html.slice(0, 160) }; })); })"
                        + ".catch(function (e) { done([{ id: 'axe failed: ' + e, nodes: 0, target: '', html: '' }]); });");
        for (Map<String, Object> v : (List<Map<String, Object>>) result) {
            found.add(url.replace("http://127.0.0.1:", "") + ": " + v.get("id") + " (" + v.get("nodes") + "): " + v.get("target") + " " + v.get("html"));
        }
    }

    private static String axeSource() {
        try (InputStream in = BrowserAxeTest.class.getResourceAsStream("/axe.min.js")) {
            if (in == null) throw new IllegalStateException("axe.min.js is not on the test classpath (com.deque.html.axe-core:selenium)");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
