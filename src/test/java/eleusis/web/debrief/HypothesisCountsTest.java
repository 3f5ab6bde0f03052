package eleusis.web.debrief;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The debrief's counts are kept for the rounds looked at last, not for every round a server ever showed. */
class HypothesisCountsTest {
    private static RoundReplay.Round round(int number, int lastSeq) {
        RoundReplay.Step deal = new RoundReplay.Step(lastSeq, 0, Instant.EPOCH, List.of(), null, List.of(), List.of(), List.of());
        return new RoundReplay.Round(number, "card is red", false, List.of(deal), true);
    }

    @Test
    void onlyTheRoundsLookedAtLastAreKept() throws Exception {
        try (HypothesisCounts counts = new HypothesisCounts(2)) {
            HypothesisCounts.Shrinking first = counts.counts(1, round(0, 5), 60_000);
            assertNotNull(first, "worked out within a minute");
            var table1 = counts.request(1, round(0, 5));
            assertSame(table1, counts.request(1, round(0, 5)), "kept while among the last two looked at");
            var table2 = counts.request(2, round(0, 5));
            counts.request(1, round(0, 5)); // looked at again: now the most recent
            counts.request(3, round(0, 5)); // table 2's round is the least recent: it goes
            assertEquals(2, counts.kept());
            assertSame(table1, counts.request(1, round(0, 5)), "table 1's round was looked at since");
            assertNotSame(table2, counts.request(2, round(0, 5)), "table 2's round was let go, so it is worked out again");
            assertEquals(2, counts.kept());
            // A round worked out again gives the same counts.
            assertEquals(first.total(), counts.counts(2, round(0, 5), 60_000).total());
        }
    }

    @Test
    void aRoundThatMovedOnIsWorkedOutAgain() {
        try (HypothesisCounts counts = new HypothesisCounts(10)) {
            var before = counts.request(1, round(0, 5));
            assertNotSame(before, counts.request(1, round(0, 6)));
            assertEquals(1, counts.kept());
        }
    }
}
