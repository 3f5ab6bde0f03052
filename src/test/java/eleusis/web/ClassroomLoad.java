package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A load client for one class: the real server in a process of its own ({@link LoadServer}: the
 * built jar, SQLite on disk, as in class), a teacher, {@code tables} tables of {@code perTable}
 * students each, every student on their own WebSocket, all tables playing Express at once. It
 * measures, for every move, the time from sending it to the moment the mover's socket has the new
 * view (stored, applied, every socket of the table sent its view), the server process's whole CPU
 * (every thread, by kind) and its resident memory after the play.
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.ClassroomLoad -Dbench.args="7 5 40"}
 * (tables, students per table, moves per table[, moves per table before the measured ones, unmeasured]), after
 * {@code mvn -B -q package -DskipTests}. With {@code -Dbench.main="-Dload.jfr=/tmp/play.jfr eleusis.web.ClassroomLoad"}
 * the server is recorded for {@link eleusis.bench.JfrTop}; with {@code -Dload.profile=/tmp/play.html} it is profiled by
 * async-profiler ({@link ServerProfile}).
 */
public final class ClassroomLoad {
    public static void main(String[] args) {
        try {
            run(args);
        } catch (Exception | AssertionError e) {
            // Said and ended: the clients' HTTP threads would otherwise keep the JVM waiting for ever.
            System.err.println("classroom load failed: " + e);
            System.exit(1);
        }
    }

