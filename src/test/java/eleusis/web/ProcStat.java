package eleusis.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A Linux process's CPU time and memory as the kernel counts them ({@code /proc/PID/stat} and
 * {@code /proc/PID/status}), for a server in another process, or for the load client itself
 * ({@code "self"}), whose threads {@link ServerCpu} cannot see from outside.
 */
final class ProcStat {
    /** Clock ticks a second of {@code utime} and {@code stime}: 100 on every Linux this runs on (getconf CLK_TCK). */
    private static final long TICKS = 100;

    private ProcStat() {}

    /** User and system CPU time of the process so far, in nanoseconds (10 ms steps). */
    static long cpuNanos(String pid) throws IOException {
        String stat = Files.readString(Path.of("/proc", pid, "stat"));
        // The command name in parentheses may hold spaces: the fields are counted after its closing one.
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]); // fields 14 and 15: utime, stime
        return ticks * (1_000_000_000L / TICKS);
    }

    /** A line of {@code /proc/PID/status} in MB, such as VmRSS (resident now) or VmHWM (the most resident). */
    static long statusMegabytes(String pid, String key) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", pid, "status"))) {
            if (line.startsWith(key + ":")) return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024;
        }
        throw new IOException("no " + key + " in /proc/" + pid + "/status");
    }
}
