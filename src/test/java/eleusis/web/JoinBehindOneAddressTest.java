package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.Database;
import io.javalin.Javalin;
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
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A school behind one address: one student's wrong join codes make that address wait, yet their
 * classmates still join their own class there, and the wait still stops a code-guessing script. The
 * clients are told apart by a proxy's {@code X-Forwarded-For}, believed only from a proxy the
 * server was told to trust.
 */
class JoinBehindOneAddressTest {
    private static final String SCHOOL = "203.0.113.10";
    private static final String OTHER_SCHOOL = "198.51.100.7";

    @TempDir
    Path data;
    private Database db;
    private Javalin app;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    private void start(UnaryOperator<AppConfig> config) {
        db = Database.open(data, null).passwordCost(Classroom.PASSWORD_COST);
        app = WebApp.create(config.apply(AppConfig.of(db).computerDelay(0))).start("127.0.0.1", 0);
    }

    /** The app behind a proxy on 127.0.0.1, as the deployment docs set it up. */
    private void startBehindProxy() {
        start(c -> c.clients(new ClientAddress(List.of("127.0.0.1"))));
    }

    @AfterEach
    void stop() {
        if (app != null) app.stop();
        if (db != null) db.close();
    }

    /** A form post as a browser sends it, through the proxy, which says whom it came from (null: says nothing). */
    private HttpResponse<String> post(String from, String path, String cookie, String... fields) throws Exception {
        Map<String, String> form = new LinkedHashMap<>();
        for (int i = 0; i < fields.length; i += 2) form.put(fields[i], fields[i + 1]);
        String body = form.entrySet().stream().map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Cookie", FormToken.cookie(cookie))
                .POST(HttpRequest.BodyPublishers.ofString(FormToken.body(body, cookie)));
        if (from != null) b.header("X-Forwarded-For", from);
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A teacher signs up and makes a class from {@code from}; answers its join code. */
    private String classMadeFrom(String from, String email) throws Exception {
        HttpResponse<String> signedUp = post(from, "/signup", null, "email", email, "name", "Ms Rivera", "password", "correct horse battery");
        String teacher = Classroom.cookie(signedUp);
        HttpResponse<String> created = post(from, "/sessions", teacher, "title", "Period 3", "game", "express", "students", "6",
                "rounds", "1", "choice", "written", "rule", "card is red", "classSize", "30", "lobby", "");
        assertEquals(302, created.statusCode(), created.body());
        long session = Long.parseLong(created.headers().firstValue("Location").orElseThrow().replace("/sessions/", ""));
        return db.classSessions().find(session).orElseThrow().joinCode();
    }

    /** Wrong codes from one address until it is made to wait; answers how many it typed. */
    private int typeWrongCodesUntilTheAddressWaits(String from) throws Exception {
        for (int i = 0; i < 200; i++) {
            HttpResponse<String> r = post(from, "/join", null, "code", "QQQQ" + (char) ('A' + i % 26) + (char) ('A' + i / 26), "name", "Prank");
            if (r.statusCode() == 429) return i;
            assertEquals(404, r.statusCode(), r.body());
        }
        throw new AssertionError("200 wrong codes from one address and it never had to wait");
    }

    @Test
    void oneStudentsWrongCodesDoNotLockTheirClassOutButStillStopAGuesser() throws Exception {
        startBehindProxy();
        String code = classMadeFrom(SCHOOL, "rivera@school.example");
        String elsewhere = classMadeFrom(OTHER_SCHOOL, "okafor@other.example");
        assertEquals(60, typeWrongCodesUntilTheAddressWaits(SCHOOL), "60 wrong codes a minute, then the address waits");

        for (int i = 0; i < 25; i++) {
            assertEquals(302, post(SCHOOL, "/join", null, "code", code, "name", "Student " + i).statusCode(),
                    "a classmate behind the same address joins their own class");
        }
        HttpResponse<String> guess = post(SCHOOL, "/join", null, "code", "QQQQZZ", "name", "Prank");
        assertEquals(429, guess.statusCode(), "a wrong code still waits");
        assertTrue(guess.headers().firstValue("Retry-After").isPresent());
        HttpResponse<String> found = post(SCHOOL, "/join", null, "code", elsewhere, "name", "Prank");
        assertEquals(429, found.statusCode(), "another school's right code is answered as a wrong one: a guesser learns nothing");
        assertTrue(found.body().contains("too many tries"), found.body());

        assertEquals(302, post(OTHER_SCHOOL, "/join", null, "code", elsewhere, "name", "Ada").statusCode(),
                "the other school is not held up at all");
    }

    @Test
    void aClassMadeElsewhereIsJoinedFromTheSchoolOnceOneStudentJoinedItThere() throws Exception {
        startBehindProxy();
        String code = classMadeFrom(OTHER_SCHOOL, "rivera@home.example"); // made at home the night before
        assertEquals(302, post(SCHOOL, "/join", null, "code", code, "name", "First").statusCode());
        typeWrongCodesUntilTheAddressWaits(SCHOOL);
        assertEquals(302, post(SCHOOL, "/join", null, "code", code, "name", "Second").statusCode());
    }

    @Test
    void aForwardedForHeaderIsNotBelievedUnlessTheServerTrustsTheProxy() throws Exception {
        start(c -> c);
        String code = classMadeFrom(null, "rivera@school.example");
        // Each wrong code claims to come from a new address: without a trusted proxy, they all count as 127.0.0.1.
        int typed = 0;
        for (; typed < 200; typed++) {
            HttpResponse<String> r = post("192.0.2." + (typed % 250 + 1), "/join", null, "code", "QQQQ" + (char) ('A' + typed % 26)
                    + (char) ('A' + typed / 26), "name", "Prank");
            if (r.statusCode() == 429) break;
        }
        assertEquals(60, typed, "a made-up X-Forwarded-For does not escape the limit");
        assertEquals(302, post(null, "/join", null, "code", code, "name", "Ana").statusCode(),
                "the class made from this address is still joined from it");
    }
}
