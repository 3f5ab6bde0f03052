package eleusis.web;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The server {@link DistrictLoad} plays against: the built jar started in a process of its own, as the
 * README starts it ({@code java -XX:SharedArchiveFile=target/eleusis.jsa -jar target/eleusis.jar serve}):
 * ten thousand students' sockets on both ends do not fit in one JVM's 20,000 file descriptors. Or a
 * server already running at an address, whose process id (if given) lets its CPU and memory be read.
 */
final class DistrictServer implements AutoCloseable {
    static final Path JAR = Path.of("target", "eleusis.jar");
    static final Path ARCHIVE = Path.of("target", "eleusis.jsa");

    final String address;
    /** The server's process id, or null when a running server was given without one. */
    final String pid;
    private final Process process;
    private final Path work;

    private DistrictServer(String address, String pid, Process process, Path work) {
        this.address = address;
        this.pid = pid;
        this.process = process;
        this.work = work;
    }

    /** A running server at {@code host:port}, and its process id or null. */
    static DistrictServer running(String address, String pid) {
        return new DistrictServer(address, pid, null, null);
    }

    /**
     * Starts the jar on a new data folder (SQLite, as a school's server has it) and waits until it
     * answers. {@code -Ddistrict.serverJvm="-Xmx2g ..."} adds options to its JVM.
     */
    static DistrictServer start() throws Exception {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException("no " + JAR.toAbsolutePath() + ": build it first with mvn -B -q package -DskipTests");
        }
        Path work = Files.createTempDirectory("eleusis-district");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        if (Files.isRegularFile(ARCHIVE)) command.add("-XX:SharedArchiveFile=" + ARCHIVE);
        String extra = System.getProperty("district.serverJvm", "").strip();
        if (!extra.isEmpty()) command.addAll(Arrays.asList(extra.split("\\s+")));
        command.addAll(List.of("-jar", JAR.toString(), "serve", "--port", "0", "--data", work.resolve("data").toString()));
        Process process = new ProcessBuilder(command).redirectOutput(work.resolve("server.out").toFile())
                .redirectError(work.resolve("server.log").toFile()).start();
        Runtime.getRuntime().addShutdownHook(new Thread(process::destroyForcibly, "district-server-kill"));
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        String address = ChildServer.address(process, work, http,
                () -> new IllegalStateException("the server died while starting; its log:\n" + ChildServer.log(work)));
        return new DistrictServer(address, Long.toString(process.pid()), process, work);
    }

    /** Why the server is no longer there, or null while it runs (a running server given by address is taken as running). */
    String died() {
        if (process == null || process.isAlive()) return null;
        return "the server process exited with " + process.exitValue() + "; the end of its log:\n" + tail(ChildServer.log(work));
    }

    private static String tail(String log) {
        return log.length() <= 3_000 ? log : log.substring(log.length() - 3_000);
    }

    long cpuNanos() throws IOException {
        return ProcStat.cpuNanos(pid);
    }

    String describe() {
        if (process != null) return "server: java -jar " + JAR + " serve (pid " + pid + ", SQLite in " + work + ")";
        return "server: running at " + address + (pid == null ? " (no pid given: its CPU and memory are not read)" : " (pid " + pid + ")");
    }

    /** Stops a server this client started (SIGTERM, then SIGKILL after 20 s) and removes its data; a running server stays. */
    @Override
    public void close() throws Exception {
        if (process == null) return;
        process.destroy();
        if (!process.waitFor(20, TimeUnit.SECONDS)) process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        try (var files = Files.walk(work)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
