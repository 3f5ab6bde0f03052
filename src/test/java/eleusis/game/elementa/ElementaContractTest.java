package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.Recorded;
import eleusis.game.Viewer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * 500 seeded games, bots and random players mixed, settings varied, checked after every action:
 * every card in one place, views and public events that show no hidden card, legal actions that
 * are legal, replay that rebuilds the same views, and at the end scores recomputed from the hands.
 */
class ElementaContractTest {
    static final int GAMES = 500;
    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyActionKeepsTheContract() throws Exception {
        int ends = 0;
        for (int n = 0; n < GAMES; n++) {
            long seed = 40_000 + n;
            SplittableRandom r = new SplittableRandom(seed);
            ElementaSettings s = ElementaSettings.standard(4).withShowCaptured(n % 3 == 0).withRelicsBreakTies(n % 5 != 0);
            if (n % 7 == 0) s = s.withHandSize(1 + r.nextInt(5));
            if (n % 2 == 0) s = s.withDealer(r.nextInt(4));
            ElementaGame g = ElementaGame.start(s, seed);
            boolean[] bot = new boolean[4];
            for (int i = 0; i < 4; i++) bot[i] = r.nextBoolean();
            ElementaBot bots = new ElementaBot(seed);
            Set<Integer> laid = new HashSet<>();
            List<ElementaEvents.HandWon> hands = new ArrayList<>();
            checkEvents(g, g.log(), laid);
            check(g, laid, s.showCaptured());
            int actions = 0;
            while (!g.over()) {
                assertTrue(actions < 40, "a game lays each card once: 40 actions at most");
                int seat = g.waitingFor().get(0);
                assertEquals(1, g.waitingFor().size());
                for (int other = 0; other < 4; other++) {
                    assertEquals(other == seat, !g.legalActions(other).isEmpty(), "legal actions only for the seat waited for");
                    assertEquals(other == seat ? List.of("play") : List.of(), g.allowed(other));
                }
                List<ElementaAction> legal = g.legalActions(seat);
                if (actions % 7 == 3) {
                    ElementaAction tried = legal.get(r.nextInt(legal.size()));
                    ElementaGame copy = ElementaGame.replay(s, seed, g.history());
                    assertTrue(copy.apply(seat, tried).applied(), "a legal action is applied: " + tried);
                }
                ElementaAction a = bot[seat] ? bots.act(g, seat) : legal.get(r.nextInt(legal.size()));
                assertTrue(legal.contains(a), "the bot chooses a legal action");
                Outcome o = g.apply(seat, a);
                if (!(o instanceof Outcome.Applied applied)) {
                    fail("refused: " + a + " " + o);
                    return;
                }
                actions++;
                laid.add(((ElementaAction.Play) a).card());
                checkEvents(g, applied.events(), laid);
                for (GameEvent e : applied.events()) if (e instanceof ElementaEvents.HandWon w) hands.add(w);
                check(g, laid, s.showCaptured());
            }
            assertEquals(40, actions);
            assertEquals(10, hands.size());
            assertEquals(views(g), views(ElementaGame.replay(s, seed, g.history())), "replay rebuilds every view");
            checkEnd(g, hands, s.relicsBreakTies());
            ends++;
        }
        assertEquals(GAMES, ends);
    }

    /** Cards in one place each; no view shows a card its viewer may not see. */
    private static void check(ElementaGame g, Set<Integer> laid, boolean showCaptured) throws Exception {
        List<Integer> every = new ArrayList<>(g.everyCard());
        every.sort(null);
        assertEquals(IntStream.range(0, 40).boxed().toList(), every, "every card in exactly one place");
        Set<Integer> lastHand = new HashSet<>();
        if (g.lastHand() != null) g.lastHand().cards().forEach(v -> lastHand.add(v.card().id()));
        Set<Integer> facedown = new HashSet<>();
        if (!showCaptured) for (int s = 0; s < 4; s++) facedown.addAll(g.captured(s));
        facedown.removeAll(lastHand);
        for (int viewer = -1; viewer < 4; viewer++) {
            Set<Integer> hidden = new HashSet<>(g.stock());
            hidden.addAll(facedown);
            for (int s = 0; s < 4; s++) if (s != viewer) hidden.addAll(g.hand(s));
            ElementaView view = (ElementaView) (viewer < 0 ? g.view(new Viewer.Spectator()) : g.view(new Viewer.Player(viewer)));
            byte[] json = JSON.writeValueAsBytes(view);
            for (int id : shownIds(json)) {
                assertFalse(hidden.contains(id), "viewer " + viewer + " sees hidden card " + id + ": " + new String(json));
            }
            if (viewer >= 0) {
                for (ElementaView.Legal l : view.legal()) assertTrue(g.hand(viewer).contains(l.card()));
                assertEquals(g.hand(viewer), view.hand().stream().map(ElementaCard::id).toList());
            } else {
                assertEquals(null, view.hand());
            }
            for (int s = 0; s < 4; s++) assertEquals(g.hand(s).size(), view.handSizes().get(s));
            assertEquals(g.stock().size(), view.stock());
        }
    }

