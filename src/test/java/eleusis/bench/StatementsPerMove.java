package eleusis.bench;

import eleusis.web.WholeMessages;
import eleusis.web.Classroom;
import eleusis.web.AppConfig;
import com.fasterxml.jackson.databind.JsonNode;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.rules.Rule;
import eleusis.store.Database;
import eleusis.web.WebApp;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Database statements per move at one class table: a real server on port 0 (the embedded SQLite file in a temp
 * folder, as in class), a teacher, a session with one Eleusis Express table where the house (the
 * teacher, seat 0) deals and judges by a written rule, N students on their own WebSockets and the
 * projector's socket. The students then play until {@code moves} plays have been accepted (and the
 * last of those turns ended).
 *
 * <p>What is counted: every SQL statement run through the app's Jdbi ({@link StatementCounter})
 * from sending one action until every socket has that action's view and the database has been quiet
 * for a moment; so an action's count includes the broadcast to every screen, the "seen" stamp and
 * the computer players' look at the table after it. Setup (sign-up, session, joins, first views)
 * is not counted. Actions are counted by what they were:
 * <ul>
 *   <li>play, accepted: a student's "play" whose card the rule accepted (it went on the mainline);
 *   <li>play, rejected: a "play" whose card went to the sideline (the bench plays a wrong card only
 *       when the hand has no right one);
 *   <li>end_turn: the student ends the turn after an accepted play (the bench never guesses);
 *   <li>next_round: the teacher starts the next round from the console (an HTTP POST), if a round ends.
 * </ul>
 * The computer players' delay is 0 here (as in the tests): they make no moves at this table (no
 * stand-ins), but each action still makes them look at it, which the count includes.
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.StatementsPerMove -Dbench.args="6 50"}
 * (students at the table, or several as {@code 4,6}; accepted plays to make).
 */
public final class StatementsPerMove {
    /** The table's rule: half the cards of a hand are right at any moment, so most plays are accepted. */
    static final String RULE = "card.color != last.color";
    /** How long the database must be quiet after the last screen has its view, for the action to be over. */
    private static final long QUIET_MILLIS = 100;
    private static final long TIMEOUT_MILLIS = 10_000;

    /** What an action was. */
    public enum Kind {
        PLAY_ACCEPTED("play, accepted"),
        PLAY_REJECTED("play, rejected"),
        END_TURN("end_turn"),
        NEXT_ROUND("next_round (console)");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /** The statements of every action of one kind, one entry per action. */
    public record Result(int students, Map<Kind, List<StatementCounter.Counts>> byKind) {
        public int count(Kind k) {
            return byKind.getOrDefault(k, List.of()).size();
        }

        public StatementCounter.Counts sum(Kind k) {
            return byKind.getOrDefault(k, List.of()).stream().reduce(StatementCounter.Counts.NONE, StatementCounter.Counts::plus);
        }

        public StatementCounter.Counts all() {
            return byKind.values().stream().flatMap(List::stream).reduce(StatementCounter.Counts.NONE, StatementCounter.Counts::plus);
        }
    }

    private StatementsPerMove() {}

    public static void main(String[] args) throws Exception {
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn"); // the table, not Javalin's start-up lines
        }
        List<Integer> sizes = Stream.of((args.length > 0 ? args[0] : "4,6").split(",")).map(String::strip)
                .map(Integer::parseInt).toList();
        int moves = args.length > 1 ? Integer.parseInt(args[1]) : 50;
        int status = 1;
        try {
            List<Result> results = new ArrayList<>();
            for (int n : sizes) results.add(measure(n, moves));
            print(results, moves);
            status = 0;
        } catch (Exception | Error e) {
            e.printStackTrace();
        } finally {
            System.out.flush();
            System.exit(status); // the clients' and the server's threads would keep the JVM alive, even after a failure
        }
    }

