package eleusis.bench;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordingFile;

/**
 * The server's CPU samples in a flight recording, summed two ways: by where the time went (the
 * first frame, from the top of the stack, that belongs to a known kind of work: the database, JSON,
 * socket writes, the game...), and by the app's own methods that the time was spent under
 * (inclusive), the "top ten costs" a change is measured against. Only the server's threads count
 * (the load client shares the JVM).
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.JfrTop -Dbench.args="/tmp/load.jfr"}
 */
public final class JfrTop {
    private static final String[] SERVER = {"JettyServerThreadPool", "eleusis", "notebook-check", "Scheduler", "qtp"};
    /** Kinds of work by the class name's start, tried from the top of the stack down; the first found wins. */
    private static final String[][] KINDS = {
            {"org.sqlite.", "database (SQLite)"}, {"org.postgresql.", "database (PostgreSQL)"},
            {"org.jdbi.", "database (Jdbi)"}, {"com.zaxxer.", "database (pool)"},
            {"com.fasterxml.jackson.", "JSON (Jackson)"},
            {"org.eclipse.jetty.websocket.", "WebSocket (Jetty)"}, {"org.eclipse.jetty.", "Jetty"},
            {"sun.nio.", "socket IO"}, {"java.nio.", "socket IO"},
            {"io.javalin.", "Javalin"},
            {"eleusis.rules.", "rule checks"}, {"eleusis.game.", "game engines and views"},
            {"eleusis.scientist.", "scientist"}, {"eleusis.store.", "store (app code)"},
            {"eleusis.web.", "web (app code)"},
    };
    /** Tried only when no frame of the stack is of a kind above (a HashMap inside Jackson is Jackson's time). */
    private static final String[][] FALLBACK = {{"java.lang.String", "strings"}, {"java.util.", "collections"}};

    public static void main(String[] args) throws Exception {
        Map<String, Integer> kinds = new HashMap<>();
        Map<String, Integer> inclusive = new HashMap<>();
        Map<String, Integer> self = new HashMap<>();
        Map<String, Double> waits = new HashMap<>();
        int total = 0;
        for (RecordedEvent e : RecordingFile.readAllEvents(Path.of(args[0]))) {
            String event = e.getEventType().getName();
            if (WAITS.contains(event)) {
                wait(e, event, waits);
                continue;
            }
            if (!event.equals("jdk.ExecutionSample")) continue;
            String thread = e.getThread("sampledThread") == null ? "" : e.getThread("sampledThread").getJavaName();
            if (thread == null || !server(thread)) continue;
            RecordedStackTrace st = e.getStackTrace();
            if (st == null) continue;
            total++;
            List<RecordedFrame> frames = st.getFrames();
            String kind = kind(frames, KINDS);
            if (kind == null) kind = kind(frames, FALLBACK);
            kinds.merge(kind == null ? "other" : kind, 1, Integer::sum);
            if (!frames.isEmpty()) self.merge(name(frames.get(0)), 1, Integer::sum);
            Set<String> seen = new HashSet<>();
            for (RecordedFrame f : frames) {
                String cls = f.getMethod().getType().getName();
                if (!cls.startsWith("eleusis.")) continue;
                String n = name(f);
                if (seen.add(n)) inclusive.merge(n, 1, Integer::sum);
            }
        }
        System.out.printf("%d CPU samples on the server's threads%n%nwhere the time went:%n", total);
        print(kinds, total, 20);
        System.out.printf("%nunder the app's methods (inclusive):%n");
        print(inclusive, total, args.length > 1 ? Integer.parseInt(args[1]) : 25);
        System.out.printf("%ntop of the stack (self):%n");
        print(self, total, 15);
        System.out.printf("%nserver threads waiting (seconds, summed over threads; waits of 10 ms or more), by the app's innermost method:%n");
        waits.entrySet().stream().sorted((a, b) -> Double.compare(b.getValue(), a.getValue())).limit(15)
                .forEach(w -> System.out.printf("  %8.1f s  %s%n", w.getValue(), w.getKey()));
    }

    /** Blocked on a lock, parked (a queue, a future, a lock's turn), or in Object.wait. */
    private static final Set<String> WAITS = Set.of("jdk.JavaMonitorEnter", "jdk.ThreadPark", "jdk.JavaMonitorWait");

    private static void wait(RecordedEvent e, String event, Map<String, Double> waits) {
        String thread = e.getThread() == null ? null : e.getThread().getJavaName();
        if (thread == null || !server(thread) || e.getStackTrace() == null) return;
        String where = "(no app frame)";
        for (RecordedFrame f : e.getStackTrace().getFrames()) {
            if (f.getMethod().getType().getName().startsWith("eleusis.")) {
                where = name(f);
                break;
            }
        }
        waits.merge(event.substring(4) + " in " + where, e.getDuration().toNanos() / 1e9, Double::sum);
    }

    private static String kind(List<RecordedFrame> frames, String[][] kinds) {
        for (RecordedFrame f : frames) {
            String cls = f.getMethod().getType().getName();
            for (String[] k : kinds) if (cls.startsWith(k[0])) return k[1];
        }
        return null;
    }

    private static String name(RecordedFrame f) {
        String cls = f.getMethod().getType().getName();
        return cls.substring(cls.lastIndexOf('.') + 1) + "." + f.getMethod().getName();
    }

    private static void print(Map<String, Integer> counts, int total, int max) {
        counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(max)
                .forEach(e -> System.out.printf("  %5.1f%%  %6d  %s%n", 100.0 * e.getValue() / total, e.getValue(), e.getKey()));
    }

    private static boolean server(String name) {
        for (String prefix : SERVER) if (name.startsWith(prefix)) return true;
        return false;
    }
}
