package eleusis.game.express;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.EventJson;
import eleusis.game.Game;
import eleusis.game.GameType;
import eleusis.game.GameView;
import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The Express view's own writer writes, to the character, what Jackson writes from the record by
 * itself, for every viewer at every moment of simulated games: rule-judged and judged by hand, the
 * house dealing and the deal rotating, every phase reached, as text and as a tree.
 */
class ExpressViewJsonTest {
    /** Jackson's own writing of the record: the same mapper, the view's annotation not read. */
    private static final ObjectMapper GENERIC = EventJson.MAPPER.copy().configure(MapperFeature.USE_ANNOTATIONS, false);

    @Test
    void theAppsMapperWritesTheViewWithItsOwnWriter() throws Exception {
        Object writer = EventJson.MAPPER.getSerializerProviderInstance().findValueSerializer(ExpressView.class);
        assertTrue(writer instanceof ExpressViewJson, "the view is written by " + writer);
        Object card = EventJson.MAPPER.getSerializerProviderInstance().findValueSerializer(ExpressView.CardView.class);
        assertTrue(card instanceof ExpressViewJson.CardJson, "a card is written by " + card);
        Object sideline = EventJson.MAPPER.getSerializerProviderInstance().findValueSerializer(ExpressView.SidelineView.class);
        assertTrue(sideline instanceof ExpressViewJson.SidelineJson, "a sideline is written by " + sideline);
    }

    @Test
    void everyViewOfSimulatedGamesIsWrittenAsJacksonWritesTheRecord() throws Exception {
        Set<String> phases = new HashSet<>();
        int views = 0;
        Judge byRule = new Judge.ByRule(Rule.compile("card.color != last.color").rule());
        GameType.Setup[] setups = {
            new GameType.Setup(4, 2, byRule, false), new GameType.Setup(5, 1, byRule, true),
            new GameType.Setup(3, 2, new Judge.ByHand(""), false), new GameType.Setup(6, 2, new Judge.ByHand(""), true)};
        for (GameType.Setup setup : setups) {
            for (long seed = 1; seed <= 3; seed++) {
                ExpressSettings settings = ExpressType.TYPE.settings(setup);
                Game<ExpressAction> g = ExpressType.TYPE.start(settings, seed);
                // The simulated players need a rule to follow; a game judged by hand takes random legal actions.
                GameType.SimulatedPlayers<ExpressAction> players = setup.judge().byHand() ? null
                        : ExpressType.TYPE.simulation(settings, seed);
                java.util.Random random = new java.util.Random(seed);
                for (int n = 0; !g.over() && n < 2_000; n++) {
                    for (int seat = -1; seat < g.players(); seat++) {
                        GameView v = g.view(seat < 0 ? new Viewer.Spectator() : new Viewer.Player(seat));
                        ExpressView view = (ExpressView) v;
                        phases.add(view.phase());
                        String expected = GENERIC.writeValueAsString(v);
                        assertEquals(expected, EventJson.MAPPER.writeValueAsString(v), () -> "view " + view);
                        assertEquals(GENERIC.valueToTree(v), EventJson.MAPPER.valueToTree(v), () -> "tree of " + view);
                        // The parts every viewer shares are written once and remembered: here each is written afresh.
                        for (Object part : java.util.List.of(view.mainline(), view.sidelines())) {
                            Object plain = new java.util.ArrayList<>((java.util.List<?>) part);
                            assertEquals(GENERIC.writeValueAsString(plain), EventJson.MAPPER.writeValueAsString(plain), () -> "part " + plain);
                        }
                        views++;
                    }
                    int seat = g.waitingFor().get(0);
                    java.util.List<ExpressAction> legal = g.legalActions(seat);
                    ExpressAction a = players != null ? players.act(g, seat) : legal.get(random.nextInt(legal.size()));
                    Outcome o = g.apply(seat, a);
                    assertTrue(o instanceof Outcome.Applied, () -> "refused: " + o);
                }
            }
        }
        assertTrue(views > 1_000, "too few views compared: " + views);
        assertTrue(phases.size() >= 4, "too few phases reached: " + phases);
    }
}
