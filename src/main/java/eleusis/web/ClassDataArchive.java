package eleusis.web;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The class-data archive a server was started with ({@code -XX:SharedArchiveFile=P}), and a new one
 * when it does not fit. Java 17 uses an archive only for the very jar file it was recorded from (the
 * same file, same size, same modification time) and the very Java it was recorded by; a copy of jar
 * and archive to {@code /opt/eleusis}, a checkout moved elsewhere or a Java update each get the JVM's
 * "Unable to use shared archive" and a start that costs about 1.5 times the CPU, every time. So a
 * server that finds its archive not mapped records a matching one in the background, with the build's
 * own recipe ({@code warm-up} under {@code -XX:ArchiveClassesAtExit}), and the next start uses it.
 *
 * <p>Whether the archive is in use is read from {@code /proc/self/maps} (a mapped archive is listed
 * there; Linux only: elsewhere nothing is done). Beside the archive lies {@code P.made-for}: the jar
 * and the Java it was made for. An archive made for exactly this jar and Java that is still not
 * mapped (JVM options that forbid it) is not made again on every start: that is said once instead.
 */
final class ClassDataArchive {
    private static final String OPTION = "-XX:SharedArchiveFile=";

    /** What an archive is valid for: the jar's real path, size and modification time, and the Java. */
    record MadeFor(String jar, long size, long modified, String java) {
        static MadeFor of(Path jar) throws IOException {
            Path real = jar.toRealPath();
            return new MadeFor(real.toString(), Files.size(real), Files.getLastModifiedTime(real).toMillis(),
                    System.getProperty("java.home") + " " + System.getProperty("java.vm.version"));
        }

        String text() {
            return "jar=" + jar + "\nsize=" + size + "\nmodified=" + modified + "\njava=" + java + "\n";
        }

