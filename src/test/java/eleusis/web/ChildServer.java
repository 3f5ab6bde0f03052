package eleusis.web;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The real server in a child JVM ({@code java ... eleusis.Main serve --port 0}), as a district runs
 * it: started, asked for its address once it answers {@code /health}, and killed with SIGKILL
 * ({@link Process#destroyForcibly} on Linux). Its output goes to files in its own folder.
 */
final class ChildServer implements AutoCloseable {
    private static final Pattern RUNNING = Pattern.compile("running at http://localhost:(\\d+)/");
    private static final Duration START_LIMIT = Duration.ofSeconds(60);

    final String name;
    private final Path work;
    private final Process process;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** Starts a server on the data folder, or on the database of {@code jdbcUrl} when not null. */
    ChildServer(String name, Path work, Path data, String jdbcUrl) throws IOException {
        this.name = name;
        this.work = work;
        this.process = start(work, data, jdbcUrl);
    }

    /** Starts {@code eleusis.Main serve} in a child JVM, its output in {@code work/server.out} and {@code work/server.log}. */
    static Process start(Path work, Path data, String jdbcUrl) throws IOException {
        Files.createDirectories(work);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // Quick to start on a small machine: what a restart costs here is mostly the JVM's warm-up.
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto"));
        command.addAll(program());
        command.addAll(List.of("serve", "--port", "0", "--data", data.toString()));
        if (jdbcUrl != null) command.addAll(List.of("--db", jdbcUrl));
        return new ProcessBuilder(command).redirectOutput(work.resolve("server.out").toFile())
                .redirectError(work.resolve("server.log").toFile()).start();
    }

    /**
     * The program to run: in the slow tier (failsafe runs after the package, see pom.xml) the jar the
     * README starts, its classes from the class-data archive the build recorded beside it, which
     * takes about a third off each start's CPU (the kill campaign starts 21 servers a store); else
     * the test's own class path. The build records the archive for the jar's absolute path, so any
     * working folder will do ({@code -Xshare:auto}: never a refusal to start).
     */
    private static List<String> program() {
        String jar = System.getProperty("eleusis.jar");
        if (jar == null || !Files.isRegularFile(Path.of(jar))) {
            return List.of("-cp", System.getProperty("java.class.path"), "eleusis.Main");
        }
        Path archive = Path.of(jar).resolveSibling("eleusis.jsa");
        List<String> program = new ArrayList<>();
        if (Files.isRegularFile(archive)) program.add("-XX:SharedArchiveFile=" + archive);
        program.addAll(List.of("-jar", jar));
        return program;
    }

    boolean alive() {
        return process.isAlive();
    }

    /** {@code 127.0.0.1:port} once the server answers {@code /health}. */
    String address() throws Exception {
        return address(process, work, http, () -> new IllegalStateException(name + " died while starting; its log:\n" + log(work)));
    }

    /**
     * The child's {@code 127.0.0.1:port} once it answers {@code /health}; {@code died} is thrown as
     * soon as the process is dead, an AssertionError after {@link #START_LIMIT}.
     */
    static String address(Process process, Path work, HttpClient http, java.util.function.Supplier<? extends RuntimeException> died)
            throws Exception {
        long deadline = System.nanoTime() + START_LIMIT.toNanos();
        Path out = work.resolve("server.out");
        String port = null;
        while (port == null) {
            if (!process.isAlive()) throw died.get();
            if (System.nanoTime() > deadline) throw new AssertionError("the server did not start; its log:\n" + log(work));
            Matcher m = RUNNING.matcher(Files.exists(out) ? Files.readString(out, StandardCharsets.UTF_8) : "");
            if (m.find()) port = m.group(1);
            else Thread.sleep(5);
        }
        String base = "127.0.0.1:" + port;
        while (true) {
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://" + base + "/health"))
                        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) return base;
            } catch (IOException e) {
                if (!process.isAlive()) throw died.get();
            }
            if (System.nanoTime() > deadline) throw new AssertionError("the server does not answer; its log:\n" + log(work));
            Thread.sleep(5);
        }
    }

    /** SIGKILL: no shutdown hook runs, nothing is flushed or closed. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    /** The child's log (its standard error). */
    static String log(Path work) {
        try {
            return Files.readString(work.resolve("server.log"));
        } catch (IOException e) {
            return "(none: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() {
        try {
            kill();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
