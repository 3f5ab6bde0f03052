package eleusis.web;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The load client of several servers (issue 11): {@code SERVERS} server processes on one PostgreSQL
 * database behind HAProxy (round robin, no sticky sessions: every request and socket may land on
 * any server), a class of {@code TABLES} tables of {@code PER_TABLE} students joining and playing
 * Express through the balancer, every table at once. For every move it measures the time from
 * sending it to the moment every socket of the table, on whichever server, has the new view; and
 * the class's moves a second. Without HAProxy ({@code /usr/sbin/haproxy}) the client spreads the
 * requests and sockets over the servers itself, in turn.
 *
 * <pre>
 * mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.FarmLoad -Dbench.args="3 10 6 60"
 * </pre>
 * (servers, tables, students per table, moves per table; the database from ELEUSIS_TEST_PG_URL or a
 * fifth argument; the run works in a schema of its own, dropped at the end).
 */
public final class FarmLoad {
    private static final Path HAPROXY = Path.of("/usr/sbin/haproxy");

    private FarmLoad() {}

    public static void main(String[] args) throws Exception {
        int servers = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        int tables = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int perTable = args.length > 2 ? Integer.parseInt(args[2]) : 6;
        int moves = args.length > 3 ? Integer.parseInt(args[3]) : 60;
        String pg = args.length > 4 ? args[4] : System.getenv("ELEUSIS_TEST_PG_URL");
        if (pg == null || pg.isBlank()) {
            System.err.println("FarmLoad needs a PostgreSQL database: ELEUSIS_TEST_PG_URL or a fifth argument");
            System.exit(2);
        }
        String schema = "eleusis_farm_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
        execute(pg, "CREATE SCHEMA " + schema);
        String url = pg + (pg.contains("?") ? "&" : "?") + "currentSchema=" + schema;
        Path work = Files.createTempDirectory("eleusis-farm");
        List<ChildServer> children = new ArrayList<>();
        Process haproxy = null;
        int exit = 0;
        try {
            children.add(new ChildServer("server 1", work.resolve("s1"), work.resolve("d1"), url));
            List<String> addresses = new ArrayList<>(List.of(children.get(0).address())); // the first migrates the schema
            for (int i = 2; i <= servers; i++) children.add(new ChildServer("server " + i, work.resolve("s" + i), work.resolve("d" + i), url));
            for (int i = 1; i < servers; i++) addresses.add(children.get(i).address());
            List<Classroom> fronts = new ArrayList<>();
            if (Files.isExecutable(HAPROXY)) {
                int port;
                try (ServerSocket free = new ServerSocket(0)) {
                    port = free.getLocalPort();
                }
                Path cfg = work.resolve("haproxy.cfg");
                StringBuilder c = new StringBuilder("""
                        defaults
                          mode http
                          timeout connect 5s
                          timeout client 60s
                          timeout server 60s
                          timeout tunnel 1h
                        frontend class
                          bind 127.0.0.1:%d
                          default_backend eleusis
                        backend eleusis
                          balance roundrobin
                          option httpchk GET /health
                        """.formatted(port));
                for (int i = 0; i < servers; i++) c.append("  server s").append(i + 1).append(' ').append(addresses.get(i)).append(" check\n");
                Files.writeString(cfg, c);
                haproxy = new ProcessBuilder(HAPROXY.toString(), "-db", "-f", cfg.toString())
                        .redirectErrorStream(true).redirectOutput(work.resolve("haproxy.log").toFile()).start();
                Thread.sleep(500);
                if (!haproxy.isAlive()) throw new IllegalStateException("HAProxy did not start: " + Files.readString(work.resolve("haproxy.log")));
                fronts.add(new Classroom("127.0.0.1:" + port));
                System.out.printf("%d servers behind HAProxy (round robin, no sticky sessions) on one PostgreSQL database%n", servers);
            } else {
                for (String a : addresses) fronts.add(new Classroom(a));
                System.out.printf("%d servers on one PostgreSQL database; the client spreads requests over them in turn (no HAProxy here)%n", servers);
            }
            exit = run(fronts, tables, perTable, moves);
        } finally {
            if (haproxy != null) haproxy.destroyForcibly();
            for (ChildServer c : children) c.close();
            execute(pg, "DROP SCHEMA " + schema + " CASCADE");
        }
        System.out.flush();
        System.exit(exit); // the clients' HTTP threads would keep the JVM alive
    }

    private static int run(List<Classroom> fronts, int tables, int perTable, int moves) throws Exception {
        int[] turn = {0};
        java.util.function.Supplier<Classroom> next = () -> fronts.get(turn[0]++ % fronts.size());
        String teacher = next.get().teacher("farm@school.example");
        long session = next.get().session(teacher, "title", "Farm", "game", "express", "students", Integer.toString(perTable),
                "rounds", "20", "choice", "written", "rule", "card.color != last.color");
        String code = next.get().code(session, teacher);
        Map<Long, List<Classroom.Socket>> seats = new LinkedHashMap<>();
        long joinStart = System.nanoTime();
        for (int t = 0; t < tables; t++) {
            if (t > 0) {
                next.get().post("/sessions/" + session + "/tables", teacher, "title", "Table " + (t + 1), "game", "express",
                        "students", Integer.toString(perTable), "rounds", "20", "choice", "written", "rule", "card.rank > last.rank or card is face");
            }
            for (int s = 0; s < perTable; s++) {
                long[] table = new long[1];
                String cookie = next.get().join(code, "Student " + t + "." + s, table);
                seats.computeIfAbsent(table[0], k -> new ArrayList<>()).add(next.get().socket(table[0], cookie));
            }
        }
        double joinMs = (System.nanoTime() - joinStart) / 1e6;
        for (List<Classroom.Socket> t : seats.values()) for (Classroom.Socket s : t) s.current();
        ExecutorService pool = Executors.newFixedThreadPool(tables);
        List<Future<List<Double>>> futures = new ArrayList<>();
        long start = System.nanoTime();
        for (List<Classroom.Socket> t : seats.values()) futures.add(pool.submit(() -> ClassroomLoad.play(t, moves, true)));
        List<Double> latencies = new ArrayList<>();
        for (Future<List<Double>> f : futures) latencies.addAll(f.get());
        double seconds = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        Collections.sort(latencies);
        System.out.printf("%d tables x %d students = %d sockets; joined in %.0f ms%n", tables, perTable, tables * perTable, joinMs);
        System.out.printf("%d moves in %.1f s (%.0f moves/s); send -> every socket of the table has the new view: "
                        + "p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n", latencies.size(), seconds, latencies.size() / seconds,
                ClassroomLoad.pct(latencies, 50), ClassroomLoad.pct(latencies, 95), ClassroomLoad.pct(latencies, 99), latencies.get(latencies.size() - 1));
        return latencies.size() == tables * moves ? 0 : 1;
    }

    private static void execute(String url, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
