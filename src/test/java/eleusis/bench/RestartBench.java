package eleusis.bench;

import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.GameJson;
import eleusis.game.Viewer;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressGame;
import eleusis.game.express.ExpressSettings;
import eleusis.game.express.ExpressType;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.store.Database;
import eleusis.store.LoggedAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How long a class table with heavy Express guesses takes to come back after a restart (issue 11:
 * "after 10 heavy Express guesses, the class's console took 47.6 s to open"). Plays a table of
 * {@link HeavyGuesses} through the store (each guess judged live), copies its log into a second
 * table with the judgements taken out (a log as stored before guesses carried them), restarts the
 * store and times the first view of each table: the rebuild from the log. Run on demand:
 * {@code mvn -B -q -o -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.RestartBench -Dbench.args=10}
 */
public final class RestartBench {
    private RestartBench() {}

    public static void main(String[] args) throws Exception {
        int guesses = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Path dir = Files.createTempDirectory("restart-bench");
        ExpressSettings settings = HeavyGuesses.settings(guesses);
        long seed = 42;
        long judged;
        long oldStyle;
        Database db = Database.open(dir, null);
        try {
            LiveTables games = new LiveTables(db);
            long teacher = db.teachers().create("ada@school.org", "Ada", "analytical engine").id();
            long session = db.classSessions().create(teacher, "Period 3", "express").id();
            LiveTable<ExpressSettings, ExpressAction> table = games.create(ExpressType.TYPE, session, "heavy", settings, seed);
            long t = System.nanoTime();
            int made = HeavyGuesses.play(() -> table.read(g -> (ExpressGame) g), (seat, a) -> LiveTable.await(table.submit(seat, a)));
            System.out.printf("played %d actions with %d heavy guesses (each judged live), %.1f s%n", table.actions(), made,
                    (System.nanoTime() - t) / 1e9);
            judged = table.tableId();
            LiveTable<ExpressSettings, ExpressAction> copy = games.create(ExpressType.TYPE, session, "heavy, old log", settings, seed);
            oldStyle = copy.tableId();
            List<LoggedAction> log = db.actionLog().load(judged);
            for (LoggedAction a : log) db.actionLog().append(oldStyle, a.seq(), a.seat(), withoutJudgement(a.actionJson()));
            long carried = log.stream().filter(a -> a.actionJson().contains("\"verdict\"")).count();
            System.out.printf("the log: %d actions, %d guesses stored with their judgement; the copy: none%n", log.size(), carried);
        } finally {
            db.close();
        }
        // The judged log first, so that it, not the old one, pays for a cold JVM.
        for (String round : List.of("first", "second")) {
            for (long id : round.equals("first") ? List.of(judged, oldStyle) : List.of(oldStyle, judged)) {
                db = Database.open(dir, null); // a restart: nothing in memory
                try {
                    LiveTables games = new LiveTables(db);
                    long t = System.nanoTime();
                    Object view = games.get(id).view(new Viewer.Player(0)); // the house's console
                    double s = (System.nanoTime() - t) / 1e9;
                    System.out.printf("%s restart, %s log: console view after %.3f s (%s)%n", round,
                            id == judged ? "judged" : "old-style", s, view.getClass().getSimpleName());
                } finally {
                    db.close();
                }
            }
        }
    }

    /** The action as stored before guesses carried their judgement. */
    public static String withoutJudgement(String json) {
        ObjectNode o = (ObjectNode) GameJson.parse(json, "the action", GameJson.MAX_ACTION_CHARS);
        o.remove(List.of("verdict", "counterexample", "secretVerdict"));
        return o.toString();
    }
}
