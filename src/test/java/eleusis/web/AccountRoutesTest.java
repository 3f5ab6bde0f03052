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
import java.util.List;
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

        /** A form with a file, as a browser sends {@code enctype="multipart/form-data"}. */
        HttpResponse<String> upload(String path, String fileName, byte[] content, String... fields) throws Exception {
            String boundary = "----eleusis" + System.nanoTime();
            var body = new java.io.ByteArrayOutputStream();
            for (int i = 0; i + 1 < fields.length; i += 2) {
                body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + fields[i] + "\"\r\n\r\n"
                        + fields[i + 1] + "\r\n").getBytes(StandardCharsets.UTF_8));
            }
            String token = FormToken.field((CookieManager) http.cookieHandler().orElseThrow(), URI.create(base));
            body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + Csrf.FIELD + "\"\r\n\r\n"
                    + java.net.URLDecoder.decode(token.substring(token.indexOf('=') + 1), StandardCharsets.UTF_8) + "\r\n")
                    .getBytes(StandardCharsets.UTF_8));
            body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"upload\"; filename=\"" + fileName
                    + "\"\r\nContent-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            body.writeBytes(content);
            body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
            return http.send(HttpRequest.newBuilder(URI.create(base + path))
                    .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    private Browser teacher() throws Exception {
        Browser b = new Browser();
        assertEquals(302, b.post("/signup", "email", "ada@school.example", "name", "Ada", "password", "correct horse").statusCode());
        return b;
    }

    private int rules() {
        return db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id()).size();
    }

    @Test
    void aFailedSaveKeepsEverythingTyped() throws Exception {
        Browser b = teacher();
        HttpResponse<String> bad = b.post("/collection", "name", "My <odd> rule", "level", "4", "description",
                "Faces, then numbers.", "rule", "card is face and");
        assertEquals(400, bad.statusCode());
        String page = bad.body();
        assertTrue(page.contains("value=\"My &lt;odd") && page.contains("odd> rule\"") && !page.contains("<odd>"), "the name typed is kept, escaped: " + page);
        assertTrue(page.contains("value=\"Faces, then numbers.\""), "the description typed is kept: " + page);
        assertTrue(page.contains(">card is face and</textarea>"), "the rule typed is kept: " + page);
        assertTrue(page.contains("<option selected>4</option>"), "the level chosen is kept: " + page);
        assertTrue(page.contains("role=\"alert\""), page);
        assertEquals(0, rules());
        HttpResponse<String> noName = b.post("/collection", "name", " ", "level", "2", "description", "", "rule", "card is red");
        assertEquals(400, noName.statusCode());
        assertTrue(noName.body().contains(">card is red</textarea>") && noName.body().contains("Give the rule a name."), noName.body());
    }

    @Test
    void saveDeleteAndImportRedirectSoThatAReloadNeverPostsAgain() throws Exception {
        Browser b = teacher();
        HttpResponse<String> saved = b.post("/collection", "name", "Reds", "level", "1", "description", "", "rule", "card is red");
        assertEquals(303, saved.statusCode(), saved.body());
        assertEquals("/collection", saved.headers().firstValue("Location").orElse(""));
        String page = b.get("/collection").body();
        assertTrue(page.contains("Saved \u201cReds\u201d.") && page.contains("role=\"status\""), page);
        assertFalse(b.get("/collection").body().contains("Saved \u201cReds\u201d."), "the message shows once: a reload shows none");
        assertEquals(1, rules());
        assertTrue(page.contains("data-confirm=\"Delete \u201cReds\u201d from your collection? This cannot be undone.\""), page);

        long id = db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id()).get(0).id();
        HttpResponse<String> deleted = b.post("/collection/" + id + "/delete");
        assertEquals(303, deleted.statusCode());
        assertEquals("/collection", deleted.headers().firstValue("Location").orElse(""));
        assertTrue(b.get("/collection").body().contains("Deleted."));
        assertEquals(0, rules());

        HttpResponse<String> imported = b.post("/collection/import", "file",
                "name: Reds\nlevel: 1\nsource: classic\ndescription: Red cards only.\nrule: card is red\n");
        assertEquals(303, imported.statusCode(), imported.body());
        assertTrue(b.get("/collection").body().contains("Imported 1 rule."));
        assertEquals(1, rules());
    }

    /** A file in several languages, as the library's are: a French teacher's collection keeps the French words. */
    @Test
    void aFileWithTranslationsIsImportedInThePagesLanguage() throws Exception {
        Browser b = teacher();
        String file = "name: Red cards only\nname.fr: Seulement des cartes rouges\nname.es: Solo cartas rojas\nlevel: 1\n"
                + "source: classic\ndescription: Every card must be red.\ndescription.fr: Chaque carte doit être rouge.\n"
                + "rule: card is red\n---\nname: Faces\nlevel: 2\nsource: classic\ndescription: Faces only.\nrule: card is face\n";
        assertEquals(303, b.post("/collection/import?lang=fr", "file", file).statusCode());
        var saved = db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id());
        java.util.Map<String, String> byName = new java.util.TreeMap<>();
        saved.forEach(r -> byName.put(r.name(), r.description()));
        assertEquals(java.util.Map.of("Seulement des cartes rouges", "Chaque carte doit être rouge.", "Faces", "Faces only."), byName,
                "a language without a word keeps the English");
    }

    @Test
    void aRuleFileUploadedWithTheFilePicker() throws Exception {
        Browser b = teacher();
        assertTrue(b.get("/collection").body().contains("<input id=\"upload\" name=\"upload\" type=\"file\" accept=\".rules,text/plain\">"));
        String good = "name: Reds\nlevel: 1\nsource: classic\ndescription: Red cards only.\nrule: card is red\n"
                + "---\nname: Faces\nlevel: 2\nsource: classic\ndescription: Faces only.\nrule: card is face\n";
        HttpResponse<String> ok = b.upload("/collection/import", "golden.rules", good.getBytes(StandardCharsets.UTF_8), "file", "");
        assertEquals(303, ok.statusCode(), ok.body());
        assertTrue(b.get("/collection").body().contains("Imported 2 rules."));
        assertEquals(2, rules());

        String bad = good + "---\nname: Broken\nlevel: 2\nsource: mine\ndescription: Oops.\nrule: card.rank >\n";
        HttpResponse<String> refused = b.upload("/collection/import", "mine.rules", bad.getBytes(StandardCharsets.UTF_8), "file", "");
        assertEquals(400, refused.statusCode());
        assertTrue(java.util.regex.Pattern.compile("mine\\.rules:17:\\d+: ").matcher(refused.body()).find(),
                "the file, the line and the column are named: " + refused.body());
        assertTrue(refused.body().contains("ends too soon"), "what is wrong is said: " + refused.body());
        assertEquals(2, rules(), "a file with an error imports nothing, not even its good rules");

        HttpResponse<String> binary = b.upload("/collection/import", "C:\\Users\\ada\\photo.rules", new byte[] {(byte) 0xff, (byte) 0xd8, 0, 1}, "file", "");
        assertEquals(400, binary.statusCode());
        assertTrue(binary.body().contains("\u201cphoto.rules\u201d is not a text file in UTF-8") && !binary.body().contains("Users"), binary.body());
        HttpResponse<String> nothing = b.upload("/collection/import", "", new byte[0], "file", "");
        assertEquals(400, nothing.statusCode());
        assertTrue(nothing.body().contains("Choose a rule file or paste its contents"), nothing.body());
        assertEquals(2, rules());
    }

    /**
     * Issue 24: the workshop saves its rule to "My rules" for a signed-in teacher, with the name,
     * level and description the collection's own save asks (its checks, its form token and origin
     * check); a visitor is told how, and signing in or up brings them to the save form with the rule.
     */
    @Test
    void theWorkshopSavesItsRuleToMyRules() throws Exception {
        String rule = "if last is face then card is number else card.rank > last.rank";
        String query = "/?rule=" + URLEncoder.encode(rule, StandardCharsets.UTF_8);
        Browser visitor = new Browser();
        String page = visitor.get(query).body();
        assertFalse(page.contains("action=\"/collection\""), "no save form for a visitor");
        String then = URLEncoder.encode("/collection?rule=" + URLEncoder.encode(rule, StandardCharsets.UTF_8), StandardCharsets.UTF_8);
        assertTrue(page.contains("“My rules” keeps the rules of a signed-in teacher.")
                && page.contains("href=\"/signin?then=" + then + "\"") && page.contains("href=\"/signup?then=" + then + "\""), page);
        assertTrue(new Browser().get(query + "&lang=it").body().contains("«Le mie regole» conserva le regole di un docente"));
        assertFalse(visitor.get("/?rule=card.rank+%3E").body().contains("signed-in teacher"), "a rule that cannot be used is not offered");

        // Signing up from that link comes back to the collection's save form, the rule in it.
        String signUp = visitor.get("/signup?then=" + then).body();
        assertTrue(signUp.contains("name=\"then\" value=\"/collection?rule="), signUp);
        HttpResponse<String> up = visitor.post("/signup", "email", "ada@school.example", "name", "Ada", "password", "correct horse",
                "then", "/collection?rule=" + URLEncoder.encode(rule, StandardCharsets.UTF_8));
        assertEquals("/collection?rule=" + URLEncoder.encode(rule, StandardCharsets.UTF_8), up.headers().firstValue("Location").orElse(""));
        assertTrue(visitor.get(up.headers().firstValue("Location").orElseThrow()).body().contains(">" + rule.replace(">", "&gt;") + "</textarea>"));
        // Nowhere else: another site, or another page, is the sessions as always.
        for (String elsewhere : List.of("https://evil.example/", "//evil.example/collection?rule=x", "/sessions/1/archive",
                "/collection?rule=x\r\nSet-Cookie: a=b")) {
            HttpResponse<String> in = new Browser().post("/signin", "email", "ada@school.example", "password", "correct horse",
                    "then", elsewhere);
            assertEquals("/sessions", in.headers().firstValue("Location").orElse(""), elsewhere);
        }

        // Signed in: the form is on the workshop, and it saves with a name, a level and a description.
        String form = visitor.get(query).body();
        assertTrue(form.contains("<summary>Save it to my rules</summary>") && form.contains("id=\"save-name\"")
                && form.contains("id=\"save-level\"") && form.contains("id=\"save-description\"")
                && form.contains("name=\"_csrf\""), form);
        assertTrue(form.contains("name=\"rule\" value=\"" + rule + "\""), form);
        HttpResponse<String> noName = visitor.post("/collection", "name", "", "level", "3", "description", "", "rule", rule);
        assertEquals(400, noName.statusCode());
        assertTrue(noName.body().contains("Give the rule a name.") && noName.body().contains(rule.replace(">", "&gt;") + "</textarea>"),
                "nothing typed is lost");
        HttpResponse<String> saved = visitor.post("/collection", "name", "Faces then numbers", "level", "4",
                "description", "After a face, a number; else higher.", "rule", rule);
        assertEquals(303, saved.statusCode(), saved.body());
        assertTrue(visitor.get("/collection").body().contains("Saved “Faces then numbers”."));
        var mine = db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id());
        assertEquals(1, mine.size());
        assertEquals(List.of("Faces then numbers", "4", "After a face, a number; else higher.", rule),
                List.of(mine.get(0).name(), Integer.toString(mine.get(0).level()), mine.get(0).description(), mine.get(0).rule()));

        // The save is a POST like any other: without its form token, or from another site, it changes nothing.
        HttpResponse<String> forged = visitor.http.send(HttpRequest.newBuilder(URI.create(base + "/collection"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("name=Forged&level=1&description=&rule=card+is+red")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(403, forged.statusCode());
        HttpResponse<String> crossSite = visitor.http.send(HttpRequest.newBuilder(URI.create(base + "/collection"))
                .header("Content-Type", "application/x-www-form-urlencoded").header("Origin", "https://evil.example")
                .POST(HttpRequest.BodyPublishers.ofString("name=Forged&level=1&description=&rule=card+is+red&"
                        + FormToken.field((java.net.CookieManager) visitor.http.cookieHandler().orElseThrow(), URI.create(base)))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(403, crossSite.statusCode());
        assertEquals(1, db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id()).size());
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
        assertTrue(workshop.contains("action=\"/collection\"") && workshop.contains("name=\"rule\" value=\"card is face\""),
                "the workshop saves its rule to the collection: " + workshop);
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
        assertEquals(303, good.statusCode());
        assertTrue(b.get("/collection").body().contains("Saved \u201cAlternate\u201d."));

        String exported = b.get("/collection/export").body();
        assertTrue(exported.contains("name: Alternate") && exported.contains("rule: card.color != last.color")
                && exported.contains("source: written by Ms <Ada>"), exported);

        HttpResponse<String> imported = b.post("/collection/import", "file", exported.replace("Alternate", "Alternate again")
                + "---\nname: Reds\nlevel: 1\nsource: classic\ndescription: Red cards only.\nrule: card is red\n");
        assertEquals(303, imported.statusCode());
        assertTrue(b.get("/collection").body().contains("Imported 2 rules."));
        assertEquals(3, db.ruleCollections().list(db.teachers().findByEmail("ada@school.example").orElseThrow().id()).size());

        HttpResponse<String> broken = b.post("/collection/import", "file", "name: X\nlevel: 9\n");
        assertEquals(400, broken.statusCode());
        assertTrue(broken.body().contains("imported file:2"), broken.body());
        assertTrue(broken.body().contains(">name: X\nlevel: 9\n</textarea>"), "the text pasted is kept: " + broken.body());
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
