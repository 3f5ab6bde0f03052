package eleusis.web;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Issue 26, bounded anonymous CPU: does one address flooding the open rule checks at its allowance
 * leave everyone else their service? The server runs in a process of its own behind a trusted proxy
 * ({@code --trusted-proxy 127.0.0.1}, the addresses set by {@code X-Forwarded-For}), with
 * <ul>
 *   <li>a class of {@code tables} Express tables of 6 at a class's pace (each table a move every
 *       {@code paceMs}), every student on their own socket, timed until every screen of the table has
 *       the move;</li>
 *   <li>another user in the workshop at another address, asking for a rule's profile every second
 *       as the page does while they type, timed until the answer;</li>
 *   <li>in the flood phases, one address sending heavy profiles (a 3 KB rule reading 9 cards back)
 *       from {@code flooders} threads back to back and quick checks at 20 a second: whatever the
 *       limits refuse comes back at once and the flooder asks again.</li>
 * </ul>
 * Quiet and flood phases alternate ({@code rounds} of each, {@code seconds} long). Prints each kind's
 * p50 and p99 by phase and the ratio flood / quiet (the issue asks for at most 1.5).
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.FloodLoad -Dbench.args="10 2000 30 2 4"}
 * (tables, pace ms, seconds a phase, rounds, flooder threads), after {@code mvn -B -q package -DskipTests}.
 */
public final class FloodLoad {
    private static final String WORKSHOP = "10.2.0.2";
    private static final String FLOODER = "10.9.9.9";
    private static final String TYPED_RULE = "card.color != last.color or card.rank > last.rank";

    private FloodLoad() {}

    public static void main(String[] args) {
        try {
            run(args);
        } catch (Exception | AssertionError e) {
            System.err.println("flood load failed: " + e);
            System.exit(1);
        }
        System.out.flush();
        System.exit(0); // the clients' HTTP threads would keep the JVM alive
    }

