package eleusis.web;

import one.profiler.AsyncProfiler;

/**
 * A load client's CPU profile of the play alone (not the joins), with async-profiler, when
 * {@code -Dload.profile=FILE} is given: {@code FILE.html} is a flame graph, {@code FILE.collapsed}
 * one line a stack; either way each stack starts with its thread, so the server's threads (Jetty's
 * pool, the commit thread) are read apart from the clients' sharing the JVM. Samples every 500 µs of
 * CPU ({@code -Dload.profile.interval} to change it), kernel frames included where the machine lets.
 */
final class PlayProfile implements AutoCloseable {
    private final AsyncProfiler profiler;
    private final String file;

    private PlayProfile(AsyncProfiler profiler, String file) {
        this.profiler = profiler;
        this.file = file;
    }

    /** Starts profiling if asked to; a profile that is not asked for does nothing. */
    static PlayProfile start() throws java.io.IOException {
        String file = System.getProperty("load.profile");
        if (file == null || file.isBlank()) return new PlayProfile(null, null);
        AsyncProfiler profiler = AsyncProfiler.getInstance();
        profiler.execute("start,event=cpu,threads,interval=" + System.getProperty("load.profile.interval", "500us"));
        return new PlayProfile(profiler, file);
    }

    /** Stops profiling and writes the profile. */
    @Override
    public void close() throws java.io.IOException {
        if (profiler == null) return;
        profiler.execute("stop,file=" + file);
        System.out.println("profile of the play: " + file);
    }
}
