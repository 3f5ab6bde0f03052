package eleusis.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * A load server's profile, when asked for, as options of the server's JVM ({@link LoadServer}): it
 * covers the server's whole life (joins, warm-up and play) and is written when the server stops.
 * <ul>
 *   <li>{@code -Dload.profile=FILE}: async-profiler, every thread of the server and none of the
 *       clients; {@code FILE.html} is a flame graph, {@code FILE.collapsed} one line a stack, each
 *       starting with its thread. Samples every 500 µs of CPU ({@code -Dload.profile.interval}),
 *       kernel frames included where the machine lets.</li>
 *   <li>{@code -Dload.jfr=FILE}: Java Flight Recorder's profile settings, for {@link eleusis.bench.JfrTop}.</li>
 * </ul>
 * (Attaching to the running server to profile the play alone was tried: async-profiler 4.2 answers
 * a {@code jcmd JVMTI.agent_load} with code 100 here.)
 */
final class ServerProfile {
    private ServerProfile() {}

    static List<String> jvmOptions() throws IOException {
        List<String> options = new ArrayList<>();
        String profile = System.getProperty("load.profile");
        if (profile != null && !profile.isBlank()) {
            Path library = Files.createTempFile("async-profiler", ".so");
            try (InputStream in = ServerProfile.class.getResourceAsStream("/linux-x64/libasyncProfiler.so")) {
                if (in == null) throw new IOException("no async-profiler library for linux-x64 on the class path");
                Files.copy(in, library, StandardCopyOption.REPLACE_EXISTING);
            }
            options.add("-agentpath:" + library + "=start,event=cpu,threads,interval="
                    + System.getProperty("load.profile.interval", "500us") + ",file=" + Path.of(profile).toAbsolutePath());
            System.out.println("the server's profile goes to " + profile + " when it stops");
        }
        String jfr = System.getProperty("load.jfr");
        if (jfr != null && !jfr.isBlank()) {
            options.add("-XX:StartFlightRecording=settings=profile,filename=" + Path.of(jfr).toAbsolutePath());
            System.out.println("the server's flight recording goes to " + jfr + " when it stops");
        }
        return options;
    }
}
