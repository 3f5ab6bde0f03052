package eleusis.game.elephant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Views;
import eleusis.game.GameType;
import eleusis.sim.Simulation;
import eleusis.game.EventJson;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The all-bot simulation the CLI runs, and the card list's own checks. */
class ElephantSimulationTest {

    @Test
    void aSimulatedGameLogsEveryEventFromTheSetUpToTheEnd() {
        List<String> lines = new ArrayList<>();
        ElephantGame g = play(4, 11, e -> lines.add(EventJson.line(e)));
        assertTrue(g.over());
        assertEquals("game_start", Views.parse(lines.get(0)).get("type").asText());
        assertEquals(g.log().size(), lines.size());
        var end = Views.parse(lines.get(lines.size() - 1));
        assertEquals("game_end", end.get("type").asText());
        for (int s = 0; s < 4; s++) assertEquals((int) g.totals().get(s), end.get("scores").get(String.valueOf(s)).asInt());
        List<String> again = new ArrayList<>();
        play(4, 11, e -> again.add(EventJson.line(e)));
        assertEquals(lines, again, "the same seed gives the same game");
        List<GameEvent> other = new ArrayList<>();
        play(4, 12, other::add);
        assertTrue(!lines.equals(other.stream().map(EventJson::line).toList()));
    }

    @Test
    void aBrokenCardListIsRefusedWithTheLineNamed() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ElephantCards.parse(List.of("# a comment", "porcelain purple 5")));
        assertTrue(e.getMessage().contains("line 2") && e.getMessage().contains("purple"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> ElephantCards.parse(List.of("start I red 3 red 4")));
        assertTrue(e.getMessage().contains("two different colours"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> ElephantCards.parse(List.of("porcelain red 9")));
        assertTrue(e.getMessage().contains("outside 3 to 8"), e.getMessage());
        e = assertThrows(IllegalStateException.class, () -> ElephantCards.parse(List.of("porcelain red 5 x 2")));
        assertTrue(e.getMessage().contains("2 porcelain cards, not 40"), e.getMessage());
    }

    @Test
    void theCardListHoldsWhatTheRulesNeed() {
        assertEquals(40, ElephantCards.shop().size());
        for (ElephantColour c : ElephantColour.values()) {
            assertEquals(73, ElephantCards.shop().stream().filter(p -> p.colour() == c).mapToInt(Porcelain::value).sum(),
                    "every colour is worth the same");
        }
        assertEquals(30, ElephantCards.herd().size());
        for (Elephant.Kind k : Elephant.Kind.values()) {
            assertTrue(ElephantCards.herd().stream().anyMatch(e -> e.kind() == k), "some " + k + " elephants");
        }
        assertTrue(ElephantCards.herd().stream().anyMatch(e -> e.kind() == Elephant.Kind.SMALL && e.colours().stream().distinct().count() > 1),
                "colours mixed on a small-elephant card");
    }

    /** A simulated game of Elephant through the catalogue, as {@code simulate --game elephant} plays it. */
    private static ElephantGame play(int players, long seed, java.util.function.Consumer<eleusis.game.GameEvent> out) {
        return (ElephantGame) Simulation.play(ElephantType.TYPE, ElephantType.TYPE.settings(GameType.Setup.players(players)), seed, out);
    }
}
