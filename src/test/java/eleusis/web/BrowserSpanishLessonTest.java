package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.library.LessonPlan;
import eleusis.library.LessonPlans;
import eleusis.library.RuleLibrary;
import eleusis.rules.blocks.Blocks;
import eleusis.rules.blocks.TapPlan;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Issue 24's whole lesson: a Spanish class runs the lesson plan "observation" (three rounds of Eleusis
 * Express) from the lobby to the podium without help. The teacher works in Spanish on a 1920x1080
 * console; the class projector is a second 1920x1080 screen in Spanish; Ana plays on a 390x844 phone in
 * Spanish and states the first round's rule with the builder's pieces (no typed code), and it is judged
 * right; five classmates play from sockets at two balanced tables. At every stage the projector shows
 * everything on one screen with no text under 28 px, and Ana's hand and moves are on her phone's first
 * screen; axe finds nothing on either. Screenshots of each stage with -Dscreenshots=DIR.
 */
class BrowserSpanishLessonTest extends BrowserTestBase {
    private static final List<String> CLASSMATES = List.of("Lucía", "Mateo", "Valentina", "Hugo", "Martina");
    private static final String ANA_SEES = BrowserPhoneFirstScreenTest.STUDENT;

    private final List<String> problems = new ArrayList<>();
    private final List<String> axe = new ArrayList<>();