    /** Plays at a fresh server until {@code moves} plays are accepted; the statements of each action. */
    public static Result measure(int students, int moves) throws Exception {
        Path data = Files.createTempDirectory("eleusis-statements");
        Database db = Database.open(data, null);
        StatementCounter counter = StatementCounter.install(db);
        Javalin app = WebApp.create(AppConfig.of(db).computerDelay(0)).start("127.0.0.1", 0);
        String base = "127.0.0.1:" + app.port();
        Classroom c = Classroom.reaching(base);
        Map<Kind, List<StatementCounter.Counts>> byKind = new EnumMap<>(Kind.class);
        List<Screen> all = new ArrayList<>();
        try {
            String teacher = c.teacher("bench@school.example");
            long session = c.session(teacher, "title", "Statements", "game", "express", "students", Integer.toString(students),
                    "rounds", "20", "choice", "written", "rule", RULE);
            long table = db.tables().listBySession(session).get(0).id();
            String code = db.classSessions().find(session).orElseThrow().joinCode();
            List<Screen> seats = new ArrayList<>();
            for (int s = 0; s < students; s++) seats.add(new Screen(base, table, c.join(code, "Student " + s, null)));
            Screen projector = new Screen(base, table, teacher);
            all.addAll(seats);
            all.add(projector);
            int seq = 0;
            for (Screen s : all) s.awaitSeq(seq);
            quiet(counter);
            Rule rule = Rule.compile(RULE).rule();
            int accepted = 0;
            while (true) {
                JsonNode view = projector.current().get("view");
                String phase = view.get("phase").asText();
                // The last accepted play's turn is closed too, so that "all / accepted" has every turn whole.
                if (phase.equals("game_over") || accepted >= moves && !phase.equals("after_play")) break;
                StatementCounter.Counts before = counter.snapshot();
                Kind kind;
                if (phase.equals("round_over")) {
                    HttpResponse<String> next = c.post("/tables/" + table + "/next", teacher, "choice", "same");
                    if (next.statusCode() != 302) throw new IllegalStateException("next round refused: " + next.body());
                    kind = Kind.NEXT_ROUND;
                } else {
                    int turn = view.get("waitingFor").get(0).asInt();
                    Screen mover = null;
                    for (Screen s : seats) if (s.current().get("view").get("you").asInt() == turn) mover = s;
                    if (mover == null) throw new IllegalStateException("nobody sits at seat " + turn + " (phase " + phase + ")");
                    JsonNode mine = mover.current().get("view");
                    if (phase.equals("after_play")) {
                        mover.act("{\"kind\":\"end_turn\"}");
                        kind = Kind.END_TURN;
                    } else if (phase.equals("play")) {
                        mover.act("{\"kind\":\"play\",\"card\":" + choose(rule, mine) + "}");
                        kind = null; // the view says whether it was accepted
                    } else {
                        throw new IllegalStateException("the bench does not play phase " + phase);
                    }
                }
                seq++;
                for (Screen s : all) s.awaitSeq(seq);
                quiet(counter);
                StatementCounter.Counts spent = counter.snapshot().minus(before);
                if (kind == null) {
                    // Accepted when the card went on the mainline; the events cannot tell: a play that empties the
                    // hand ends the round, and its events then hold the round's end alone (ExpressGame.settlePlay).
                    int grew = projector.current().get("view").get("mainline").size() - view.get("mainline").size();
                    kind = grew == 1 ? Kind.PLAY_ACCEPTED : Kind.PLAY_REJECTED;
                }
                if (kind == Kind.PLAY_ACCEPTED) accepted++;
                byKind.computeIfAbsent(kind, k -> new ArrayList<>()).add(spent);
            }
        } finally {
            for (Screen s : all) s.ws.abort();
            app.stop();
            db.close();
        }
        return new Result(students, byKind);
    }

    /** The first card of the hand the rule accepts, else the first card (which will be rejected). */
    private static int choose(Rule rule, JsonNode view) {
        JsonNode mainline = view.get("mainline");
        Card[] line = new Card[mainline.size()];
        for (int i = 0; i < line.length; i++) line[i] = CardNotation.card(mainline.get(i).get("card").asText());
        for (JsonNode card : view.get("hand")) {
            if (rule.accepts(line, line.length, CardNotation.card(card.get("card").asText()))) return card.get("id").asInt();
        }
        return view.get("hand").get(0).get("id").asInt();
    }

    /** Waits until no statement has run for {@link #QUIET_MILLIS}: what an action set off has finished. */
    private static void quiet(StatementCounter counter) throws InterruptedException {
        long last = counter.snapshot().total();
        long quietSince = System.nanoTime();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(TIMEOUT_MILLIS);
        while (System.nanoTime() - quietSince < TimeUnit.MILLISECONDS.toNanos(QUIET_MILLIS)) {
            if (System.nanoTime() > deadline) throw new IllegalStateException("the database never went quiet");
            Thread.sleep(5);
            long now = counter.snapshot().total();
            if (now != last) {
                last = now;
                quietSince = System.nanoTime();
            }
        }
    }

    private static final List<String> KINDS = List.of("SELECT", "INSERT", "UPDATE", "DELETE", "OTHER");

