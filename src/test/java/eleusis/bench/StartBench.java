package eleusis.bench;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * From {@code java} to the first answered page, each start in a process of its own, this client in
 * another: a bare Javalin app with one route, the app restarted on a data folder whose schema is
 * current, and the app's first start on a fresh folder, interleaved round by round. Wall time until
 * {@code /} first answers 200, and the server process's whole CPU (user and system, every thread:
 * {@code /proc/PID/stat}) at that moment. Run after {@code mvn -B -q package -DskipTests}:
 * {@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.StartBench -Dbench.args=7}
 */
public final class StartBench {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofMillis(200)).build();

    private StartBench() {}

    private record Start(long wallMs, long cpuMs) {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        Path jar = Path.of("target", "eleusis.jar").toAbsolutePath();
        Path archive = jar.resolveSibling("eleusis.jsa");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String sep = File.pathSeparator;
        Path scratch = Files.createTempDirectory("start-bench");
        Path kept = scratch.resolve("kept");
        Map<String, List<Start>> starts = new LinkedHashMap<>();
        // one start first, not counted: it makes the kept folder's schema current and warms the disk cache
        time(List.of(java, "-XX:SharedArchiveFile=" + archive, "-jar", jar.toString(), "serve", "--data", kept.toString()), "--port");
        for (int r = 0; r < rounds; r++) {
            Path fresh = scratch.resolve("fresh-" + r);
            starts.computeIfAbsent("a bare Javalin 7 app, one route", k -> new ArrayList<>()).add(
                    time(List.of(java, "-cp", jar + sep + Path.of("target", "test-classes").toAbsolutePath(),
                            BareStart.class.getName()), null));
            starts.computeIfAbsent("the app restarted, with its archive", k -> new ArrayList<>()).add(
                    time(List.of(java, "-XX:SharedArchiveFile=" + archive, "-jar", jar.toString(), "serve", "--data", kept.toString()), "--port"));
            starts.computeIfAbsent("the app on a fresh data folder, with its archive", k -> new ArrayList<>()).add(
                    time(List.of(java, "-XX:SharedArchiveFile=" + archive, "-jar", jar.toString(), "serve", "--data", fresh.toString()), "--port"));
            starts.computeIfAbsent("the app restarted, without an archive", k -> new ArrayList<>()).add(
                    time(List.of(java, "-jar", jar.toString(), "serve", "--data", kept.toString()), "--port"));
        }
        Start bare = null;
        System.out.printf("%d interleaved rounds, medians:%n", rounds);
        for (var e : starts.entrySet()) {
            Start m = new Start(median(e.getValue().stream().mapToLong(Start::wallMs).toArray()),
                    median(e.getValue().stream().mapToLong(Start::cpuMs).toArray()));
            if (bare == null) bare = m;
            System.out.printf("  %-50s wall %5d ms (%.2fx)   CPU %5d ms (%.2fx)%n", e.getKey(), m.wallMs(),
                    m.wallMs() / (double) bare.wallMs(), m.cpuMs(), m.cpuMs() / (double) bare.cpuMs());
        }
    }

    /** Starts the command (with a free port: after {@code portOption}, or as the last argument), times its first 200, stops it. */
    private static Start time(List<String> command, String portOption) throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        List<String> full = new ArrayList<>(command);
        if (portOption != null) full.add(portOption);
        full.add(String.valueOf(port));
        long t0 = System.nanoTime();
        Process p = new ProcessBuilder(full).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        try {
            HttpRequest home = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/")).timeout(Duration.ofSeconds(5)).build();
            while (true) {
                if (!p.isAlive()) throw new IllegalStateException("the server stopped: " + full);
                try {
                    if (HTTP.send(home, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) break;
                } catch (IOException notYet) {
                    Thread.sleep(5);
                }
                if (System.nanoTime() - t0 > 60_000_000_000L) throw new IllegalStateException("no answer in 60 s: " + full);
            }
            long wall = (System.nanoTime() - t0) / 1_000_000;
            return new Start(wall, eleusis.web.ProcStat.cpuNanos(Long.toString(p.pid())) / 1_000_000);
        } finally {
            p.destroy();
            p.waitFor();
        }
    }

    private static long median(long[] values) {
        long[] v = values.clone();
        java.util.Arrays.sort(v);
        return v[v.length / 2];
    }
}
