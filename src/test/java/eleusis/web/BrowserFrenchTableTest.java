package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * A French student on a 390x844 phone (issue 12): their turn said in French beside their hand, a
 * wrong no-play explained with the card they could have played drawn, and a notebook entry refuted
 * in French. With {@code -Dscreenshots=DIR} the two moments are saved there as PNG files, to look at.
 */
class BrowserFrenchTableTest extends BrowserTestBase {
    @Test
    void aFrenchStudentIsToldWhyTheirNoPlayWasWrongAndWhatRefutesTheirHypothesis() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "express", 2, "card is red");
        WebDriver ana = join(code, "Ana", "fr");
        WebDriver bo = join(code, "Bo", "fr");
        for (WebDriver phone : new WebDriver[] {ana, bo}) {
            phone.manage().window().setSize(new Dimension(390, 844));
            waitFor(phone).until(b -> b.findElement(By.id("status")).getText().contains("Manche 1"));
        }
        WebDriver mover = waitFor(ana).until(b -> myTurn(ana) ? ana : myTurn(bo) ? bo : null);
        assertTrue(mover.findElement(By.id("hand-title")).getText().contains("à toi de jouer"),
                mover.findElement(By.id("hand-title")).getText());

        // A hypothesis the red starter already refutes.
        mover.findElement(By.id("note")).sendKeys("card is black");
        press(mover, mover.findElement(By.cssSelector("#noteform button[type=submit]")));
        waitFor(mover).until(b -> !b.findElements(By.cssSelector("#notebook li.note.refuted")).isEmpty());

        boolean red = mover.findElements(By.cssSelector("#hand img")).stream()
                .anyMatch(img -> img.getAttribute("src").matches(".*/cards/[^/]*[HD]\\.svg.*"));
        press(mover, mover.findElement(By.id("noplay")));
        if (!red) return; // no red card in seven (1 in 128): the no-play was right, nothing to explain
        WebElement message = waitFor(mover).until(b -> {
            WebElement m = b.findElement(By.id("message"));
            return m.getText().startsWith("Raté : tu pouvais jouer") ? m : null;
        });
        String said = message.getText();
        assertTrue(said.contains("que la règle accepte") && said.contains("carte") && said.contains("pénalité"), said);
        assertFalse(message.findElements(By.cssSelector("img")).isEmpty(), "the card that was playable is drawn");
        Matcher english = ReaderLanguageTest.ENGLISH.matcher(said);
        assertFalse(english.find(), () -> "English \"" + english.group() + "\" in: " + said);
        shoot(mover, "wrong-no-play");

        WebElement refuted = waitFor(mover).until(b -> b.findElement(By.cssSelector("#notebook li.note.refuted")));
        String note = refuted.getText();
        assertTrue(note.contains("Réfutée par") && note.contains("la carte") && note.contains("comme carte de départ"), note);
        ((JavascriptExecutor) mover).executeScript("arguments[0].scrollIntoView({block: 'center'})", refuted);
        shoot(mover, "refuted-note");

        // The teacher ends the round: the round's points by name, in French; the next round begins and
        // the hypothesis, about the last round's cards, says it is not checked against the new ones.
        long table = tableOf(code);
        post(teacher, "/tables/" + table + "/end-round", "");
        String over = waitFor(mover).until(b -> {
            String m = b.findElement(By.id("message")).getText();
            return m.startsWith("La manche est finie") ? m : null;
        });
        assertTrue(over.contains("Points de la manche : ") && over.contains("toi "), over);
        Matcher inOver = ReaderLanguageTest.ENGLISH.matcher(over);
        assertFalse(inOver.find(), () -> "English \"" + inOver.group() + "\" in: " + over);
        post(teacher, "/tables/" + table + "/next", "choice=same");
        WebElement earlier = waitFor(mover).until(b -> b.findElement(By.cssSelector("#notebook li.note.earlier")));
        assertTrue(earlier.getText().contains("Écrite pendant la manche 1"), earlier.getText());
        assertFalse(earlier.getText().contains("Réfutée"), "not refuted by the new round's cards: " + earlier.getText());
        ((JavascriptExecutor) mover).executeScript("arguments[0].scrollIntoView({block: 'center'})", earlier);
        shoot(mover, "earlier-note");
    }

    /** What a form of the teacher's console posts, with the teacher's browser's cookies. */
    private void post(WebDriver teacher, String path, String form) throws Exception {
        String cookies = teacher.manage().getCookies().stream().map(k -> k.getName() + "=" + k.getValue())
                .collect(java.util.stream.Collectors.joining("; "));
        java.net.http.HttpResponse<String> r = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest
                .newBuilder(java.net.URI.create(base + path)).header("Cookie", FormToken.cookie(cookies))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(FormToken.body(form, cookies))).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertTrue(r.statusCode() == 302, path + ": " + r.statusCode() + " " + r.body());
    }

    /** Clicks a button brought to the middle of the screen, never under the bar that stays at the top. */
    private static void press(WebDriver phone, WebElement button) {
        ((JavascriptExecutor) phone).executeScript("arguments[0].scrollIntoView({block: 'center'})", button);
        button.click();
    }

    private static boolean myTurn(WebDriver phone) {
        return phone.findElement(By.id("table")).getAttribute("class").contains("my-turn");
    }

    /** Saves what the phone shows, only when asked (-Dscreenshots=DIR): screenshots are for eyes, not for the repository. */
    private static void shoot(WebDriver phone, String name) throws Exception {
        String dir = System.getProperty("screenshots");
        if (dir == null) return;
        Files.createDirectories(Path.of(dir));
        Files.write(Path.of(dir, name + ".png"), ((TakesScreenshot) phone).getScreenshotAs(OutputType.BYTES));
    }
}