    private static void run(String[] args) throws Exception {
        int tables = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int paceMs = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        int flooders = args.length > 4 ? Integer.parseInt(args[4]) : 4;
        String heavy = heavyRule();
        try (LoadServer server = LoadServer.start("--trusted-proxy", "127.0.0.1"); Classroom c = new Classroom(server.address)) {
            System.out.println(server.describe());
            String teacher = c.teacher("flood@school.example");
            long session = c.writtenSession(teacher, "Flood", "express", 6, 20, "card.color != last.color");
            for (int t = 1; t < tables; t++) {
                c.post("/sessions/" + session + "/tables", teacher, "title", "Table " + (t + 1), "game", "express",
                        "students", "6", "rounds", "20", "choice", "written", "rule", "card.rank > last.rank or card is face");
            }
            String code = c.code(session, teacher);
            Map<Long, List<Classroom.Socket>> seats = new java.util.LinkedHashMap<>();
            for (int s = 0; s < tables * 6; s++) {
                long[] table = new long[1];
                String cookie = c.join(code, "Student " + s, table);
                seats.computeIfAbsent(table[0], k -> new ArrayList<>()).add(c.leanSocket(table[0], cookie));
            }
            for (List<Classroom.Socket> t : seats.values()) for (Classroom.Socket s : t) s.current();
            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
            Map<String, List<Double>> times = new ConcurrentHashMap<>();
            Map<String, Integer> floodAnswers = new ConcurrentHashMap<>();
            for (int r = 0; r < rounds; r++) {
                for (boolean flood : new boolean[] {false, true}) {
                    String phase = flood ? "flood" : "quiet";
                    AtomicBoolean on = new AtomicBoolean(true);
                    ExecutorService pool = Executors.newCachedThreadPool();
                    List<Future<?>> running = new ArrayList<>();
                    for (List<Classroom.Socket> t : seats.values()) {
                        running.add(pool.submit(() -> {
                            while (on.get()) {
                                List<double[]> moved = ClassroomLoad.playTimed(t, 1);
                                if (moved.isEmpty()) return null; // the table's game is over
                                list(times, "class " + phase).add(moved.get(0)[1]);
                                Thread.sleep(paceMs);
                            }
                            return null;
                        }));
                    }
                    running.add(pool.submit(() -> {
                        while (on.get()) {
                            long t0 = System.nanoTime();
                            HttpResponse<String> a = check(http, server.address, WORKSHOP, TYPED_RULE, true);
                            double ms = (System.nanoTime() - t0) / 1e6;
                            list(times, "workshop " + phase + (a.statusCode() == 200 ? "" : " refused " + a.statusCode())).add(ms);
                            Thread.sleep(1000);
                        }
                        return null;
                    }));
                    if (flood) {
                        for (int f = 0; f < flooders; f++) {
                            running.add(pool.submit(() -> {
                                while (on.get()) floodAnswers.merge("profile " + check(http, server.address, FLOODER, heavy, true).statusCode(), 1, Integer::sum);
                                return null;
                            }));
                        }
                        running.add(pool.submit(() -> {
                            while (on.get()) {
                                floodAnswers.merge("quick " + check(http, server.address, FLOODER, heavy, false).statusCode(), 1, Integer::sum);
                                Thread.sleep(50);
                            }
                            return null;
                        }));
                    }
                    long cpuBefore = server.cpuNanos();
                    Thread.sleep(seconds * 1000L);
                    on.set(false);
                    for (Future<?> f : running) f.get();
                    pool.shutdown();
                    System.out.printf("round %d, %s: server CPU %.1f s in %d s%n", r + 1, phase, (server.cpuNanos() - cpuBefore) / 1e9, seconds);
                }
            }
            System.out.println("the flooder's answers: " + new java.util.TreeMap<>(floodAnswers));
            for (String kind : List.of("class", "workshop")) {
                double[] quiet = summary(times.get(kind + " quiet")), flood = summary(times.get(kind + " flood"));
                System.out.printf("%-8s quiet: %4d timed, p50 %6.1f ms, p99 %6.1f ms | flood: %4d timed, p50 %6.1f ms, p99 %6.1f ms | p99 flood/quiet %.2f%n",
                        kind, (int) quiet[0], quiet[1], quiet[2], (int) flood[0], flood[1], flood[2], flood[2] / quiet[2]);
            }
            times.keySet().stream().filter(k -> k.contains("refused")).sorted()
                    .forEach(k -> System.out.println("  " + k + ": " + times.get(k).size()));
        }
    }

    private static List<Double> list(Map<String, List<Double>> times, String key) {
        return times.computeIfAbsent(key, k -> new CopyOnWriteArrayList<>());
    }

    /** Count, p50, p99 of the times (ms). */
    private static double[] summary(List<Double> times) {
        if (times == null || times.isEmpty()) return new double[] {0, Double.NaN, Double.NaN};
        List<Double> sorted = new ArrayList<>(times);
        Collections.sort(sorted);
        return new double[] {sorted.size(), ClassroomLoad.pct(sorted, 50), ClassroomLoad.pct(sorted, 99)};
    }

    /** {@code POST /api/check} as the workshop page sends it, from {@code address} (through the trusted proxy). */
    private static HttpResponse<String> check(HttpClient http, String server, String address, String rule, boolean profile) throws Exception {
        String body = Classroom.JSON.writeValueAsString(Map.of("rule", rule, "profile", profile));
        return http.send(HttpRequest.newBuilder(URI.create("http://" + server + "/api/check"))
                .header("Content-Type", "application/json").header("X-Forwarded-For", address)
                .timeout(Duration.ofSeconds(60)).POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** About 3 KB: 39 clauses, each reading up to 9 cards back; its profile samples games, about a second of CPU. */
    static String heavyRule() {
        List<String> clauses = new ArrayList<>();
        for (int k = 1; k < 40; k++) {
            clauses.add("(card.rank == last(" + (k % 9 + 1) + ").rank + " + (k % 5) + " and card.suit != last(" + ((k * 7) % 9 + 1)
                    + ").suit and card is " + (k % 2 == 1 ? "red" : "black") + ")");
        }
        return String.join(" or ", clauses);
    }
}
