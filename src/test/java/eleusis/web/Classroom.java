package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** A running app on port 0 and the HTTP and WebSocket calls a teacher's and students' browsers make. */
public final class Classroom implements AutoCloseable {
    public static final ObjectMapper JSON = new ObjectMapper();
    /**
     * bcrypt's cost for the teachers a test's app signs up ({@link Database#passwordCost}): bcrypt's
     * smallest. The server's cost made password hashing the largest share of the web tests' CPU; what
     * the tests check of sign-in (limits, cookies, wrong passwords) is the same at any cost, and the
     * store's tests check the server's cost.
     */
    public static final int PASSWORD_COST = 4;
    public final Database db;
    final Javalin app;
    final String base;
    final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    Classroom(Path data) {
        this(data, config -> config);
    }

    /** An app whose computer players move only when the test turns the timer ({@link ManualTimer#advance}). */
    Classroom(Path data, ManualTimer timer) {
        this(data, config -> config.timer(timer));
    }

    /**
     * An app whose computer players move at once and whose tables are dealt from {@code dealSeed}, so
     * that a campaign of many games plays the same games on every run.
     */
    Classroom(Path data, long dealSeed) throws java.security.GeneralSecurityException {
        this(data, config -> config.computerDelay(0).deals(seeded(dealSeed)));
    }

    /** An app whose computer players move at once: a game against the computer goes as fast as the test plays. */
    static Classroom computersAtOnce(Path data) {
        return new Classroom(data, config -> config.computerDelay(0));
    }

    private Classroom(Path data, java.util.function.UnaryOperator<AppConfig> config) {
        db = Database.open(data, null).passwordCost(PASSWORD_COST);
        app = WebApp.create(config.apply(AppConfig.of(db))).start("127.0.0.1", 0);
        base = "127.0.0.1:" + app.port();
    }

