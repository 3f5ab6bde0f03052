package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Playout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What only Elementa has, over seeded games played as the catalogue's contract test plays them
 * ({@link Playout}, {@link ElementaContract}; the contract itself is checked there): the computer
 * players choose legal cards, a game is forty cards laid in ten hands, each hand goes to the first
 * tied-highest card, and the end (points, relics, the winner) is worked out again here from the
 * hands won, without the game's scoring code.
 */
class ElementaRandomGamesTest {
    static final int GAMES = 500;

    @Test
    void handsAndScoresKeepTheRules() {
        ElementaContract contract = new ElementaContract();
        for (long seed = 1; seed <= GAMES; seed++) {
            Playout<ElementaSettings, ElementaAction> p = new Playout<>(contract, seed);
            ElementaGame g = (ElementaGame) p.game();
            List<ElementaEvents.HandWon> hands = new ArrayList<>();
            int actions = 0;
            while (!g.over()) {
                assertTrue(actions < 40, p.describe() + ": a game lays each card once: 40 actions at most");
                Playout.Move<ElementaAction> move = p.next();
                if (move.simulated()) {
                    assertTrue(g.legalActions(move.seat()).contains(move.action()), p.describe() + ": the bot chooses a legal card");
                }
                for (GameEvent e : p.apply(move)) if (e instanceof ElementaEvents.HandWon w) hands.add(w);
                actions++;
            }
            assertEquals(40, actions, p.describe());
            assertEquals(10, hands.size(), p.describe());
            checkEnd(g, hands, g.settings().relicsBreakTies(), p.describe());
        }
    }

    /** The end recomputed from the hands won, without the game's scoring code. */
    private static void checkEnd(ElementaGame g, List<ElementaEvents.HandWon> hands, boolean relicsBreakTies, String where) {
        int[] points = new int[2];
        int[] relics = new int[2];
        for (int team = 0; team < 2; team++) {
            Map<Integer, Integer> byBase = new HashMap<>();
            List<ElementaCard> cards = new ArrayList<>();
            for (ElementaEvents.HandWon w : hands) {
                if (w.winner() % 2 == team) w.cards().forEach(v -> cards.add(v.card()));
            }
            for (ElementaCard c : cards) {
                if (c.suit().equals("relic")) relics[team]++;
                else byBase.merge(c.base(), 1, Integer::sum);
            }
            for (ElementaCard c : cards) {
                if (c.suit().equals("relic")) continue;
                if (c.base() == 1) points[team] += 5;
                if (c.base() == 7) points[team] += 3;
                if (byBase.get(c.base()) - 1 >= 2) points[team] += 1;
            }
        }
        ElementaEvents.GameEnd end = (ElementaEvents.GameEnd) g.log().get(g.log().size() - 1);
        assertEquals(Map.of(0, points[0], 1, points[1]), end.scores(), where);
        assertEquals(Map.of(0, relics[0], 1, relics[1]), end.relics(), where);
        assertEquals(5, relics[0] + relics[1], where);
        Integer all = relics[0] == 5 ? Integer.valueOf(0) : relics[1] == 5 ? Integer.valueOf(1) : null;
        assertEquals(all, end.allRelics(), where);
        Integer winner;
        if (all != null) winner = all;
        else if (points[0] != points[1]) winner = points[0] > points[1] ? 0 : 1;
        else if (relicsBreakTies) winner = relics[0] > relics[1] ? 0 : 1;
        else winner = null;
        assertEquals(winner, end.winner(), where);
        assertEquals(Map.of(0, points[0], 1, points[1], 2, points[0], 3, points[1]), g.totals(), where);
        for (ElementaEvents.HandWon w : hands) {
            List<Integer> values = new ArrayList<>();
            for (ElementaEvents.Valued v : w.cards()) values.add(v.value());
            int best = values.stream().max(Integer::compare).orElseThrow();
            assertEquals(w.cards().get(values.indexOf(best)).player(), w.winner(), where + ": the first tied-highest card wins");
        }
    }
}
