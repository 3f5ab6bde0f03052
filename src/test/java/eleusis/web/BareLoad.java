package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * The bare framework beside {@link ClassroomLoad}: the same client loop against {@link BareServer}, a
 * Javalin 7 WebSocket server in a process of its own that does nothing but broadcast. A move is a
 * message from the mover; the server answers it by sending every socket of the table the same number
 * of messages of the same size as the app sends for a move (as {@code ClassroomLoad} prints them),
 * each carrying the table's new move number. No store, no game, no views: what is left is the
 * framework, the sockets and the JSON the clients parse. The move is timed until the mover's socket
 * has the new number; the server's CPU is its whole process's, as the app's is.
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.BareLoad -Dbench.args="100 6 30 2 1700"}
 * (tables, students a table, moves a table, messages a socket a move, characters a message[, moves a table
 * before the measured ones, unmeasured]).
 */
public final class BareLoad {

    public static void main(String[] args) throws Exception {
        int tables = Integer.parseInt(args[0]);
        int perTable = Integer.parseInt(args[1]);
        int moves = Integer.parseInt(args[2]);
        int perSocket = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        int size = args.length > 4 ? Integer.parseInt(args[4]) : 1700;
        int warmup = args.length > 5 ? Integer.parseInt(args[5]) : 0;
        HttpClient http = HttpClient.newHttpClient();
        List<List<Client>> byTable = new ArrayList<>();
        try (LoadServer server = LoadServer.bare(perSocket, size)) {
            for (int t = 0; t < tables; t++) {
                List<Client> table = new ArrayList<>();
                for (int s = 0; s < perTable; s++) {
                    Client c = new Client();
                    c.ws = http.newWebSocketBuilder().buildAsync(URI.create("ws://" + server.address + "/bare/" + t), c)
                            .get(10, TimeUnit.SECONDS);
                    table.add(c);
                }
                byTable.add(table);
            }
            if (warmup > 0) { // unmeasured, as ClassroomLoad's: the server's code compiled and its heap grown
                ExecutorService pool = Executors.newFixedThreadPool(tables);
                List<Future<List<double[]>>> warming = new ArrayList<>();
                for (List<Client> t : byTable) warming.add(pool.submit(() -> play(t, 0, warmup)));
                for (Future<List<double[]>> f : warming) f.get();
                pool.shutdown();
            }
            long cpuBefore = server.cpuNanos();
            long clientBefore = ProcStat.cpuNanos("self");
            Map<String, Long> byThreadBefore = ProcStat.cpuNanosByThread(server.pid);
            long start = System.nanoTime();
            ClassroomLoad.MoveTimes times = ClassroomLoad.playAll(byTable, t -> play(t, warmup, moves));
            List<Double> latencies = times.toMover(), wholeTable = times.toTable();
            double seconds = (System.nanoTime() - start) / 1e9;
            long cpu = server.cpuNanos() - cpuBefore;
            long clientCpu = ProcStat.cpuNanos("self") - clientBefore;
            Map<String, Long> byThread = ProcStat.cpuNanosByThread(server.pid);
            Collections.sort(latencies);
            Collections.sort(wholeTable);
            System.out.println(server.describe());
            System.out.printf("bare: %d tables x %d sockets; %d messages of %d characters a socket a move%n", tables, perTable,
                    perSocket, size);
            System.out.printf("%d moves: send -> mover's new message: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    latencies.size(), ClassroomLoad.pct(latencies, 50), ClassroomLoad.pct(latencies, 95),
                    ClassroomLoad.pct(latencies, 99), latencies.get(latencies.size() - 1));
            System.out.printf("%d moves: send -> every socket of the table has it: p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    wholeTable.size(), ClassroomLoad.pct(wholeTable, 50), ClassroomLoad.pct(wholeTable, 95),
                    ClassroomLoad.pct(wholeTable, 99), wholeTable.get(wholeTable.size() - 1));
            System.out.printf("%.0f moves/s; server process CPU a move %.2f ms (every thread); client process CPU a move %.2f ms%n",
                    latencies.size() / seconds, cpu / 1e6 / latencies.size(), clientCpu / 1e6 / latencies.size());
            System.out.printf("server CPU a move (ms) by thread:%s%n", ClassroomLoad.byKind(byThreadBefore, byThread, latencies.size()));
            System.out.printf("server resident memory after the play: %d MB (most: %d MB)%n", server.rssMegabytes(), server.peakRssMegabytes());
        } catch (Exception e) {
            System.err.println("bare load: " + e);
            System.exit(1);
        }
        System.out.flush();
        System.exit(0); // the clients' HTTP threads would keep the JVM alive
    }

    /** The table's sockets move in turn; each move waits until every socket has its messages, as ClassroomLoad's do. */
    /** Each move's times: until the mover has its message, and until every socket of the table has it. */
    private static List<double[]> play(List<Client> table, int done, int moves) throws Exception {
        List<double[]> out = new ArrayList<>();
        int seq = done;
        for (int i = done; i < done + moves; i++) {
            Client mover = table.get(i % table.size());
            long start = System.nanoTime();
            mover.ws.sendText("{\"kind\":\"play\"}", true).get(10, TimeUnit.SECONDS);
            seq++;
            mover.await(seq);
            double toMover = (System.nanoTime() - start) / 1e6;
            for (Client c : table) c.await(seq);
            out.add(new double[] {toMover, (System.nanoTime() - start) / 1e6});
        }
        return out;
    }

    /** A socket that parses what it receives, as the app's clients do, and remembers the newest move number. */
    private static final class Client extends WholeMessages {
        WebSocket ws;
        private volatile int seq;

        @Override
        protected void heard(String text, JsonNode m) {
            int s = m.get("seq").asInt();
            synchronized (this) {
                if (s > seq) seq = s;
                notifyAll();
            }
        }

        synchronized void await(int wanted) throws InterruptedException {
            long end = System.currentTimeMillis() + 10_000;
            while (seq < wanted) {
                long left = end - System.currentTimeMillis();
                if (left <= 0) throw new IllegalStateException("no message " + wanted + " within 10 s");
                wait(left);
            }
        }
    }
}
