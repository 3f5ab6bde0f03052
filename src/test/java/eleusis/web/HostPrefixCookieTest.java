package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.Database;
import io.javalin.Javalin;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Over https the sign-in and the form token's cookie carry the {@code __Host-} prefix, which a
 * browser takes only from this host over https, for path /, Secure, with no domain: a sibling domain
 * or a page on another port over http cannot write them. A plain cookie of the same name, which only
 * such a page could have written, signs nobody in and is no form token.
 */
class HostPrefixCookieTest {
    private static final String PASSWORD = "correct horse battery";
    @TempDir
    Path data;
    private Database db;
    private Javalin app;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    @BeforeEach
    void start() {
        db = Database.open(data, null).passwordCost(Classroom.PASSWORD_COST);
        app = WebApp.create(AppConfig.of(db).computerDelay(0).address(JoinAddress.publicUrl("https://class.example")))
                .start("127.0.0.1", 0);
    }

    @AfterEach
    void stop() {
        app.stop();
        db.close();
    }

    private HttpResponse<String> post(String path, String cookie, String token, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body + "&_csrf=" + URLEncoder.encode(token, StandardCharsets.UTF_8)));
        if (cookie != null) b.header("Cookie", cookie);
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> get(String path, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path)).GET();
        if (cookie != null) b.header("Cookie", cookie);
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String setCookie(HttpResponse<?> r, String name) {
        return r.headers().allValues("Set-Cookie").stream().filter(h -> h.startsWith(name + "=")).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " among " + r.headers().allValues("Set-Cookie")));
    }

    private static String value(String setCookie) {
        return setCookie.substring(setCookie.indexOf('=') + 1, setCookie.indexOf(';'));
    }

    /** A teacher signs up as a browser would: the token cookie from the page, then the form. Answers the sign-in cookie's value. */
    private String signUp(String email) throws Exception {
        HttpResponse<String> page = get("/signup", null);
        String form = setCookie(page, "__Host-" + Csrf.COOKIE);
        assertTrue(form.contains("Secure") && form.contains("Path=/") && !form.toLowerCase().contains("domain="), form);
        String token = value(form);
        HttpResponse<String> r = post("/signup", "__Host-" + Csrf.COOKIE + "=" + token, token,
                "email=" + URLEncoder.encode(email, StandardCharsets.UTF_8) + "&name=Ms+Rivera&password=correct+horse+battery");
        assertEquals(302, r.statusCode(), r.body());
        String login = setCookie(r, "__Host-" + TeacherLogin.COOKIE);
        assertTrue(login.contains("Secure") && login.contains("Path=/") && !login.toLowerCase().contains("domain="), login);
        assertTrue(r.headers().allValues("Set-Cookie").stream().noneMatch(h -> h.startsWith(TeacherLogin.COOKIE + "=")),
                "no plain sign-in cookie over https");
        return value(login);
    }

    @Test
    void theSignInIsTheHostPrefixedCookieAndAPlainOneSignsNobodyIn() throws Exception {
        String login = signUp("ada@school.example");
        assertEquals(200, get("/sessions", "__Host-" + TeacherLogin.COOKIE + "=" + login).statusCode());
        HttpResponse<String> planted = get("/sessions", TeacherLogin.COOKIE + "=" + login);
        assertEquals(302, planted.statusCode(), "a plain eleusis_teacher, which only a page elsewhere could set, is nobody's sign-in");
        assertEquals("/signin", planted.headers().firstValue("Location").orElse(""));
    }

    @Test
    void aPlainFormTokenCookieIsNoFormToken() throws Exception {
        // A page elsewhere sets a plain token cookie and posts a sign-in form with the same value.
        HttpResponse<String> r = post("/signin", Csrf.COOKIE + "=planted-by-a-sibling", "planted-by-a-sibling",
                "email=ada%40school.example&password=x");
        assertEquals(403, r.statusCode(), r.body());
    }

    @Test
    void theTeachersSocketReadsTheHostPrefixedSignIn() throws Exception {
        String login = signUp("ada@school.example");
        String cookie = "__Host-" + TeacherLogin.COOKIE + "=" + login;
        HttpResponse<String> created = post("/sessions", cookie, Csrf.forLogin(login), "title=Period+3&game=express&students=4"
                + "&rounds=1&choice=written&rule=card+is+red&classSize=4&lobby=");
        assertEquals(302, created.statusCode(), created.body());
        long session = Long.parseLong(created.headers().firstValue("Location").orElseThrow().replace("/sessions/", ""));
        long table = db.tables().listBySession(session).get(0).id();

        List<String> got = new java.util.concurrent.CopyOnWriteArrayList<>();
        CompletableFuture<String> first = new CompletableFuture<>();
        WebSocket ws = http.newWebSocketBuilder().header("Cookie", cookie)
                .buildAsync(URI.create("ws://127.0.0.1:" + app.port() + "/ws/tables/" + table), new WebSocket.Listener() {
                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence text, boolean last) {
                        got.add(text.toString());
                        first.complete(text.toString());
                        w.request(1);
                        return null;
                    }
                }).get(10, TimeUnit.SECONDS);
        String message = first.get(10, TimeUnit.SECONDS);
        ws.abort();
        assertFalse(message.contains("\"error\""), "the teacher watches their own table: " + message);
        assertTrue(message.contains("\"view\"") || message.contains("\"state\""), message);
    }
}
