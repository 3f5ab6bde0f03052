package eleusis.game.express;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

/**
 * What all viewers see alike is built once per action and shared by their views, and built again
 * after the next action: never a view of the game as it was.
 */
class ExpressSharedViewTest {
    @Test
    void viewersShareThePublicPartUntilTheNextAction() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true"));
        ExpressView projector = t.spectator(), ana = t.view(1);
        assertSame(projector.mainline(), ana.mainline());
        assertSame(projector.handSizes(), t.view(2).handSizes());

        t.playFirst();
        ExpressView after = t.spectator();
        assertEquals(projector.mainline().size() + 1, after.mainline().size(), "the card played is on the mainline");
        assertNotEquals(projector.handSizes(), after.handSizes());
        assertEquals(after.mainline(), t.view(3).mainline());
    }

    @Test
    void aSharedPartWrittenOnceReadsAsTheSameJsonAsATree() throws Exception {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true"));
        for (int i = 0; i < 5; i++) {
            int seat = t.turn();
            t.playFirst();
            t.apply(seat, new ExpressAction.EndTurn());
        }
        com.fasterxml.jackson.databind.ObjectMapper json = eleusis.game.EventJson.MAPPER;
        for (ExpressView v : java.util.List.of(t.spectator(), t.view(1), t.view(2), t.spectator())) {
            com.fasterxml.jackson.databind.JsonNode written = json.readTree(json.writeValueAsString(v));
            assertEquals(json.valueToTree(v), written);
            assertEquals(v.mainline().size(), written.get("mainline").size());
            assertEquals(v.mainline().get(0).card(), written.get("mainline").get(0).get("card").asText());
            // As a plain mapper writes it: the same JSON as without sharing.
            assertEquals(new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(v), written);
        }
    }
}
