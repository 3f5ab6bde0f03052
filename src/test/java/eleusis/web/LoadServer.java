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
 * The server a load client plays against, in a process of its own as a class meets it, so that its
 * figures are the whole process's (every thread: Jetty's, the app's, the garbage collector's and the
 * JIT compiler's; {@code /proc/PID/stat}) and the clients' work is not among them: the built jar as
 * the README starts it ({@code java -XX:SharedArchiveFile=target/eleusis.jsa -jar target/eleusis.jar
 * serve}), the bare broadcast server ({@link BareServer}) beside it, or a server already running at an
 * address, whose process id (if given) lets its CPU and memory be read. Ten thousand students' sockets
 * on both ends would not fit in one JVM's 20,000 file descriptors anyway.
 */
final class LoadServer implements AutoCloseable {
    static final Path JAR = Path.of("target", "eleusis.jar");
    static final Path ARCHIVE = Path.of("target", "eleusis.jsa");

    final String address;
    /** The server's process id, or null when a running server was given without one. */
    final String pid;
    private final Process process;
    private final Path work;

    private LoadServer(String address, String pid, Process process, Path work) {
        this.address = address;
        this.pid = pid;
        this.process = process;
        this.work = work;
    }

    /** A running server at {@code host:port}, and its process id or null. */
    static LoadServer running(String address, String pid) {
        return new LoadServer(address, pid, null, null);
    }

    /**
     * Starts the jar on a new data folder (SQLite, as a school's server has it) and waits until it
     * answers.
     */
    static LoadServer start(String... serveOptions) throws Exception {
        Path work = Files.createTempDirectory("eleusis-load");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        if (Files.isRegularFile(ARCHIVE)) command.add("-XX:SharedArchiveFile=" + ARCHIVE);
        command.addAll(extraJvmOptions());
        command.addAll(List.of("-jar", builtJar().toString(), "serve", "--port", "0", "--data", work.resolve("data").toString()));
        command.addAll(List.of(serveOptions));
        return started(command, work);
    }

    /**
     * Starts {@link BareServer} with the jar's classes (Javalin, Jetty, Jackson: the same framework)
     * and its own from the test classes, sending {@code perSocket} messages of {@code size} characters
     * to each socket of a table a move.
     */
    static LoadServer bare(int perSocket, int size) throws Exception {
        Path work = Files.createTempDirectory("eleusis-bare");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(extraJvmOptions());
        command.addAll(List.of("-cp", builtJar() + java.io.File.pathSeparator + Path.of("target", "test-classes"),
                BareServer.class.getName(), Integer.toString(perSocket), Integer.toString(size)));
        return started(command, work);
    }

    private static Path builtJar() {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException("no " + JAR.toAbsolutePath() + ": build it first with mvn -B -q package -DskipTests");
        }
        return JAR;
    }

    /** {@code -Dload.serverJvm="-Xmx2g ..."} (or the older {@code -Ddistrict.serverJvm}) adds options to the server's JVM. */
    private static List<String> extraJvmOptions() throws IOException {
        List<String> options = new ArrayList<>(ServerProfile.jvmOptions());
        String extra = System.getProperty("load.serverJvm", System.getProperty("district.serverJvm", "")).strip();
        if (!extra.isEmpty()) options.addAll(Arrays.asList(extra.split("\\s+")));
        return options;
    }

    private static LoadServer started(List<String> command, Path work) throws Exception {
        Process process = new ProcessBuilder(command).redirectOutput(work.resolve("server.out").toFile())
                .redirectError(work.resolve("server.log").toFile()).start();
        Runtime.getRuntime().addShutdownHook(new Thread(process::destroyForcibly, "district-server-kill"));
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        String address = ChildServer.address(process, work, http,
                () -> new IllegalStateException("the server died while starting; its log:\n" + ChildServer.log(work)));
        return new LoadServer(address, Long.toString(process.pid()), process, work);
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

    /** The server's resident memory now, and the most it has had, in MB. */
    long rssMegabytes() throws IOException {
        return ProcStat.statusMegabytes(pid, "VmRSS");
    }

    long peakRssMegabytes() throws IOException {
        return ProcStat.statusMegabytes(pid, "VmHWM");
    }

    String describe() {
        if (process != null) return "server: " + String.join(" ", process.info().arguments().map(List::of).orElse(List.of()))
                + " (pid " + pid + ", in " + work + ")";
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
