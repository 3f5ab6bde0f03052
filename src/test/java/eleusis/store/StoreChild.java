package eleusis.store;

import eleusis.game.eleusis.EleusisType;
import eleusis.game.Judge;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.rules.Rule;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A server stand-in the tests run as a separate JVM, to kill it or to hold the database:
 * <ul>
 *   <li>{@code hold <data dir>}: opens the database, prints {@code open}, waits to be killed;</li>
 *   <li>{@code play <data dir>}: plays bot games through {@link LiveTables}, printing
 *       {@code <table> <seq>} after each action's apply (and so its commit) has returned.</li>
 * </ul>
 */
public final class StoreChild {
    private static final Rule RULE = Rule.compile("card.color != last.color").rule();

    private StoreChild() {}

    public static void main(String[] args) throws InterruptedException {
        Database db = Database.open(Path.of(args[1]), null);
        if (args[0].equals("hold")) {
            System.out.println("open");
            System.out.flush();
            Thread.sleep(TimeUnit.MINUTES.toMillis(2));
            return;
        }
        Teacher t = db.teachers().create("kill@school.org", "Kill", "nine lives please");
        long session = db.classSessions().create(t.id(), "Crash course", "eleusis").id();
        LiveTables games = new LiveTables(db);
        for (long seed = 1; ; seed++) {
            LiveTable<EleusisSettings, EleusisAction> game = games.create(EleusisType.TYPE, session, "Table " + seed,
                    EleusisSettings.standard(4, new Judge.ByRule(RULE)), seed);
            eleusis.game.eleusis.EleusisBot bot = new eleusis.game.eleusis.EleusisBot(seed, RULE);
            while (!game.over()) {
                int seat = game.read(g -> g.waitingFor().get(0));
                EleusisAction a = game.read(g -> bot.act((eleusis.game.eleusis.EleusisGame) g, seat));
                if (!LiveTable.await(game.submit(seat, a)).applied()) throw new IllegalStateException("refused: " + a);
                System.out.println(game.tableId() + " " + game.actions());
                System.out.flush();
            }
        }
    }

    /** Starts this class in a new JVM with the test classpath; its errors go to {@code log}. */
    static Process start(String mode, Path dataDir, Path log) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(StoreChild.class.getName());
        command.add(mode);
        command.add(dataDir.toString());
        return new ProcessBuilder(command).redirectError(log.toFile()).start();
    }

    static BufferedReader output(Process p) {
        return new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    }
}
