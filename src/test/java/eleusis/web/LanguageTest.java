package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.store.Database;
import io.javalin.Javalin;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The interface language over real HTTP: asked, remembered, from the browser, and in every converted page. */
class LanguageTest extends AppOnPort {

    /** A browser with its own cookie jar and a fixed Accept-Language (or none); redirects not followed. */
    final class Browser {
        final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();
        final String acceptLanguage;

        Browser(String acceptLanguage) {
            this.acceptLanguage = acceptLanguage;
        }

        HttpResponse<String> get(String path) throws Exception {
            return http.send(request(path).build(), HttpResponse.BodyHandlers.ofString());
        }

        HttpResponse<String> post(String path, String... fields) throws Exception {
            String body = form(fields) + "&" + FormToken.field((CookieManager) http.cookieHandler().orElseThrow(), URI.create(base));
            return http.send(request(path).header("Content-Type", "application/x-www-form-urlencoded")
                    .header("Referer", base + "/collection?lang=de").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                    HttpResponse.BodyHandlers.ofString());
        }

        private HttpRequest.Builder request(String path) {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path));
            return acceptLanguage == null ? b : b.header("Accept-Language", acceptLanguage);
        }
    }

    @Test
    void askedInTheLinkThenRememberedInACookie() throws Exception {
        Browser b = new Browser(null);
        HttpResponse<String> asked = b.get("/?lang=es");
        assertEquals(200, asked.statusCode());
        assertTrue(asked.body().contains("<html lang=\"es\">") && asked.body().contains("<h1>Taller de reglas</h1>"), asked.body());
        String cookie = langCookie(asked);
        assertTrue(cookie.startsWith(Language.COOKIE + "=es;"), cookie);
        String lower = cookie.toLowerCase(Locale.ROOT);
        assertTrue(lower.contains("max-age=31536000") && lower.contains("samesite=lax") && lower.contains("path=/"), cookie);

        HttpResponse<String> later = b.get("/");
        assertTrue(later.body().contains("<html lang=\"es\">") && later.body().contains("Comprobar y juzgar"), later.body());
        assertEquals("", langCookie(later), "a remembered choice is not set again");

        HttpResponse<String> back = b.get("/join?lang=en");
        assertTrue(back.body().contains("<html lang=\"en\">") && back.body().contains("<h1>Join a class</h1>"), back.body());
        assertTrue(b.get("/").body().contains("<html lang=\"en\">"), "the new choice is remembered");
    }

    @Test
    void theBrowsersLanguageIsUsedWhenNothingWasChosen() throws Exception {
        HttpResponse<String> fr = new Browser("fr-CH,fr;q=0.9").get("/");
        assertTrue(fr.body().contains("<html lang=\"fr\">") && fr.body().contains("<h1>Atelier des règles</h1>"), fr.body());
        assertEquals("", langCookie(fr), "only a choice made on the page is remembered");
        HttpResponse<String> it = new Browser("de-DE,de;q=0.9,it;q=0.5").get("/signin");
        assertTrue(it.body().contains("<html lang=\"it\">") && it.body().contains("Accedi"), it.body());
        assertTrue(new Browser("fr").get("/?lang=es").body().contains("<html lang=\"es\">"), "asking beats the browser");
    }

    @Test
    void anUnknownLanguageIsIgnoredNotAnError() throws Exception {
        Browser b = new Browser(null);
        HttpResponse<String> xx = b.get("/?lang=xx");
        assertEquals(200, xx.statusCode());
        assertTrue(xx.body().contains("<html lang=\"en\">") && xx.body().contains("<h1>Rule workshop</h1>"), xx.body());
        assertEquals("", langCookie(xx));
        b.get("/?lang=it");
        assertTrue(b.get("/?lang=%3Cscript%3E").body().contains("<html lang=\"it\">"), "the remembered choice stands");
        assertEquals(200, new Browser("!!!;q=zz").get("/").statusCode(), "a malformed header is no error either");
    }

    @Test
    void theSwitchKeepsThePageAndMarksTheCurrentLanguage() throws Exception {
        String body = new Browser(null).get("/?rule=card+is+red&lang=es").body();
        assertTrue(body.contains("<a href=\"/?rule=card+is+red&amp;lang=fr\" lang=\"fr\" hreflang=\"fr\">Français</a>"), body);
        assertTrue(body.contains("<a href=\"/?rule=card+is+red&amp;lang=es\" lang=\"es\" hreflang=\"es\" aria-current=\"true\">Español</a>"), body);
        assertEquals(1, count("aria-current=", body));
        assertTrue(body.contains("<nav class=\"languages\" aria-label=\"Idioma\">"), body);
        assertTrue(body.contains("href=\"/public/i18n.css\""), body);
        assertEquals(200, new Browser(null).get("/public/i18n.css").statusCode());
    }

    /** Every converted page in every language: its own words, no English left from the page, no missing text. */
    @Test
    void everyConvertedPageSpeaksEachLanguage() throws Exception {
        List<String> problems = new ArrayList<>();
        Browser b = new Browser(null);
        assertEquals(302, b.post("/signup", "email", "ada@school.example", "name", "Ada", "password", "correct horse").statusCode());
        for (String lang : Texts.CODES) {
            b.get("/?lang=" + lang);
            Map<String, String> pages = new LinkedHashMap<>();
            pages.put("/", "workshop.submit");
            pages.put("/?rule=" + URLEncoder.encode("card.rank > last.rank", StandardCharsets.UTF_8) + "&cases=5H+3S%0A5H+KS", "workshop.profile");
            pages.put("/?rule=card.rank+%3E", "workshop.unusable");
            pages.put("/join", "join.submit");
            pages.put("/signin", "account.signIn.intro");
            pages.put("/signup", "account.signUp.intro");
            for (Map.Entry<String, String> p : pages.entrySet()) check(problems, lang, p.getKey(), b.get(p.getKey()), p.getValue());
            check(problems, lang, "/collection", b.get("/collection"), "collection.empty.link");
            check(problems, lang, "/sessions", b.get("/sessions"), "sessions.start");
            check(problems, lang, "/rules", b.get("/rules"), "layout.tagline");
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theWorkshopPageHandsItsScriptTheTextsSafely() throws Exception {
        Browser b = new Browser("fr");
        String body = b.get("/?rule=" + URLEncoder.encode("\"<x>'", StandardCharsets.UTF_8)).body();
        JsonNode texts = scriptTexts(body);
        assertEquals(Texts.of("fr", null).get("workshop.js.unreachable"), texts.get("workshop.js.unreachable").asText());
        assertTrue(body.contains(Texts.of("fr", null).get("common.ruleLanguageInEnglish")), "the rule language's messages stay English, and the page says so");
        assertFalse(new Browser("en").get("/").body().contains(Texts.ENGLISH.get("common.ruleLanguageInEnglish")),
                "no need to say so in English");
    }

    @Test
    void formErrorsAreSaidInTheTeachersLanguage() throws Exception {
        Browser b = new Browser("es");
        HttpResponse<String> wrong = b.post("/signin", "email", "nobody@school.example", "password", "whatever1");
        assertEquals(401, wrong.statusCode());
        assertTrue(wrong.body().contains(Texts.of("es", null).get("account.error.mismatch")), wrong.body());
        assertTrue(wrong.body().contains("href=\"/collection?lang=fr\""), "after a form, the switch leads back to the form's page: " + wrong.body());

        HttpResponse<String> shortPassword = b.post("/signup", "email", "ana@school.example", "name", "Ana", "password", "short");
        assertEquals(400, shortPassword.statusCode());
        assertTrue(shortPassword.body().contains("La contraseña necesita al menos 8 caracteres."), shortPassword.body());
        assertEquals(400, b.post("/signup", "email", "not-an-email", "name", "Ana", "password", "correct horse").statusCode());
        assertTrue(b.post("/signup", "email", "ana@school.example", "name", " ", "password", "correct horse").body()
                .contains(Texts.of("es", null).get("account.error.noName")));
        assertTrue(db.teachers().findByEmail("ana@school.example").isEmpty(), "nothing was stored");

        assertEquals(302, b.post("/signup", "email", "ana@school.example", "name", "Ana", "password", "correct horse").statusCode());
        HttpResponse<String> taken = new Browser("it").post("/signup", "email", "Ana@School.example", "name", "Ana", "password", "correct horse");
        assertTrue(taken.body().contains("Esiste già un account con l’email ana@school.example."), taken.body());

        HttpResponse<String> bad = b.post("/collection", "name", "", "level", "9", "description", "", "rule", "card.rank >");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("Ponle un nombre a la regla.") && bad.body().contains("Elige un nivel del 1 (el más fácil) al 5 (el más difícil).")
                && bad.body().contains("1:12: the rule ends too soon") && bad.body().contains(Texts.of("es", null).get("common.ruleLanguageInEnglish")),
                bad.body());
        // What was done is said on the page the browser is sent back to (post-redirect-get), in the teacher's language.
        assertEquals(303, b.post("/collection", "name", "Rojas", "level", "1", "description", "", "rule", "card is red").statusCode());
        assertTrue(b.get("/collection").body().contains("Regla guardada: «Rojas»."));
        assertEquals(303, b.post("/collection/import", "file", "name: A\nlevel: 1\nsource: x\ndescription: d\nrule: card is red\n---\n"
                + "name: B\nlevel: 2\nsource: x\ndescription: d\nrule: card is black\n").statusCode());
        assertTrue(b.get("/collection").body().contains("Se han importado 2 reglas."));
        HttpResponse<String> gone = b.post("/collection/999999/delete");
        assertEquals(404, gone.statusCode());
        assertTrue(gone.body().contains("Esa regla no está en tu colección."), gone.body());
    }

    /**
     * The classroom in the languages of its people: the teacher's console in Italian, a student who
     * opened the join page in French joins and plays in French, the table's messages too, while a
     * student whose browser asks for nothing gets English with the games' own words.
     */
    @Test
    void theClassroomSpeaksEachPersonsLanguage() throws Exception {
        Classroom c = new Classroom("127.0.0.1:" + app.port());
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 5", "express", 3, 1, "card is red");
        Texts it = Texts.of("it", null), fr = Texts.of("fr", null);
        String console = c.get("/sessions/" + session + "?lang=it", teacher).body();
        assertTrue(console.contains("<html lang=\"it\">") && console.contains(escape(it.get("session.joinCode")))
                && console.contains(escape(it.get("session.reveal"))) && !console.contains(">Reveal the rule<"), console);
        assertFalse(console.contains(Texts.MISSING_MARK), console);
        String code = c.code(session, teacher);
        HttpResponse<String> notHers = c.get("/tables/999999/status?lang=it", teacher);
        assertEquals(404, notHers.statusCode());
        assertEquals(it.get("session.error.noTable"), notHers.body());
        assertTrue(notHers.headers().firstValue("Content-Type").orElse("").toLowerCase(Locale.ROOT).contains("charset=utf-8"),
                "words with accents come with their charset: " + notHers.headers());

        Browser student = new Browser(null);
        HttpResponse<String> join = student.get("/join?lang=fr");
        assertTrue(join.body().contains("<html lang=\"fr\">") && join.body().contains("<h1>" + escape(fr.get("join.title")) + "</h1>"), join.body());
        HttpResponse<String> wrong = student.post("/join", "code", "ZZZZZZ", "name", "Ana");
        assertEquals(404, wrong.statusCode());
        assertTrue(wrong.body().contains(escape(fr.get("join.error.noClass", "ZZZZZZ"))), wrong.body());
        HttpResponse<String> joined = student.post("/join", "code", code, "name", "Ana");
        assertEquals(302, joined.statusCode(), joined.body());
        String play = joined.headers().firstValue("Location").orElseThrow();
        String page = student.get(play).body();
        assertTrue(page.contains("<html lang=\"fr\">") && page.contains(escape(fr.get("table.hand.title")))
                && page.contains(escape(fr.get("table.guess.title"))) && !page.contains(">Your hand<"), page);
        assertEquals(fr.get("table.js.phasePlay"), scriptTexts(page).get("table.js.phasePlay").asText());
        assertFalse(page.contains(Texts.MISSING_MARK), page);

        // The sockets: Ana's browser remembered French, Bo's asks for nothing.
        long table = Long.parseLong(play.replace("/play/", ""));
        Classroom.Socket ana = c.socket(table, c.join(code, "Ana B", null) + "; " + Language.COOKIE + "=fr");
        Classroom.Socket bo = c.socket(table, c.join(code, "Bo", null));
        ana.send("not json");
        assertEquals(fr.get("socket.notJson"), ana.next("error").get("message").asText());
        // Each plays a card of the other's hand: refused by the game (not their turn, or not in their hand).
        int anasCard = ana.current().get("view").get("hand").get(0).get("id").asInt();
        int bosCard = bo.current().get("view").get("hand").get(0).get("id").asInt();
        ana.send("{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":" + bosCard + "}}");
        bo.send("{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":" + anasCard + "}}");
        JsonNode inFrench = ana.next("refused"), inEnglish = bo.next("refused");
        assertTrue(inFrench.get("message").asText().startsWith(fr.refusal(inFrench.get("reason").asText())), inFrench.toString());
        assertFalse(inFrench.has("detail"), "what the game adds is said in French too, not in English after it: " + inFrench);
        assertFalse(inEnglish.has("detail"), "in English the game's words are the message: " + inEnglish);
        assertTrue(inEnglish.get("message").asText().matches(".*(turn|hand).*"), inEnglish.toString());
        assertNotEquals(Texts.ENGLISH.refusal(inEnglish.get("reason").asText()), inEnglish.get("message").asText());
    }

    private static void check(List<String> problems, String lang, String path, HttpResponse<String> r, String key) {
        String body = r.body(), where = lang + " " + path + ": ";
        Texts t = Texts.of(lang, null);
        if (r.statusCode() != 200) problems.add(where + "status " + r.statusCode());
        if (body.contains(Texts.MISSING_MARK)) problems.add(where + "a missing text shows");
        boolean converted = !path.equals("/rules");
        // Pages not yet converted keep the English layout (its default); their own texts are the lead's.
        String expectedLang = converted ? lang : "en";
        if (!body.contains("<html lang=\"" + expectedLang + "\">")) problems.add(where + "not <html lang=\"" + expectedLang + "\">");
        String expected = converted ? t.get(key) : Texts.ENGLISH.get(key);
        if (!body.contains(escape(expected))) problems.add(where + "no \"" + expected + "\"");
        if (converted && !lang.equals("en") && body.contains(escape(Texts.ENGLISH.get(key)))) {
            problems.add(where + "the English \"" + Texts.ENGLISH.get(key) + "\" is still there");
        }
    }

    private static String langCookie(HttpResponse<String> r) {
        return r.headers().allValues("Set-Cookie").stream().filter(c -> c.startsWith(Language.COOKIE + "=")).findFirst().orElse("");
    }

    private static int count(String what, String in) {
        int n = 0;
        for (int i = in.indexOf(what); i >= 0; i = in.indexOf(what, i + 1)) n++;
        return n;
    }

    /** As jte writes text into HTML. */
    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&#34;").replace("'", "&#39;");
    }

    private static String unescape(String s) {
        return s.replace("&#34;", "\"").replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&amp;", "&");
    }

    /** Every text the page hands its scripts (each script its own data-texts: cards.js, the page's own), as one object. */
    private static JsonNode scriptTexts(String page) throws Exception {
        Matcher m = Pattern.compile("data-texts=\"([^\"]*)\"").matcher(page);
        com.fasterxml.jackson.databind.node.ObjectNode all = new ObjectMapper().createObjectNode();
        while (m.find()) all.setAll((com.fasterxml.jackson.databind.node.ObjectNode) new ObjectMapper().readTree(unescape(m.group(1))));
        assertFalse(all.isEmpty(), page);
        return all;
    }
}
