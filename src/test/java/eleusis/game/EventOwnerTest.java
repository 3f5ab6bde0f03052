package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.rules.Rule;
import eleusis.sim.Simulation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Whom a private event belongs to is read from the event itself ({@link EventJson#owner}), without
 * writing it out: it must name the same seat as the event's written {@code player} field, in every
 * game of the catalogue, or a hand would go to the wrong screen.
 */
class EventOwnerTest {
    @Test
    void theOwnerOfEveryPrivateEventIsItsWrittenPlayer() {
        int privateEvents = 0;
        for (GameType<?, ?> type : Games.all()) {
            List<GameEvent> events = new ArrayList<>();
            play(type, events);
            for (GameEvent e : events) {
                int written = EventJson.node(e).path("player").asInt(-1);
                if (!e.publicEvent()) {
                    privateEvents++;
                    assertTrue(written >= 0, type.id() + ": a private event without a player: " + EventJson.line(e));
                }
                assertEquals(written, EventJson.owner(e), type.id() + ": " + EventJson.line(e));
            }
        }
        assertTrue(privateEvents > 0, "no private event in a whole game of any game");
    }

    private static <S> void play(GameType<S, ?> type, List<GameEvent> events) {
        GameType.Setup setup = type.secretRule()
                ? new GameType.Setup(4, 2, new Judge.ByRule(Rule.compile("card.color != last.color").rule()), false)
                : GameType.Setup.players(Math.max(type.minStudents(), Math.min(4, type.maxStudents())));
        Simulation.play(type, type.settings(setup), 7, events::add);
    }
}
