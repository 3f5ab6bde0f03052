package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The attack campaign of issue 13 at a small size, in the suite: every category held (no leak, no
 * attack let through, no live payload, no server error or stack trace, no slow or missing answer,
 * {@code /health} always up), and each category really tried what it says (its counts are not zero).
 */
@Tag("campaign")
class AttackCampaignTest {
    @TempDir
    Path data;

    @Test
    @Timeout(120)
    void everyAttackOfTheCampaignIsRefusedAndNothingLeaks() throws Exception {
        AttackCampaign.Results r = AttackCampaign.run(data, 1);
        System.out.println(r);
        for (AttackCampaign.Category c : r.categories()) assertEquals(List.of(), c.failures, c.name);
        AttackCampaign.Category hidden = r.get("hidden information");
        assertTrue(hidden.get("WebSocket messages checked") > 200 && hidden.get("HTTP responses checked") > 50
                && hidden.get("views replayed and compared") > 100 && hidden.get("moves played") > 100, hidden.toString());
        assertEquals(2, hidden.get("reveals seen by the check"), "the rule reaches the students once revealed: the check can see it");
        assertTrue(r.get("IDOR, forged seats, student as teacher").get("HTTP attempts") > 100);
        assertTrue(r.get("script payloads").get("pages checked") > 100);
        assertTrue(r.get("SQL injection").get("attempts") > 300);
        assertTrue(r.get("oversized and malformed input").get("WebSocket cases") > 20);
        assertTrue(r.get("/health").get("polls") > 20);
    }
}