    private static void run(String[] args) throws Exception {
        int tables = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        int perTable = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int moves = args.length > 2 ? Integer.parseInt(args[2]) : 40;
        // Moves a table before the measured ones, unmeasured: the server's code compiled and its heap grown, as in a class under way.
        int warmup = args.length > 3 ? Integer.parseInt(args[3]) : 0;
        try (LoadServer server = LoadServer.start(); Classroom c = new Classroom(server.address)) {
            String teacher = c.teacher("load@school.example");
            long session = c.writtenSession(teacher, "Load", "express", perTable, 20, "card.color != last.color");
            for (int t = 1; t < tables; t++) {
                c.post("/sessions/" + session + "/tables", teacher, "title", "Table " + (t + 1), "game", "express",
                        "students", Integer.toString(perTable), "rounds", "20", "choice", "written", "rule", "card.rank > last.rank or card is face");
            }
            String code = c.code(session, teacher);
            List<List<Classroom.Socket>> byTable = new ArrayList<>();
            java.util.Map<Long, List<Classroom.Socket>> seats = new java.util.LinkedHashMap<>();
            long joinStart = System.nanoTime();
            for (int s = 0; s < tables * perTable; s++) {
                long[] table = new long[1];
                String cookie = c.join(code, "Student " + s, table);
                seats.computeIfAbsent(table[0], k -> new ArrayList<>()).add(c.leanSocket(table[0], cookie));
            }
            double joinMs = (System.nanoTime() - joinStart) / 1e6;
            byTable.addAll(seats.values());
            for (List<Classroom.Socket> t : byTable) for (Classroom.Socket s : t) s.current();
            if (warmup > 0) {
                ExecutorService pool = Executors.newFixedThreadPool(tables);
                List<Future<List<Double>>> warming = new ArrayList<>();
                for (List<Classroom.Socket> t : byTable) warming.add(pool.submit(() -> play(t, warmup, false)));
                for (Future<List<Double>> f : warming) f.get();
                pool.shutdown();
            }
            long receivedBefore = 0, charsBefore = 0;
            for (List<Classroom.Socket> t : byTable) for (Classroom.Socket s : t) {
                receivedBefore += s.received();
                charsBefore += s.chars();
            }
            long cpuBefore = server.cpuNanos();
            long clientBefore = ProcStat.cpuNanos("self");
            java.util.Map<String, Long> byThreadBefore = ProcStat.cpuNanosByThread(server.pid);
            long playStart = System.nanoTime();
            MoveTimes times = playAll(byTable, t -> playTimed(t, moves));
            List<Double> latencies = times.toMover(), wholeTable = times.toTable();
            double seconds = (System.nanoTime() - playStart) / 1e9;
            long cpu = server.cpuNanos() - cpuBefore;
            long clientCpu = ProcStat.cpuNanos("self") - clientBefore;
            java.util.Map<String, Long> byThread = ProcStat.cpuNanosByThread(server.pid);
            long messages = -receivedBefore, chars = -charsBefore;
            for (List<Classroom.Socket> t : byTable) for (Classroom.Socket s : t) {
                messages += s.received();
                chars += s.chars();
            }
            Collections.sort(latencies);
            Collections.sort(wholeTable);
            System.out.println(server.describe());
            System.out.printf("%d tables x %d students = %d sockets; %d students joined in %.0f ms%n", tables, perTable,
                    tables * perTable, tables * perTable, joinMs);
            System.out.printf("%d moves: send -> mover's new view: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    latencies.size(), pct(latencies, 50), pct(latencies, 95), pct(latencies, 99), latencies.get(latencies.size() - 1));
            System.out.printf("%d moves: send -> every screen of the table has it: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    wholeTable.size(), pct(wholeTable, 50), pct(wholeTable, 95), pct(wholeTable, 99), wholeTable.get(wholeTable.size() - 1));
            System.out.printf("%.0f moves/s; server process CPU a move %.2f ms (every thread); client process CPU a move %.2f ms;"
                    + " %.1f messages a move, %.0f characters a message%n", latencies.size() / seconds, cpu / 1e6 / latencies.size(),
                    clientCpu / 1e6 / latencies.size(), messages / (double) latencies.size(), chars / (double) Math.max(1, messages));
            System.out.printf("server CPU a move (ms) by thread:%s%n", byKind(byThreadBefore, byThread, latencies.size()));
            System.out.printf("server resident memory after the play: %d MB (most: %d MB)%n", server.rssMegabytes(), server.peakRssMegabytes());
        }
        System.out.flush();
        System.exit(0); // the clients' HTTP threads would keep the JVM alive
    }

    /** Each kind of the server's threads that spent CPU during the play, in ms a move, most first. */
    static String byKind(java.util.Map<String, Long> before, java.util.Map<String, Long> after, int moves) {
        StringBuilder out = new StringBuilder();
        after.entrySet().stream()
                .map(e -> java.util.Map.entry(e.getKey(), e.getValue() - before.getOrDefault(e.getKey(), 0L)))
                .filter(e -> e.getValue() > 0)
                .sorted(java.util.Map.Entry.<String, Long>comparingByValue().reversed())
                .forEach(e -> out.append(String.format(" %s %.3f;", e.getKey(), e.getValue() / 1e6 / moves)));
        return out.toString();
    }

    /**
     * The table's students make {@code moves} moves in turn (play the first card, or end the turn);
     * the time of each in ms: until the mover's socket has the new view, or with {@code everyone}
     * until every socket of the table has it. The next move waits until every student has the new
     * view, as a real table would.
     */
    static List<Double> play(List<Classroom.Socket> table, int moves, boolean everyone) throws Exception {
        List<Double> out = new ArrayList<>();
        for (double[] times : playTimed(table, moves)) out.add(times[everyone ? 1 : 0]);
        return out;
    }

    /** As {@link #play}, each move timed both ways: until the mover's socket has the new view, and until every socket has it. */
    static List<double[]> playTimed(List<Classroom.Socket> table, int moves) throws Exception {
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < moves; i++) {
            JsonNode v = table.get(0).current().get("view");
            if (v.get("waitingFor").size() == 0 || v.get("phase").asText().contains("over")) break;
            int turn = v.get("waitingFor").get(0).asInt();
            Classroom.Socket mover = null;
            for (Classroom.Socket s : table) if (s.current().get("view").get("you").asInt() == turn) mover = s;
            if (mover == null) throw new AssertionError("nobody at seat " + turn);
            JsonNode seen = mover.current();
            JsonNode[] before = new JsonNode[table.size()];
            for (int k = 0; k < before.length; k++) before[k] = table.get(k).current();
            JsonNode mine = seen.get("view");
            long start = System.nanoTime();
            if (mine.get("phase").asText().equals("after_play")) mover.act("{\"kind\":\"end_turn\"}");
            else mover.act("{\"kind\":\"play\",\"card\":" + mine.get("hand").get(0).get("id") + "}");
            mover.after(seen);
            double toMover = (System.nanoTime() - start) / 1e6;
            for (int k = 0; k < before.length; k++) table.get(k).after(before[k]);
            out.add(new double[] {toMover, (System.nanoTime() - start) / 1e6});
        }
        return out;
    }

    /** One table's moves played and timed ({@link #playTimed}). */
    interface TablePlay<T> {
        List<double[]> play(T table) throws Exception;
    }

    /** Each move's times, in the order the tables' threads finished: send to the mover's new view, send to every screen's. */
    record MoveTimes(List<Double> toMover, List<Double> toTable) {}

    /** Plays every table at once, a thread each, and gathers the times of all their moves. */
    static <T> MoveTimes playAll(List<T> tables, TablePlay<T> play) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(tables.size());
        List<Future<List<double[]>>> futures = new ArrayList<>();
        for (T t : tables) futures.add(pool.submit(() -> play.play(t)));
        MoveTimes times = new MoveTimes(new ArrayList<>(), new ArrayList<>());
        for (Future<List<double[]>> f : futures) {
            for (double[] move : f.get()) {
                times.toMover().add(move[0]);
                times.toTable().add(move[1]);
            }
        }
        pool.shutdown();
        return times;
    }

    static double pct(List<Double> sorted, int p) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1));
    }
}
