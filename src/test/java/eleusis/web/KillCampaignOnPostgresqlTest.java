package eleusis.web;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link KillCampaignTest}'s campaign on PostgreSQL, in a schema of its own: 20 SIGKILLs, nothing
 * acknowledged lost or changed. A class of its own so that the slow tier's two JVMs can run it beside
 * the embedded store's campaign (together they were the tier's longest class, 137 s).
 */
@Tag("campaign")
class KillCampaignOnPostgresqlTest {
    private static final String PG = System.getenv("ELEUSIS_TEST_PG_URL");

    @TempDir
    Path dir;

    @Test
    @Timeout(600)
    void nothingAcknowledgedIsLostOnPostgresql() throws Exception {
        assumeTrue(PG != null && !PG.isBlank(), "ELEUSIS_TEST_PG_URL is not set; PostgreSQL tests skipped");
        String schema = "eleusis_kill_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
        execute("CREATE SCHEMA " + schema);
        try (KillCampaign campaign = new KillCampaign(dir, PG + (PG.contains("?") ? "&" : "?") + "currentSchema=" + schema,
                KillCampaignTest.seed(), System.out)) {
            KillCampaignTest.verify(campaign.run(KillCampaignTest.KILLS));
        } finally {
            execute("DROP SCHEMA " + schema + " CASCADE");
        }
    }

    private static void execute(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(PG); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
