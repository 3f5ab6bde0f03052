package eleusis.game.express;

import static eleusis.game.express.ExpressTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Reason;
import eleusis.game.TableEvents;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The house dealer of a classroom ({@code dealerRotates = false}): seat 0 deals and judges every
 * round, the others play every round, the round-over phase waits for seat 0, and no never-dealt
 * bonus is given.
 */
class ExpressHouseDealerTest {

    @Test
    void theStandardGameRotatesTheDealerAndSaysSo() {
        ExpressSettings s = ExpressTable.settings(4, "true");
        assertTrue(s.dealerRotates());
        assertFalse(s.withDealerRotates(false).dealerRotates());
        assertEquals(s, s.withDealerRotates(false).withDealerRotates(true));
        assertTrue(ExpressTable.start(s).spectator().dealerRotates());
    }

    @Test
    void seatZeroDealsEveryRoundAndNobodyGetsTheNeverDealtBonus() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true").withRounds(3).withDealerRotates(false));
        int[] totals = new int[4];
        for (int round = 0; round < 3; round++) {
            assertEquals(0, t.g.dealer(), "round " + round);
            assertFalse(t.spectator().dealerRotates(), "the browser can say: the house deals");
            assertEquals("true", t.view(0).rule(), "the house sees the rule");
            assertNull(t.view(0).hand(), "the house holds no cards");
            for (int s = 1; s < 4; s++) assertEquals(12, t.hand(s).size(), "seat " + s + " plays round " + round);
            t.playFirst();
            int seat = t.g.waitingFor().get(0);
            TableEvents.RoundEnd end = only(t.guess("true"), TableEvents.RoundEnd.class);
            assertEquals(0, end.dealer());
            // The guesser 12 - 11 + 4 = 5, the others 12 - 12 = 0, the dealer the highest, 5.
            for (int s = 0; s < 4; s++) {
                assertEquals(s == seat || s == 0 ? 5 : 0, end.scores().get(s), "round " + round + ", seat " + s);
                totals[s] += end.scores().get(s);
            }
            if (round < 2) {
                assertEquals(List.of(0), t.g.waitingFor(), "the round-over phase waits for the house");
                assertEquals(List.of("next_round"), t.g.allowed(0));
                for (int s = 1; s < 4; s++) assertEquals(List.of(), t.g.allowed(s), "seat " + s);
                t.refuse(seat, new ExpressAction.NextRound(), Reason.NOT_THE_DEALER);
                t.refuse(1, new ExpressAction.NextRound("card is red", false), Reason.NOT_THE_DEALER);
                assertEquals(0, only(t.apply(0, new ExpressAction.NextRound()), TableEvents.RoundStart.class).dealer());
            }
        }
        assertTrue(t.g.over());
        TableEvents.GameEnd end = t.logged(TableEvents.GameEnd.class).get(0);
        assertEquals(List.of(), end.neverDealt(), "nobody but the house deals, by design: no bonus");
        assertEquals(Map.of(0, totals[0], 1, totals[1], 2, totals[2], 3, totals[3]), end.totals());
        assertEquals(15, totals[0]);
        assertEquals(end.totals(), t.g.totals());
    }
}
