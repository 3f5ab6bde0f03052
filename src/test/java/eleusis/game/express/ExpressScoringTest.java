package eleusis.game.express;

import static eleusis.game.express.ExpressTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Reason;
import eleusis.game.TableEvents;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Express scores: 12 minus the cards in hand, 4 more for guessing the rule, the dealer the highest
 * (or, by setting, the players' average).
 */
class ExpressScoringTest {

    @Test
    void eachPlayerScoresTwelveMinusOwnCardsAndTheDealerTheHighest() {
        // "true": every card is right and every no-play wrong (a card is played for the player, who
        // draws one, so the hand keeps its size).
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true"));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2);
        List<GameEvent> last = List.of();
        for (int i = 0; i < 12; i++) {
            last = t.playFirst();          // f: 12 - (i + 1)
            if (i == 11) break;
            t.endTurn();
            t.noPlay(g);                   // g: stays 12
            t.playFirst();                 // h: 12 - (i + 1)
            t.endTurn();
        }
        TableEvents.RoundEnd end = only(last, TableEvents.RoundEnd.class);
        assertEquals("a player has no cards left", end.reason());
        assertEquals(Map.of(f, 0, g, 12, h, 1), end.hands());
        // f 12 - 0 = 12, g 12 - 12 = 0, h 12 - 1 = 11; the dealer the highest, 12. No bonus for an
        // empty hand in Express.
        assertEquals(Map.of(0, 12, f, 12, g, 0, h, 11), end.scores());
    }

    @Test
    void theGuesserScoresFourMore() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true"));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2);
        t.playFirst();                     // f: 11
        t.endTurn();
        t.playFirst();                     // g: 11
        t.endTurn();
        t.playFirst();                     // h: 11
        t.endTurn();
        t.playFirst();                     // f: 10
        t.endTurn();
        t.playFirst();                     // g: 10
        List<GameEvent> events = t.guess("card.rank < 14");
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals(Map.of(f, 10, g, 10, h, 11), end.hands());
        // f 12 - 10 = 2, g 12 - 10 + 4 = 6, h 12 - 11 = 1; the dealer 6.
        assertEquals(Map.of(0, 6, f, 2, g, 6, h, 1), end.scores());
    }

    @Test
    void bySettingTheDealerScoresThePlayersAverageRoundedDown() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true").withDealerScore(ExpressDealerScore.AVERAGE));
        List<Integer> o = t.order();
        int f = o.get(0), g = o.get(1), h = o.get(2);
        t.playFirst();                     // f: 11
        t.endTurn();
        t.playFirst();                     // g: 11
        List<GameEvent> events = t.guess("card.rank < 14");
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        // f 12 - 11 = 1, g 12 - 11 + 4 = 5, h 0; the dealer (1 + 5 + 0) / 3 = 2.
        assertEquals(Map.of(0, 2, f, 1, g, 5, h, 0), end.scores());
        assertEquals(-1, ExpressDealerScore.AVERAGE.score(List.of(-1, 0)), "rounded down, below zero too");
        assertEquals(0, ExpressDealerScore.HIGHEST.score(List.of(-1, 0)));
    }

    @Test
    void theDealerRotatesAndWhoNeverDealtGetsTenWhenTheGameEndsEarly() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true").withRounds(3));
        int[] totals = new int[4];
        for (int round = 0; round < 3; round++) {
            assertEquals(round, t.g.dealer());
            assertEquals(round, t.g.round());
            t.playFirst();
            int seat = t.g.waitingFor().get(0);
            TableEvents.RoundEnd end = only(t.guess("true"), TableEvents.RoundEnd.class);
            assertEquals(round, end.dealer());
            for (int s = 0; s < 4; s++) {
                assertEquals(s == seat || s == round ? 5 : 0, end.scores().get(s), "round " + round + ", seat " + s);
                totals[s] += end.scores().get(s);
            }
            if (round < 2) {
                assertEquals(ExpressPhase.ROUND_OVER, t.g.phase());
                assertEquals(List.of(round + 1), t.g.waitingFor());
                t.refuse(seat, new ExpressAction.NoPlay(), Reason.ROUND_OVER);
                t.apply(round + 1, new ExpressAction.NextRound());
                for (int s = 0; s < 4; s++) {
                    if (s != round + 1) assertEquals(12, t.hand(s).size(), "a fresh hand for seat " + s);
                }
            }
        }
        assertTrue(t.g.over());
        TableEvents.GameEnd end = t.logged(TableEvents.GameEnd.class).get(0);
        assertEquals(List.of(3), end.neverDealt());
        assertEquals(Map.of(0, totals[0], 1, totals[1], 2, totals[2], 3, totals[3] + 10), end.totals());
        assertEquals(end.totals(), t.g.totals());
        t.refuse(1, new ExpressAction.NextRound(), Reason.GAME_OVER);
    }
}
