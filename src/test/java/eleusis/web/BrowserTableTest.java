package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Real headless Chromium (Debian's chromium and chromium-driver, which .ci/run installs): a teacher
 * starts an Express session in one browser, three students join in their own browsers, and the
 * student whose turn it is plays a card by clicking it; every browser and the projector see it.
 */
class BrowserTableTest extends BrowserTestBase {
    static final String RULE = "card.color != last.color";

    /** The teacher signs up and starts an Express session for three students; answers the join code. */
    String startSession(WebDriver teacher) {
        signUp(teacher);
        // The students join one by one after Start: nobody plays their seats meanwhile.
        String code = createSession(teacher, "title", "Period 3", "students", "3", "rounds", "1", "rule", RULE, "computers", "none");
        assertEquals(6, code.length(), code);
        assertTrue(teacher.findElement(By.cssSelector("img.qr")).getAttribute("src").endsWith("/qr.svg"), "the lobby shows the QR code");
        pressStart(teacher);
        // Once the class has started, the QR code is a link away.
        assertTrue(teacher.findElements(By.cssSelector("img.qr")).isEmpty());
        assertTrue(teacher.findElement(By.cssSelector(".join-how a[href$='/qr.svg']")).isDisplayed());
        return code;
    }

    WebDriver[] studentsJoin(String code) throws Exception {
        WebDriver[] students = new WebDriver[3];
        for (int i = 0; i < 3; i++) {
            students[i] = browser();
            students[i].get(base + "/join?code=" + code);
            fill(students[i], "name", "Student " + i);
            students[i].findElement(By.cssSelector("form button[type=submit]")).click();
            waitFor(students[i]).until(b -> b.findElement(By.id("status")).getText().contains("you are Student"));
        }
        return students;
    }

    @Test
    void aTeacherStartsASessionStudentsJoinAndPlayLive() throws Exception {
        WebDriver teacher = browser();
        String code = startSession(teacher);
        long table = db.tables().listBySession(db.classSessions().findByCode(code).orElseThrow().id()).get(0).id();
        WebDriver[] students = studentsJoin(code);
        teacher.get(base + "/watch/" + table);
        waitFor(teacher).until(b -> b.findElement(By.id("status")).getText().contains("Turn:"));
        assertTrue(teacher.findElements(By.cssSelector("#hand")).isEmpty(), "the projector shows no hand");

        // The student whose turn it is has clickable cards; the others have none.
        WebDriver mover = null;
        for (WebDriver s : students) {
            List<WebElement> playable = s.findElements(By.cssSelector("#hand button.card"));
            if (!playable.isEmpty()) {
                assertEquals(null, mover, "only one student may play now");
                mover = s;
            }
        }
        assertTrue(mover != null, "someone can play");
        int before = mover.findElements(By.cssSelector("#hand .card")).size();
        assertEquals(12, before);
        mover.findElement(By.cssSelector("#hand button.card")).click();
        for (WebDriver b : List.of(students[0], students[1], students[2], teacher)) {
            waitFor(b).until(x -> x.findElement(By.id("events")).getText().contains("played"));
            int mainline = b.findElements(By.cssSelector("#mainline > .slot > .card")).size();
            int sideline = b.findElements(By.cssSelector("#mainline .sideline .card")).size();
            assertTrue((mainline == 2 && sideline == 0) || (mainline == 1 && sideline == 1),
                    "starter plus the right card, or the starter with the wrong card under it: " + mainline + ", " + sideline);
        }
        assertEquals(1, db.actionLog().load(table).size());
    }

    /**
     * A whole Express round in four browsers: students play (choosing cards that fit, as a student
     * who has found the pattern would), one guesses wrong in the rule language and sees the
     * counterexample, another guesses right, the round ends, and the projector shows the result.
     */
    @Test
    void anExpressRoundIsPlayedToTheEndWithGuessesJudgedAutomatically() throws Exception {
        WebDriver teacher = browser();
        String code = startSession(teacher);
        long table = db.tables().listBySession(db.classSessions().findByCode(code).orElseThrow().id()).get(0).id();
        WebDriver[] students = studentsJoin(code);
        WebDriver projector = teacher;
        projector.get(base + "/watch/" + table);
        waitFor(projector).until(b -> b.findElement(By.id("status")).getText().contains("Turn:"));

        boolean wrongGuessMade = false;
        int waits = 0;
        for (int step = 0; step < 40; step++) {
            int actions = db.actionLog().load(table).size();
            if (db.tables().find(table).orElseThrow().status() == eleusis.store.TableStatus.OVER) break;
            // The mover is the one page that offers a move. Two such pages mean the last mover's page
            // has not yet had the view that ends its turn (the move is stored before it is sent):
            // looked at again, or the click would be refused as out of turn.
            List<WebDriver> able = new java.util.ArrayList<>();
            for (WebDriver s : students) {
                if (!s.findElements(By.cssSelector("#hand button.card")).isEmpty()
                        || s.findElement(By.id("guess-button")).isEnabled()) able.add(s);
            }
            if (able.size() != 1) {
                assertTrue(++waits < 300, "no single page offered a move for 30 s");
                Thread.sleep(100);
                step--; // a look, not a move
                continue;
            }
            WebDriver acting = able.get(0);
            if (acting.findElement(By.id("guess-button")).isEnabled()) {
                String guess = wrongGuessMade ? RULE : "card is red";
                fill(acting, "guess", guess);
                acting.findElement(By.id("guess-button")).click();
                final boolean right = wrongGuessMade;
                waitFor(acting).until(x -> x.findElement(By.id("events")).getText().contains(right ? ": right" : "they differ on"));
                wrongGuessMade = true;
            } else {
                List<WebElement> cards = acting.findElements(By.cssSelector("#hand button.card"));
                List<WebElement> line = acting.findElements(By.cssSelector("#mainline > .slot > .card"));
                String last = line.get(line.size() - 1).getAttribute("aria-label");
                boolean lastRed = last.endsWith("H") || last.endsWith("D");
                WebElement pick = cards.get(0);
                for (WebElement c : cards) {
                    String face = c.getAttribute("aria-label").replace("Play ", "");
                    if ((face.endsWith("H") || face.endsWith("D")) != lastRed) pick = c;
                }
                pick.click();
            }
            waitFor(acting).until(x -> db.actionLog().load(table).size() > actions);
            waits = 0;
        }
        assertTrue(wrongGuessMade, "a wrong guess was made and answered with a counterexample");
        for (WebDriver b : List.of(students[0], students[1], students[2], projector)) {
            waitFor(b).until(x -> x.findElement(By.id("events")).getText().contains("The round is over"));
        }
        String status = projector.findElement(By.id("status")).getText();
        assertTrue(status.contains("game is over") || status.contains("round is over"), status);
        String players = projector.findElement(By.id("players")).getText();
        assertTrue(players.contains("Student 0") && players.contains("points"), players);
        assertTrue(projector.findElement(By.id("events")).getText().contains("guessed \u201ccard.color != last.color\u201d: right"));

        // A reloaded page is told the story so far: the counterexample is still there to reason from.
        students[0].navigate().refresh();
        waitFor(students[0]).until(x -> x.findElement(By.id("events")).getText().contains("they differ on"));
        String story = students[0].findElement(By.id("events")).getText();
        assertTrue(story.contains("The round is over") && story.contains(": right"), story);
    }
}
