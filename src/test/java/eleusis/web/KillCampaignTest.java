package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Acknowledged = stored (issue 11): the real server in a child JVM, a class playing on it, killed
 * with SIGKILL 20 times (at random moments and the moment a view reaches a client) and started again
 * on the same data; nothing any client saw acknowledged is lost or changed, and play goes on. Here on
 * the embedded store; {@link KillCampaignOnPostgresqlTest} runs the same on PostgreSQL, in a class of
 * its own so that the slow tier's two JVMs can run the two campaigns side by side. {@link KillCampaign}
 * does the work; the benchmark {@code eleusis.bench.KillCampaigns} runs it longer.
 */
@Tag("campaign")
class KillCampaignTest {
    static final int KILLS = 20;

    @TempDir
    Path dir;

    @Test
    @Timeout(600)
    void nothingAcknowledgedIsLostOnTheEmbeddedStore() throws Exception {
        try (KillCampaign campaign = new KillCampaign(dir, null, seed(), System.out)) {
            verify(campaign.run(KILLS));
        }
    }

    /** The check catches what it is there for: an acknowledged action deleted, another rewritten, a note and a seat gone. */
    @Test
    @Timeout(120)
    void theCheckFindsWhatAStoreLost() throws Exception {
        try (KillCampaign campaign = new KillCampaign(dir, null, 7, null)) {
            KillCampaign.Figures f = campaign.run(1);
            assertEquals(0, f.lost() + f.changed() + f.lostNotes() + f.lostJoins(), f.toString());
            assertTrue(f.actions() >= 2 && f.joins() >= 1, f.toString());
            KillCampaign.Figures damaged = campaign.damageAndCheck(db -> db.jdbi().useHandle(h -> {
                long table = h.createQuery("SELECT table_id FROM game_actions ORDER BY seq DESC LIMIT 1").mapTo(Long.class).one();
                int last = h.createQuery("SELECT MAX(seq) FROM game_actions WHERE table_id = :t").bind("t", table).mapTo(Integer.class).one();
                h.execute("DELETE FROM game_actions WHERE table_id = ? AND seq = ?", table, last);
                h.execute("UPDATE game_actions SET seat = seat + 1 WHERE table_id = ? AND seq = 1", table);
                h.execute("DELETE FROM notebook_entries");
                h.execute("DELETE FROM seats WHERE player_name LIKE 'Late%'");
            }));
            assertTrue(damaged.lost() >= 1, damaged.toString());
            assertEquals(1, damaged.changed(), damaged.toString());
            assertTrue(damaged.lostNotes() >= (f.notes() > 0 ? 1 : 0), damaged.toString());
            assertTrue(damaged.lostJoins() >= 1, damaged.toString());
        }
    }

    static void verify(KillCampaign.Figures f) {
        System.out.println(f);
        assertEquals(KILLS, f.kills(), "every run of the server was killed: " + f);
        assertTrue(f.killsOnView() >= 3 && f.killsAtRandom() >= 3, "kills of both kinds: " + f);
        assertTrue(f.actions() >= 5 * KILLS, "the class played: " + f);
        assertTrue(f.notes() > 0 && f.joins() > 0, "notes and joins were acknowledged: " + f);
        assertTrue(f.restartsWithPlay() >= KILLS / 2, "play went on after the restarts: " + f);
        assertEquals(0, f.lost(), "acknowledged actions lost: " + f);
        assertEquals(0, f.changed(), "acknowledged actions changed: " + f);
        assertEquals(0, f.lostNotes(), "acknowledged notes lost: " + f);
        assertEquals(0, f.lostJoins(), "acknowledged joins lost: " + f);
    }

    /** A new seed each run (printed, so a failure can be replayed with -Dkill.seed=N). */
    static long seed() {
        long seed = Long.getLong("kill.seed", System.nanoTime());
        System.out.println("kill campaign seed " + seed);
        return seed;
    }
}
