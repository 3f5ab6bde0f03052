package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * A French and a Spanish student at one Express table, on 390x844 phones: every event line, message and
 * counterexample names cards as their language does ("Lucía a joué D♦ : juste", "Tess ha jugado K♣"), the
 * card faces are drawn in their language (a French queen marked D) and read aloud in words ("dame de
 * carreau"). With {@code -Dscreenshots=DIR} both phones are saved after some plays and a wrong guess.
 */
class BrowserCardNamesTest extends BrowserTestBase {
    private static final Pattern NOTATION = CardNamesTest.NOTATION;
    /** A card as a French reader reads it: the French decks' letters, then the suit's sign. */
    private static final String FRENCH_CARD = "(?:10|[2-9]|[AVDR])[\u2660\u2665\u2666\u2663]";
    private static final String SPANISH_CARD = "(?:10|[2-9]|[AJQK])[\u2660\u2665\u2666\u2663]";

    @Test
    void frenchAndSpanishPhonesNameEveryCardInTheirLanguage() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "express", 2, "card is red");
        WebDriver tess = join(code, "Tess", "fr");
        WebDriver lucia = join(code, "Lucía", "es");
        for (WebDriver phone : List.of(tess, lucia)) {
            phone.manage().window().setSize(new Dimension(390, 844));
            waitFor(phone).until(b -> b.findElement(By.id("status")).getText().matches("(Manche|Ronda) 1.*"));
        }

        // Plays until each has played a few cards and guessed wrongly once, after a right play.
        java.util.Set<WebDriver> guessed = new java.util.HashSet<>();
        int plays = 0;
        for (int move = 0; move < 60 && (plays < 6 || guessed.size() < 2); move++) {
            WebDriver mover = waitFor(tess).until(b -> myTurn(tess) ? tess : myTurn(lucia) ? lucia : null);
            WebElement end = mover.findElement(By.id("endturn"));
            if (end.isEnabled()) { // after a right play: guess once, wrongly, then end the turn
                if (guessed.add(mover)) {
                    mover.findElement(By.id("guess")).sendKeys("card is black");
                    press(mover, mover.findElement(By.id("guess-button")));
                    waitFor(mover).until(b -> !b.findElements(By.cssSelector("#guess-check .counterexample img")).isEmpty());
                    // The box's reading, still due for the typed text when the guess went, does not wipe the verdict.
                    Thread.sleep(600);
                    assertFalse(mover.findElements(By.cssSelector("#guess-check .counterexample img")).isEmpty(),
                            "the verdict stays beside the box");
                    checkCounterexample(mover, mover == tess ? "fr" : "es");
                }
                press(mover, mover.findElement(By.id("endturn")));
            } else {
                // A red card when there is one, so that plays are right and a guess may follow.
                List<WebElement> hand = mover.findElements(By.cssSelector("#hand button.card"));
                WebElement card = hand.stream().filter(b -> b.findElement(By.tagName("img")).getAttribute("src")
                        .matches(".*/cards/[^/?]*[HD]\\.svg.*")).findFirst().orElse(hand.get(0));
                int before = mover.findElements(By.cssSelector("#events li")).size();
                press(mover, card);
                plays++;
                waitFor(mover).until(b -> b.findElements(By.cssSelector("#events li")).size() > before);
            }
            Thread.sleep(150);
        }
        assertTrue(!guessed.isEmpty(), "a right play came, so a guess was made");

        // The French phone: "Lucía a joué 9♦ : juste", "tu as joué D♥ : juste", never "QH".
        String frenchEvents = waitFor(tess).until(b -> {
            String t = b.findElement(By.id("events")).getText();
            return t.matches("(?s).*Lucía a joué " + FRENCH_CARD + " : .*") ? t : null;
        });
        assertTrue(frenchEvents.matches("(?s).*tu as joué " + FRENCH_CARD + " : .*"), frenchEvents);
        noNotation("fr events", frenchEvents);
        String spanishEvents = waitFor(lucia).until(b -> {
            String t = b.findElement(By.id("events")).getText();
            return t.matches("(?s).*Tess ha jugado " + SPANISH_CARD + ": .*") ? t : null;
        });
        noNotation("es events", spanishEvents);

        for (WebDriver phone : List.of(tess, lucia)) {
            String lang = phone == tess ? "fr" : "es";
            noNotation(lang + " message", phone.findElement(By.id("message")).getText());
            // Faces in the page's language, read in words.
            for (WebElement img : phone.findElements(By.cssSelector("#mainline img"))) {
                assertTrue(img.getAttribute("src").contains("lang=" + lang), img.getAttribute("src"));
                assertTrue(img.getAttribute("alt").matches(lang.equals("fr") ? "(as|[2-9]|10|valet|dame|roi) de (pique|cœur|carreau|trèfle).*"
                        : "(as|[2-9]|10|jota|reina|rey) de (picas|corazones|diamantes|tréboles).*"), img.getAttribute("alt"));
            }
            for (WebElement button : phone.findElements(By.cssSelector("#hand button.card"))) {
                noNotation(lang + " hand label", button.getAttribute("aria-label"));
            }
        }
        // The French face of a queen prints D: the image the page asks for is drawn so.
        String face = (String) ((JavascriptExecutor) tess).executeAsyncScript(
                "var done = arguments[0]; fetch(EleusisCards.face('QD', false)).then(function (r) { return r.text(); }).then(done);");
        assertTrue(face.contains(">D</text>") && face.contains("dame de carreau"), face);

        for (WebDriver phone : List.of(tess, lucia)) {
            String who = phone == tess ? "fr" : "es";
            shoot(phone, "cards-" + who + "-mainline", 390, 844, "#mainline-title");
            shoot(phone, "cards-" + who + "-hand", 390, 844, "#hand-title");
            shoot(phone, "cards-" + who + "-events", 390, 844, "#events-title");
            if (!phone.findElements(By.cssSelector("#guess-check .counterexample")).isEmpty()) {
                shoot(phone, "cards-" + who + "-counterexample", 390, 844, "#guess-title");
            }
        }
    }

    /** The script every page has names cards as the page's language does, with the bundles' words. */
    @Test
    void theSharedScriptNamesCardsInThePagesLanguage() throws Exception {
        WebDriver b = browser();
        String[][] expected = {
            {"en", "Q\u2666", "queen of diamonds", "/cards/QD.svg", "10\u2665 K\u2663"},
            {"es", "Q\u2666", "reina de diamantes", "/cards/QD.svg?lang=es", "10\u2665 K\u2663"},
            {"fr", "D\u2666", "dame de carreau", "/cards/QD.svg?lang=fr", "10\u2665 R\u2663"},
            {"it", "Q\u2666", "regina di quadri", "/cards/QD.svg?lang=it", "10\u2665 K\u2663"}};
        for (String[] e : expected) {
            b.get(base + "/join?code=NOSUCH&lang=" + e[0]);
            JavascriptExecutor js = (JavascriptExecutor) b;
            waitFor(b).until(x -> (Boolean) js.executeScript("return !!window.EleusisCards"));
            assertTrue(e[1].equals(js.executeScript("return EleusisCards.name('QD')")), e[0]);
            assertTrue(e[2].equals(js.executeScript("return EleusisCards.words('qd')")), e[0] + " " + js.executeScript("return EleusisCards.words('qd')"));
            assertTrue(e[3].equals(js.executeScript("return EleusisCards.face('QD', false)")), e[0] + " " + js.executeScript("return EleusisCards.face('QD', false)"));
            assertTrue(e[4].equals(js.executeScript("return EleusisCards.line('10H KC')")), e[0]);
            assertTrue("ZZ".equals(js.executeScript("return EleusisCards.name('ZZ')")), "what is not a card stays as it came");
        }
    }

    /** The wrong guess's counterexample: drawn as cards whose words are the reader's, and said with the reader's names. */
    private static void checkCounterexample(WebDriver phone, String lang) {
        WebElement box = phone.findElement(By.id("guess-check"));
        String said = box.getText();
        noNotation(lang + " counterexample", said);
        assertTrue(said.matches("(?s).*" + (lang.equals("fr") ? FRENCH_CARD : SPANISH_CARD) + ".*"), said);
        for (WebElement img : box.findElements(By.cssSelector(".counterexample img"))) {
            assertTrue(img.getAttribute("src").contains("lang=" + lang), img.getAttribute("src"));
            assertTrue(img.getAttribute("alt").contains(lang.equals("fr") ? " de " : " de "), img.getAttribute("alt"));
            noNotation(lang + " counterexample alt", img.getAttribute("alt"));
        }
    }

    private static void noNotation(String where, String text) {
        Matcher m = NOTATION.matcher(text == null ? "" : text);
        assertFalse(m.find(), () -> where + ": the card notation \"" + m.group() + "\" in: " + text);
    }

    private static void press(WebDriver phone, WebElement button) {
        ((JavascriptExecutor) phone).executeScript("arguments[0].scrollIntoView({block: 'center'})", button);
        button.click();
    }

    private static boolean myTurn(WebDriver phone) {
        return phone.findElement(By.id("table")).getAttribute("class").contains("my-turn");
    }
}
