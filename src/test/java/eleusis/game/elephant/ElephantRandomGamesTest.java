package eleusis.game.elephant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.game.Audience;
import eleusis.game.GameEvent;
import eleusis.game.Playout;
import eleusis.game.Viewer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What only Der Elefant im Porzellanladen has, over seeded games played as the catalogue's contract
 * test plays them ({@link Playout}, {@link ElephantContract}; the contract itself is checked there):
 * after every action the ten money cards are all there and nobody holds more than two, the rows hold
 * what a turn needs; each scoring is worked out again here from the collections as they stood when
 * it began (an automatic one takes the best type left), every type is used once, and the totals and
 * winners at the end are those sums.
 */
class ElephantRandomGamesTest {
    static final int GAMES = 300;

    @Test
    void moneyRowsAndScoresKeepTheRules() {
        ElephantContract contract = new ElephantContract();
        int actions = 0;
        for (long seed = 1; seed <= GAMES; seed++) actions += play(new Playout<>(contract, seed));
        System.out.printf("Elephant rules: %d games, %d actions%n", GAMES, actions);
    }

    private static int play(Playout<ElephantSettings, ElephantAction> p) {
        ElephantGame g = (ElephantGame) p.game();
        Map<Integer, List<ElephantView.PorcelainCard>> atScoring = new HashMap<>();
        Map<Integer, Integer> recomputed = new HashMap<>();
        Map<Integer, Set<String>> used = new HashMap<>();
        int step = 0;
        while (!g.over()) {
            if (++step > 1_000) fail(p.describe() + ": no end");
            Playout.Move<ElephantAction> move = p.next();
            List<GameEvent> events = p.apply(move);
            String where = p.describe() + ", action " + step + " (" + move.action() + ")";
            moneyAndRows(g, where);
            for (GameEvent e : events) {
                assertEquals(Audience.EVERYONE, e.audience(), where + ": every event of this game is public");
                if (e instanceof ElephantEvents.ScoringStart) {
                    for (ElephantView.SeatView sv : g.view(new Viewer.Spectator()).seats()) atScoring.put(sv.seat(), sv.collection());
                }
                if (e instanceof ElephantEvents.Scored sc) {
                    Set<String> before = new HashSet<>(used.computeIfAbsent(sc.player(), k -> new HashSet<>()));
                    assertTrue(used.get(sc.player()).add(sc.scoring()), where + ": a scoring type used twice");
                    List<ElephantView.PorcelainCard> c = atScoring.get(sc.player());
                    assertEquals(points(c, sc.scoring(), sc.colour()), sc.points(), where + ": " + sc);
                    if (sc.automatic()) assertEquals(bestUnused(c, before), sc.points(), where + ": automatic scoring takes the best");
                    recomputed.merge(sc.player(), sc.points(), Integer::sum);
                }
            }
        }
        ElephantEvents.GameEnd end = (ElephantEvents.GameEnd) g.log().get(g.log().size() - 1);
        for (int s = 0; s < g.players(); s++) {
            assertEquals(4, used.get(s).size(), p.describe() + ": seat " + s + " used every scoring type once");
            assertEquals(recomputed.get(s), end.scores().get(s), p.describe() + ": the total of seat " + s);
        }
        assertEquals(g.totals(), end.scores());
        int top = end.scores().values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        assertEquals(end.scores().keySet().stream().filter(s -> end.scores().get(s) == top).toList(), end.winners());
        return step;
    }

    private static void moneyAndRows(ElephantGame g, String where) {
        int money = g.bank();
        assertTrue(g.bank() >= 0, where + ": the bank is never negative");
        for (int s = 0; s < g.players(); s++) {
            assertTrue(g.money(s) >= 0 && g.money(s) <= ElephantGame.MAX_MONEY, where + ": seat " + s + " money");
            money += g.money(s);
        }
        assertEquals(ElephantGame.MONEY, money, where + ": 10 money cards in all");
        // A row is laid out again only when it is empty, so between turns it holds 1 to 5 cards (the
        // elephant row may be empty while the player who took its last card chooses a loss).
        assertTrue(g.porcelainRow().size() <= ElephantGame.ROW, where + ": porcelain row");
        assertTrue(g.elephantRow().size() <= ElephantGame.ROW, where + ": elephant row");
        if (g.phase() != ElephantPhase.LOSE) assertFalse(g.elephantRow().isEmpty(), where + ": an elephant to take");
        if (g.phase() == ElephantPhase.TURN || g.phase() == ElephantPhase.LOSE) {
            assertFalse(g.porcelainRow().isEmpty(), where + ": a turn always has porcelain to buy");
        }
    }

    /** The most any type not used before (and any colour) would score. */
    private static int bestUnused(List<ElephantView.PorcelainCard> c, Set<String> usedBefore) {
        int best = 0;
        for (String type : List.of("lowest", "highest", "one_colour", "all")) {
            if (usedBefore.contains(type)) continue;
            for (String colour : List.of("red", "green", "blue")) best = Math.max(best, points(c, type, colour));
        }
        return best;
    }

    /** Scoring as the sheet says, written again here from the card faces the views show. */
    static int points(List<ElephantView.PorcelainCard> cards, String type, String colour) {
        int total = 0;
        for (String c : List.of("red", "green", "blue")) {
            List<Integer> values = cards.stream().filter(p -> p.colour().equals(c)).map(ElephantView.PorcelainCard::value).toList();
            int sum = values.stream().mapToInt(Integer::intValue).sum();
            switch (type) {
                case "lowest" -> total += values.stream().mapToInt(Integer::intValue).min().orElse(0);
                case "highest" -> total += values.stream().mapToInt(Integer::intValue).max().orElse(0);
                case "one_colour" -> total += c.equals(colour) ? sum : 0;
                case "all" -> total += sum;
                default -> fail("unknown scoring type " + type);
            }
        }
        return total;
    }
}
