package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.rules.Rule;
import eleusis.sim.Simulation;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/** An event's line, written straight from its record, is to the character the line written through a tree of nodes. */
@Tag("slow") // simulated games of every game
class EventLineTest {
    @Test
    void everyEventOfSimulatedGamesOfEveryGameIsWrittenAsThroughTheTree() {
        Set<String> kinds = new HashSet<>();
        int[] events = {0};
        for (GameType<?, ?> type : Games.all()) {
            for (long seed = 1; seed <= 3; seed++) simulate(type, seed, e -> {
                assertEquals(EventJson.node(e).toString(), EventJson.line(e), () -> "for " + e);
                kinds.add(type.id() + " " + e.type());
                events[0]++;
            });
        }
        assertTrue(kinds.size() >= 20, "too few kinds of event to compare: " + kinds);
        assertTrue(events[0] > 1000, "too few events to compare: " + events[0]);
    }

    private static <S> void simulate(GameType<S, ?> type, long seed, java.util.function.Consumer<GameEvent> check) {
        GameType.Setup setup = type.secretRule()
                ? new GameType.Setup(4, 2, new Judge.ByRule(Rule.compile("card.color != last.color").rule()), false)
                : GameType.Setup.players(Math.max(type.minStudents(), Math.min(4, type.maxStudents())));
        Simulation.play(type, type.settings(setup), seed, check::accept);
    }
}
