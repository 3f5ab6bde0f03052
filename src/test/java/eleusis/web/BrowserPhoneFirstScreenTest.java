package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * A student's table on a 390x844 phone after a minute of play (issue 24, part 4): four students in
 * English, Spanish, French and Italian at an Express table, 60 plays made by script on their own
 * sockets, then each state a phone meets (the lobby, their turn, after a right and a wrong play, not
 * their turn, waiting for the dealer, the round's and the game's end, reconnecting, the guess box with
 * the on-screen keyboard open): in each, every card of the hand and every move's button lies on the
 * first screen and nothing, the sticky bar above all, covers it. The teacher's dealer screen on a phone
 * keeps its verdict buttons there too. The first screen is printed, block by block; with
 * -Dscreenshots=DIR each state is saved in each language.
 */
class BrowserPhoneFirstScreenTest extends BrowserTestBase {
    static final String RULE = "card.color != last.color";
    /** What a student must reach without scrolling: the hand's cards and the turn's buttons. */
    static final String STUDENT = "#hand > *, #actions button:not([hidden]), #prophet-panel:not([hidden]) button, "
            + "#prophet-panel:not([hidden]) #prophet-pending .card";
    /** The dealer's verdict and what it judges. */
    static final String DEALER = "#judge button, #pending .card";
    static final String[] TABLE_BLOCKS = {
        "header", "header.top", "title", ".table-title", "banner", "#banner", "bar", ".bar", "judge", "#judge",
        "mainline heading", "#mainline-title", "markers", ".marker-legend", "mainline", "#mainline", "mainline toggle", "#mainline-whole",
        "prophet", "#prophet-panel", "hand heading", "#hand-title", "hand help", "#hand-help", "hand", "#hand",
        "moves", "#actions", "guess", "#guessform", "notebook", "#noteform", "players", "#players", "events", "#events"};

    /** A student's phone: its browser, the language it reads, and a socket of its seat for the script. */
    record Phone(WebDriver browser, String lang, Classroom.Socket socket) {
        int seat() throws InterruptedException {
            return socket.current().get("view").get("you").asInt();
        }
    }

    private final List<String> problems = new ArrayList<>();
    private final StringBuilder report = new StringBuilder();

