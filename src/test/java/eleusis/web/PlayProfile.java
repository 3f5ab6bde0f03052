package eleusis.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * A load client's CPU profile of the server during the play alone (not the joins), when
 * {@code -Dload.profile=FILE} is given: async-profiler is attached to the server's process
 * ({@code jcmd PID JVMTI.agent_load}), so it sees every thread of the server and none of the clients.
 * {@code FILE.html} is a flame graph, {@code FILE.collapsed} one line a stack; each stack starts with its
 * thread. Samples every 500 µs of CPU ({@code -Dload.profile.interval} to change it), kernel frames
 * included where the machine lets. {@code -Dload.jfr=FILE} records the play with Java Flight Recorder
 * instead ({@code jcmd PID JFR.start}), for {@link eleusis.bench.JfrTop}.
 */
final class PlayProfile implements AutoCloseable {
    private final String pid;
    private final Path library;
    private final String profile;
    private final String jfr;

    private PlayProfile(String pid, Path library, String profile, String jfr) {
        this.pid = pid;
        this.library = library;
        this.profile = profile;
        this.jfr = jfr;
    }

    /** Starts what is asked for on the server's process; nothing asked for does nothing. */
    static PlayProfile start(String pid) throws IOException, InterruptedException {
        String profile = System.getProperty("load.profile");
        String jfr = System.getProperty("load.jfr");
        Path library = null;
        if (profile != null && !profile.isBlank()) {
            library = Files.createTempFile("async-profiler", ".so");
            try (InputStream in = PlayProfile.class.getResourceAsStream("/linux-x64/libasyncProfiler.so")) {
                if (in == null) throw new IOException("no async-profiler library for linux-x64 on the class path");
                Files.copy(in, library, StandardCopyOption.REPLACE_EXISTING);
            }
            jcmd(pid, "JVMTI.agent_load", library.toString(),
                    "start,event=cpu,threads,interval=" + System.getProperty("load.profile.interval", "500us"));
        }
        if (jfr != null && !jfr.isBlank()) jcmd(pid, "JFR.start", "name=play", "settings=profile");
        return new PlayProfile(pid, library, profile, jfr);
    }

    /** Stops what was started and writes its files. */
    @Override
    public void close() throws IOException, InterruptedException {
        if (library != null) {
            jcmd(pid, "JVMTI.agent_load", library.toString(), "stop,file=" + profile);
            System.out.println("profile of the play: " + profile);
        }
        if (jfr != null && !jfr.isBlank()) {
            jcmd(pid, "JFR.stop", "name=play", "filename=" + Path.of(jfr).toAbsolutePath());
            System.out.println("flight recording of the play: " + jfr);
        }
    }

    private static void jcmd(String pid, String... command) throws IOException, InterruptedException {
        List<String> line = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(), pid));
        line.addAll(List.of(command));
        Process p = new ProcessBuilder(line).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0 || said.contains("Exception") || said.contains("error")) {
            throw new IOException(String.join(" ", line) + " said: " + said.strip());
        }
    }
}
