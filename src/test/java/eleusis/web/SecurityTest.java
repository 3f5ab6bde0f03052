package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.store.Database;
import eleusis.web.accounts.SignInLimits;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The browser-side defences, attacked as another site would: forms and teacher controls posted from
 * another origin or without the form token change nothing, a socket opened from another origin is
 * refused, every response carries the security headers, and cookies are Secure behind https.
 */
class SecurityTest extends ClassroomOnPort {
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    private String url(String path) {
        return "http://" + c.base + path;
    }

    /** A form post as a browser would send it, with its own headers, body and cookie as given. */
    private HttpResponse<String> rawPost(String path, String cookie, String body, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url(path)))
                .header("Content-Type", "application/x-www-form-urlencoded").POST(HttpRequest.BodyPublishers.ofString(body));
        if (cookie != null) b.header("Cookie", cookie);
        for (int i = 0; i < headers.length; i += 2) b.header(headers[i], headers[i + 1]);
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private long startedTable(String teacher) throws Exception {
        long session = c.writtenSession(teacher, "Period 3", "express", 3, 1, "card.color != last.color", "lobby", "");
        return c.db.tables().listBySession(session).get(0).id();
    }

    private boolean paused(long table) {
        return c.db.tables().find(table).orElseThrow().paused();
    }

    @Test
    void aTeacherControlPostedFromAnotherOriginOrWithoutTheTokenChangesNothing() throws Exception {
        String teacher = c.teacher("t@school.example");
        long table = startedTable(teacher);
        String token = FormToken.field(teacher);

        // Another port of the same host, and a sibling subdomain: the browser names them in Origin.
        for (String origin : List.of("http://127.0.0.1:1", "http://evil.school.example", "null")) {
            HttpResponse<String> r = rawPost("/tables/" + table + "/pause", teacher, token, "Origin", origin);
            assertEquals(403, r.statusCode(), origin);
            assertTrue(r.body().contains("not part of this app"), r.body());
            assertFalse(paused(table), origin);
        }
        HttpResponse<String> sameSite = rawPost("/tables/" + table + "/pause", teacher, token, "Sec-Fetch-Site", "same-site");
        assertEquals(403, sameSite.statusCode());

        // No token, a made-up one, and one from another sign-in of the same teacher's browser.
        String other = c.teacher("other@school.example");
        for (String body : List.of("", "_csrf=guess", FormToken.field(other))) {
            HttpResponse<String> r = rawPost("/tables/" + table + "/pause", teacher, body);
            assertEquals(403, r.statusCode(), body);
            assertTrue(r.body().contains("Reload the page"), r.body());
            assertFalse(paused(table), body);
        }
        assertEquals(1, c.db.tables().listBySession(c.db.tables().find(table).orElseThrow().sessionId()).size());
        HttpResponse<String> added = rawPost("/sessions/" + c.db.tables().find(table).orElseThrow().sessionId() + "/tables",
                teacher, "name=Table+9");
        assertEquals(403, added.statusCode());
        assertEquals(1, c.db.tables().listBySession(c.db.tables().find(table).orElseThrow().sessionId()).size());

        // The app's own page, with its token and its origin: done.
        HttpResponse<String> mine = rawPost("/tables/" + table + "/pause", teacher, token, "Origin", "http://" + c.base,
                "Sec-Fetch-Site", "same-origin");
        assertEquals(302, mine.statusCode(), mine.body());
        assertTrue(paused(table));
    }

    @Test
    void theConsolesFormsCarryTheSignInsTokenAndItWorks() throws Exception {
        String teacher = c.teacher("t@school.example");
        long table = startedTable(teacher);
        String console = c.get("/sessions/" + c.db.tables().find(table).orElseThrow().sessionId(), teacher).body();
        Matcher m = Pattern.compile("<form method=\"post\" action=\"/tables/" + table
                + "/pause\"[^>]*><input type=\"hidden\" name=\"_csrf\" value=\"([^\"]+)\">").matcher(console);
        assertTrue(m.find(), "the pause form carries no token");
        assertEquals(FormToken.field(teacher), "_csrf=" + m.group(1));
        int forms = console.split("<form method=\"post\"", -1).length - 1;
        int tokens = console.split("name=\"_csrf\"", -1).length - 1;
        assertTrue(forms > 5, "forms: " + forms); // enough that a form without its token would show; the console shows only what its stage needs
        assertEquals(forms, tokens, "every form on the console carries the token");
    }

    @Test
    void signingInNeedsTheSignInPagesOwnTokenSoNoSiteCanSignABrowserIntoItsAccount() throws Exception {
        c.teacher("attacker@school.example");
        String credentials = "email=attacker%40school.example&password=correct+horse+battery";
        HttpResponse<String> forged = rawPost("/signin", null, credentials);
        assertEquals(403, forged.statusCode());
        assertTrue(forged.headers().allValues("Set-Cookie").stream().noneMatch(s -> s.startsWith(TeacherLogin.COOKIE)));

        // A browser: the sign-in page sets the token cookie and puts the same token in its form.
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(url("/signin"))).build(),
                HttpResponse.BodyHandlers.ofString());
        String cookie = Classroom.cookie(page);
        assertTrue(cookie.startsWith(Csrf.COOKIE + "="), cookie);
        Matcher m = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"").matcher(page.body());
        assertTrue(m.find());
        assertEquals(cookie.substring(Csrf.COOKIE.length() + 1), m.group(1));
        assertTrue(page.headers().allValues("Set-Cookie").get(0).contains("HttpOnly"));
        assertFalse(page.headers().allValues("Set-Cookie").get(0).contains("Secure"), "http: no Secure flag");
        HttpResponse<String> real = rawPost("/signin", cookie, credentials + "&_csrf=" + m.group(1));
        assertEquals(302, real.statusCode(), real.body());
    }

    @Test
    void aSocketFromAnotherOriginIsRefusedAndOneFromTheAppOpens() throws Exception {
        String teacher = c.teacher("t@school.example");
        long table = startedTable(teacher);
        String code = c.db.classSessions().find(c.db.tables().find(table).orElseThrow().sessionId()).orElseThrow().joinCode();
        String student = c.join(code, "Ana", null);
        URI socket = URI.create("ws://" + c.base + "/ws/tables/" + table + "?as=dealer");
        for (String origin : List.of("http://127.0.0.1:1", "http://evil.example")) {
            try {
                http.newWebSocketBuilder().header("Cookie", teacher).header("Origin", origin)
                        .buildAsync(socket, new WebSocket.Listener() {}).get(10, TimeUnit.SECONDS);
                fail("the dealer's socket opened from " + origin);
            } catch (ExecutionException | CompletionException e) {
                if (!(e.getCause() instanceof java.net.http.WebSocketHandshakeException refused)) throw e;
                assertEquals(403, refused.getResponse().statusCode(), origin);
            }
        }
        WebSocket mine = http.newWebSocketBuilder().header("Cookie", student).header("Origin", "http://" + c.base)
                .buildAsync(URI.create("ws://" + c.base + "/ws/tables/" + table), new WebSocket.Listener() {})
                .get(10, TimeUnit.SECONDS);
        mine.sendClose(WebSocket.NORMAL_CLOSURE, "").get(10, TimeUnit.SECONDS);
    }

    @Test
    void everyResponseCarriesTheSecurityHeaders() throws Exception {
        for (String path : List.of("/", "/rules", "/signin", "/join", "/public/style.css", "/public/live.js",
                "/cards/QS.svg", "/health", "/no/such/page", "/sessions")) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url(path))).build(),
                    HttpResponse.BodyHandlers.ofString());
            SecurityHeaders.ALL.forEach((name, value) ->
                    assertEquals(value, r.headers().firstValue(name).orElse(null), path + " " + name));
        }
        assertTrue(SecurityHeaders.POLICY.contains("frame-ancestors 'none'"));
        assertFalse(SecurityHeaders.POLICY.contains("unsafe"), "no unsafe-inline or unsafe-eval");
    }

    @Test
    void behindAnHttpsPublicAddressCookiesAreSecureAndThatOriginIsTheApps(@TempDir Path other) throws Exception {
        Database db = Database.open(other, null).passwordCost(Classroom.PASSWORD_COST);
        Javalin app = WebApp.create(AppConfig.of(db).computerDelay(0).address(JoinAddress.publicUrl("https://eleusis.school.example/")))
                .start("127.0.0.1", 0);
        try {
            String base = "http://127.0.0.1:" + app.port();
            HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(base + "/signin")).build(),
                    HttpResponse.BodyHandlers.ofString());
            String setCookie = page.headers().allValues("Set-Cookie").get(0);
            assertTrue(setCookie.contains("Secure") && setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Lax"), setCookie);
            String cookie = Classroom.cookie(page);
            String token = cookie.substring(cookie.indexOf('=') + 1); // the cookie is named __Host-eleusis_csrf over https
            HttpResponse<String> signup = http.send(HttpRequest.newBuilder(URI.create(base + "/signup"))
                    .header("Content-Type", "application/x-www-form-urlencoded").header("Cookie", cookie)
                    .header("Origin", "https://eleusis.school.example")
                    .POST(HttpRequest.BodyPublishers.ofString("email=a%40b.example&name=A&password=correct+horse+battery&_csrf=" + token))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(302, signup.statusCode(), signup.body());
            assertTrue(signup.headers().allValues("Set-Cookie").stream().allMatch(s -> s.contains("Secure")));
        } finally {
            app.stop();
            db.close();
        }
    }

    private HttpResponse<String> signIn(String email, String password) throws Exception {
        return c.post("/signin", null, "email", email, "password", password);
    }

    @Test
    void guessingAPasswordMakesTheGuesserWaitEvenWithTheRightOneAndOtherAccountsStillSignIn() throws Exception {
        c.teacher("ada@school.example");
        c.teacher("bea@school.example");
        for (int i = 0; i < SignInLimits.FREE_PER_ACCOUNT; i++) {
            HttpResponse<String> wrong = signIn("ada@school.example", "wrong guess " + i);
            assertEquals(401, wrong.statusCode());
            assertFalse(wrong.body().contains("wait"), "the first mistakes are free: " + i);
        }
        HttpResponse<String> sixth = signIn("ADA@school.example", "wrong guess 6");
        assertEquals(401, sixth.statusCode());
        assertTrue(sixth.body().contains("Too many wrong passwords: wait 1 minute and try again."), sixth.body());
        HttpResponse<String> right = signIn("ada@school.example", "correct horse battery");
        assertEquals(429, right.statusCode(), "blocked: not even the right password is tried");
        assertTrue(right.body().contains("wait 1 minute"), right.body());
        assertEquals("60", right.headers().firstValue("Retry-After").orElse(""));
        assertTrue(right.headers().allValues("Set-Cookie").stream().noneMatch(h -> h.startsWith(TeacherLogin.COOKIE)));

        assertEquals(302, signIn("bea@school.example", "correct horse battery").statusCode(), "another account is not blocked");

        // Many accounts tried from one address: the address waits too.
        for (int i = 0; i < SignInLimits.FREE_PER_ADDRESS; i++) signIn("nobody" + i + "@school.example", "guess");
        HttpResponse<String> blocked = signIn("bea@school.example", "correct horse battery");
        assertEquals(429, blocked.statusCode());
    }

    @Test
    void aSignUpWithAnEmailThatHasAnAccountCountsAsATryFromTheAddress() throws Exception {
        c.teacher("ada@school.example");
        for (int i = 0; i <= SignInLimits.FREE_PER_ADDRESS; i++) {
            assertEquals(400, c.post("/signup", null, "email", "ada@school.example", "name", "X", "password",
                    "correct horse battery").statusCode());
        }
        assertEquals(429, signIn("ada@school.example", "correct horse battery").statusCode(),
                "probing sign-up after sign-up makes the address wait");
    }
}
