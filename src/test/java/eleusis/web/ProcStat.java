package eleusis.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A Linux process's CPU time and memory as the kernel counts them ({@code /proc/PID/stat} and
 * {@code /proc/PID/status}), for a server in another process, or for the load client itself
 * ({@code "self"}).
 */
public final class ProcStat {
    /** Clock ticks a second of {@code utime} and {@code stime}: 100 on every Linux this runs on (getconf CLK_TCK). */
    private static final long TICKS = 100;

    private ProcStat() {}

    /** User and system CPU time of the process so far, in nanoseconds (10 ms steps). */
    public static long cpuNanos(String pid) throws IOException {
        return cpuNanosOf(Files.readString(Path.of("/proc", pid, "stat")));
    }

    /** The user and system time in a {@code stat} line of a process or of one of its threads. */
    private static long cpuNanosOf(String stat) {
        // The command name in parentheses may hold spaces: the fields are counted after its closing one.
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]); // fields 14 and 15: utime, stime
        return ticks * (1_000_000_000L / TICKS);
    }

    /**
     * The process's CPU time so far by kind of thread ({@code /proc/PID/task/TID/stat}: the thread's
     * name, cut by the kernel to 15 characters, without its number), every thread of the process:
     * where a move's CPU goes, the garbage collector's and the JIT compiler's included. A thread that
     * has ended is no longer listed (its time still counts in {@link #cpuNanos}).
     */
    static java.util.Map<String, Long> cpuNanosByThread(String pid) throws IOException {
        java.util.Map<String, Long> out = new java.util.TreeMap<>();
        try (var tasks = Files.list(Path.of("/proc", pid, "task"))) {
            for (Path task : tasks.toList()) {
                String stat;
                try {
                    stat = Files.readString(task.resolve("stat"));
                } catch (IOException ended) {
                    continue;
                }
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                long nanos = cpuNanosOf(stat);
                out.merge(name.replaceAll("[-_#]?\\d+$", "").strip(), nanos, Long::sum);
            }
        }
        return out;
    }

    /** A line of {@code /proc/PID/status} in MB, such as VmRSS (resident now) or VmHWM (the most resident). */
    static long statusMegabytes(String pid, String key) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", pid, "status"))) {
            if (line.startsWith(key + ":")) return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
        }
        throw new IOException("no " + key + " in /proc/" + pid + "/status");
    }
}