    static void print(List<Result> results, int moves) {
        System.out.println();
        System.out.printf("Database statements per action: one Eleusis Express table, the house (teacher) deals at seat 0,%n"
                + "N students on their own sockets and one projector socket; embedded SQLite; rule \"%s\"; until %d plays accepted.%n%n",
                RULE, moves);
        System.out.printf("%3s  %-22s %6s  %10s %9s  %7s %7s %7s %7s %6s  %8s%n", "N", "action", "count", "stmts/act", "min-max",
                "SELECT", "INSERT", "UPDATE", "DELETE", "other", "handles");
        for (Result r : results) {
            for (Kind k : Kind.values()) {
                List<StatementCounter.Counts> each = r.byKind().getOrDefault(k, List.of());
                if (each.isEmpty()) continue;
                StatementCounter.Counts sum = r.sum(k);
                double n = each.size();
                long min = each.stream().mapToLong(StatementCounter.Counts::total).min().orElse(0);
                long max = each.stream().mapToLong(StatementCounter.Counts::total).max().orElse(0);
                System.out.printf("%3d  %-22s %6d  %10.2f %9s  %7.2f %7.2f %7.2f %7.2f %6.2f  %8.2f%n", r.students(), k.label,
                        each.size(), sum.total() / n, min + "-" + max, sum.of("SELECT") / n, sum.of("INSERT") / n,
                        sum.of("UPDATE") / n, sum.of("DELETE") / n, sum.of("OTHER") / n, sum.handles() / n);
            }
            System.out.println();
        }
        System.out.println("Statements per accepted move (an accepted play; with the end_turn that closes the turn; and every");
        System.out.println("statement of the run, rejected plays and new rounds included, over the accepted plays):");
        System.out.printf("%3s  %9s  %26s  %23s%n", "N", "accepted", "play + end_turn", "all / accepted");
        for (Result r : results) {
            int accepted = r.count(Kind.PLAY_ACCEPTED);
            if (accepted == 0) continue;
            double play = r.sum(Kind.PLAY_ACCEPTED).total() / (double) accepted;
            double endTurn = r.count(Kind.END_TURN) == 0 ? 0 : r.sum(Kind.END_TURN).total() / (double) r.count(Kind.END_TURN);
            System.out.printf("%3d  %9.2f  %26.2f  %23.2f%n", r.students(), play, play + endTurn, r.all().total() / (double) accepted);
        }
        for (Result r : results) {
            int accepted = r.count(Kind.PLAY_ACCEPTED);
            if (accepted == 0) continue;
            System.out.printf("%nN=%d, one accepted play, statement by statement (times per play):%n", r.students());
            r.sum(Kind.PLAY_ACCEPTED).bySql().entrySet().stream()
                    .sorted(Comparator.comparing((Map.Entry<String, Long> e) -> KINDS.indexOf(StatementCounter.kind(e.getKey())))
                            .thenComparing(Map.Entry::getKey))
                    .forEach(e -> System.out.printf("  %6.2f  %s%n", e.getValue() / (double) accepted, shorten(e.getKey())));
        }
    }

    private static String shorten(String sql) {
        return sql.length() <= 110 ? sql : sql.substring(0, 107) + "...";
    }

    /**
     * A student's or the projector's socket: it keeps the newest view and remembers the last refusal
     * or error (the web tests' sockets keep every message, which a count of statements does not need).
     */
    static final class Screen extends WholeMessages {
        private static final HttpClient HTTP = HttpClient.newHttpClient();
        final WebSocket ws;
        private volatile JsonNode current;
        private volatile JsonNode trouble;

        Screen(String base, long table, String cookie) throws Exception {
            WebSocket.Builder b = HTTP.newWebSocketBuilder();
            if (cookie != null) b.header("Cookie", cookie);
            ws = b.buildAsync(URI.create("ws://" + base + "/ws/tables/" + table), this).get(10, TimeUnit.SECONDS);
        }

        @Override
        protected void heard(String text, JsonNode m) {
            String type = m.path("type").asText();
            if (type.equals("view")) current = m;
            else if (type.equals("refused") || type.equals("error")) trouble = m;
        }

        JsonNode current() {
            if (current == null) throw new IllegalStateException("no view yet");
            return current;
        }

        /** Waits for the view of the table after {@code seq} actions. */
        void awaitSeq(int seq) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(TIMEOUT_MILLIS);
            while (current == null || current.get("seq").asInt() < seq) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("no view of action " + seq + (trouble == null ? "" : "; the server said " + trouble));
                }
                Thread.sleep(1);
            }
        }

        void act(String actionJson) {
            ws.sendText("{\"type\":\"action\",\"action\":" + actionJson + "}", true).join();
        }
    }
}
