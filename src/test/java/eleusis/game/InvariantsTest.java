package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.rules.Rule;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.opentest4j.AssertionFailedError;
import org.junit.jupiter.api.Test;

/** The contract's view checks catch a leak: a game whose views show too much fails them. */
class InvariantsTest {

    /** A real game whose views are rewritten: seat, honest view (as a JSON map) -> view shown. */
    record Leaky(EleusisGame g, BiFunction<Integer, Map<String, Object>, Map<String, Object>> leak) implements Game<EleusisAction> {
        @Override public String name() { return g.name(); }
        @Override public long seed() { return g.seed(); }
        @Override public int players() { return g.players(); }
        @Override public List<Integer> waitingFor() { return g.waitingFor(); }
        @Override public List<String> allowed(int seat) { return g.allowed(seat); }
        @Override public List<EleusisAction> legalActions(int seat) { return g.legalActions(seat); }
        @Override public Outcome apply(int seat, EleusisAction action) { return g.apply(seat, action); }
        @Override public boolean over() { return g.over(); }
        @Override public Map<Integer, Integer> totals() { return g.totals(); }
        @Override public List<Recorded<EleusisAction>> history() { return g.history(); }
        @Override public List<GameEvent> log() { return g.log(); }

        @Override
        @SuppressWarnings("unchecked")
        public GameView view(Viewer viewer) {
            Map<String, Object> honest = Views.MAPPER.convertValue(g.view(viewer), LinkedHashMap.class);
            int seat = viewer instanceof Viewer.Player p ? p.seat() : -1;
            return new Shown(leak.apply(seat, honest));
        }
    }

    /** A rewritten view: its map is what the JSON of the view holds. */
    record Shown(@com.fasterxml.jackson.annotation.JsonValue Map<String, Object> fields) implements GameView {
    }

    private static EleusisGame game() {
        return EleusisGame.start(EleusisSettings.standard(4, new Judge.ByRule(Rule.compile("card is red").rule())), 5);
    }

    private static void check(Leaky leaky) {
        Invariants.viewsKeepSecrets(leaky, leaky.g().table(), 0, true, "test", "pending");
    }

    @Test
    void honestViewsPass() {
        check(new Leaky(game(), (seat, view) -> view));
    }

    @Test
    void anotherPlayersCardAnywhereInAViewIsCaught() {
        EleusisGame g = game();
        int secret = g.table().hand(2).get(3);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> check(new Leaky(g, (seat, view) -> {
            if (seat == 1) view.put("hint", Map.of("id", secret, "card", "?"));
            return view;
        })));
        assertTrue(e.getMessage().contains("seat 2's hand"), e.getMessage());
    }

    @Test
    void aStockCardIsCaught() {
        EleusisGame g = game();
        int top = g.table().everyCard().get(0);
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> check(new Leaky(g, (seat, view) -> {
            if (seat == -1) view.put("next", List.of(Map.of("id", top)));
            return view;
        })));
        assertTrue(e.getMessage().contains("of the stock"), e.getMessage());
    }

    @Test
    void theRuleOutsideTheDealersViewIsCaught() {
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> check(new Leaky(game(), (seat, view) -> {
            if (seat == 3) view.put("rule", "card is red");
            return view;
        })));
        assertTrue(e.getMessage().contains("only the dealer sees the rule"), e.getMessage());
    }

    @Test
    void aHandShownAsSomeoneElsesIsCaught() {
        EleusisGame g = game();
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> check(new Leaky(g, (seat, view) -> {
            if (seat == 1) view.put("hand", Views.MAPPER.convertValue(g.view(new Viewer.Player(2)), Map.class).get("hand"));
            return view;
        })));
        assertTrue(e.getMessage().contains("own hand"), e.getMessage());
    }

    @Test
    void aLostOrDoubledCardIsCaught() {
        Table t = new Table(new java.util.SplittableRandom(1), 3, 2, 4);
        Invariants.cardsConserved(t, "fresh");
        t.draw(1, 5);
        t.addToMainline(t.hand(1).get(0));
        assertThrows(AssertionFailedError.class, () -> Invariants.cardsConserved(t, "a card both in a hand and on the mainline"));
    }
}
