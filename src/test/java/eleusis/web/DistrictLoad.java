package eleusis.web;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A district's classes on one server at a classroom's pace (issue 16): many class sessions of 5 tables
 * of 6 students (30 a class), every student joining through the real {@code /join} with their class's
 * code (all from this one address, as a school behind one public address) and on a WebSocket of their
 * own; then every table makes one move every 5 s (the tables' starts spread evenly over the 5 s), for a
 * given time. For each move it takes the time from sending it until the mover's socket has the new
 * view, and until every socket of the table has it. A move whose views have not all arrived in 10 s,
 * a refusal, an error message or a closed socket is an error.
 *
 * <p>The server runs in a process of its own (the built jar, as the README starts it): 10,000 sockets
 * on each end do not fit in one JVM's 20,000 file descriptors. Its CPU ({@code /proc/PID/stat}) is read
 * before and after the paced play, and its memory after it.
 *
 * <pre>
 * mvn -B -q package -DskipTests
 * mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.DistrictLoad -Dbench.args="10000 60"
 * mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.DistrictLoad -Dbench.args="1000,2500,5000,10000 60"
 * mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.DistrictLoad -Dbench.args="10000 60 127.0.0.1:7070 12345"
 * </pre>
 * (students, or a comma list of them for a curve, each point on a new server; seconds of paced play;
 * optionally the address of a running server and its process id instead of starting one). Students
 * are rounded up to whole tables. {@code -Dbench.main="-Ddistrict.serverJvm=-Xmx1g eleusis.web.DistrictLoad"}
 * gives the server's JVM options; {@code district.joiners} (8) is how many classes join at once,
 * {@code district.clients} (4) how many HTTP clients (one selector thread each) share the sockets.
 */
public final class DistrictLoad {
    static final int TABLE = Integer.getInteger("district.table", 6);
    static final int CLASS_TABLES = Integer.getInteger("district.classTables", 5);
    static final long PACE_NANOS = TimeUnit.MILLISECONDS.toNanos(Long.getLong("district.paceMillis", 5_000));
    private static final int JOINERS = Integer.getInteger("district.joiners", 8);
    private static final int CLIENTS = Integer.getInteger("district.clients", 4);
    /** A teacher has several classes; each signs up once (a bcrypt hash), so not one teacher a class. */
    private static final int CLASSES_A_TEACHER = 4;
    private static final String[] RULES = {"card.color != last.color", "card.rank > last.rank or card is face"};
    private static final Duration HTTP_TIMEOUT = Duration.ofSeconds(30);

    private DistrictLoad() {}

    public static void main(String[] args) {
        int exit;
        try {
            exit = curve(args);
        } catch (Throwable e) {
            System.out.println("FAILED: " + e);
            e.printStackTrace(System.out);
            exit = 1;
        }
        System.out.flush();
        System.exit(exit); // the clients' threads would keep the JVM alive
    }

    private static int curve(String[] args) throws Exception {
        if (args.length < 2) {
            System.out.println("usage: DistrictLoad STUDENTS[,STUDENTS...] SECONDS [HOST:PORT [PID]]");
            return 2;
        }
        int[] points = Arrays.stream(args[0].split(",")).mapToInt(s -> Integer.parseInt(s.strip())).toArray();
        int seconds = Integer.parseInt(args[1]);
        String address = args.length > 2 ? args[2] : null;
        String pid = args.length > 3 ? args[3] : null;
        List<String> rows = new ArrayList<>();
        boolean failed = false;
        for (int students : points) {
            // Joins at well over 10 a second; the play, its drain and the closing.
            Watchdog.arm("the run of " + students + " students", 120 + students / 10 + seconds + 60);
            try (LoadServer server = address == null ? LoadServer.start() : LoadServer.running(address, pid)) {
                Point p = new Point(server, students, seconds);
                p.run();
                rows.add(p.row());
                failed |= !p.passed();
            }
            System.out.println();
        }
        Watchdog.disarm();
        if (points.length > 1) {
            System.out.println("| students | tables | moves | mover p50 / p95 / p99 / max ms | whole table p50 / p95 / p99 / max ms "
                    + "| errors | server CPU a move | server CPU | server RSS | join | client CPU |");
            System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
            rows.forEach(System.out::println);
        }
        return failed ? 1 : 0;
    }

    /** One point of the curve: a district of so many students joining one server and playing at the pace. */
    private static final class Point {
        private final LoadServer server;
        private final int tables, students, classes, seconds;
        private final Map<Long, DistrictTable> byId = new ConcurrentHashMap<>();
        private final List<HttpClient> socketClients = new ArrayList<>();
        private final AtomicInteger opened = new AtomicInteger();
        private final DistrictTable.Longs joinNanos = new DistrictTable.Longs();
        private double setupSeconds, joinSeconds;
        private long moves, late, serverCpu = -1, clientCpu, rss = -1, peakRss = -1, clientRss, messages, parseNanos;
        private double playSeconds;
        private long[] toMover, toAll, toMoverLater, toAllLater;
        private int errors, gameOvers;
        private final List<String> problems = new ArrayList<>();

        Point(LoadServer server, int wanted, int seconds) {
            this.server = server;
            this.tables = (wanted + TABLE - 1) / TABLE;
            this.students = tables * TABLE;
            this.classes = (tables + CLASS_TABLES - 1) / CLASS_TABLES;
            this.seconds = seconds;
        }

        void run() throws Exception {
            System.out.printf("district: %,d students = %,d tables of %d in %,d classes of up to %d tables; %d s of play, "
                    + "a move a table every %.1f s%n", students, tables, TABLE, classes, CLASS_TABLES, seconds, PACE_NANOS / 1e9);
            System.out.println(server.describe());
            for (int i = 0; i < CLIENTS; i++) {
                int n = i;
                socketClients.add(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
                        .executor(Executors.newFixedThreadPool(2, daemon("district-sockets-" + n))).build());
            }
            List<String> codes = classes();
            join(codes);
            play();
            report();
        }

        /** Teachers sign up and each starts their classes' sessions (Express, a written rule, 6 seats a table): the join codes. */
        private List<String> classes() throws Exception {
            long start = System.nanoTime();
            Classroom c = new Classroom(server.address);
            String run = Long.toString(System.currentTimeMillis(), 36); // a running server may have had a district before
            int teachers = (classes + CLASSES_A_TEACHER - 1) / CLASSES_A_TEACHER;
            ExecutorService pool = Executors.newFixedThreadPool(JOINERS, daemon("district-setup"));
            try {
                List<Future<String>> signedUp = new ArrayList<>();
                for (int t = 0; t < teachers; t++) {
                    int n = t;
                    signedUp.add(pool.submit(() -> c.teacher("teacher" + n + "-" + run + "@district.example")));
                }
                List<String> cookies = new ArrayList<>();
                for (Future<String> f : signedUp) cookies.add(f.get(2, TimeUnit.MINUTES));
                List<Future<String>> made = new ArrayList<>();
                for (int k = 0; k < classes; k++) {
                    int n = k;
                    int size = Math.min(CLASS_TABLES * TABLE, students - k * CLASS_TABLES * TABLE);
                    String teacher = cookies.get(k / CLASSES_A_TEACHER);
                    made.add(pool.submit(() -> {
                        long session = c.session(teacher, "title", "Class " + (n + 1), "game", "express",
                                "students", Integer.toString(TABLE), "rounds", "20", "choice", "written",
                                "rule", RULES[n % RULES.length], "classSize", Integer.toString(size));
                        return c.code(session, teacher);
                    }));
                }
                List<String> codes = new ArrayList<>();
                for (Future<String> f : made) codes.add(f.get(2, TimeUnit.MINUTES));
                setupSeconds = (System.nanoTime() - start) / 1e9;
                return codes;
            } finally {
                pool.shutdownNow();
            }
        }

        /**
         * Every class joins, {@code district.joiners} classes at once, each student in turn as they type
         * the code: the real {@code POST /join}, then the socket of the seat it gave. Done when every
         * socket has its first view.
         */
        private void join(List<String> codes) throws Exception {
            HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
                    .connectTimeout(Duration.ofSeconds(10)).build();
            long start = System.nanoTime();
            ExecutorService pool = Executors.newFixedThreadPool(JOINERS, daemon("district-join"));
            try {
                List<Future<?>> joined = new ArrayList<>();
                int first = 0;
                for (int k = 0; k < codes.size(); k++) {
                    int size = Math.min(CLASS_TABLES * TABLE, students - first);
                    int from = first;
                    String code = codes.get(k);
                    joined.add(pool.submit(() -> {
                        for (int s = from; s < from + size; s++) joinOne(http, code, "Student " + (s + 1));
                        return null;
                    }));
                    first += size;
                }
                for (Future<?> f : joined) f.get(); // the watchdog bounds the whole
            } finally {
                pool.shutdownNow();
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            for (DistrictTable t : byId.values()) {
                for (DistrictSocket s : t.sockets) {
                    while (s.seen == null) {
                        if (System.nanoTime() > deadline) throw new IllegalStateException("a socket of table " + t.id + " had no view 30 s after the joins");
                        Thread.sleep(5);
                    }
                }
            }
            joinSeconds = (System.nanoTime() - start) / 1e9;
            if (byId.size() != tables) throw new IllegalStateException(students + " students joined " + byId.size() + " tables, not " + tables);
            for (DistrictTable t : byId.values()) {
                if (t.sockets.size() != TABLE) throw new IllegalStateException("table " + t.id + " has " + t.sockets.size() + " students, not " + TABLE);
                long seats = t.sockets.stream().mapToInt(s -> s.seen.you()).distinct().count();
                if (seats != TABLE) throw new IllegalStateException("the students of table " + t.id + " do not have " + TABLE + " different seats");
            }
            String died = server.died();
            if (died != null) throw new IllegalStateException(died);
        }

        private void joinOne(HttpClient http, String code, String name) throws Exception {
            long start = System.nanoTime();
            String body = "code=" + code + "&name=" + java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8);
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://" + server.address + "/join"))
                    .timeout(HTTP_TIMEOUT).header("Content-Type", "application/x-www-form-urlencoded")
                    .header("Cookie", FormToken.cookie(null)).POST(HttpRequest.BodyPublishers.ofString(FormToken.body(body, null)))
                    .build(), HttpResponse.BodyHandlers.ofString());
            String where = r.headers().firstValue("Location").orElse("");
            if (r.statusCode() == 429) {
                throw new IllegalStateException("the server refused a join from this address (429, the join limit: "
                        + "a school behind one address is held up): " + name + " with code " + code);
            }
            if (r.statusCode() != 302 || !where.startsWith("/play/")) {
                throw new IllegalStateException("the join of " + name + " with code " + code + " answered " + r.statusCode()
                        + (where.isEmpty() ? "" : " to " + where) + ": " + r.body().substring(0, Math.min(300, r.body().length())));
            }
            long tableId = Long.parseLong(where.substring("/play/".length()));
            DistrictTable table = byId.computeIfAbsent(tableId, DistrictTable::new);
            DistrictSocket socket = new DistrictSocket(table);
            table.sockets.add(socket);
            HttpClient client = socketClients.get(opened.getAndIncrement() % socketClients.size());
            socket.ws = client.newWebSocketBuilder().header("Cookie", Classroom.cookie(r)).connectTimeout(Duration.ofSeconds(10))
                    .buildAsync(URI.create("ws://" + server.address + "/ws/tables/" + tableId), socket).get(20, TimeUnit.SECONDS);
            long took = System.nanoTime() - start;
            synchronized (joinNanos) {
                joinNanos.add(took);
            }
        }

        /** Every table one move a pace period, the tables' first moves spread evenly over the first period. */
        private void play() throws Exception {
            List<DistrictTable> all = new ArrayList<>(byId.values());
            all.sort((a, b) -> Long.compare(a.id, b.id));
            long messagesBefore = 0, parseBefore = 0;
            for (DistrictTable t : all) for (DistrictSocket s : t.sockets) {
                messagesBefore += s.messages;
                parseBefore += s.parseNanos;
            }
            ScheduledExecutorService pace = Executors.newScheduledThreadPool(1, daemon("district-pace"));
            long serverBefore = server.pid == null ? -1 : server.cpuNanos();
            long clientBefore = ProcStat.cpuNanos("self");
            long start = System.nanoTime();
            List<ScheduledFuture<?>> movers = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                DistrictTable t = all.get(i);
                movers.add(pace.scheduleAtFixedRate(() -> {
                    try {
                        t.move();
                    } catch (RuntimeException e) {
                        t.problem(null, "the client could not make a move: " + e);
                    }
                }, PACE_NANOS * i / all.size(), PACE_NANOS, TimeUnit.NANOSECONDS));
            }
            pace.scheduleAtFixedRate(() -> {
                long now = System.nanoTime();
                for (DistrictTable t : all) t.checkTimeout(now);
            }, 200, 200, TimeUnit.MILLISECONDS);
            Thread.sleep(TimeUnit.SECONDS.toMillis(seconds));
            for (ScheduledFuture<?> f : movers) f.cancel(false);
            // The moves in flight finish, or time out (the check above counts them).
            long drain = System.nanoTime() + DistrictTable.TIMEOUT_NANOS + TimeUnit.SECONDS.toNanos(1);
            while (all.stream().anyMatch(DistrictTable::pending) && System.nanoTime() < drain) Thread.sleep(10);
            playSeconds = (System.nanoTime() - start) / 1e9;
            if (server.pid != null) serverCpu = server.cpuNanos() - serverBefore;
            clientCpu = ProcStat.cpuNanos("self") - clientBefore;
            pace.shutdownNow();
            for (DistrictTable t : all) t.end();
            String died = server.died();
            if (died != null) problems.add(died);
            if (server.pid != null && died == null) {
                rss = ProcStat.statusMegabytes(server.pid, "VmRSS");
                peakRss = ProcStat.statusMegabytes(server.pid, "VmHWM");
            }
            clientRss = ProcStat.statusMegabytes("self", "VmRSS");
            List<DistrictTable.Longs> mover = new ArrayList<>(), whole = new ArrayList<>(), moverLater = new ArrayList<>(), wholeLater = new ArrayList<>();
            for (DistrictTable t : all) {
                synchronized (t) {
                    moves += t.moves;
                    late += t.late;
                    errors += t.errors();
                    gameOvers += t.gameOver;
                    for (String p : t.problems) if (problems.size() < 10) problems.add(p);
                    mover.add(t.toMover);
                    whole.add(t.toAll);
                    moverLater.add(t.toMoverLater);
                    wholeLater.add(t.toAllLater);
                }
                for (DistrictSocket s : t.sockets) {
                    messages += s.messages;
                    parseNanos += s.parseNanos;
                }
            }
            messages -= messagesBefore;
            parseNanos -= parseBefore;
            toMoverLater = sorted(moverLater);
            toAllLater = sorted(wholeLater);
            mover.addAll(moverLater);
            whole.addAll(wholeLater);
            toMover = sorted(mover);
            toAll = sorted(whole);
            for (DistrictTable t : all) for (DistrictSocket s : t.sockets) s.ws.abort();
            if (died != null) errors++;
        }

        private void report() {
            double planned = tables * (double) seconds / (PACE_NANOS / 1e9);
            long[] joins;
            synchronized (joinNanos) {
                joins = sorted(List.of(joinNanos));
            }
            System.out.printf("setup: %,d teachers and %,d sessions in %.1f s; joins: %,d students (POST /join, the seat's socket, "
                            + "its first view) in %.1f s, %.0f a second, %d classes at once; a join %s%n",
                    (classes + CLASSES_A_TEACHER - 1) / CLASSES_A_TEACHER, classes, setupSeconds, students, joinSeconds,
                    students / joinSeconds, JOINERS, pcts(joins, false));
            System.out.printf("paced play: %,d moves in %.1f s (%,.0f planned, %.1f moves/s); %,d times a table's move was "
                    + "still in flight at its next turn (skipped)%s%n", moves, playSeconds, planned, moves / playSeconds, late,
                    gameOvers > 0 ? "; " + gameOvers + " tables' games ended" : "");
            System.out.printf("send -> mover's new view:         %s%n", pcts(toMover, true));
            System.out.printf("send -> whole table's new view:   %s%n", pcts(toAll, true));
            System.out.printf("  without each table's first move: mover %s; whole table %s%n", pcts(toMoverLater, false), pcts(toAllLater, false));
            if (serverCpu >= 0) {
                System.out.printf("server: CPU %.2f ms a move (%.0f%% of one core over the play); RSS %,d MB after it (peak %,d MB)%n",
                        serverCpu / 1e6 / Math.max(1, moves), 100.0 * serverCpu / (playSeconds * 1e9), rss, peakRss);
            }
            System.out.printf("client (this JVM): CPU %.2f ms a move (%.0f%% of one core); %.1f messages a socket a move, "
                            + "%.1f µs to read one; RSS %,d MB%n", clientCpu / 1e6 / Math.max(1, moves),
                    100.0 * clientCpu / (playSeconds * 1e9), messages / (double) Math.max(1, moves) / TABLE,
                    parseNanos / 1e3 / Math.max(1, messages), clientRss);
            if (passed()) {
                System.out.println("errors: none (no refusal, no error message, no closed socket, no move over 10 s)");
            } else {
                System.out.printf("FAILED: %,d errors (refusals, error messages, closed sockets, moves whose views took over 10 s)%s%n",
                        errors, moves == 0 ? "; no move was made" : "");
                for (String p : problems) System.out.println("  " + p);
            }
        }

        boolean passed() {
            return errors == 0 && moves > 0;
        }

        String row() {
            return String.format("| %,d | %,d | %,d | %s | %s | %d | %s | %s | %s | %.0f s | %.0f%% |", students, tables, moves,
                    short4(toMover), short4(toAll), errors,
                    serverCpu < 0 ? "-" : String.format("%.2f ms", serverCpu / 1e6 / Math.max(1, moves)),
                    serverCpu < 0 ? "-" : String.format("%.0f%%", 100.0 * serverCpu / (playSeconds * 1e9)),
                    rss < 0 ? "-" : String.format("%,d MB", rss), joinSeconds, 100.0 * clientCpu / (playSeconds * 1e9));
        }
    }

    private static long[] sorted(Collection<DistrictTable.Longs> lists) {
        int n = 0;
        for (DistrictTable.Longs l : lists) n += l.size();
        long[] out = new long[n];
        int k = 0;
        for (DistrictTable.Longs l : lists) for (int i = 0; i < l.size(); i++) out[k++] = l.get(i);
        Arrays.sort(out);
        return out;
    }

    static double pct(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1e6;
    }

    private static String pcts(long[] sorted, boolean count) {
        if (sorted.length == 0) return "none";
        return String.format("%sp50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms", count ? String.format("%,d: ", sorted.length) : "",
                pct(sorted, 50), pct(sorted, 95), pct(sorted, 99), sorted[sorted.length - 1] / 1e6);
    }

    private static String short4(long[] sorted) {
        if (sorted.length == 0) return "-";
        return String.format("%.0f / %.0f / %.0f / %.0f", pct(sorted, 50), pct(sorted, 95), pct(sorted, 99), sorted[sorted.length - 1] / 1e6);
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Never a hang: a run that outlives its time is said and the JVM ends (the server process with it). */
    private static final class Watchdog {
        private static volatile String what;
        private static volatile long deadline;
        private static Thread thread;

        static synchronized void arm(String what, long seconds) {
            Watchdog.what = what;
            Watchdog.deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
            if (thread != null) return;
            thread = new Thread(() -> {
                while (true) {
                    try {
                        Thread.sleep(1_000);
                    } catch (InterruptedException e) {
                        return;
                    }
                    String w = Watchdog.what;
                    if (w != null && System.nanoTime() > Watchdog.deadline) {
                        System.out.println("FAILED: " + w + " did not finish in time; stopping");
                        System.out.flush();
                        System.exit(3);
                    }
                }
            }, "district-watchdog");
            thread.setDaemon(true);
            thread.start();
        }

        static void disarm() {
            what = null;
        }
    }
}
