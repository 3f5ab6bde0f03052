package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Teachers' accounts and rule collections over real HTTP, each browser with its own cookies. */
class AccountRoutesTest extends AppOnPort {

    /** A browser: its own cookie jar, redirects not followed so that the tests see them. */
    final class Browser {
        final HttpClient http = HttpClient.newBuilder().cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER).build();

        HttpResponse<String> get(String path) throws Exception {
            return http.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
        }

        HttpResponse<String> post(String path, String... fields) throws Exception {
            String body = form(fields) + "&" + FormToken.field((CookieManager) http.cookieHandler().orElseThrow(), URI.create(base));
            return http.send(HttpRequest.newBuilder(URI.create(base + path))
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    @Test
    void theCollectionNeedsATeacher() throws Exception {
        HttpResponse<String> r = new Browser().get("/collection");
        assertEquals(302, r.statusCode());
        assertEquals("/signin", r.headers().firstValue("Location").orElse(""));
    }

    @Test
    void signUpSaveExportImportAndSignOut() throws Exception {
        Browser b = new Browser();
        HttpResponse<String> up = b.post("/signup", "email", "ada@school.example", "name", "Ms <Ada>", "password", "correct horse");
        assertEquals(302, up.statusCode(), up.body());
        String cookie = up.headers().firstValue("Set-Cookie").orElse("");
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), cookie);

        String workshop = b.get("/?rule=" + URLEncoder.encode("card is face", StandardCharsets.UTF_8)).body();
        assertTrue(workshop.contains("href=\"/collection?rule=card+is+face\""), workshop);
        assertTrue(b.get("/collection?rule=card+is+face").body().contains(">card is face</textarea>"),
                "the workshop's rule arrives in the save form");
        String page = b.get("/collection").body();
        assertTrue(page.contains("Ms &lt;Ada&gt;&#39;s rules") || page.contains("Ms &lt;Ada&gt;'s rules"), page);

        HttpResponse<String> bad = b.post("/collection", "name", "Broken", "level", "2", "description", "", "rule", "card.rank >");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("1:12: the rule ends too soon"), bad.body());
        assertTrue(bad.body().contains(">card.rank &gt;</textarea>"), "the text typed is kept: " + bad.body());

        HttpResponse<String> good = b.post("/collection", "name", "Alternate", "level", "1", "description",
                "Red and black take turns.", "rule", "card.color != last.color");
        assertEquals(200, good.statusCode());
        assertTrue(good.body().contains("Saved \u201cAlternate\u201d."), good.body());

        String exported = b.get("/collection/export").body();
        assertTrue(exported.contains("name: Alternate") && exported.contains("rule: card.color != last.color")
                && exported.contains("source: written by Ms <Ada>"), exported);

        HttpResponse<String> imported = b.post("/collection/import", "file", exported.replace("Alternate", "Alternate again")
                + "---\nname: Reds\nlevel: 1\nsource: classic\ndescription: Red cards only.\nrule: card is red\n");
        assertTrue(imported.body().contains("Imported 2 rules."), imported.body());
        assertEquals(3, db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id()).size());

        HttpResponse<String> broken = b.post("/collection/import", "file", "name: X\nlevel: 9\n");
        assertEquals(400, broken.statusCode());
        assertTrue(broken.body().contains("imported file:2"), broken.body());
        assertEquals(3, db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id()).size(),
                "a file with errors imports nothing");

        assertEquals(302, b.post("/signout").statusCode());
        assertEquals(302, b.get("/collection").statusCode(), "signed out: the cookie no longer works");
    }

    @Test
    void teachersSeeOnlyTheirOwnRules() throws Exception {
        Browser ada = new Browser(), bob = new Browser();
        ada.post("/signup", "email", "ada@school.example", "name", "Ada", "password", "correct horse");
        bob.post("/signup", "email", "bob@school.example", "name", "Bob", "password", "battery staple");
        ada.post("/collection", "name", "Secret of Ada", "level", "3", "description", "", "rule", "card is face");
        assertFalse(bob.get("/collection").body().contains("Secret of Ada"));
        long adaRule = db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id()).get(0).id();
        assertEquals(404, bob.post("/collection/" + adaRule + "/delete").statusCode(), "Bob cannot delete Ada's rule");
        assertTrue(ada.get("/collection").body().contains("Secret of Ada"));
    }

    @Test
    void wrongPasswordsAndTakenEmailsAreExplained() throws Exception {
        Browser b = new Browser();
        b.post("/signup", "email", "ada@school.example", "name", "Ada", "password", "correct horse");
        HttpResponse<String> wrong = new Browser().post("/signin", "email", "ada@school.example", "password", "wrong one");
        assertEquals(401, wrong.statusCode());
        assertTrue(wrong.body().contains("do not match an account"), wrong.body());
        HttpResponse<String> again = new Browser().post("/signup", "email", "ada@school.example", "name", "Ada 2", "password", "correct horse");
        assertEquals(400, again.statusCode());
        assertTrue(again.body().contains("role=\"alert\""), again.body());
        HttpResponse<String> right = new Browser().post("/signin", "email", "ada@school.example", "password", "correct horse");
        assertEquals(302, right.statusCode());
    }
}
