package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The checks that hold after every action of every Eleusis-family game. */
public final class Invariants {
    private Invariants() {}

    /** Every card id of the decks in play is in exactly one place: no duplicate, none lost. */
    public static void cardsConserved(Table t, String where) {
        List<Integer> all = new ArrayList<>(t.everyCard());
        int expected = t.decks() * 52;
        assertEquals(expected, all.size(), where + ": " + t.decks() + " decks should hold " + expected + " cards in play");
        boolean[] seen = new boolean[expected];
        for (int id : all) {
            if (id < 0 || id >= expected) fail(where + ": card id " + id + " outside 0.." + (expected - 1));
            if (seen[id]) fail(where + ": card id " + id + " is in two places");
            seen[id] = true;
        }
    }

    /** The ids of the stock: everyCard() lists the stock first. */
    public static Set<Integer> stockIds(Table t) {
        return new HashSet<>(t.everyCard().subList(0, t.stockSize()));
    }

    /**
     * What each viewer sees: a player's own hand as ids ("hand"), other hands only as counts, no
     * stock card, the rule only in the view of the dealer of a round judged by a rule; the
     * spectator sees no hand and no rule. Cards on the table waiting for a verdict are public.
     *
     * @param dealer       the dealer of the round in progress
     * @param ruleJudged   whether the round is judged by a written rule
     * @param pendingField the fields of the spectator's view that hold cards shown on the table
     */
    public static void viewsKeepSecrets(Game<?> g, Table t, int dealer, boolean ruleJudged, String where,
                                        String... pendingField) {
        Views.Scan spectator = Views.scan(g.view(new Viewer.Spectator()));
        Set<Integer> onTable = new HashSet<>();
        for (String field : pendingField) {
            assertTrue(spectator.ids().containsKey(field) || spectator.scalars().containsKey(field),
                    where + ": the view has no field " + field);
            onTable.addAll(spectator.ids().getOrDefault(field, List.of()));
        }
        Set<Integer> stock = stockIds(t);
        for (int seat = 0; seat < g.players(); seat++) {
            Views.Scan view = Views.scan(g.view(new Viewer.Player(seat)));
            String who = where + ", view of seat " + seat;
            if (seat == dealer) {
                assertTrue(view.isNull("hand"), who + ": the dealer holds no hand");
            } else {
                assertEquals(t.hand(seat), view.ids().get("hand"), who + ": the hand shown is the seat's own hand");
            }
            if (seat == dealer && ruleJudged) assertFalse(view.isNull("rule"), who + ": the dealer sees the rule");
            else assertTrue(view.isNull("rule"), who + ": only the dealer sees the rule, but got " + view.scalars().get("rule"));
            Map<String, Integer> sizes = view.numbers().get("handSizes");
            assertEquals(g.players() - 1, sizes.size(), who + ": a hand size for every player");
            for (int other = 0; other < g.players(); other++) {
                if (other == dealer) continue;
                assertEquals(t.handSize(other), sizes.get(Integer.toString(other)), who + ": hand size of " + other);
            }
            checkNoSecretIds(g, t, view.idsExcept("hand"), dealer, seat, onTable, stock, who);
        }
        assertTrue(spectator.isNull("hand"), where + ": the spectator holds no hand");
        assertTrue(spectator.isNull("rule"), where + ": the spectator never sees the rule");
        assertTrue(spectator.isNull("you"), where + ": the spectator has no seat");
        checkNoSecretIds(g, t, spectator.idsExcept(), dealer, -1, onTable, stock, where + ", spectator view");
    }

    /** No id of another seat's hand (unless on the table for a verdict) and no stock id is shown. */
    private static void checkNoSecretIds(Game<?> g, Table t, Set<Integer> shown, int dealer, int owner,
                                         Set<Integer> onTable, Set<Integer> stock, String who) {
        for (int id : shown) {
            if (stock.contains(id)) fail(who + ": shows card " + id + " of the stock");
        }
        for (int other = 0; other < g.players(); other++) {
            if (other == dealer || other == owner) continue;
            for (int id : t.hand(other)) {
                if (shown.contains(id) && !onTable.contains(id)) {
                    fail(who + ": shows card " + id + " of seat " + other + "'s hand");
                }
            }
        }
    }
}
