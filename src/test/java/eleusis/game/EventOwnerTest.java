package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.rules.Rule;
import eleusis.sim.Simulation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The seat a private event is for ({@link SeatEvent}, so its {@link GameEvent#audience}) is the seat
 * its written {@code player} field names, in every game of the catalogue: the screens show a hand by
 * that field, the broadcast sends it by the audience, and the two must agree or a hand would be shown
 * as someone else's. No event writes its audience.
 */
class EventOwnerTest {
    @Test
    void theSeatOfEveryPrivateEventIsItsWrittenPlayer() {
        int privateEvents = 0;
        for (GameType<?, ?> type : Games.all()) {
            List<GameEvent> events = new ArrayList<>();
            play(type, events);
            for (GameEvent e : events) {
                JsonNode written = EventJson.node(e);
                assertFalse(written.has("audience"), type.id() + ": an event writes its audience: " + written);
                if (e.audience() instanceof Audience.OneSeat seat) {
                    privateEvents++;
                    assertTrue(e instanceof SeatEvent, type.id() + ": one seat's event that is not a SeatEvent: " + written);
                    assertEquals(seat.seat(), written.path("player").asInt(-1), type.id() + ": " + written);
                }
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