    @Test
    void anExpressTableKeepsTheHandAndTheMovesOnThePhonesFirstScreenAfterSixtyPlays() throws Exception {
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            String teacher = c.teacher("t@school.example");
            long session = c.session(teacher, "title", "Period 3", "game", "express", "students", "4", "rounds", "2",
                    "choice", "written", "rule", RULE, "lobby", "on");
            String[] names = {"Ana", "Bo", "Chloé", "Dario"};
            String[] langs = {"en", "es", "fr", "it"};
            // The lobby, before Start: the cards look held and the banner says why.
            List<Phone> phones = seated(c, teacher, session, names, langs, "lobby");
            long table = phones.get(0).socket().table;
            ScriptedSeats script = new ScriptedSeats();
            for (Phone p : phones) script.add(p.socket());
            script.play(60, 2, 8);
            settle(phones);
            report.append("Express, 60 plays, ").append(names[0]).append("'s phone (en), not their turn or their turn:\n")
                    .append(FirstScreen.describe(phones.get(0).browser(), TABLE_BLOCKS));
            laptop(phones.get(0).browser(), "laptop-express-60-plays-en");

            // Each phone in turn: its turn, a right play, End my turn pressed on the screen; the others wait.
            for (Phone p : phones) {
                script.until(p.socket(), 2, 8, true);
                settle(phones);
                waitFor(p.browser()).until(x -> x.findElement(By.id("table")).getAttribute("class").contains("my-turn"));
                check(p.browser(), "your-turn", p.lang(), STUDENT);
                for (Phone other : phones) if (other != p) check(other.browser(), "not-your-turn", other.lang(), STUDENT);
                int right = ScriptedSeats.card(p.socket(), true);
                assertTrue(right >= 0, "a card the rule accepts");
                clickCard(p, right);
                waitFor(p.browser()).until(x -> x.findElement(By.id("endturn")).isEnabled());
                check(p.browser(), "after-right-play", p.lang(), STUDENT);
                if (p == phones.get(0)) {
                    report.append("Express, after a right play (en):\n").append(FirstScreen.describe(p.browser(), TABLE_BLOCKS));
                    keyboard(p);
                }
                click(p, "#endturn");
                script.settled();
            }
            // Each phone in turn: a wrong play, pressed on the screen.
            for (Phone p : phones) {
                script.until(p.socket(), 2, 8, false);
                settle(phones);
                waitFor(p.browser()).until(x -> x.findElement(By.id("table")).getAttribute("class").contains("my-turn"));
                clickCard(p, ScriptedSeats.card(p.socket(), false));
                waitFor(p.browser()).until(x -> x.findElement(By.id("message")).getAttribute("class").contains("bad"));
                check(p.browser(), "after-wrong-play", p.lang(), STUDENT);
            }

            // A guess in words waits for the teacher: every phone waits, the dealer's phone judges.
            Phone guesser = phones.get(0);
            script.until(guesser.socket(), 2, 8, true);
            settle(phones);
            clickCard(guesser, ScriptedSeats.card(guesser.socket(), true));
            waitFor(guesser.browser()).until(x -> x.findElement(By.id("endturn")).isEnabled());
            guesser.browser().findElement(By.cssSelector("input[name=guessform][value=words]")).click();
            guesser.browser().findElement(By.id("guess")).sendKeys("the colours take turns");
            guesser.browser().findElement(By.id("guess-button")).click();
            for (int i = 0; i < 200 && !ScriptedSeats.phase(guesser.socket()).equals("guess_verdict"); i++) Thread.sleep(25);
            assertEquals("guess_verdict", ScriptedSeats.phase(guesser.socket()));
            settle(phones);
            for (Phone p : phones) check(p.browser(), "waiting-for-the-dealer", p.lang(), STUDENT);
            WebDriver dealer = browser();
            FirstScreen.screen(dealer, 390, 844);
            signIn(dealer, teacher);
            dealer.get(base + "/deal/" + table);
            waitFor(dealer).until(x -> x.findElement(By.id("right")).isEnabled());
            check(dealer, "dealer-judges", "en", DEALER);
            dealer.findElement(By.id("wrong")).click();
            for (int i = 0; i < 200 && ScriptedSeats.phase(guesser.socket()).equals("guess_verdict"); i++) Thread.sleep(25);
            script.settled();

            // The round's end, then the rule revealed: the banner grows, the hand stays in sight.
            script.guessRight(RULE);
            settle(phones);
            for (Phone p : phones) {
                waitFor(p.browser()).until(x -> !x.findElements(By.cssSelector("#banner .result")).isEmpty());
                check(p.browser(), "round-over", p.lang(), STUDENT);
            }
            c.post("/sessions/" + session + "/reveal-all", teacher);
            for (Phone p : phones) {
                waitFor(p.browser()).until(x -> !x.findElements(By.cssSelector("#banner .revealed")).isEmpty());
                check(p.browser(), "round-over-revealed", p.lang(), STUDENT);
            }
            report.append("Express, the round over and its rule revealed (en):\n").append(FirstScreen.describe(phones.get(0).browser(), TABLE_BLOCKS));

            // The next round, 60 plays again, the game's end.
            c.post("/sessions/" + session + "/next-all", teacher);
            script.await("play");
            settle(phones);
            script.play(60, 2, 8);
            script.guessRight(RULE);
            settle(phones);
            assertEquals("game_over", ScriptedSeats.phase(phones.get(0).socket()));
            for (Phone p : phones) {
                waitFor(p.browser()).until(x -> !x.findElements(By.cssSelector("#banner .result")).isEmpty());
                check(p.browser(), "game-over", p.lang(), STUDENT);
            }

            reconnecting(phones, "reconnecting");
        }
        System.out.println("The phone's first screen (issue 24, part 4):\n" + report);
        assertEquals(List.of(), problems, "every control on the first screen, uncovered");
    }

    @Test
    void anEleusisTableKeepsTheHandTheStringAndTheProphetsCallOnThePhonesFirstScreen() throws Exception {
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            String teacher = c.teacher("t@school.example");
            long session = c.session(teacher, "title", "Period 4", "game", "eleusis", "students", "3", "rounds", "1",
                    "choice", "written", "rule", RULE, "lobby", "on");
            String[] names = {"Ana", "Bea", "Ciro"};
            String[] langs = {"en", "fr", "it"};
            List<Phone> phones = seated(c, teacher, session, names, langs, "eleusis-lobby");
            ScriptedSeats script = new ScriptedSeats();
            for (Phone p : phones) script.add(p.socket());
            // One play in three is right: the hands grow with the penalty cards.
            script.play(25, 3, 6);

            // Ana's turn: a string of two cards picked, then one right card played; she becomes the prophet.
            Phone ana = phones.get(0);
            script.until(ana.socket(), 3, 6, true);
            settle(phones);
            waitFor(ana.browser()).until(x -> x.findElement(By.id("table")).getAttribute("class").contains("my-turn"));
            check(ana.browser(), "eleusis-your-turn", "en", STUDENT);
            for (Phone other : phones) if (other != ana) check(other.browser(), "eleusis-not-your-turn", other.lang(), STUDENT);
            int right = ScriptedSeats.card(ana.socket(), true);
            String another = ana.browser().findElements(By.cssSelector("#hand button.card")).stream().map(e -> e.getAttribute("data-id"))
                    .filter(id -> !id.equals(String.valueOf(right))).findFirst().orElseThrow();
            ana.browser().findElement(By.cssSelector("#hand [data-id='" + right + "']")).click();
            ana.browser().findElement(By.cssSelector("#hand [data-id='" + another + "']")).click();
            waitFor(ana.browser()).until(x -> x.findElements(By.cssSelector("#hand [aria-pressed='true']")).size() == 2);
            check(ana.browser(), "eleusis-string-picked", "en", STUDENT);
            ana.browser().findElement(By.cssSelector("#hand [data-id='" + another + "']")).click();
            waitFor(ana.browser()).until(x -> x.findElements(By.cssSelector("#hand [aria-pressed='true']")).size() == 1);
            click(ana, "#play-selected");
            waitFor(ana.browser()).until(x -> x.findElement(By.id("prophet")).isDisplayed());
            check(ana.browser(), "eleusis-after-right-play", "en", STUDENT);
            click(ana, "#prophet");
            // The next player plays: the prophet calls it from her phone.
            Classroom.Socket next = script.mover();
            script.play(next, true);
            settle(phones);
            waitFor(ana.browser()).until(x -> x.findElement(By.id("prophet-panel")).isDisplayed());
            check(ana.browser(), "eleusis-prophet", "en", STUDENT);
            report.append("Eleusis, 26 plays, the prophet's phone (en) calling a play:\n").append(FirstScreen.describe(ana.browser(), TABLE_BLOCKS));
            for (Phone other : phones) if (other != ana) check(other.browser(), "eleusis-waiting-for-the-prophet", other.lang(), STUDENT);
            click(ana, ScriptedSeats.pendingIsRight(ana.socket()) ? "#call-right" : "#call-wrong");

            // Bea plays wrong; the prophet (the script on Ana's seat now) calls it.
            Phone bea = phones.get(1);
            script.until(bea.socket(), 3, 6, false);
            settle(phones);
            waitFor(bea.browser()).until(x -> x.findElement(By.id("table")).getAttribute("class").contains("my-turn"));
            bea.browser().findElement(By.cssSelector("#hand [data-id='" + ScriptedSeats.card(bea.socket(), false) + "']")).click();
            click(bea, "#play-selected");
            settle(phones);
            check(bea.browser(), "eleusis-waiting-for-the-prophet-call", "fr", STUDENT);
            script.other(ana.socket());
            settle(phones);
            waitFor(bea.browser()).until(x -> x.findElement(By.id("message")).getAttribute("class").contains("bad"));
            check(bea.browser(), "eleusis-after-wrong-play", "fr", STUDENT);
            // On to 60 plays; Ciro's turn.
            script.play(60 - script.plays, 3, 6);
            Phone ciro = phones.get(2);
            script.until(ciro.socket(), 3, 6);
            settle(phones);
            waitFor(ciro.browser()).until(x -> x.findElement(By.id("table")).getAttribute("class").contains("my-turn"));
            check(ciro.browser(), "eleusis-your-turn", "it", STUDENT);
            check(bea.browser(), "eleusis-not-your-turn", "fr", STUDENT);
            report.append("Eleusis, ").append(script.plays).append(" plays, Ciro's phone (it), his turn:\n")
                    .append(FirstScreen.describe(ciro.browser(), TABLE_BLOCKS));
            laptop(ciro.browser(), "laptop-eleusis-60-plays-it");

            reconnecting(phones, "eleusis-reconnecting");
        }
        System.out.println("The phone's first screen at an Eleusis table (issue 24, part 4):\n" + report);
        assertEquals(List.of(), problems, "every control on the first screen, uncovered");
    }

    /** What a student must reach in solo practice: the hand and the shortcuts to the guess and the notebook. */
    static final String PRACTICE = ".practice-hand button.card, .practice-shortcuts a";
    static final String[] PRACTICE_BLOCKS = {"header", "header.top", "title", "h1", "bar", ".practice-bar", "last", ".practice-last",
        "error", ".practice-error", "end", ".practice-end", "mainline heading", "#layout-title", "mainline", "#practice-mainline",
        "hand heading", "#hand-title", "hand", ".practice-hand", "shortcuts", ".practice-shortcuts", "counterexamples",
        ".practice-counterexamples", "guess", "#guess", "hint", "#hint", "notebook", "#notebook"};

    @Test
    void soloPracticeKeepsTheHandOnThePhonesFirstScreenToItsLastTurn() throws Exception {
        WebDriver phone = browser();
        FirstScreen.screen(phone, 390, 844);
        phone.get(base + "/practice?lang=en");
        phone.findElement(By.cssSelector("input[name=level][value='1']")).click();
        phone.findElement(By.name("counterexamples")).click();
        phone.findElement(By.cssSelector(".practice-start button")).click();
        waitFor(phone).until(b -> b.getCurrentUrl().matches(".*/practice/[A-Za-z0-9_-]{43}(#.*)?"));
        String game = phone.getCurrentUrl().replaceAll("#.*", "");
        assertTrue(phone.findElements(By.cssSelector("header a[href='/sessions']")).isEmpty(), "a student's slim header");
        check(phone, "practice-first-turn", "en", PRACTICE);
        for (int turn = 1; turn <= 20; turn++) playFirstCard(phone, turn);
        // A wrong guess: the cases the dealer shows come after the hand.
        phone.findElement(By.id("guess-text")).sendKeys("card.rank > 20");
        phone.findElement(By.cssSelector("#guess button")).click();
        waitFor(phone).until(b -> !b.findElements(By.cssSelector(".practice-counterexamples li")).isEmpty());
        check(phone, "practice-wrong-guess", "en", PRACTICE);
        for (int turn = 21; turn <= 29; turn++) playFirstCard(phone, turn);
        check(phone, "practice-turn-29", "en", PRACTICE);
        report.append("Solo practice, 29 turns (en):\n").append(FirstScreen.describe(phone, PRACTICE_BLOCKS));
        laptop(phone, "laptop-practice-29-turns-en");
        phone.get(game + "?lang=es");
        waitFor(phone).until(b -> b.findElement(By.tagName("html")).getAttribute("lang").equals("es")
                && !b.findElements(By.cssSelector(".practice-shortcuts a")).isEmpty());
        check(phone, "practice-turn-29", "es", PRACTICE);
        phone.get(game + "?lang=en");
        playFirstCard(phone, 30);
        check(phone, "practice-last-guess", "en", ".practice-shortcuts a");
        // The shortcut to the notebook brings it into view and focuses its box (no builder on the page yet).
        phone.findElement(By.cssSelector(".practice-shortcuts a[data-builder-for='note']")).click();
        Thread.sleep(900);
        Object focused = ((JavascriptExecutor) phone).executeScript("return document.activeElement.id");
        if ("note".equals(focused)) check(phone, "practice-notebook-shortcut", "en", "#note", false);
        phone.get(game + "?lang=it");
        waitFor(phone).until(b -> b.findElement(By.tagName("html")).getAttribute("lang").equals("it")
                && !b.findElements(By.cssSelector(".practice-shortcuts a")).isEmpty());
        check(phone, "practice-last-guess", "it", ".practice-shortcuts a");
        System.out.println("The phone's first screen in solo practice (issue 24, part 4):\n" + report);
        assertEquals(List.of(), problems, "every control on the first screen, uncovered");
    }

    private static void playFirstCard(WebDriver phone, int turn) {
        phone.findElements(By.cssSelector(".practice-hand button.card")).get(0).click();
        waitFor(phone).until(b -> b.findElement(By.cssSelector(".practice-turn")).getText().startsWith("Turn " + turn + " "));
    }

    /** The extra modes: a student's moves and cards on the first screen, at a table of the student and the computer. */
    @Test
    void theExtraModesKeepTheMovesOnThePhonesFirstScreen() throws Exception {
        try (Classroom c = new Classroom(base.replace("http://", ""))) {
            String teacher = c.teacher("t@school.example");
            String[][] games = {{"elephant", "3", "en"}, {"elementa", "4", "es"}, {"palmera", "2", "fr"}};
            for (String[] g : games) {
                long session = c.session(teacher, "title", "Period " + g[0], "game", g[0], "students", g[1], "rounds", "1", "computers", "lot");
                String code = db.classSessions().find(session).orElseThrow().joinCode();
                WebDriver phone = phoneJoins(code, "Ana", g[2]);
                waitFor(phone).until(b -> !b.findElements(By.cssSelector("#actions button:not([disabled])")).isEmpty()
                        || !b.findElements(By.cssSelector("#hand button:not([disabled])")).isEmpty());
                Thread.sleep(500);
                check(phone, g[0] + "-your-move", g[2], "#actions button, #hand button");
                // On a laptop the moves stand beside the board: on the first screen too.
                FirstScreen.screen(phone, 1920, 1080);
                ((JavascriptExecutor) phone).executeScript("scrollTo(0, 0)");
                Thread.sleep(300);
                check(phone, "laptop-" + g[0], g[2], "#actions button, #hand button");
                FirstScreen.screen(phone, 390, 844);
                report.append(g[0]).append(" (").append(g[2]).append("):\n").append(FirstScreen.describe(phone, "header", "header.top",
                        "title", ".table-title", "status", "#status", "message", "#message", "board", "#board", "moves", "#actions",
                        "players", "#players"));
            }
        }
        System.out.println("The phone's first screen in the extra modes (issue 24, part 4):\n" + report);
        assertEquals(List.of(), problems, "every move on the first screen, uncovered");
    }

    /**
     * The way to the guess box: "Guess the rule" brings it into view below the sticky bar and focuses
     * it (unless a rule builder took the focus instead); then the on-screen keyboard opens (the screen
     * 336 px shorter, the browser keeping the focused box in view): the box is in sight, under no bar.
     */
    private void keyboard(Phone p) throws Exception {
        WebDriver b = p.browser();
        JavascriptExecutor js = (JavascriptExecutor) b;
        b.findElement(By.id("guess-shortcut")).click();
        Thread.sleep(900); // a smooth scroll
        Object focused = js.executeScript("return document.activeElement.id");
        if ("guess".equals(focused)) {
            check(b, "guess-shortcut", p.lang(), "#guess", false);
        } else {
            // The rule builder opened over the page, its first piece focused; closed, the box is there to type in.
            assertEquals(Boolean.TRUE, js.executeScript("var d = document.querySelector('dialog.rule-builder[open]');"
                    + " return !!d && d.contains(document.activeElement);"), "the shortcut led somewhere: " + focused);
            b.findElement(By.cssSelector("dialog.rule-builder[open] .rb-close")).click();
            b.findElement(By.id("guess")).click();
        }
        FirstScreen.screen(b, 390, 508);
        js.executeScript("document.activeElement.scrollIntoView({ block: 'nearest' })");
        check(b, "keyboard-open", p.lang(), "#guess", false);
        FirstScreen.screen(b, 390, 844);
        js.executeScript("document.activeElement.blur(); scrollTo(0, 0)");
        Thread.sleep(200);
    }

    /**
     * The same page on a laptop (1920x1080): the hand and the moves on its first screen too; a
     * screenshot (-Dscreenshots) to look at; then the phone again.
     */
    void laptop(WebDriver b, String name) throws Exception {
        FirstScreen.screen(b, 1920, 1080);
        ((JavascriptExecutor) b).executeScript("scrollTo(0, 0)");
        Thread.sleep(300);
        check(b, name, "1920x1080", "#hand > *, #actions button:not([hidden]), .practice-hand button.card, .practice-shortcuts a");
        FirstScreen.screen(b, 390, 844);
        ((JavascriptExecutor) b).executeScript("scrollTo(0, 0)");
    }

    /** Every phone has drawn the newest view. */
    private static void settle(List<Phone> phones) throws InterruptedException {
        for (Phone p : phones) p.socket().current();
        Thread.sleep(400);
    }

    /** The phone's student presses a card of their hand; waits until the play is made. */
    private static void clickCard(Phone p, int id) throws InterruptedException {
        click(p, "#hand [data-id='" + id + "']");
    }

    /** The phone's student presses a button; waits until the server has taken the move (a refusal fails). */
    private static void click(Phone p, String css) throws InterruptedException {
        int seq = p.socket().current().get("seq").asInt();
        p.socket().drain();
        p.browser().findElement(By.cssSelector(css)).click();
        for (int i = 0; i < 400 && p.socket().current().get("seq").asInt() <= seq; i++) {
            for (com.fasterxml.jackson.databind.JsonNode m : p.socket().messages) {
                if (m.path("type").asText().equals("refused")) throw new AssertionError("refused: " + m + " for " + css);
            }
            Thread.sleep(25);
        }
        assertTrue(p.socket().current().get("seq").asInt() > seq, "the move of " + css + " was made");
    }

    /** Checks the state on this phone, keeps what is wrong, and saves a screenshot. */
    void check(WebDriver b, String state, String lang, String css) throws Exception {
        check(b, state, lang, css, true);
    }

    /** The same; {@code firstScreen} off: in sight as the page is scrolled now, not necessarily at its top. */
    void check(WebDriver b, String state, String lang, String css, boolean firstScreen) throws Exception {
        int count = FirstScreen.count(b, css);
        if (count == 0) problems.add(state + " (" + lang + "): nothing to check for " + css);
        for (String p : FirstScreen.problems(b, css, firstScreen)) problems.add(state + " (" + lang + "): " + p);
        FirstScreen.shoot(b, "phone-" + state + "-" + lang);
    }

    /**
     * The students join the session's table on phones, each in their language, in the order of
     * {@code names}; every phone's lobby is checked (as {@code lobby}), the teacher starts the class,
     * and each phone, its hand dealt, gets its seat's socket for the script to play from.
     */
    private List<Phone> seated(Classroom c, String teacher, long session, String[] names, String[] langs, String lobby)
            throws Exception {
        String code = db.classSessions().find(session).orElseThrow().joinCode();
        List<WebDriver> browsers = new ArrayList<>();
        for (int i = 0; i < names.length; i++) browsers.add(phoneJoins(code, names[i], langs[i]));
        long table = Long.parseLong(browsers.get(0).getCurrentUrl().replaceAll(".*/play/", "").replaceAll("\\?.*", ""));
        for (int i = 0; i < names.length; i++) {
            WebDriver b = browsers.get(i);
            waitFor(b).until(x -> !x.findElement(By.id("banner")).getText().isEmpty());
            check(b, lobby, langs[i], STUDENT);
        }
        c.post("/sessions/" + session + "/start", teacher);
        List<Phone> phones = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            WebDriver b = browsers.get(i);
            waitFor(b).until(x -> !x.findElements(By.cssSelector("#hand > .card")).isEmpty());
            phones.add(new Phone(b, langs[i], c.socket(table, cookieOf(b))));
        }
        return phones;
    }

    /** The server goes away: every phone says it is reconnecting (checked as {@code shot}), the hand still in sight. */
    private void reconnecting(List<Phone> phones, String shot) throws Exception {
        List<String> before = new ArrayList<>();
        for (Phone p : phones) before.add(p.browser().findElement(By.id("status")).getText());
        app.stop();
        for (Phone p : phones) {
            String was = before.get(phones.indexOf(p));
            waitFor(p.browser()).until(x -> !x.findElement(By.id("status")).getText().equals(was));
            check(p.browser(), shot, p.lang(), STUDENT);
        }
    }

    WebDriver phoneJoins(String code, String name, String lang) throws Exception {
        WebDriver b = join(code, name, lang);
        FirstScreen.screen(b, 390, 844);
        if (!lang.equals(b.findElement(By.tagName("html")).getAttribute("lang"))) b.get(b.getCurrentUrl() + "?lang=" + lang);
        assertEquals(lang, b.findElement(By.tagName("html")).getAttribute("lang"));
        assertEquals(844L, ((JavascriptExecutor) b).executeScript("return innerHeight"));
        return b;
    }
}
