package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.Database;
import eleusis.web.practice.PracticeRoutes;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Solo practice over real HTTP on port 0: start, play, guess, hints, refusals, and a restart that loses nothing. */
class PracticeRoutesTest {
    private static final Pattern HAND = Pattern.compile("name=\"card\" value=\"([0-9AJQK]{1,2}[SHDC])\"");
    private static final Pattern TURN = Pattern.compile("Turn (\\d+) / 30");
    @TempDir
    Path data;
    private Database db;
    private io.javalin.Javalin app;
    private String base;
    private final HttpClient http = HttpClient.newHttpClient();

    private void startApp() {
        db = Database.open(data, null).passwordCost(Classroom.PASSWORD_COST);
        app = WebApp.create(AppConfig.of(db)).start("127.0.0.1", 0);
        base = "http://127.0.0.1:" + app.port();
    }

    private void stopApp() {
        app.stop();
        db.close();
    }

    @AfterEach
    void stop() {
        if (app != null) stopApp();
    }

    /** The reader's language, as the browser says it. */
    private String lang = "en";

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).header("Accept-Language", lang).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(String path, String... fields) throws Exception {
        String body = IntStream.range(0, fields.length / 2)
                .mapToObj(i -> fields[2 * i] + "=" + URLEncoder.encode(fields[2 * i + 1], StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        return http.send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/x-www-form-urlencoded").header("Accept-Language", lang)
                .header("Cookie", FormToken.cookie(null))
                .POST(HttpRequest.BodyPublishers.ofString(FormToken.body(body, null))).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static List<String> hand(String page) {
        List<String> cards = new ArrayList<>();
        Matcher m = HAND.matcher(page);
        while (m.find()) cards.add(m.group(1));
        return cards;
    }

    private static int turn(String page) {
        Matcher m = TURN.matcher(page);
        assertTrue(m.find(), "the page shows the turn");
        return Integer.parseInt(m.group(1));
    }

    private String ruleText() {
        return db.jdbi().withHandle(h -> h.createQuery("SELECT rule_text FROM practice_games").mapTo(String.class).one());
    }

    private int actions() {
        return db.jdbi().withHandle(h -> h.createQuery("SELECT COUNT(*) FROM practice_actions").mapTo(Integer.class).one());
    }

    /** Posts and follows the 303 to the game's page; answers that page. */
    private HttpResponse<String> act(String game, String what, String... fields) throws Exception {
        HttpResponse<String> r = post(game + "/" + what, fields);
        assertEquals(303, r.statusCode(), what + ": " + r.body());
        String location = r.headers().firstValue("Location").orElseThrow();
        assertTrue(location.startsWith(game), location);
        return get(game);
    }

    @Test
    void aStudentPlaysGuessesAsksAndFindsTheRuleAndARestartLosesNothing() throws Exception {
        startApp();
        HttpResponse<String> start = get("/practice");
        assertEquals(200, start.statusCode());
        assertTrue(start.body().contains("Level 5"), "every level is offered");
        assertTrue(get("/").body().contains("href=\"/practice\""), "the home page leads to practice");

        HttpResponse<String> dealt = post("/practice", "level", "1");
        assertEquals(303, dealt.statusCode(), dealt.body());
        String game = dealt.headers().firstValue("Location").orElseThrow();
        assertTrue(game.matches("/practice/[A-Za-z0-9_-]{43}"), game);
        assertTrue(dealt.headers().allValues("Set-Cookie").stream().anyMatch(c -> c.startsWith(PracticeRoutes.COOKIE + "=")));
        String page = get(game).body();
        assertEquals(0, turn(page));
        List<String> hand = hand(page);
        assertEquals(12, hand.size());
        assertFalse(page.contains("??"), "no text is missing");

        page = act(game, "play", "card", hand.get(0)).body();
        assertEquals(1, turn(page));
        String played = Texts.ENGLISH.card(hand.get(0)); // "Q♦" for QD: the page names cards as a reader reads them
        assertTrue(page.contains(played + " was accepted.") || page.contains(played + " was refused."), page);
        assertEquals(12, hand(page).size());

        // A hint: the scientist may still be reading up; it says so and charges nothing.
        HttpResponse<String> hint = post(game + "/hint");
        for (int i = 0; i < 100 && hint.statusCode() == 503; i++) {
            assertTrue(hint.body().contains("still thinking"), hint.body());
            assertEquals(1, actions());
            Thread.sleep(200);
            hint = post(game + "/hint");
        }
        assertEquals(303, hint.statusCode(), hint.body());
        page = get(game).body();
        assertTrue(page.contains("Turn 1: the scientist would play"), page);
        assertTrue(page.contains("1 hint"));
        Matcher suggested = Pattern.compile("the scientist would play ([0-9AJQK]{1,2}[\u2660\u2665\u2666\u2663])").matcher(page);
        assertTrue(suggested.find());
        assertTrue(hand(page).stream().map(Texts.ENGLISH::card).toList().contains(suggested.group(1)), "the hint's card is in the hand");
        assertTrue(page.contains("Find it now: 28 points"), "30 - 1 turn - 1 hint");

        // Bad input: each refused with a sentence, nothing stored.
        int stored = actions();
        List<String> now = hand(get(game).body());
        String absent = List.of("AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AH")
                .stream().filter(c -> !now.contains(c)).findFirst().orElseThrow();
        HttpResponse<String> r = post(game + "/play", "card", absent);
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains(Texts.ENGLISH.card(absent) + " is not in your hand."), r.body());
        r = post(game + "/play", "card", "ZZ");
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("is not a card"));
        r = post(game + "/guess", "guess", "card.suit < last.suit");
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("suits have no order"), "the checker's message with its place");
        assertTrue(r.body().contains("card.suit &lt; last.suit"), "what was typed is kept");
        r = post(game + "/guess", "guess", "card is red or ".repeat(200) + "card is red");
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("too long"));
        r = post(game + "/note", "note", "x".repeat(PracticeRoutes.MAX_TEXT + 1));
        assertEquals(400, r.statusCode());
        assertEquals(404, get("/practice/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA").statusCode());
        r = post("/practice/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/play", "card", hand.get(1));
        assertEquals(404, r.statusCode());
        assertTrue(r.body().contains("There is no practice game at this address"));
        assertEquals(400, post("/practice", "level", "9").statusCode());
        assertEquals(stored, actions());

        // A note, checked against the table as in class.
        page = act(game, "note", "note", "card.rank > 20").body();
        assertTrue(page.contains("Refuted by"), "a note no card fits is refuted by the plays");

        // A wrong guess, then a second guess in the same turn is refused.
        page = act(game, "guess", "guess", "card.rank > 20").body();
        assertTrue(page.contains("Wrong guess"));
        assertTrue(page.contains("1 wrong guess"));
        r = post(game + "/guess", "guess", ruleText());
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("already"));

        String before = get(game).body();
        int beforeActions = actions();
        // Restart on the same data folder: everything is there.
        stopApp();
        startApp();
        String after = get(game).body();
        assertEquals(before.replaceAll("_csrf\" value=\"[^\"]*\"", ""), after.replaceAll("_csrf\" value=\"[^\"]*\"", ""));
        assertEquals(beforeActions, actions());

        page = act(game, "play", "card", hand(after).get(0)).body();
        assertEquals(2, turn(page));
        page = act(game, "guess", "guess", ruleText()).body();
        assertTrue(page.contains("You found the rule!"), page);
        // 30 - 2 turns - 2 x 1 wrong guess - 1 hint
        assertTrue(page.contains("class=\"practice-your-score\">25<"), page);
        assertTrue(page.contains("The scientist"));
        assertTrue(page.contains("Play again"));
        assertTrue(page.contains("The secret rule"));
        r = post(game + "/play", "card", hand(after).get(1));
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("This game is over"));
        assertNotEquals(0, actions());
    }

    @Test
    void anAddressMayStartSixtyGamesAMinuteThenIsToldToWait() throws Exception {
        startApp();
        for (int i = 0; i < 60; i++) assertEquals(303, post("/practice", "level", "any").statusCode());
        HttpResponse<String> r = post("/practice", "level", "any");
        assertEquals(429, r.statusCode());
        assertTrue(r.body().contains("Too many games"));
        assertTrue(r.headers().firstValue("Retry-After").isPresent());
        assertEquals(60, (int) db.jdbi().withHandle(h -> h.createQuery("SELECT COUNT(*) FROM practice_games").mapTo(Integer.class).one()));
    }

    @Test
    void guessesShareTheAddresssAllowanceForHeavyChecks() throws Exception {
        startApp();
        HttpResponse<String> started = post("/practice", "level", "1");
        assertEquals(303, started.statusCode());
        String game = started.headers().firstValue("Location").orElseThrow();
        int before = actions();
        // The same network has spent its minute's worth of rule profiles in the workshop.
        for (int i = 0; i < CheckLimits.PROFILES_PER_MINUTE; i++) {
            assertEquals(200, post("/api/check", "rule", "card is red").statusCode());
        }
        HttpResponse<String> r = post(game + "/guess", "guess", "card is red");
        assertEquals(429, r.statusCode());
        assertTrue(r.body().contains("Too many guesses from this network"), r.body());
        assertTrue(r.body().contains("card is red"), "the guess stays in the box");
        assertTrue(r.headers().firstValue("Retry-After").isPresent());
        assertEquals(before, actions(), "nothing stored");
    }

    @Test
    void theScientistsHintIsInTheStudentsLanguage() throws Exception {
        startApp();
        lang = "es";
        HttpResponse<String> started = post("/practice", "level", "2");
        assertEquals(303, started.statusCode());
        String game = started.headers().firstValue("Location").orElseThrow();
        HttpResponse<String> hint = post(game + "/hint");
        for (int i = 0; i < 100 && hint.statusCode() == 503; i++) {
            Thread.sleep(200);
            hint = post(game + "/hint");
        }
        assertEquals(303, hint.statusCode(), hint.body());
        String page = get(game).body();
        assertTrue(page.contains(" reparte las ") || page.contains("mismo veredicto"), "the scientist's reason in Spanish");
        assertTrue(page.contains("«"), "a rule read and quoted in Spanish");
        assertFalse(page.contains("rules still standing") || page.contains("the best guess"), "no English left");
    }
}