    @Test
    void aSpanishClassRunsTheObservationLessonFromTheLobbyToThePodium() throws Exception {
        LessonPlan plan = LessonPlans.loadResources().find("observation", "es").orElseThrow();
        RuleLibrary library = RuleLibrary.loadResources();
        List<String> rules = plan.rounds().stream().map(r -> library.find(r.rule()).orElseThrow().rule()).toList();
        assertEquals(3, rules.size());

        // The teacher, in Spanish: the lesson, a class of 6 at tables of 4 (two balanced tables of 3).
        WebDriver teacher = browser();
        FirstScreen.screen(teacher, 1920, 1080);
        signUp(teacher);
        teacher.get(base + "/sessions?lang=es");
        assertEquals("es", teacher.findElement(By.tagName("html")).getAttribute("lang"));
        fill(teacher, "title", "3.º B, ciencias");
        new Select(teacher.findElement(By.id("lesson"))).selectByValue("observation");
        fill(teacher, "students", "4");
        fill(teacher, "classSize", "6");
        teacher.findElement(By.cssSelector("form[action='/sessions'] button[type=submit]")).click();
        String code = waitFor(teacher).until(b -> b.findElement(By.cssSelector(".join-code strong"))).getText();
        String console = teacher.getCurrentUrl().replaceAll("[?#].*", "");
        long session = Long.parseLong(console.replaceAll(".*/sessions/(\\d+).*", "$1"));
        List<Long> tables = db.tables().listBySession(session).stream().map(t -> t.id()).toList();
        assertEquals(2, tables.size(), "6 students at tables of 4 make two tables");
        shootConsole(teacher, "0-lobby");

        WebDriver projector = browser();
        FirstScreen.screen(projector, 1920, 1080);
        copyLogin(teacher, projector);
        projector.get(console + "/projector?lang=es");
        waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson.stage-opening h2")).isDisplayed());

        // Ana on her phone; her classmates from sockets. Tables are balanced: three and three.
        WebDriver ana = join(code, "Ana", "es");
        FirstScreen.screen(ana, 390, 844);
        long anaTable = Long.parseLong(ana.getCurrentUrl().replaceAll(".*/play/(\\d+).*", "$1"));
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            Map<Long, Map<Integer, Classroom.Socket>> seats = new LinkedHashMap<>();
            for (long t : tables) seats.put(t, new HashMap<>());
            for (String name : CLASSMATES) {
                long[] table = new long[1];
                String cookie = c.join(code, name, table);
                Classroom.Socket s = c.socket(table[0], cookie);
                seats.get(table[0]).put(s.settled().get("view").get("you").asInt(), s);
            }
            int anaSeat = db.seats().list(anaTable).stream().filter(s -> s.playerName().equals("Ana")).findFirst().orElseThrow().seat();
            assertEquals(List.of(2, 3), seats.values().stream().map(m -> m.size()).sorted().toList(),
                    "Ana's table has her and two classmates, the other three");
            waitFor(projector).until(b -> b.findElements(By.cssSelector("#projector-names li")).size() == 6);
            assertTrue(projector.findElement(By.id("projector-count")).getText().contains("6"),
                    projector.findElement(By.id("projector-count")).getText());
            checkProjector(projector, "1-lobby");

            // Start: the one next step of the lobby.
            teacher.navigate().refresh();
            pressStart(teacher);
            shootConsole(teacher, "1-play");
            waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson.stage-round")).isDisplayed());
            waitFor(projector).until(b -> b.findElements(By.cssSelector(".projector-table")).size() == 2);
            checkProjector(projector, "2-round-1");
            waitFor(ana).until(b -> b.findElements(By.cssSelector("#hand .card")).size() > 0);
            checkPhone(ana, "1-round-1");

            // Round 1: the other table plays a while; at Ana's, Ana builds the rule with pieces and guesses it.
            long other = tables.stream().filter(t -> t != anaTable).findFirst().orElseThrow();
            othersPlay(seats.get(other), 4);
            boolean built = false;
            for (int turn = 0; turn < 60; turn++) {
                JsonNode view = watcher(seats.get(anaTable)).settled().get("view");
                if (view.get("phase").asText().equals("round_over")) break;
                int waiting = view.get("waitingFor").get(0).asInt();
                if (waiting != anaSeat) {
                    ClassroomControlsTest.playATurn(seats.get(anaTable).get(waiting));
                    continue;
                }
                waitFor(ana).until(b -> BrowserBuilderPhoneTest.myTurn(b));
                if (!built) {
                    checkPhone(ana, "2-my-turn");
                    // The builder is one tap away, in the moves; the rule is built by the taps a thumb makes.
                    WebElement opener = ana.findElement(By.cssSelector("#actions [data-builder-for='guess']"));
                    assertTrue(opener.isDisplayed(), "the builder's shortcut is among the moves");
                    opener.click();
                    waitFor(ana).until(b -> b.findElements(By.cssSelector("dialog.rule-builder[open]")).size() == 1);
                    List<TapPlan.Tap> taps = TapPlan.plan(Blocks.of(rules.get(0)).orElseThrow());
                    BuilderTaps.play(ana, taps.subList(0, Math.max(1, taps.size() - 1)));
                    shootPhone(ana, "3-builder");
                    axe(ana, "the open builder");
                    BuilderTaps.play(ana, taps.subList(Math.max(1, taps.size() - 1), taps.size()));
                    built = true;
                    assertEquals(rules.get(0), ana.findElement(By.id("guess")).getAttribute("value"), "the pieces wrote the rule");
                    waitFor(ana).until(b -> b.findElement(By.id("guess-check")).getText().startsWith("La carta es roja"));
                }
                List<WebElement> red = ana.findElements(By.cssSelector("#hand button.card img[src*='H.svg'], #hand button.card img[src*='D.svg']"));
                if (red.isEmpty()) {
                    BrowserBuilderPhoneTest.tap(ana, ana.findElement(By.cssSelector("#hand button.card")));
                    waitFor(ana).until(b -> !BrowserBuilderPhoneTest.myTurn(b));
                    continue;
                }
                BrowserBuilderPhoneTest.tap(ana, red.get(0));
                waitFor(ana).until(b -> b.findElement(By.id("guess-button")).isEnabled());
                checkPhone(ana, "4-after-right-play");
                BrowserBuilderPhoneTest.tap(ana, ana.findElement(By.id("guess-button")));
                waitFor(ana).until(b -> watcherPhase(seats.get(anaTable)).equals("round_over"));
                break;
            }
            assertTrue(built, "Ana's turn came");
            assertEquals("round_over", watcherPhase(seats.get(anaTable)), "Ana's built guess was right and ended the round");
            Texts es = Texts.of("es", null);
            String right = es.get("table.js.evGuessYou", rules.get(0), es.get("table.js.verdictRight"));
            assertTrue(ana.findElement(By.id("guess-check")).getText().startsWith(right), ana.findElement(By.id("guess-check")).getText());
            shootPhone(ana, "5-found");
            waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-table .found")).getText().contains("Ana"));
            checkProjector(projector, "3-ana-found");

            // The other table's round is ended by the teacher; the class's next step is then the next round.
            endRound(teacher, other);
            waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson.stage-between")).isDisplayed());
            checkProjector(projector, "4-between");
            shootConsole(teacher, "2-between");

            // Every rule revealed: once, big, in words and in the builder's pieces, in Spanish.
            answerYes(teacher);
            teacher.findElement(By.cssSelector("form[action$='/reveal-all'] button")).click();
            waitFor(projector).until(b -> b.findElements(By.cssSelector("#projector-reveal .rule-pieces .rule-blocks-drawn")).size() == 1);
            assertEquals("la carta es roja", BrowserBuilderPhoneTest.seen(projector, "#projector-reveal .rule-pieces"));
            checkProjector(projector, "5-reveal");
            waitFor(ana).until(b -> b.findElements(By.cssSelector("#banner .rule-blocks")).size() == 1);
            assertEquals("la carta es roja", BrowserBuilderPhoneTest.seen(ana, "#banner .rule-blocks"));
            ((JavascriptExecutor) ana).executeScript("window.scrollTo(0, 0)");
            for (String p : FirstScreen.problems(ana, "#banner .rule-blocks", true)) problems.add("6-revealed: " + p);
            shootPhone(ana, "6-revealed");

            // Rounds 2 and 3: the lesson's next rule at every table, some plays, the teacher ends them.
            for (int round = 2; round <= 3; round++) {
                teacher.get(console);
                WebElement next = teacher.findElement(By.cssSelector("form[action$='/next-all'] button"));
                assertTrue(next.getAttribute("class").contains("start"), "the round's end: the next round is the one next step");
                answerYes(teacher);
                next.click();
                final int r = round;
                waitFor(projector).until(b -> b.findElement(By.cssSelector(".projector-lesson.stage-round h2")).getText()
                        .contains(Integer.toString(r)));
                teacher.get(console);
                for (long t : tables) {
                    assertEquals(rules.get(round - 1), teacher.findElement(By.cssSelector("#table-" + t + " .table-rule code")).getAttribute("textContent"),
                            "the lesson's rule of round " + round + " was dealt at every table");
                }
                for (int i = 0; i < 2; i++) {
                    othersPlay(seats.get(other), 3);
                    anaTablePlays(ana, seats.get(anaTable), anaSeat, 3);
                }
                if (round == 2) {
                    checkProjector(projector, "6-round-2");
                    checkPhone(ana, "7-round-2");
                }
                endRound(teacher, other);
                endRound(teacher, anaTable);
            }

            // The game's end: the podium and the class's totals, the join code gone; the debrief is the next step.
            waitFor(projector).until(b -> b.findElements(By.cssSelector(".podium")).size() == 1);
            Thread.sleep(3500); // the celebration has fallen
            assertTrue(projector.findElements(By.id("projector-join")).stream().noneMatch(WebElement::isDisplayed), "no join code at the end");
            assertFalse(projector.findElements(By.cssSelector(".class-totals li")).isEmpty(), "the class's totals");
            checkProjector(projector, "7-podium");
            teacher.get(console);
            assertTrue(teacher.findElement(By.cssSelector(".class-controls a.button.start")).getAttribute("href").endsWith("/debrief"),
                    "the end: the debrief is the one next step");
            shootConsole(teacher, "3-end");
            waitFor(ana).until(b -> b.findElement(By.id("table")).getText().length() > 0);
            shootPhone(ana, "8-end");
        }
        assertEquals(List.of(), problems, "what was out of sight");
        assertEquals(List.of(), axe, "axe");
    }

    /** The table's sockets play {@code turns} turns (a table without Ana). */
    private static void othersPlay(Map<Integer, Classroom.Socket> seats, int turns) throws Exception {
        for (int i = 0; i < turns; i++) {
            JsonNode view = watcher(seats).settled().get("view");
            if (!view.get("phase").asText().equals("play")) return;
            ClassroomControlsTest.playATurn(seats.get(view.get("waitingFor").get(0).asInt()));
        }
    }

    /** Ana's table plays {@code turns} turns: her classmates from their sockets, Ana by tapping a card on her phone. */
    private void anaTablePlays(WebDriver ana, Map<Integer, Classroom.Socket> seats, int anaSeat, int turns) throws Exception {
        for (int i = 0; i < turns; i++) {
            JsonNode view = watcher(seats).settled().get("view");
            if (!view.get("phase").asText().equals("play")) return;
            int waiting = view.get("waitingFor").get(0).asInt();
            if (waiting != anaSeat) {
                ClassroomControlsTest.playATurn(seats.get(waiting));
                continue;
            }
            waitFor(ana).until(b -> BrowserBuilderPhoneTest.myTurn(b));
            BrowserBuilderPhoneTest.tap(ana, ana.findElement(By.cssSelector("#hand button.card")));
            waitFor(ana).until(b -> !BrowserBuilderPhoneTest.myTurn(b) || b.findElement(By.id("guess-button")).isEnabled());
            if (BrowserBuilderPhoneTest.myTurn(ana)) {
                WebElement end = ana.findElement(By.id("endturn"));
                BrowserBuilderPhoneTest.tap(ana, end);
                waitFor(ana).until(b -> !BrowserBuilderPhoneTest.myTurn(b));
            }
        }
    }

    private static Classroom.Socket watcher(Map<Integer, Classroom.Socket> seats) {
        return seats.values().iterator().next();
    }

    private static String watcherPhase(Map<Integer, Classroom.Socket> seats) {
        try {
            return watcher(seats).settled().get("view").get("phase").asText();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The teacher ends one table's round from the console's table card, answering its question yes. */
    private static void endRound(WebDriver teacher, long table) {
        teacher.navigate().refresh();
        answerYes(teacher);
        teacher.findElement(By.cssSelector("#table-" + table + " form[action$='/end-round'] button")).click();
        waitFor(teacher).until(b -> b.findElements(By.cssSelector("#table-" + table + " form[action$='/end-round']")).isEmpty());
    }

    private static void answerYes(WebDriver teacher) {
        ((JavascriptExecutor) teacher).executeScript("window.confirm = function () { return true; };");
    }



    /** The projector at this stage: one screen, nothing under 28 px, no table off it, axe clean; shot. */
    private void checkProjector(WebDriver projector, String stage) throws Exception {
        Object smallest = BrowserProjectorTest.checkOne(projector, "lesson-es-projector-" + stage);
        BrowserProjectorTest.note("lesson-es", stage, "smallest text " + smallest + " px");
        axe(projector, "the projector at " + stage);
    }

    /** Ana's phone from its top: her hand and her moves on the first screen, uncovered; axe clean; shot. */
    private void checkPhone(WebDriver ana, String stage) throws Exception {
        ((JavascriptExecutor) ana).executeScript("window.scrollTo(0, 0)");
        Thread.sleep(300);
        if (FirstScreen.count(ana, ANA_SEES) == 0) problems.add(stage + ": no hand nor moves on the phone");
        for (String p : FirstScreen.problems(ana, ANA_SEES, true)) problems.add(stage + ": " + p);
        axe(ana, "Ana's phone at " + stage);
        shootPhone(ana, stage);
    }

    private void axe(WebDriver b, String where) {
        List<String> found = new ArrayList<>();
        BrowserAxeTest.run(b, where, found);
        axe.addAll(found);
    }

    private static void shootPhone(WebDriver ana, String stage) throws Exception {
        FirstScreen.shoot(ana, "lesson-es-phone-" + stage);
    }

    private static void shootConsole(WebDriver teacher, String stage) throws Exception {
        FirstScreen.shoot(teacher, "lesson-es-console-" + stage);
    }

}