    private static java.security.SecureRandom seeded(long dealSeed) {
        try {
            java.security.SecureRandom deals = java.security.SecureRandom.getInstance("SHA1PRNG");
            deals.setSeed(dealSeed); // before its first number: then it gives the seed's numbers and no others
            return deals;
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A server running elsewhere (another process), reached at {@code host:port}; no database at hand. */
    Classroom(String base) {
        this.db = null;
        this.app = null;
        this.base = base;
    }

    /** A server started elsewhere (a benchmark's own, another process), reached at {@code host:port}. */
    public static Classroom reaching(String base) {
        return new Classroom(base);
    }

    @Override
    public void close() {
        if (app != null) app.stop();
        if (db != null) db.close();
    }

    public HttpResponse<String> post(String path, String cookie, String... fields) throws Exception {
        Map<String, String> form = new LinkedHashMap<>();
        for (int i = 0; i < fields.length; i += 2) form.put(fields[i], fields[i + 1]);
        String body = form.entrySet().stream()
                .map(e -> e.getKey() + "=" + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
                .collect(Collectors.joining("&"));
        // As a browser's form would: the form token and the cookie it goes with.
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://" + base + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(FormToken.body(body, cookie)));
        b.header("Cookie", FormToken.cookie(cookie));
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> get(String path, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://" + base + path)).GET();
        if (cookie != null) b.header("Cookie", cookie);
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    static String cookie(HttpResponse<?> r) {
        return r.headers().allValues("Set-Cookie").stream().map(c -> c.substring(0, c.indexOf(';')))
                .collect(Collectors.joining("; "));
    }

    public String teacher(String email) throws Exception {
        return cookie(post("/signup", null, "email", email, "name", "Ms Rivera", "password", "correct horse battery"));
    }

    /** Starts a session and answers its id. */
    public long session(String teacher, String... fields) throws Exception {
        HttpResponse<String> created = post("/sessions", teacher, fields);
        assertEquals(302, created.statusCode(), created.body());
        return Long.parseLong(created.headers().firstValue("Location").orElseThrow().replace("/sessions/", ""));
    }

    /**
     * Starts a session as the new-session form sends it for a rule written out: tables of {@code game}
     * for {@code seats} students, {@code rounds} rounds of {@code rule} (empty for a game without a
     * secret rule); {@code more} are the form's other fields (classSize, lobby, computers …). Answers its id.
     */
    public long writtenSession(String teacher, String title, String game, int seats, int rounds, String rule, String... more)
            throws Exception {
        String[] form = {"title", title, "game", game, "students", Integer.toString(seats), "rounds", Integer.toString(rounds),
                "choice", "written", "rule", rule};
        String[] fields = Arrays.copyOf(form, form.length + more.length);
        System.arraycopy(more, 0, fields, form.length, more.length);
        return session(teacher, fields);
    }

    /** Students who joined in turn by one join code: the table they were all given and their seat cookies, in order. */
    public record Seated(long table, List<String> cookies) {
        public String cookie(int student) {
            return cookies.get(student);
        }
    }

    /** Joins the named students in turn with {@code code}; they must all be given the same table. */
    public Seated seat(String code, String... names) throws Exception {
        long[] table = new long[1];
        List<String> cookies = new ArrayList<>();
        long first = 0;
        for (String name : names) {
            cookies.add(join(code, name, table));
            if (cookies.size() == 1) first = table[0];
            assertEquals(first, table[0], name + " was given another table than " + names[0]);
        }
        return new Seated(table[0], List.copyOf(cookies));
    }

    /**
     * Joins the named students in turn, each watching its table on a socket at once; answers the
     * sockets by the seat the server gave each, once each one's views have settled.
     */
    public Map<Integer, Socket> joinedBySeat(long session, String... names) throws Exception {
        Map<Integer, Socket> bySeat = new HashMap<>();
        long[] table = new long[1];
        for (String name : names) {
            String cookie = join(code(session), name, table);
            Socket s = socket(table[0], cookie);
            bySeat.put(s.settled().get("view").get("you").asInt(), s);
        }
        return bySeat;
    }

    /** A session's own teacher, a student seated in it and another teacher: who may and who may not open its pages. */
    public record Visitors(long session, String teacher, String student, String other) {}

    /** Ms Rivera's session of one Express table, Ana seated at it, and another teacher signed up. */
    public Visitors visitors() throws Exception {
        String teacher = teacher("rivera@school.example");
        long session = writtenSession(teacher, "Period 3", "express", 2, 2, "card is red");
        String student = join(code(session), "Ana", null);
        return new Visitors(session, teacher, student, teacher("other@school.example"));
    }

    /** Ms Rivera and an Express table for two students, Ana and Bo, at which she deals: her cookie, its ids and their seat cookies. */
    public record TableOfTwo(String teacher, long session, long table, String ana, String bo) {}

    /** Signs Ms Rivera up and starts her session {@code title} of one such table, three rounds, the rule as the form's {@code choice} and {@code rule}. */
    public TableOfTwo tableOfTwo(String title, String choice, String rule) throws Exception {
        String teacher = teacher("rivera@school.example");
        long session = session(teacher, "title", title, "game", "express", "students", "2", "rounds", "3", "choice", choice, "rule", rule);
        Seated at = seat(code(session), "Ana", "Bo");
        return new TableOfTwo(teacher, session, at.table(), at.cookie(0), at.cookie(1));
    }

    public String code(long session) {
        return db.classSessions().find(session).orElseThrow().joinCode();
    }

    /** The join code as the teacher's console shows it (for a server in another process). */
    public String code(long session, String teacher) throws Exception {
        String page = get("/sessions/" + session, teacher).body();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("data-code=\"([A-Z0-9]+)\"").matcher(page);
        if (!m.find()) throw new AssertionError("no join code on the console: " + page);
        return m.group(1);
    }

    /** Joins as a student and answers the seat cookie; {@code table} receives the table joined. */
    public String join(String code, String name, long[] table) throws Exception {
        HttpResponse<String> joined = post("/join", null, "code", code, "name", name);
        assertEquals(302, joined.statusCode(), joined.body());
        if (table != null) table[0] = Long.parseLong(joined.headers().firstValue("Location").orElseThrow().replace("/play/", ""));
        return cookie(joined);
    }

    public Socket socket(long table, String cookie) throws Exception {
        return new Socket(table, cookie, "");
    }

    /**
     * A student's socket for the load clients: it keeps only the newest view, not every message
     * (thousands of moves' views held as trees would make the client's own memory the measure).
     */
    Socket leanSocket(long table, String cookie) throws Exception {
        return new Socket(table, cookie, "", m -> {}, true);
    }

    Socket dealer(long table, String teacher) throws Exception {
        return new Socket(table, teacher, "?as=dealer");
    }

    /** A WebSocket that queues the server's messages. */
    public final class Socket extends WholeMessages {
        final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        final StringBuilder everything = new StringBuilder();
        final WebSocket ws;
        final long table;
        volatile Integer closedWith;
        /** The newest view this socket received, as soon as it arrived. */
        private volatile JsonNode current;
        private volatile int received;
        private volatile long chars;
        /** Keeps no message but the newest view ({@link #leanSocket}). */
        private final boolean lean;
        /** Called on the socket's listener thread with each message as it arrives, before it is queued. */
        final java.util.function.Consumer<JsonNode> onMessage;

        Socket(long table, String cookie, String query) throws Exception {
            this(table, cookie, query, m -> {});
        }

        /** A socket whose {@code onMessage} sees every message from the first (the kill campaign records them). */
        Socket(long table, String cookie, String query, java.util.function.Consumer<JsonNode> onMessage) throws Exception {
            this(table, cookie, query, onMessage, false);
        }

        private Socket(long table, String cookie, String query, java.util.function.Consumer<JsonNode> onMessage, boolean lean)
                throws Exception {
            this.table = table;
            this.onMessage = onMessage;
            this.lean = lean;
            WebSocket.Builder b = http.newWebSocketBuilder();
            if (cookie != null) b.header("Cookie", cookie);
            ws = b.buildAsync(URI.create("ws://" + base + "/ws/tables/" + table + query), this).get(10, TimeUnit.SECONDS);
        }

        @Override
        protected void heard(String text, JsonNode m) {
            onMessage.accept(m);
            if (!lean) {
                synchronized (everything) {
                    everything.append(text).append('\n');
                }
            }
            chars += text.length();
            // The newest view first: a test that took this message from the queue must find it current.
            if (m.path("type").asText().equals("view")) {
                synchronized (this) {
                    current = m;
                    notifyAll(); // whoever waits in after()
                }
            }
            received++;
            if (!lean) messages.add(m);
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closedWith = statusCode;
            return null;
        }

        public JsonNode next() throws InterruptedException {
            JsonNode m = messages.poll(10, TimeUnit.SECONDS);
            if (m == null) throw new AssertionError("no message from the server");
            return m;
        }

        /** The next message of this type, skipping others. */
        public JsonNode next(String type) throws InterruptedException {
            return until(m -> m.path("type").asText().equals(type));
        }

        public JsonNode until(Predicate<JsonNode> wanted) throws InterruptedException {
            while (true) {
                JsonNode m = next();
                if (wanted.test(m)) return m;
            }
        }

        /** The newest view received so far (waiting for the first); the queue is left as it is. */
        public JsonNode current() throws InterruptedException {
            for (int i = 0; i < 100 && current == null; i++) Thread.sleep(100);
            if (current == null) throw new AssertionError("no view from the server");
            return current;
        }

        /** Waits for a view message that satisfies the test, dropping the messages before it. */
        JsonNode view(Predicate<JsonNode> wanted) throws InterruptedException {
            return until(m -> m.path("type").asText().equals("view") && wanted.test(m));
        }

        /**
         * The newest view once the broadcasts of earlier moves are in: with the database at hand, once
         * the view has seen every stored action (the server sends a table's views in order); then,
         * and without it, once nothing more has arrived for a moment.
         */
        public JsonNode settled() throws InterruptedException {
            current();
            if (db != null) {
                int stored = db.actionLog().load(table).size();
                for (int i = 0; i < 1_000 && current.get("seq").asInt() < stored; i++) Thread.sleep(10);
                if (current.get("seq").asInt() < stored) throw new AssertionError("the view never caught up with action " + stored);
            }
            int count;
            do {
                count = received;
                Thread.sleep(150);
            } while (count != received);
            return current;
        }

        /** Waits until a view newer than {@code seen} has arrived, and answers it. */
        synchronized JsonNode after(JsonNode seen) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            // Woken the moment it arrives: the load clients time this.
            while (current == seen && System.nanoTime() < end) TimeUnit.NANOSECONDS.timedWait(this, Math.max(1, end - System.nanoTime()));
            if (current == seen) throw new AssertionError("no new view from the server");
            return current;
        }

        /** How many messages this socket has received, and how many characters they held, for the load clients. */
        int received() {
            return received;
        }

        long chars() {
            return chars;
        }

        /** Forgets the messages received so far. */
        void drain() {
            messages.clear();
        }

        public void send(String json) {
            ws.sendText(json, true).join();
        }

        void act(String actionJson) {
            send("{\"type\":\"action\",\"action\":" + actionJson + "}");
        }

        public String all() {
            synchronized (everything) {
                return everything.toString();
            }
        }
    }
}
