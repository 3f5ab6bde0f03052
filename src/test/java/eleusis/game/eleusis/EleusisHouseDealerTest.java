package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Reason;
import eleusis.game.TableEvents;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The house dealer of a classroom ({@code dealerRotates = false}): seat 0 deals and judges every
 * round, the other seats play every round, the round-over phase waits for seat 0, and nobody gets
 * the bonus for never having dealt.
 */
class EleusisHouseDealerTest {

    @Test
    void theStandardGameRotatesTheDealerAndSaysSo() {
        EleusisSettings s = EleusisTable.settings(4, "true");
        assertTrue(s.dealerRotates());
        assertFalse(s.withDealerRotates(false).dealerRotates());
        assertEquals(s, s.withDealerRotates(false).withDealerRotates(true));
        assertTrue(EleusisTable.start(s).spectator().dealerRotates());
    }

    @Test
    void seatZeroDealsEveryRoundAndNobodyGetsTheNeverDealtBonus() {
        // Hands of one card and the rule "true": the first player plays the only card and the round
        // ends. High count 1: that player 1 - 0 + 4 = 5, the other player 0, the dealer the highest, 5.
        EleusisTable t = EleusisTable.start(EleusisTable.settings(3, "true").withHandSize(1).withRounds(3)
                .withDealerRotates(false));
        int[] totals = new int[3];
        for (int round = 0; round < 3; round++) {
            assertEquals(0, t.g.dealer(), "round " + round);
            assertFalse(t.spectator().dealerRotates(), "the browser can say: the house deals");
            assertEquals("true", t.view(0).rule(), "the house sees the rule");
            assertNull(t.view(1).rule());
            assertNull(t.view(0).hand(), "the house holds no cards");
            assertEquals(1, t.hand(1).size());
            assertEquals(1, t.hand(2).size());
            int seat = t.turn();
            TableEvents.RoundEnd end = only(t.playFirst(1), TableEvents.RoundEnd.class);
            assertEquals(0, end.dealer());
            assertEquals(Map.of(0, 5, seat, 5, 3 - seat, 0), end.scores());
            end.scores().forEach((s, n) -> totals[s] += n);
            if (round < 2) {
                assertEquals(Phase.ROUND_OVER, t.g.phase());
                assertEquals(List.of(0), t.g.waitingFor(), "the round-over phase waits for the house");
                assertEquals(List.of("next_round"), t.g.allowed(0));
                assertEquals(List.of(), t.g.allowed(1), "a player cannot start the next round");
                assertEquals(List.of(), t.g.allowed(2));
                t.refuse(1, new EleusisAction.NextRound(), Reason.NOT_THE_DEALER);
                TableEvents.RoundStart start = only(t.apply(0, new EleusisAction.NextRound()), TableEvents.RoundStart.class);
                assertEquals(0, start.dealer());
                assertEquals(List.of(1, 2), start.players());
            }
        }
        assertTrue(t.g.over());
        TableEvents.GameEnd end = t.logged(TableEvents.GameEnd.class).get(0);
        assertEquals(List.of(), end.neverDealt(), "nobody but the house deals, by design: no bonus");
        assertEquals(Map.of(0, totals[0], 1, totals[1], 2, totals[2]), end.totals());
        assertEquals(15, totals[0], "the house scored 5 in each of the three rounds");
        assertEquals(end.totals(), t.g.totals());
    }

    @Test
    void theHouseChoosesTheRuleOfEachRound() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true").withHandSize(1).withRounds(2)
                .withDealerRotates(false));
        t.playFirst(1);
        t.refuse(2, new EleusisAction.NextRound("card is red", false), Reason.NOT_THE_DEALER);
        t.apply(0, new EleusisAction.NextRound("card is red", false));
        assertEquals(0, t.g.dealer());
        assertEquals("card is red", t.view(0).rule());
        assertTrue(EleusisTable.face(t.mainline().get(0)).color() == eleusis.cards.CardColor.RED, "a red starter");
    }

    @Test
    void theHouseEndsARoundAndTheGameEndsWithoutBonus() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true").withHandSize(5).withDealerRotates(false)
                .withRounds(1));
        List<Integer> o = t.order();
        t.playFirst(3);   // f: 2 cards left
        t.endTurn();
        List<GameEvent> events = t.apply(0, new EleusisAction.EndRound());
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        // High count 5: f 5 - 2 = 3, g 0, h 0; the dealer 3.
        assertEquals(Map.of(0, 3, o.get(0), 3, o.get(1), 0, o.get(2), 0), end.scores());
        assertEquals(List.of(), only(events, TableEvents.GameEnd.class).neverDealt());
        assertEquals(end.scores(), t.g.totals());
    }
}
