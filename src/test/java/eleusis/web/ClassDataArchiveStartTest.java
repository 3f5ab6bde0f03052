package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26, start fast from anywhere: the packaged jar started as a service would start it, by an
 * absolute path from another folder, and from a copy of jar and archive in a folder of its own
 * (where Java 17 refuses the archive): the first start there makes a fitting archive, the next uses it.
 * Whether the JVM used the archive is read from the server's {@code /proc/PID/maps}, as the app does.
 */
@Tag("slow")
class ClassDataArchiveStartTest {
    private static final String REFUSED = "Unable to use shared archive";
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TempDir
    Path dir;

    private static Path builtJar() {
        String jar = System.getProperty("eleusis.jar");
        assumeTrue(jar != null && Files.isRegularFile(Path.of(jar)), "runs after the package (the slow tier)");
        assumeTrue(Files.isReadable(Path.of("/proc/self/maps")), "Linux: the maps tell whether the archive is used");
        return Path.of(jar).toAbsolutePath();
    }

    @Test
    void theBuildsArchiveIsUsedFromAnotherFolderByAnAbsolutePath() throws Exception {
        Path jar = builtJar();
        Path archive = jar.resolveSibling("eleusis.jsa");
        Started s = start("elsewhere", archive, jar);
        try {
            assertTrue(s.mapped(archive), "the archive is mapped; the server said:\n" + s.output());
            assertFalse(s.output().contains(REFUSED), s.output());
            assertFalse(s.output().contains("Start-up:"), s.output());
        } finally {
            s.stop();
        }
    }

    @Test
    void aCopyMakesItsOwnArchiveOnceAndTheNextStartUsesIt() throws Exception {
        Path built = builtJar();
        Path opt = Files.createDirectories(dir.resolve("opt eleusis"));
        // a plain copy: a new path and a new modification time, so the JVM refuses the build's archive
        Path jar = Files.copy(built, opt.resolve("eleusis.jar"));
        Path archive = Files.copy(built.resolveSibling("eleusis.jsa"), opt.resolve("eleusis.jsa"), StandardCopyOption.COPY_ATTRIBUTES);
        byte[] stale = Files.readAllBytes(archive);

        Started first = start("first", archive, jar);
        try {
            assertFalse(first.mapped(archive), "Java 17 cannot use an archive from another path");
            first.awaitOutput("is ready; the next start uses it.", Duration.ofSeconds(180));
            assertTrue(first.output().contains("was made for another jar or another Java; making one in the background"), first.output());
        } finally {
            first.stop();
        }
        assertFalse(java.util.Arrays.equals(stale, Files.readAllBytes(archive)), "a new archive is in place");
        assertTrue(Files.readString(ClassDataArchive.madeForFile(archive)).contains("jar=" + jar.toRealPath()));
        try (var left = Files.list(opt)) {
            assertEquals(List.of("eleusis.jar", "eleusis.jsa", "eleusis.jsa.made-for"),
                    left.map(p -> p.getFileName().toString()).sorted().toList(), "no draft is left behind");
        }

        Started second = start("second", archive, jar);
        try {
            assertTrue(second.mapped(archive), "the next start maps the new archive; the server said:\n" + second.output());
            assertFalse(second.output().contains(REFUSED), second.output());
            assertFalse(second.output().contains("Start-up:"), second.output());
        } finally {
            second.stop();
        }
    }

    private record Started(Process process, Path work) {
        boolean mapped(Path archive) throws IOException {
            return ClassDataArchive.mapped(Files.readString(Path.of("/proc", String.valueOf(process.pid()), "maps")), archive);
        }

        String output() throws IOException {
            return Files.readString(work.resolve("server.out")) + Files.readString(work.resolve("server.log"));
        }

        void awaitOutput(String text, Duration limit) throws Exception {
            long deadline = System.nanoTime() + limit.toNanos();
            while (!output().contains(text)) {
                if (System.nanoTime() > deadline) throw new AssertionError("no '" + text + "' in " + limit + "; the server said:\n" + output());
                Thread.sleep(100);
            }
        }

        void stop() throws InterruptedException {
            process.destroy();
            process.waitFor();
        }
    }

    /** {@code java -XX:SharedArchiveFile=ARCHIVE -jar JAR serve}, the way the deployment guide starts it, from a folder of its own. */
    private Started start(String name, Path archive, Path jar) throws Exception {
        Path work = Files.createDirectories(dir.resolve(name));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:SharedArchiveFile=" + archive, "-jar", jar.toString(), "serve", "--port", "0",
                "--data", work.resolve("data").toString())
                .directory(work.toFile())
                .redirectOutput(work.resolve("server.out").toFile()).redirectError(work.resolve("server.log").toFile()).start();
        try {
            ChildServer.address(p, work, http, () -> new IllegalStateException(name + " died while starting; its log:\n" + ChildServer.log(work)));
        } catch (Exception | AssertionError e) {
            p.destroyForcibly();
            throw e;
        }
        return new Started(p, work);
    }
}
