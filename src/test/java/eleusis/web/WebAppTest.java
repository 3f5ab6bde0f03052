package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class WebAppTest extends AppOnPort {
    private final HttpClient http = HttpClient.newHttpClient();
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void healthSaysTheDatabaseAnswers() throws Exception {
        HttpResponse<String> r = get("/health");
        assertEquals(200, r.statusCode());
        JsonNode n = json.readTree(r.body());
        assertEquals("ok", n.get("status").asText());
        assertEquals(1, n.size(), "nothing but the status: " + n);
        // Anyone may ask: no kind of store, file path, host, database or user.
        for (String secret : List.of("sqlite", data.toString(), data.getFileName().toString(), "eleusis.sqlite", "localhost",
                "127.0.0.1", System.getProperty("user.name"))) {
            assertFalse(r.body().contains(secret), secret + " in " + r.body());
        }
        db.close();
        assertEquals(503, get("/health").statusCode(), "a closed database is reported, not hidden");
    }

    @Test
    void cardFacesAreServedAsSvgAndBadCardsAreExplained() throws Exception {
        HttpResponse<String> r = get("/cards/10h.svg?colours=4");
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("image/svg+xml"));
        assertTrue(r.body().contains("aria-label=\"10 of hearts\""), r.body());
        HttpResponse<String> bad = get("/cards/1X.svg");
        assertEquals(404, bad.statusCode());
        assertTrue(bad.body().contains("has no suit"), bad.body());
    }

    /**
     * A face in the page's language: the address alone decides it (never the reader's cookie or browser), so
     * that it is the same for everyone who asks for it and every cache may keep it.
     */
    @Test
    void cardFacesAreDrawnInTheLanguageTheAddressAsksFor() throws Exception {
        HttpResponse<String> fr = get("/cards/QD.svg?lang=fr");
        assertEquals(200, fr.statusCode());
        assertTrue(fr.body().contains(">D</text>") && fr.body().contains("aria-label=\"dame de carreau\""), fr.body());
        assertEquals("public, max-age=86400", fr.headers().firstValue("Cache-Control").orElse(""));
        assertTrue(fr.headers().allValues("Set-Cookie").isEmpty(), "asking for a French face chooses no language for the reader");
        HttpResponse<String> it = get("/cards/QD.svg?colours=4&lang=it");
        assertTrue(it.body().contains(">Q</text>") && it.body().contains("regina di quadri") && it.body().contains("#0057b8"), it.body());
        HttpResponse<String> plain = http.send(HttpRequest.newBuilder(URI.create(base + "/cards/QD.svg"))
                .header("Accept-Language", "fr").header("Cookie", Language.COOKIE + "=es").build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(plain.body().contains(">Q</text>") && plain.body().contains("queen of diamonds"),
                "without ?lang the face is English, whatever the browser says: " + plain.body());
        assertTrue(get("/cards/QD.svg?lang=de").body().contains("queen of diamonds"), "a language we have no words in draws English");
    }

    @Test
    void theRulesPageShowsEveryChoiceMarked() throws Exception {
        String body = get("/rules").body();
        assertTrue(body.contains("Eleusis Express") && body.contains("Our choice"), body);
    }

    @Test
    void theChecksWhileTypingAskForNoProfileAndGetNone() throws Exception {
        JsonNode quick = json.readTree(post("/api/check", "application/json", "{\"rule\": \"card is red\", \"profile\": false}").body());
        assertTrue(quick.path("ok").asBoolean() && quick.path("reading").asText().startsWith("The card is red"), quick.toString());
        assertTrue(quick.path("profile").isNull(), quick.toString());
        JsonNode form = json.readTree(post("/api/check", "application/x-www-form-urlencoded", "profile=no&rule=card+is+red").body());
        assertTrue(form.path("profile").isNull(), form.toString());
        JsonNode full = json.readTree(post("/api/check", "application/x-www-form-urlencoded", "rule=card+is+red").body());
        assertTrue(full.path("profile").has("averagePercent"), full.toString());
    }

    @Test
    void profilesAreLimitedPerAddressWhileTheRuleIsStillCheckedAndRead() throws Exception {
        for (int i = 0; i < CheckLimits.PROFILES_PER_MINUTE - 1; i++) {
            assertEquals(200, post("/api/check", "application/x-www-form-urlencoded", "rule=card+is+red").statusCode(), "check " + i);
        }
        assertEquals(200, get("/?rule=card+is+red").statusCode());
        HttpResponse<String> api = post("/api/check", "application/x-www-form-urlencoded", "rule=card+is+red");
        assertEquals(429, api.statusCode());
        assertTrue(json.readTree(api.body()).path("error").asText().startsWith("Too many rule profiles"), api.body());
        HttpResponse<String> page = get("/?rule=card+is+red");
        assertEquals(429, page.statusCode());
        assertTrue(page.body().contains("its profile waits") && page.body().contains("The card is red"), page.body());
        assertEquals(200, post("/api/check", "application/json", "{\"rule\": \"card is red\", \"profile\": false}").statusCode(),
                "checking while typing goes on");
    }

    private HttpResponse<String> get(String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> post(String path, String contentType, String body) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String q(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }

    @Test
    void twoAppsRunSideBySide() throws Exception {
        Javalin other = WebApp.create(AppConfig.of(db)).start("127.0.0.1", 0);
        try {
            assertEquals(200, http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + other.port() + "/"))
                    .build(), HttpResponse.BodyHandlers.ofString()).statusCode());
            assertEquals(200, get("/").statusCode());
        } finally {
            other.stop();
        }
    }

    @Test
    void workshopShowsTheReadingAndJudgesLines() throws Exception {
        HttpResponse<String> r = get("/?rule=" + q("card.color != last.color") + "&cases=" + q("5H 3S\n5H 3D\n5H ZH"));
        assertEquals(200, r.statusCode());
        String body = r.body();
        assertTrue(body.contains("<code>card.color != last.color</code>"), body);
        // The judged lines name their cards as the reader reads them; a line that is not cards stays as typed.
        assertTrue(body.contains("<tr class=\"accept\"><td><span class=\"cards-line\">5♥ 3♠</span></td><td>accept</td></tr>"), body);
        assertTrue(body.contains("<tr class=\"reject\"><td><span class=\"cards-line\">5♥ 3♦</span></td><td>reject</td></tr>"), body);
        assertTrue(body.contains("<code>5H ZH</code>") && body.contains("has no rank"), body);
    }

    @Test
    void workshopShowsErrorsWithCaretsAndEscapesTheRuleText() throws Exception {
        String body = get("/?rule=" + q("card is <b>bold")).body();
        assertFalse(body.contains("<b>bold"), "rule text must be escaped");
        assertTrue(body.contains("1:9: unexpected &#39;&lt;&#39;") || body.contains("1:9: unexpected '&lt;'"), body);
        assertTrue(body.contains("This rule cannot be used yet"), body);
    }

    @Test
    void apiCheckAnswersReadingsForAGoodRule() throws Exception {
        HttpResponse<String> r = post("/api/check", "application/x-www-form-urlencoded", "rule=" + q("card is RED"));
        assertEquals(200, r.statusCode());
        JsonNode n = json.readTree(r.body());
        assertTrue(n.get("ok").asBoolean());
        assertEquals("card is red", n.get("canonical").asText());
        assertEquals(0, n.get("lookback").asInt());
    }

    @Test
    void apiCheckGivesAuthorsTheProfileAndSampleLines() throws Exception {
        JsonNode n = json.readTree(post("/api/check", "application/x-www-form-urlencoded",
                "rule=" + q("card.rank > last.rank")).body());
        JsonNode p = n.get("profile");
        assertTrue(p.get("deadEnd").asBoolean(), "strictly higher stalls after a king");
        assertTrue(p.get("deadEndAfter").asText().endsWith("K" + p.get("deadEndAfter").asText().substring(p.get("deadEndAfter").asText().length() - 1)));
        assertEquals(3, n.get("samples").size());
        for (JsonNode sample : n.get("samples")) {
            // Every sample line is accepted card by card: ranks strictly rise.
            String[] cards = sample.asText().split(" ");
            java.util.List<eleusis.cards.Card> line = new java.util.ArrayList<>();
            for (String c : cards) {
                eleusis.cards.Card card = eleusis.cards.CardNotation.card(c);
                assertTrue(eleusis.rules.Rule.compile("card.rank > last.rank").rule().accepts(line, card), sample.asText());
                line.add(card);
            }
        }
    }

    @Test
    void workshopPageShowsTheProfileAndLoadsTheLiveCheck() throws Exception {
        String body = get("/?rule=" + q("card is face")).body();
        assertTrue(body.contains("Accepted: about 23% of cards on average"), body);
        assertTrue(body.contains("/public/workshop.js"), body);
        assertEquals(200, get("/public/workshop.js").statusCode());
        assertEquals(200, get("/public/style.css").statusCode(), "the layout's stylesheet is served where it links it");
    }

    @Test
    void apiCheckAnswersIssuesWithLineAndColumn() throws Exception {
        HttpResponse<String> r = post("/api/check", "application/json", "{\"rule\": \"card.rank > 5 and\\n last.rnak\"}");
        JsonNode n = json.readTree(r.body());
        assertFalse(n.get("ok").asBoolean());
        JsonNode issue = n.get("issues").get(0);
        assertEquals(2, issue.get("line").asInt());
        assertEquals(7, issue.get("column").asInt());
        assertTrue(issue.get("message").asText().contains("did you mean .rank?"), issue.toString());
    }

    @Test
    void apiCheckRefusesARequestWithoutARuleClearly() throws Exception {
        HttpResponse<String> r = post("/api/check", "application/json", "{bad json");
        assertEquals(400, r.statusCode());
        assertTrue(r.body().contains("send the rule"), r.body());
    }
}
