package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.GameEvent;
import eleusis.game.GameType;
import eleusis.sim.Simulation;
import eleusis.game.EventJson;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The simulation the CLI runs: four bots, every event in order, JSON lines. */
class ElementaSimulationTest {
    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void onlyFourPlayers() {
        for (int players : new int[] {2, 3, 5}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> play(players, 1, ev -> { }));
            assertTrue(e.getMessage().contains("exactly 4 players"), e.getMessage());
            assertTrue(e.getMessage().contains(String.valueOf(players)), e.getMessage());
        }
    }

    @Test
    void everyEventInOrderAsJsonLines() throws Exception {
        List<GameEvent> events = new ArrayList<>();
        ElementaGame g = play(4, 12, events::add);
        assertTrue(g.over());
        assertEquals(g.log(), events, "the setup events, then every event of every action");
        assertEquals("game_start", events.get(0).type());
        assertEquals(List.of("deal", "deal", "deal", "deal"), events.subList(1, 5).stream().map(GameEvent::type).toList());
        assertEquals(40, events.stream().filter(e -> e.type().equals("laid")).count());
        assertEquals(10, events.stream().filter(e -> e.type().equals("hand_won")).count());
        List<String> lines = events.stream().map(EventJson::line).toList();
        JsonNode laid = JSON.readTree(lines.get(5));
        assertEquals("laid", laid.get("type").asText());
        assertTrue(laid.has("player") && laid.get("card").has("code") && laid.get("card").has("id"));
        JsonNode end = JSON.readTree(lines.get(lines.size() - 1));
        assertEquals("game_end", end.get("type").asText());
        assertEquals(2, end.get("scores").size());
        assertEquals(g.totals().get(0), end.get("scores").get("0").asInt());
        assertEquals("[0,2]", end.get("teams").get("0").toString());
        assertEquals("[1,3]", end.get("teams").get("1").toString());
        assertTrue(end.has("winner") && end.has("allRelics") && end.has("decidedBy"));
        assertTrue(lines.stream().noneMatch(l -> l.contains("publicEvent") || l.contains("audience")));
        List<String> again = new ArrayList<>();
        play(4, 12, e -> again.add(EventJson.line(e)));
        assertEquals(lines, again, "the same seed, the same game");
    }

    /** A simulated game of Elementa through the catalogue, as {@code simulate --game elementa} plays it. */
    private static ElementaGame play(int players, long seed, java.util.function.Consumer<eleusis.game.GameEvent> out) {
        return (ElementaGame) Simulation.play(ElementaType.TYPE, ElementaType.TYPE.settings(GameType.Setup.players(players)), seed, out);
    }
}
