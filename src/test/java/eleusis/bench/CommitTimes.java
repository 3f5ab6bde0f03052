package eleusis.bench;

import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.SessionTable;
import eleusis.store.Teacher;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * How long storing one action takes, each in its own committed transaction as a move is stored:
 * {@code CommitTimes [N] [JDBC_URL]}, on the embedded store in a temporary folder without a URL.
 * Prints the median, 90th percentile and worst of N appends (after 50 unmeasured ones).
 */
public final class CommitTimes {
    private CommitTimes() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        String url = args.length > 1 ? args[1] : null;
        Path data = Files.createTempDirectory("eleusis-commits");
        try (Database db = Database.open(data, url)) {
            Teacher t = db.teachers().create("bench-" + System.nanoTime() + "@school.example", "Bench", "correct horse battery");
            ClassSession s = db.classSessions().create(t.id(), "Bench", "express");
            SessionTable table = db.tables().create(s.id(), "Table", "express", "{\"players\":4}", 1);
            long[] nanos = new long[n];
            for (int i = 1; i <= 50 + n; i++) {
                long start = System.nanoTime();
                db.actionLog().append(table.id(), i, 1, "{\"kind\":\"end_turn\"}");
                if (i > 50) nanos[i - 51] = System.nanoTime() - start;
            }
            Arrays.sort(nanos);
            System.out.printf("%s: %d commits, median %.2f ms, p90 %.2f ms, max %.2f ms%n", db.kind(), n,
                    nanos[n / 2] / 1e6, nanos[n * 9 / 10] / 1e6, nanos[n - 1] / 1e6);
        }
    }
}