        /** The file's record, or empty when it is missing or unreadable (either way: not made for this jar). */
        static Optional<MadeFor> read(Path file) {
            try {
                String jar = null, java = null;
                long size = -1, modified = -1;
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    int eq = line.indexOf('=');
                    if (eq < 0) continue;
                    String value = line.substring(eq + 1);
                    switch (line.substring(0, eq)) {
                        case "jar" -> jar = value;
                        case "size" -> size = Long.parseLong(value);
                        case "modified" -> modified = Long.parseLong(value);
                        case "java" -> java = value;
                        default -> { }
                    }
                }
                return jar == null || java == null ? Optional.empty() : Optional.of(new MadeFor(jar, size, modified, java));
            } catch (IOException | NumberFormatException e) {
                return Optional.empty();
            }
        }
    }

    /** What a start should do about its archive. */
    enum Verdict { IN_USE, CANNOT_TELL, REMAKE, REFUSED_AS_MADE }

    private final Path archive;
    private final Path jar;

    private ClassDataArchive(Path archive, Path jar) {
        this.archive = archive;
        this.jar = jar;
    }

    static ClassDataArchive of(Path archive, Path jar) {
        return new ClassDataArchive(archive, jar);
    }

    static Path madeForFile(Path archive) {
        return archive.resolveSibling(archive.getFileName() + ".made-for");
    }

    /**
     * The warm-up run by the build (or by {@link #remakeInBackground}) under
     * {@code -XX:ArchiveClassesAtExit=P}: records beside P which jar and Java the archive is for.
     */
    static void recordMadeFor(List<String> jvmArguments, String classPath) throws IOException {
        Optional<Path> target = option(jvmArguments, "-XX:ArchiveClassesAtExit=");
        Optional<Path> jar = singleJar(classPath);
        if (target.isEmpty() || jar.isEmpty()) return;
        Files.writeString(madeForFile(target.get()), MadeFor.of(jar.get()).text(), StandardCharsets.UTF_8);
    }

    /** After a start: keep the archive, or make a fitting one for the next start; what happens is said on {@code out}. */
    static void checkAfterStart(PrintStream out) {
        Optional<Path> archive = option(commandLine(), OPTION);
        Optional<Path> jar = singleJar(System.getProperty("java.class.path", ""));
        Path maps = Path.of("/proc/self/maps");
        if (archive.isEmpty() || jar.isEmpty()) return;
        ClassDataArchive self = new ClassDataArchive(archive.get(), jar.get());
        switch (self.verdict(Files.isReadable(maps) ? text(maps) : null)) {
            case REMAKE -> {
                out.println("Start-up: " + (Files.isRegularFile(self.archive) ? "the class-data archive " + self.archive
                        + " was made for another jar or another Java" : "there is no class-data archive at " + self.archive)
                        + "; making one in the background, for the next start.");
                self.remakeInBackground(out);
            }
            case REFUSED_AS_MADE -> out.println("Start-up: the class-data archive " + self.archive
                    + " was made for this jar but the JVM did not use it (see its warning above); the app only starts slower.");
            default -> { }
        }
    }

    /** The decision, from the text of {@code /proc/self/maps} (null when it cannot be read). */
    Verdict verdict(String maps) {
        if (maps == null) return Verdict.CANNOT_TELL;
        if (mapped(maps, archive)) return Verdict.IN_USE;
        if (!Files.isRegularFile(archive)) return Verdict.REMAKE;
        try {
            return MadeFor.read(madeForFile(archive)).equals(Optional.of(MadeFor.of(jar))) ? Verdict.REFUSED_AS_MADE : Verdict.REMAKE;
        } catch (IOException e) {
            return Verdict.CANNOT_TELL;
        }
    }

    /** Whether {@code /proc/self/maps} lists the archive as mapped into this process. */
    static boolean mapped(String maps, Path archive) {
        String absolute = archive.toAbsolutePath().normalize().toString();
        String real;
        try {
            real = archive.toRealPath().toString();
        } catch (IOException e) {
            real = absolute;
        }
        for (String line : maps.split("\n")) {
            // address perms offset dev inode path: the path is the sixth field and may hold spaces
            String[] fields = line.trim().split("\\s+", 6);
            if (fields.length == 6 && (fields[5].equals(real) || fields[5].equals(absolute))) return true;
        }
        return false;
    }

    /**
     * Records a new archive beside the old one with the build's recipe, in a child JVM at low
     * priority, then moves it (and its record) into place: a server starting meanwhile sees either
     * the old archive or the whole new one, never half of one.
     */
    private void remakeInBackground(PrintStream out) {
        Path folder = archive.toAbsolutePath().getParent();
        if (!Files.isWritable(folder)) {
            out.println("Start-up: cannot write in " + folder + "; to make the archive by hand: " + String.join(" ", recipe(archive)));
            return;
        }
        forgetOldDrafts(archive.toAbsolutePath());
        Path draft = folder.resolve(archive.getFileName() + ".draft-" + ProcessHandle.current().pid());
        Thread maker = new Thread(() -> {
            try {
                List<String> command = new ArrayList<>();
                if (Files.isExecutable(Path.of("/usr/bin/nice"))) command.addAll(List.of("/usr/bin/nice", "-n", "10"));
                command.addAll(recipe(draft));
                Process p = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                int code = p.waitFor();
                if (code != 0 || !Files.isRegularFile(draft)) {
                    out.println("Start-up: making the class-data archive failed (exit " + code + "); to make it by hand: "
                            + String.join(" ", recipe(archive)));
                    return;
                }
                move(madeForFile(draft), madeForFile(archive));
                move(draft, archive);
                out.println("Start-up: the class-data archive " + archive + " is ready; the next start uses it.");
            } catch (IOException e) {
                out.println("Start-up: making the class-data archive failed: " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                try {
                    Files.deleteIfExists(draft);
                    Files.deleteIfExists(madeForFile(draft));
                } catch (IOException ignored) {
                    // a leftover draft is overwritten by the next try
                }
            }
        }, "class-data-archive");
        maker.setDaemon(true);
        maker.start();
    }

    /** The build's recipe (pom.xml, {@code class-data-archive}) for this jar, writing to {@code target}. */
    private List<String> recipe(Path target) {
        String java = ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        String jarPath;
        try {
            jarPath = jar.toRealPath().toString();
        } catch (IOException e) {
            jarPath = jar.toAbsolutePath().toString();
        }
        return List.of(java, "-XX:ArchiveClassesAtExit=" + target.toAbsolutePath(), "-Xlog:cds=off", "-Xlog:cds+dynamic=off",
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn", "-jar", jarPath, "warm-up");
    }

    /**
     * Drafts left by a server stopped while its archive was being made (the child finishes, nobody
     * moves its draft): removed once they are older than any making takes, so that a server making
     * one right now keeps its own.
     */
    static void forgetOldDrafts(Path archive) {
        Path folder = archive.getParent();
        String prefix = archive.getFileName() + ".draft-";
        long old = System.currentTimeMillis() - 10 * 60_000;
        try (var files = Files.list(folder)) {
            for (Path f : files.filter(p -> p.getFileName().toString().startsWith(prefix)).toList()) {
                if (Files.getLastModifiedTime(f).toMillis() < old) Files.deleteIfExists(f);
            }
        } catch (IOException | RuntimeException e) {
            // a leftover draft costs only its disk space
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The value of a {@code -XX:Name=value} JVM option (the last one given wins, as in the JVM). */
    static Optional<Path> option(List<String> jvmArguments, String prefix) {
        Optional<Path> found = Optional.empty();
        for (String a : jvmArguments) if (a.startsWith(prefix) && a.length() > prefix.length()) found = Optional.of(Path.of(a.substring(prefix.length())));
        return found;
    }

    /** The jar the app runs from ({@code java -jar X} makes the class path X), or empty for a class path of folders. */
    static Optional<Path> singleJar(String classPath) {
        if (classPath == null || classPath.isEmpty() || classPath.contains(java.io.File.pathSeparator) || !classPath.endsWith(".jar")) {
            return Optional.empty();
        }
        Path jar = Path.of(classPath);
        return Files.isRegularFile(jar) ? Optional.of(jar) : Optional.empty();
    }

    /**
     * This process's command line ({@code /proc/self/cmdline}, NUL-separated), or nothing where there
     * is none: read there rather than from the management beans, whose classes would add a tenth
     * of a second to every start.
     */
    static List<String> commandLine() {
        try {
            String line = Files.readString(Path.of("/proc/self/cmdline"), StandardCharsets.UTF_8);
            return List.of(line.split("\0"));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The file's text, or null when it cannot be read. */
    private static String text(Path maps) {
        try {
            return Files.readString(maps, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            return null;
        }
    }
}
