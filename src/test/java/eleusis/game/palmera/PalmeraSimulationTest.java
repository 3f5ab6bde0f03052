package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameEvent;
import eleusis.game.Views;
import eleusis.game.EventJson;
import eleusis.game.GameType;
import eleusis.sim.Simulation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The simulator: two bots, every event in order from the setup on, one JSON line each; only two players. */
class PalmeraSimulationTest {
    @Test
    void refusesAnyNumberOfPlayersButTwo() {
        for (int players : new int[] {1, 3, 4}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> play(players, 1, ev -> { }));
            assertTrue(e.getMessage().contains("exactly 2 players") && e.getMessage().contains(String.valueOf(players)), e.getMessage());
        }
    }

    @Test
    void reportsEveryEventInOrderAndIsSeeded() {
        List<GameEvent> events = new ArrayList<>();
        PalmeraGame g = play(2, 42, events::add);
        assertTrue(g.over());
        assertEquals(g.log(), events, "the events reported are the game's whole log");
        assertEquals("round_start", events.get(0).type());
        assertEquals("game_end", events.get(events.size() - 1).type());
        assertEquals(2, events.stream().filter(e -> e.type().equals("round_end")).count());
        List<String> lines = events.stream().map(EventJson::line).toList();
        List<String> again = new ArrayList<>();
        play(2, 42, e -> again.add(EventJson.line(e)));
        assertEquals(lines, again, "the same seed gives the same game");
        JsonNode end = Views.parse(lines.get(lines.size() - 1));
        assertEquals("game_end", end.get("type").asText());
        assertEquals(g.totals().get(0), end.get("scores").get("0").asInt());
        assertEquals(g.totals().get(1), end.get("scores").get("1").asInt());
        assertEquals(2, end.get("rounds").size());
        JsonNode first = Views.parse(lines.get(0));
        assertEquals("diamonds", first.get("suits").get("0").asText());
        assertTrue(lines.stream().noneMatch(l -> l.contains("publicEvent") || l.contains("audience")), "no bookkeeping field in the log");
    }

    /** A simulated game of Palmera through the catalogue, as {@code simulate --game palmera} plays it. */
    private static PalmeraGame play(int players, long seed, java.util.function.Consumer<eleusis.game.GameEvent> out) {
        return (PalmeraGame) Simulation.play(PalmeraType.TYPE, PalmeraType.TYPE.settings(GameType.Setup.players(players)), seed, out);
    }
}
