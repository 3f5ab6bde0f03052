package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.rules.blocks.BlockJson;
import eleusis.rules.blocks.Blocks;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * POST /api/blocks, which opens a typed rule in the builder: the pieces of a rule that has them, a
 * clear message in the reader's language for one that cannot be read or shown, and for a bad request;
 * never a stack trace, limited like the rule check, and refused from another site.
 */
class RuleBlocksTest extends AppOnPort {
    private final HttpClient http = HttpClient.newHttpClient();
    private final ObjectMapper json = new ObjectMapper();

    @Test
    void aTypedRuleComesBackAsItsPieces() throws Exception {
        HttpResponse<String> r = post("{\"rule\": \"if last is spades then card is hearts else card.suit != last.suit\"}", "application/json", null);
        assertEquals(200, r.statusCode());
        JsonNode blocks = json.readTree(r.body()).get("blocks");
        assertEquals(BlockJson.write(Blocks.of("if last is spades then card is hearts else card.suit != last.suit").orElseThrow()), blocks);
        assertEquals("if last is spades then card is hearts else card.suit != last.suit", Blocks.text(BlockJson.read(blocks)));
        HttpResponse<String> form = post("rule=" + java.net.URLEncoder.encode("card is  RED", "UTF-8"), "application/x-www-form-urlencoded", null);
        assertEquals("red", json.readTree(form.body()).at("/blocks/prop").asText(), form.body());
    }

    @Test
    void aRuleThatCannotBeReadOrShownGetsAClearMessageInTheReadersLanguage() throws Exception {
        JsonNode unreadable = json.readTree(post("{\"rule\": \"card.rnak > 3\"}", "application/json", null).body());
        assertEquals("The rule cannot be read yet (1:6: a card has no 'rnak'; did you mean .rank?).", unreadable.path("error").asText());
        assertFalse(unreadable.has("blocks"));
        JsonNode spanish = json.readTree(post("{\"rule\": \"card.rnak > 3\"}", "application/json", "es").body());
        assertTrue(spanish.path("error").asText().startsWith("La regla todavía no se puede leer (1:6: "), spanish.toString());
        JsonNode notShown = json.readTree(post("{\"rule\": \"(card is red) == (last is red)\"}", "application/json", "fr").body());
        assertTrue(notShown.path("error").asText().startsWith("Aucune pièce ne montre une partie de cette règle"), notShown.toString());
        JsonNode tooLong = json.readTree(post("{\"rule\": \"" + "card is red or ".repeat(300) + "card is red\"}", "application/json", null).body());
        assertTrue(tooLong.path("error").asText().startsWith("The rule cannot be read yet (1:"), tooLong.toString());
        assertTrue(tooLong.path("error").asText().contains("4000"), tooLong.toString());
    }

    @Test
    void aBadRequestIsRefusedClearlyWithoutAStackTrace() throws Exception {
        for (String[] bad : List.of(new String[] {"{bad json", "application/json"}, new String[] {"{\"rule\": 42}", "application/json"},
                new String[] {"", "application/json"}, new String[] {"text=card+is+red", "application/x-www-form-urlencoded"},
                new String[] {"[\"card is red\"]", "application/json"})) {
            HttpResponse<String> r = post(bad[0], bad[1], null);
            assertEquals(400, r.statusCode(), bad[0]);
            assertEquals("Send the rule in the form field “rule”.", json.readTree(r.body()).path("error").asText(), bad[0]);
            assertFalse(r.body().contains("Exception") || r.body().contains("at eleusis"), r.body());
        }
    }

    @Test
    void anotherSiteCannotAsk() throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/blocks")).header("Content-Type", "application/json")
                .header("Origin", "https://evil.example").POST(HttpRequest.BodyPublishers.ofString("{\"rule\": \"card is red\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(403, r.statusCode());
        assertFalse(r.body().contains("blocks"));
    }

    @Test
    void askingIsLimitedLikeTheRuleCheck() throws Exception {
        for (int i = 0; i < CheckLimits.QUICK_PER_MINUTE; i++) {
            String path = i % 2 == 0 ? "/api/blocks" : "/api/check"; // one budget for both
            String body = i % 2 == 0 ? "{\"rule\": \"card is red\"}" : "{\"rule\": \"card is red\", \"profile\": false}";
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            if (i % 2 == 0) assertEquals(200, r.statusCode(), "request " + i);
        }
        HttpResponse<String> r = post("{\"rule\": \"card is red\"}", "application/json", null);
        assertEquals(429, r.statusCode());
        assertTrue(json.readTree(r.body()).path("error").asText().startsWith("Too many"), r.body());
    }

    private HttpResponse<String> post(String body, String contentType, String lang) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(base + "/api/blocks" + (lang == null ? "?lang=en" : "?lang=" + lang)))
                .header("Content-Type", contentType).POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
