package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.elementa.ElementaContract;
import eleusis.game.elementa.ElementaGame;
import eleusis.game.eleusis.EleusisContract;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.rules.Rule;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The catalogue contract's checks catch a leak: views that show too much, a card lost or doubled. */
class ContractCatchesLeaksTest {
    /** A rewritten view: its map is what the JSON of the view holds. */
    record Shown(@com.fasterxml.jackson.annotation.JsonValue Map<String, Object> fields) implements GameView {}

    private static final EleusisContract ELEUSIS = new EleusisContract();

    private static EleusisGame game() {
        return EleusisGame.start(EleusisSettings.standard(4, new Judge.ByRule(Rule.compile("card is red").rule())), 5);
    }

    /** Checks the game's views rewritten by {@code leak}: seat (-1 for the spectator), honest view as a map -> view shown. */
    @SuppressWarnings("unchecked")
    private static <A, G extends Game<A>> void check(GameContract<?, A, G> c, G g,
                                                     BiFunction<Integer, Map<String, Object>, Map<String, Object>> leak) {
        CatalogueContractTest.viewsKeepSecrets(c, g, viewer -> {
            Map<String, Object> honest = Views.MAPPER.convertValue(g.view(viewer), LinkedHashMap.class);
            return new Shown(leak.apply(viewer instanceof Viewer.Player p ? p.seat() : -1, honest));
        }, "test");
    }

    private static String caught(Runnable check) {
        return assertThrows(AssertionFailedError.class, check::run).getMessage();
    }

    @Test
    void honestViewsPass() {
        check(ELEUSIS, game(), (seat, view) -> view);
    }

    @Test
    void anotherPlayersCardAnywhereInAViewIsCaught() {
        EleusisGame g = game();
        int secret = g.table().hand(2).get(3);
        String m = caught(() -> check(ELEUSIS, g, (seat, view) -> {
            if (seat == 1) view.put("hint", Map.of("id", secret, "card", "?"));
            return view;
        }));
        assertTrue(m.contains("the view of seat 1 shows cards it may not see: [" + secret + "]"), m);
    }

    @Test
    void aStockCardIsCaught() {
        EleusisGame g = game();
        int top = g.table().everyCard().get(0);
        String m = caught(() -> check(ELEUSIS, g, (seat, view) -> {
            if (seat == -1) view.put("next", List.of(Map.of("id", top)));
            return view;
        }));
        assertTrue(m.contains("the view of the spectator shows cards it may not see"), m);
    }

    @Test
    void theRuleOutsideTheDealersViewIsCaught() {
        String m = caught(() -> check(ELEUSIS, game(), (seat, view) -> {
            if (seat == 3) view.put("rule", "card is red");
            return view;
        }));
        assertTrue(m.contains("the secret rule is for the eyes of the dealer"), m);
    }

    @Test
    void aHandShownAsSomeoneElsesIsCaught() {
        EleusisGame g = game();
        String m = caught(() -> check(ELEUSIS, g, (seat, view) -> {
            if (seat == 1) view.put("hand", Views.MAPPER.convertValue(g.view(new Viewer.Player(2)), Map.class).get("hand"));
            return view;
        }));
        assertTrue(m.contains("the view of seat 1 shows cards it may not see"), m);
    }

    @Test
    void aHandShownInAnotherGameIsCaughtToo() {
        ElementaContract elementa = new ElementaContract();
        ElementaGame g = elementa.game(elementa.type().start(elementa.settings(3), 3));
        Object hand = Views.MAPPER.convertValue(g.view(new Viewer.Player(2)), Map.class).get("hand");
        String m = caught(() -> check(elementa, g, (seat, view) -> {
            if (seat == 0) view.put("partner", hand);
            return view;
        }));
        assertTrue(m.contains("the view of seat 0 shows cards it may not see"), m);
    }

    @Test
    void aLostOrDoubledCardIsCaught() {
        EleusisGame g = game();
        CatalogueContractTest.census(ELEUSIS, g, "fresh");
        g.table().addToMainline(g.table().hand(1).get(0));
        String m = caught(() -> CatalogueContractTest.census(ELEUSIS, g, "a card both in a hand and on the mainline"));
        assertTrue(m.contains("is in 2 places"), m);
    }
}