    /** Every "id" of a card, and every "card" number (the legal entries), read from the JSON bytes as they stream. */
    private static Set<Integer> shownIds(byte[] json) throws java.io.IOException {
        Set<Integer> out = new HashSet<>();
        try (com.fasterxml.jackson.core.JsonParser p = JSON.getFactory().createParser(json)) {
            String field = null;
            for (com.fasterxml.jackson.core.JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == com.fasterxml.jackson.core.JsonToken.FIELD_NAME) field = p.currentName();
                else if (t == com.fasterxml.jackson.core.JsonToken.VALUE_NUMBER_INT && ("id".equals(field) || "card".equals(field))) {
                    out.add(p.getIntValue());
                }
            }
        }
        return out;
    }

    /** Public events show only laid cards; a private event only the cards of its own player's hand. */
    private static void checkEvents(ElementaGame g, List<GameEvent> events, Set<Integer> laid) {
        for (GameEvent e : events) {
            Set<Integer> ids = new HashSet<>();
            collect(JSON.valueToTree(e), ids);
            if (e.publicEvent()) {
                assertTrue(laid.containsAll(ids), "a public event shows only cards laid on the table: " + e);
            } else {
                int player = e instanceof ElementaEvents.Deal d ? d.player() : ((ElementaEvents.Draw) e).player();
                assertTrue(g.hand(player).containsAll(ids) || laid.containsAll(ids), "a private event for " + player + ": " + e);
            }
        }
    }

    /** Every "id" of a card, and every "card" number (the legal entries), anywhere in the tree. */
    private static void collect(JsonNode node, Set<Integer> out) {
        if (node.isObject()) {
            node.properties().forEach(f -> {
                if ((f.getKey().equals("id") || f.getKey().equals("card")) && f.getValue().isInt()) out.add(f.getValue().asInt());
                else collect(f.getValue(), out);
            });
        } else if (node.isArray()) {
            node.forEach(c -> collect(c, out));
        }
    }

    /** The end recomputed from the hands won, without the game's scoring code. */
    private static void checkEnd(ElementaGame g, List<ElementaEvents.HandWon> hands, boolean relicsBreakTies) {
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
        assertEquals(Map.of(0, points[0], 1, points[1]), end.scores());
        assertEquals(Map.of(0, relics[0], 1, relics[1]), end.relics());
        assertEquals(5, relics[0] + relics[1]);
        Integer all = relics[0] == 5 ? Integer.valueOf(0) : relics[1] == 5 ? Integer.valueOf(1) : null;
        assertEquals(all, end.allRelics());
        Integer winner;
        if (all != null) winner = all;
        else if (points[0] != points[1]) winner = points[0] > points[1] ? 0 : 1;
        else if (relicsBreakTies) winner = relics[0] > relics[1] ? 0 : 1;
        else winner = null;
        assertEquals(winner, end.winner());
        assertEquals(Map.of(0, points[0], 1, points[1], 2, points[0], 3, points[1]), g.totals());
        for (ElementaEvents.HandWon w : hands) {
            List<Integer> values = new ArrayList<>();
            for (ElementaEvents.Valued v : w.cards()) values.add(v.value());
            int best = values.stream().max(Integer::compare).orElseThrow();
            assertEquals(w.cards().get(values.indexOf(best)).player(), w.winner(), "the first tied-highest card wins");
        }
    }

    private static List<String> views(ElementaGame g) throws Exception {
        List<String> out = new ArrayList<>();
        for (int s = 0; s < 4; s++) out.add(JSON.writeValueAsString(g.view(new Viewer.Player(s))));
        out.add(JSON.writeValueAsString(g.view(new Viewer.Spectator())));
        return out;
    }
}
