package eleusis.bench;

import eleusis.web.KillCampaign;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The kill campaign of issue 11 at length: {@code sqlite N} or {@code postgresql N [JDBC_URL]}
 * (the URL defaults to ELEUSIS_TEST_PG_URL; the campaign works in a schema of its own, dropped at
 * the end). Kills the real server N times while a class plays on it ({@link KillCampaign}) and
 * prints kills, what clients saw acknowledged, what was lost or changed (must be 0) and the restart
 * times. Exits with 1 if anything acknowledged was lost or changed.
 *
 * <pre>
 * mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.KillCampaigns -Dbench.args="sqlite 500"
 * mvn -B -q -Pbench test-compile exec:exec -Dbench.main=eleusis.bench.KillCampaigns -Dbench.args="postgresql 100"
 * </pre>
 */
public final class KillCampaigns {
    private KillCampaigns() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 2 || !(args[0].equals("sqlite") || args[0].equals("postgresql"))) {
            System.err.println("usage: KillCampaigns sqlite|postgresql KILLS [JDBC_URL]");
            System.exit(2);
        }
        // The store is opened after every kill to check it: its INFO lines would bury the figures.
        System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        String store = args[0];
        int kills = Integer.parseInt(args[1]);
        long seed = Long.getLong("kill.seed", System.nanoTime());
        Path work = Files.createTempDirectory("eleusis-kill-");
        String base = args.length > 2 ? args[2] : System.getenv("ELEUSIS_TEST_PG_URL");
        String schema = null;
        String url = null;
        if (store.equals("postgresql")) {
            if (base == null || base.isBlank()) {
                System.err.println("postgresql needs a JDBC URL: the third argument or ELEUSIS_TEST_PG_URL");
                System.exit(2);
            }
            schema = "eleusis_kill_" + Long.toHexString(seed & 0xffffffffL);
            execute(base, "CREATE SCHEMA " + schema);
            url = base + (base.contains("?") ? "&" : "?") + "currentSchema=" + schema;
        }
        System.out.println("kill campaign on " + store + ": " + kills + " kills, seed " + seed + ", work folder " + work);
        long started = System.nanoTime();
        KillCampaign.Figures f;
        try (KillCampaign campaign = new KillCampaign(work, url, seed, System.out)) {
            f = campaign.run(kills);
        } finally {
            if (schema != null) execute(base, "DROP SCHEMA " + schema + " CASCADE");
        }
        System.out.println();
        System.out.println("store                " + f.store());
        System.out.println("kills                " + f.kills() + " (" + f.killsOnView() + " as a view reached a client, "
                + f.killsAtRandom() + " at random moments)");
        System.out.println("acknowledged         " + f.actions() + " actions, " + f.notes() + " notebook entries, " + f.joins() + " joins");
        System.out.println("lost                 " + f.lost() + " actions, " + f.lostNotes() + " notebook entries, " + f.lostJoins() + " joins");
        System.out.println("changed              " + f.changed() + " actions");
        System.out.println("play went on after   " + f.restartsWithPlay() + " of " + f.restartMillis().size() + " restarts");
        System.out.println("restart              median " + f.medianRestart() + " ms, max " + f.maxRestart()
                + " ms (process start to first answered request)");
        System.out.printf("wall time            %.0f s%n", (System.nanoTime() - started) / 1e9);
        try (Stream<Path> files = Files.walk(work)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
        boolean ok = f.lost() + f.changed() + f.lostNotes() + f.lostJoins() == 0;
        System.exit(ok ? 0 : 1);
    }

    private static void execute(String url, String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
