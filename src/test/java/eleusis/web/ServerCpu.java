package eleusis.web;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;

/**
 * The CPU time spent so far by the server's threads of this JVM (Jetty's pool, where requests and
 * socket messages are handled, and the app's own workers), apart from the load client's threads
 * that share the JVM with it; read before and after a run, the difference is the server's share.
 */
final class ServerCpu {
    private static final String[] SERVER = {"JettyServerThreadPool", "eleusis", "notebook-check", "Scheduler", "qtp"};

    private ServerCpu() {}

    static long nanos() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        return sum(mx, mx::getThreadCpuTime);
    }

    /**
     * The bytes the server's threads have allocated so far: steadier from run to run than their CPU
     * time on a shared virtual machine, so a change that allocates less shows even when the CPU
     * figures are lost in the noise.
     */
    static long allocated() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        return mx instanceof com.sun.management.ThreadMXBean sun ? sum(mx, sun::getThreadAllocatedBytes) : 0;
    }

    /** A figure of each live server thread (by its id; negative when unknown), summed. */
    private static long sum(ThreadMXBean mx, java.util.function.LongUnaryOperator ofThread) {
        long sum = 0;
        for (ThreadInfo t : mx.getThreadInfo(mx.getAllThreadIds())) {
            if (t == null || !server(t.getThreadName())) continue;
            long value = ofThread.applyAsLong(t.getThreadId());
            if (value > 0) sum += value;
        }
        return sum;
    }

    /** As {@link #nanos}, by kind of thread (the name without its number): where a move's CPU goes. */
    static java.util.Map<String, Long> byThread() {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        java.util.Map<String, Long> out = new java.util.TreeMap<>();
        for (ThreadInfo t : mx.getThreadInfo(mx.getAllThreadIds())) {
            if (t == null || !server(t.getThreadName())) continue;
            long cpu = mx.getThreadCpuTime(t.getThreadId());
            if (cpu > 0) out.merge(t.getThreadName().replaceAll("[-_]?\\d+$", ""), cpu, Long::sum);
        }
        return out;
    }

    private static boolean server(String name) {
        for (String prefix : SERVER) if (name.startsWith(prefix)) return true;
        return false;
    }
}
