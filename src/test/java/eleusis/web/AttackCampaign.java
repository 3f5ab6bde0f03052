package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.rules.Rule;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Issue 13's attack campaigns, rerun as one thing with figures: a real app on port 0 (SQLite, the
 * computer players at once), two teachers, students, the projector and the dealer, then
 * <ul>
 * <li>hidden information: a table of each of the five games played, and every WebSocket message and
 *     HTTP response a student, the projector or a signed-out visitor got held against what they may
 *     see ({@link HiddenViews}, the rule and its readings in four languages, the other notebooks);
 * <li>IDOR: another teacher, a student and a signed-out visitor on every teacher URL and control of
 *     the first teacher's session, and forged seats on the sockets ({@link AttackRefusals});
 * <li>script payloads in every field a person types, and every page that shows them ({@link AttackPayloads});
 * <li>SQL injection in every form field, path id and cookie ({@link AttackPayloads});
 * <li>oversized and malformed requests and socket messages ({@link AttackMalformed});
 * <li>{@code /health} polled from another thread all along.
 * </ul>
 * Every category counts what it tried and what failed. The driver chooses nothing at random and the
 * server deals from {@link #SEED}, so a run plays the same games again (but for which of two moves
 * racing the clock comes first).
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.AttackCampaign -Dbench.args="10"}
 * (the size: how many tables of each game are played, each for {@link #MOVES} moves or to the game's end).
 */
public final class AttackCampaign implements AutoCloseable {
    /** The secret rule of the tables whose hidden information is checked. */
    static final String RULE = "card.suit != last.suit or card.rank > 10";
    static final List<String> LANGUAGES = List.of("en", "es", "fr", "it");
    /** Where the server's deals come from: with the campaign's fixed choices, a run plays the same games again. */
    static final long SEED = 20261126;
    /** Moves played at a table, unless its game ends first. */
    static final int MOVES = 30;
    /** The five games and how many students a table seats ("students" of the session form). */
    static final Map<String, Integer> GAMES = new LinkedHashMap<>(Map.of("eleusis", 2, "express", 3, "palmera", 2,
            "elementa", 4, "elephant", 3));

    /** What one category tried (named counts) and what failed, with its slowest answer. */
    static final class Category {
        final String name;
        final Map<String, Long> counts = new LinkedHashMap<>();
        final List<String> failures = new ArrayList<>();
        long maxNanos;
        long runNanos;

        Category(String name) {
            this.name = name;
        }

        synchronized void count(String what) {
            count(what, 1);
        }

        synchronized void count(String what, long n) {
            counts.merge(what, n, Long::sum);
        }

        synchronized void fail(String why) {
            failures.add(why.length() > 600 ? why.substring(0, 600) + "..." : why);
        }

        synchronized void took(long nanos) {
            maxNanos = Math.max(maxNanos, nanos);
        }

        /** Notes how long the category ran, from {@code start}; answers now, the next one's start. */
        synchronized long tookSince(long start) {
            long now = System.nanoTime();
            runNanos = now - start;
            return now;
        }

        synchronized long get(String what) {
            return counts.getOrDefault(what, 0L);
        }

        @Override
        public synchronized String toString() {
            StringBuilder out = new StringBuilder(name).append(": ");
            counts.forEach((k, v) -> out.append(String.format("%,d", v)).append(' ').append(k).append(", "));
            if (maxNanos > 0) out.append(String.format("slowest answer %.1f ms, ", maxNanos / 1e6));
            if (runNanos > 0) out.append(String.format("%.1f s, ", runNanos / 1e9));
            out.append(failures.size()).append(" failed");
            failures.stream().limit(20).forEach(f -> out.append("\n    FAILED ").append(f));
            return out.toString();
        }
    }

    /** Every category of a run, in order, and how long the run took. */
    record Results(List<Category> categories, long millis) {
        Category get(String name) {
            return categories.stream().filter(c -> c.name.equals(name)).findFirst().orElseThrow();
        }

        boolean held() {
            return categories.stream().allMatch(c -> c.failures.isEmpty());
        }

        @Override
        public String toString() {
            StringBuilder out = new StringBuilder();
            categories.forEach(c -> out.append(c).append('\n'));
            return out.append(String.format("campaign took %.1f s", millis / 1e3)).toString();
        }
    }

    final Classroom c;
    final int size;
    final String teacherA;
    final String teacherB;
    /** The first teacher's tables whose play was checked, by game: the other categories attack them. */
    final Map<String, Played> played = new LinkedHashMap<>();
    final Category hidden = new Category("hidden information");
    final Category health = new Category("/health");
    private volatile boolean polling = true;
    /** Tables played so far: each student's hypothesis is their own text. */
    private int tables;
    private final Thread poller;

    /** A table of the first teacher's, played, with its students' cookies. */
    record Played(String game, long session, long table, String code, List<String> students) {}

    AttackCampaign(Path data, int size) throws Exception {
        this.size = size;
        c = new Classroom(data, SEED);
        teacherA = c.teacher("rivera@school.example");
        teacherB = c.teacher("okafor@school.example");
        poller = new Thread(this::pollHealth, "health poller");
        poller.setDaemon(true);
        poller.start();
    }

    /** Runs every category on a fresh app in {@code data}. */
    static Results run(Path data, int size) throws Exception {
        long start = System.nanoTime();
        try (AttackCampaign a = new AttackCampaign(data, size)) {
            long t = System.nanoTime();
            for (int round = 0; round < size; round++) {
                for (Map.Entry<String, Integer> g : GAMES.entrySet()) a.playAndCheck(g.getKey(), g.getValue());
            }
            t = a.hidden.tookSince(t);
            Category idor = new AttackRefusals(a).run();
            t = idor.tookSince(t);
            AttackPayloads payloads = new AttackPayloads(a);
            Category scripts = payloads.scripts();
            t = scripts.tookSince(t);
            Category sql = payloads.sql();
            t = sql.tookSince(t);
            Category malformed = new AttackMalformed(a).run();
            malformed.tookSince(t);
            a.stopPolling();
            return new Results(List.of(a.hidden, idor, scripts, sql, malformed, a.health),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
        }
    }

    public static void main(String[] args) throws Exception {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Path data = Files.createTempDirectory("eleusis-attack");
        Results r;
        try {
            r = run(data, size);
        } catch (Exception | AssertionError e) {
            System.err.println("attack campaign failed: " + e);
            e.printStackTrace();
            System.exit(1);
            return;
        } finally {
            try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        System.out.println("attack campaign, size " + size + ":\n" + r);
        System.exit(r.held() ? 0 : 1);
    }

    @Override
    public void close() {
        stopPolling();
        c.close();
    }

    private void stopPolling() {
        polling = false;
        try {
            poller.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** {@code /health} every 20 ms from its own thread, each with 5 s to answer, until the campaign ends. */
    private void pollHealth() {
        HttpRequest ask = HttpRequest.newBuilder(URI.create("http://" + c.base + "/health")).timeout(Duration.ofSeconds(5)).build();
        while (polling) {
            long start = System.nanoTime();
            try {
                HttpResponse<String> r = c.http.send(ask, HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() != 200 || !r.body().contains("\"ok\"")) health.fail(r.statusCode() + " " + r.body());
            } catch (Exception e) {
                health.fail(e.toString());
            }
            health.took(System.nanoTime() - start);
            health.count("polls");
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    // ---------------------------------------------------------------- hidden information

    /** A screen at a table: a student's, or the dealer's (the teacher acting as the house). */
    private static final class Screen {
        final String name;
        final String cookie;
        final Classroom.Socket socket;
        final String note;
        JsonNode seen;
        long actedAt;
        int step;

        Screen(String name, String cookie, Classroom.Socket socket, String note) {
            this.name = name;
            this.cookie = cookie;
            this.socket = socket;
            this.note = note;
        }
    }

    /** The secret rule as written and read in every language: none may reach a student or the projector before the reveal. */
    static List<String> secrets(String rule) {
        List<String> out = new ArrayList<>();
        List<String> said = new ArrayList<>(List.of(rule));
        for (String lang : LANGUAGES) said.add(Rule.compile(rule).rule().reading(lang));
        for (String s : said) {
            // As written, and as a page writes it: escaped in an element's text, and in an attribute's value.
            String text = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
            for (String form : List.of(s, text, text.replace("\"", "&#34;").replace("'", "&#39;"))) {
                if (!out.contains(form)) out.add(form);
            }
        }
        return out;
    }

    /**
     * Plays a table of {@code game} with its students (each writing a hypothesis of their own in a
     * rule game), the projector and the dealer; checks what each got, then reveals the rule and
     * checks that the check sees it once it is shown (so a leak would not go unseen).
     */
    private void playAndCheck(String game, int seats) throws Exception {
        boolean ruleGame = game.equals("eleusis") || game.equals("express");
        long session = c.session(teacherA, "title", "Hidden " + game, "game", game, "students", Integer.toString(seats),
                "rounds", "1", "choice", "written", "rule", ruleGame ? RULE : "");
        String code = c.code(session);
        long[] at = new long[1];
        List<Screen> students = new ArrayList<>();
        List<String> cookies = new ArrayList<>();
        int joining = ruleGame ? seats : 2; // the computer fills the extra modes' other seats
        for (int i = 0; i < joining; i++) {
            String cookie = c.join(code, game + " student " + i, at);
            cookies.add(cookie);
            students.add(new Screen(game + " student " + i, cookie, c.socket(at[0], cookie),
                    "card.rank != " + (700 + 10 * tables + i) + " or card is red"));
        }
        long table = at[0];
        tables++;
        played.putIfAbsent(game, new Played(game, session, table, code, cookies));
        Classroom.Socket projector = c.socket(table, teacherA);
        List<Screen> actors = new ArrayList<>(students);
        if (ruleGame) {
            actors.add(new Screen("dealer", teacherA, c.dealer(table, teacherA), null));
            for (Screen s : students) s.socket.send("{\"type\":\"note\",\"text\":\"" + s.note + "\"}");
        }
        List<String> secrets = ruleGame ? secrets(RULE) : List.of();
        Runnable pages = () -> pages(session, table, students, secrets);
        play(game, actors, MOVES, pages);
        pages.run();
        for (Screen s : students) s.socket.settled();
        projector.settled();

        HiddenViews audit = new HiddenViews(c.db, table);
        List<String> leaks = new ArrayList<>();
        long views = 0;
        for (Screen s : students) views += audit.audit(s.socket.all(), leaks);
        views += audit.audit(projector.all(), leaks);
        hidden.count("views replayed and compared", views);
        for (Screen s : students) messages(s.name, s.socket.all(), secrets, others(students, s), s.note);
        messages("the projector", projector.all(), secrets, others(students, null), null);
        leaks.forEach(l -> hidden.fail(game + ": " + l));
        hidden.count("moves played", c.db.actionLog().lastSeq(table));

        if (ruleGame) { // the reveal reaches the students with the rule: the checks above would have seen it
            Classroom.Socket first = students.get(0).socket;
            int before = first.all().length();
            HttpResponse<String> shown = c.post("/tables/" + table + "/reveal", teacherA);
            if (shown.statusCode() != 302) hidden.fail(game + ": the reveal answered " + shown.statusCode());
            for (int i = 0; i < 100 && !first.all().substring(before).contains(RULE); i++) Thread.sleep(50);
            if (first.all().substring(before).contains(RULE)) hidden.count("reveals seen by the check");
            else hidden.fail(game + ": the revealed rule never reached " + students.get(0).name + ": the check is blind");
            c.post("/tables/" + table + "/hide", teacherA);
        }
        for (Screen s : actors) s.socket.ws.abort();
        projector.ws.abort();
    }

    private static List<String> others(List<Screen> students, Screen self) {
        return students.stream().filter(s -> s != self).map(s -> s.note).toList();
    }

    /** Every message a screen got: no secret, no other student's hypothesis, and its notebook its own. */
    private void messages(String who, String all, List<String> secrets, List<String> othersNotes, String own) throws Exception {
        for (String line : all.split("\n")) {
            if (line.isBlank()) continue;
            hidden.count("WebSocket messages checked");
            for (String secret : secrets) if (line.contains(secret)) hidden.fail(who + " was sent the rule (" + secret + "): " + line);
            for (String note : othersNotes) if (line.contains(note)) hidden.fail(who + " was sent another's hypothesis: " + line);
            JsonNode m = Classroom.JSON.readTree(line);
            if (m.path("type").asText().equals("view") && !m.path("revealed").isNull()) hidden.fail(who + " was sent a reveal: " + line);
            if (m.path("type").asText().equals("view") && m.has("ruleReading")) hidden.fail(who + " was sent the dealer's reading: " + line);
            if (m.path("type").asText().equals("notebook")) {
                if (own == null) hidden.fail(who + " was sent a notebook: " + line);
                for (JsonNode e : m.path("entries")) {
                    if (!e.path("text").asText().equals(own)) hidden.fail(who + "'s notebook holds " + e);
                }
            }
        }
    }

    /**
     * The pages a student, a signed-out visitor and the class projector fetch, mid-game: none shows the
     * rule before the reveal, nor a hypothesis of another student.
     */
    private void pages(long session, long table, List<Screen> students, List<String> secrets) {
        try {
            for (Screen s : students) {
                for (String path : List.of("/play/" + table, "/join/wait?table=" + table + "&json=1")) {
                    response(s.name, path, c.get(path, s.cookie), secrets, others(students, s));
                }
                // Once the game is over the debrief shows the rule, and the others' hypotheses without names (Debriefs says so).
                HttpResponse<String> debrief = c.get("/tables/" + table + "/debrief", s.cookie);
                boolean shows = Stream.concat(secrets.stream(), others(students, s).stream()).anyMatch(debrief.body()::contains);
                if (shows && over(s.socket.settled().get("view"))) hidden.count("debriefs after the game's end (the rule shown by design)");
                else response(s.name, "/tables/" + table + "/debrief", debrief, secrets, others(students, s));
            }
            for (String path : List.of("/play/" + table, "/tables/" + table + "/debrief", "/watch/" + table, "/deal/" + table,
                    "/sessions/" + session + "/projector.json", "/sessions/" + session + "/export.csv", "/join/wait?table=" + table + "&json=1")) {
                response("a signed-out visitor", path, c.get(path, null), secrets, others(students, null));
            }
            for (String path : List.of("/sessions/" + session + "/projector", "/sessions/" + session + "/projector.json")) {
                response("the class projector", path, c.get(path, teacherA), secrets, others(students, null));
            }
        } catch (Exception e) {
            hidden.fail("a page could not be fetched: " + e);
        }
    }

    private void response(String who, String path, HttpResponse<String> r, List<String> secrets, List<String> othersNotes) {
        hidden.count("HTTP responses checked");
        String body = r.body();
        if (r.statusCode() >= 500 || Payloads.stackTrace(body)) hidden.fail(who + " " + path + ": " + r.statusCode() + " " + body);
        for (String secret : secrets) if (body.contains(secret)) hidden.fail(who + " " + path + " shows the rule (" + secret + ")");
        for (String note : othersNotes) if (body.contains(note)) hidden.fail(who + " " + path + " shows another's hypothesis " + note);
    }

    private static boolean over(JsonNode view) {
        return view.path("over").asBoolean(false) || view.path("phase").asText().equals("game_over");
    }

    /**
     * Plays until {@code moves} actions are stored or the game ends: each screen acts when a new view
     * waits for it, and tries another move if its last one was refused; {@code pages} every ten moves.
     */
    private void play(String game, List<Screen> actors, int moves, Runnable pages) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60 + moves / 5);
        int checkedAt = 0;
        while (System.nanoTime() < deadline) {
            int seq = 0;
            boolean ended = false;
            for (Screen s : actors) {
                JsonNode m = s.socket.current();
                seq = Math.max(seq, m.get("seq").asInt());
                ended |= over(m.get("view"));
            }
            if (ended || seq >= moves) return;
            if (seq >= checkedAt + 10) {
                checkedAt = seq;
                pages.run();
            }
            for (Screen s : actors) {
                JsonNode m = s.socket.current();
                if (m == s.seen && System.nanoTime() - s.actedAt < TimeUnit.MILLISECONDS.toNanos(500)) continue;
                String action = action(game, m.get("view"), s.step);
                if (action == null) continue;
                s.seen = m;
                s.actedAt = System.nanoTime();
                s.step++;
                s.socket.act(action);
            }
            Thread.sleep(5);
        }
        hidden.count("tables stopped by the time limit");
    }

    /** A move for the screen's seat if the view waits for it: one of the extra modes' legal moves, or a card, an end of turn, a next round. */
    static String action(String game, JsonNode v, int step) {
        JsonNode legal = v.path("legal");
        if (legal.isArray() && legal.size() > 0) return legal.get(step % legal.size()).toString();
        int you = v.path("you").asInt(-1);
        boolean waited = false;
        for (JsonNode w : v.path("waitingFor")) waited |= w.asInt() == you;
        if (!waited || you < 0) return null;
        List<String> allowed = new ArrayList<>();
        v.path("allowed").forEach(a -> allowed.add(a.asText()));
        JsonNode hand = v.path("hand");
        if (allowed.contains("play") && hand.size() > 0) {
            int id = hand.get(step % hand.size()).get("id").asInt();
            return game.equals("eleusis") ? "{\"kind\":\"play\",\"cards\":[" + id + "]}" : "{\"kind\":\"play\",\"card\":" + id + "}";
        }
        if (allowed.contains("end_turn")) return "{\"kind\":\"end_turn\"}";
        if (allowed.contains("next_round")) return "{\"kind\":\"next_round\"}";
        return null;
    }

    // ---------------------------------------------------------------- what the other categories share

    /** The first teacher's things, read straight from the store: what no refused attack may change. */
    String fingerprint() {
        StringBuilder out = new StringBuilder();
        for (String cookie : List.of(teacherA, teacherB)) {
            long id = teacherId(cookie);
            out.append(c.db.ruleCollections().list(id)).append('\n');
            for (var s : c.db.classSessions().listByTeacher(id)) {
                out.append(s).append('\n');
                for (var t : c.db.tables().listBySession(s.id())) {
                    out.append(t).append(" seq ").append(c.db.actionLog().lastSeq(t.id()))
                            .append(" notes ").append(c.db.notebooks().listTable(t.id()).size())
                            .append(" requests ").append(c.db.seatRequests().list(t.id())).append('\n');
                    c.db.seats().list(t.id()).forEach(seat -> out.append("  seat ").append(seat.seat()).append(' ')
                            .append(seat.playerName()).append('\n'));
                }
            }
        }
        return out.toString();
    }

    long teacherId(String cookie) {
        String token = null;
        for (String part : cookie.split(";")) {
            if (part.strip().startsWith(TeacherLogin.COOKIE + "=")) token = part.strip().substring(TeacherLogin.COOKIE.length() + 1);
        }
        return c.db.teachers().teacherForLogin(token).orElseThrow().id();
    }

    /** Times a request and counts it in the category (the slowest answer is the category's). */
    static HttpResponse<String> timed(Category into, RequestCall call) throws Exception {
        long start = System.nanoTime();
        HttpResponse<String> r = call.send();
        into.took(System.nanoTime() - start);
        return r;
    }

    interface RequestCall {
        HttpResponse<String> send() throws Exception;
    }
}
