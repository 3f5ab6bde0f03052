package eleusis.web;

import eleusis.store.Database;
import io.javalin.Javalin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The prankster's notebook (issue 13): one student of an Express table fills their notebook with
 * heavy hypotheses and opens many tabs; every move of the table is timed from sending it until every
 * student's screen has the new view, which is what the other students wait for.
 *
 * <p>{@code mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.web.NotebookLoad -Dbench.args="80 21 40"}
 * (heavy hypotheses, extra tabs of that student, moves).
 */
public final class NotebookLoad {
    /** A hypothesis that costs its compiler and its checks some work: many card back, sums, sets, ifs. */
    static String heavy(int i) {
        StringBuilder sb = new StringBuilder("(card.rank + last.rank + last(2).rank + " + i + ") mod 13 in {1, 3, 5, 7}");
        for (int k = 1; k <= 12; k++) {
            sb.append(" or (if last(").append(k).append(") is red then card.suit != last(").append(k + 1)
                    .append(").suit else abs(card.rank - last(").append(k).append(").rank) in 2..").append(3 + (i + k) % 9).append(")");
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        int hypotheses = args.length > 0 ? Integer.parseInt(args[0]) : 80;
        int tabs = args.length > 1 ? Integer.parseInt(args[1]) : 21;
        int moves = args.length > 2 ? Integer.parseInt(args[2]) : 40;
        Path data = Files.createTempDirectory("eleusis-notebooks");
        Database db = Database.open(data, null);
        Javalin app = WebApp.create(AppConfig.of(db).computerDelay(0)).start("127.0.0.1", 0);
        try (Classroom c = new Classroom("127.0.0.1:" + app.port())) {
            String teacher = c.teacher("load@school.example");
            long session = c.writtenSession(teacher, "Load", "express", 4, 20, "card.color != last.color", "lobby", "");
            String code = c.code(session, teacher);
            long[] tableId = new long[1];
            List<String> cookies = new ArrayList<>();
            for (int s = 0; s < 4; s++) cookies.add(c.join(code, "Student " + s, tableId));
            int seat = db.seats().list(tableId[0]).get(0).seat();
            for (int i = 0; i < hypotheses; i++) db.notebooks().add(tableId[0], seat, 0, heavy(i));
            // The extra tabs first: a seat keeps its newest screens, so the one the moves are made from is opened last.
            List<Classroom.Socket> extra = new ArrayList<>();
            for (int t = 0; t < tabs; t++) extra.add(c.socket(tableId[0], cookies.get(0)));
            List<Classroom.Socket> table = new ArrayList<>();
            for (String cookie : cookies) table.add(c.socket(tableId[0], cookie));
            for (Classroom.Socket s : table) s.current();
            List<Double> times = ClassroomLoad.play(table, moves, true);
            Collections.sort(times);
            System.out.printf("%d heavy hypotheses, %d extra tabs of one student, %d moves: send -> every student's "
                            + "new view: p50 %.1f ms, p95 %.1f ms, max %.1f ms%n", hypotheses, tabs, times.size(),
                    ClassroomLoad.pct(times, 50), ClassroomLoad.pct(times, 95), times.get(times.size() - 1));
        } finally {
            app.stop();
            db.close();
        }
        System.out.flush();
        System.exit(0);
    }
}
