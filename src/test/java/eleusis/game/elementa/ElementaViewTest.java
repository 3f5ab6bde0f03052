package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each viewer sees, on the fixed deal of relics-beat-points.txt (dealer 3, seat 0 first). */
class ElementaViewTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final List<String> DECK = Arrays.asList(("wood6 metal2 relic1 water3 fire6 water2 relic2 wood3 earth6 wood2 relic3"
            + " fire3 metal6 fire2 relic4 earth3 water6 earth2 relic5 metal3 wood1 wood7 wood4 wood5 fire5 fire7 fire1 fire4"
            + " earth5 earth7 earth1 earth4 water1 metal7 water5 metal1 water4 metal4 water7 metal5").split(" "));

    private static ElementaTable table(ElementaSettings s) {
        return ElementaTable.deal(s.withDealer(3), DECK);
    }

    @Test
    void aPlayerSeesTheirOwnHandAndTheirLegalPlays() {
        ElementaTable t = table(ElementaSettings.standard(4));
        ElementaView v = t.view(0);
        assertEquals("elementa", v.game());
        assertEquals(0, v.you());
        assertEquals(0, v.yourTeam());
        assertEquals(List.of("wood6", "fire6", "earth6"), v.hand().stream().map(ElementaCard::code).toList());
        assertEquals(List.of("play"), v.allowed());
        assertEquals(v.hand().stream().map(c -> new ElementaView.Legal("play", c.id())).toList(), v.legal());
        for (ElementaView.Legal l : v.legal()) {
            JsonNode legal = JSON.valueToTree(l);
            assertEquals(legal, readTree(ElementaCodec.encode(new ElementaAction.Play(l.card()))), "the browser sends a legal entry back as it is");
            assertEquals(new ElementaAction.Play(l.card()), ElementaType.TYPE.decode(legal));
        }
        ElementaView other = t.view(1);
        assertEquals(1, other.yourTeam());
        assertEquals(List.of(), other.allowed());
        assertEquals(List.of(), other.legal());
        assertEquals(Map.of(0, 3, 1, 3, 2, 3, 3, 3), v.handSizes());
        assertEquals(28, v.stock());
        assertEquals(1, v.handNumber());
        assertEquals(10, v.hands());
    }

    @Test
    void aSpectatorSeesNoHand() {
        ElementaView v = table(ElementaSettings.standard(4)).spectator();
        assertNull(v.you());
        assertNull(v.yourTeam());
        assertNull(v.hand());
        assertEquals(List.of(), v.allowed());
        assertEquals(List.of(), v.legal());
        assertEquals(List.of(0), v.waitingFor());
    }

    /** wood6 alone is 6; with metal2 beside it, 5; with water3 too, 6 again (the final values). */
    @Test
    void theTableShowsValuesSoFarAndWhoLeads() {
        ElementaTable t = table(ElementaSettings.standard(4));
        assertNull(t.spectator().leading());
        t.lay(0, "wood6");
        assertEquals(List.of(new ElementaView.OnTable(0, ElementaDeck.byCode("wood6"), 6)), t.spectator().table());
        assertEquals(0, t.spectator().leading());
        t.lay(1, "metal2");
        assertEquals(List.of(5, 2), t.spectator().table().stream().map(ElementaView.OnTable::value).toList());
        t.lay(2, "relic1");
        assertEquals(List.of(5, 2, 0), t.spectator().table().stream().map(ElementaView.OnTable::value).toList());
        assertNull(t.spectator().lastHand());
        t.lay(3, "water3");
        ElementaView v = t.spectator();
        assertEquals(List.of(), v.table());
        assertEquals(List.of(6, 2, 0, 4), v.lastHand().cards().stream().map(ElementaEvents.Valued::value).toList());
        assertEquals(0, v.lastHand().winner());
        assertEquals(Map.of(0, 4, 1, 0, 2, 0, 3, 0), v.captured());
        assertEquals(Map.of(0, 1, 1, 0), v.relics());
        assertEquals(Map.of(0, 0, 1, 0), v.scores());
        assertNull(v.capturedCards(), "captured cards lie face down");
        assertEquals(0, v.active());
        assertEquals(2, v.handNumber());
    }

    @Test
    void showCapturedListsEachTeamsCards() {
        ElementaTable t = table(ElementaSettings.standard(4).withShowCaptured(true));
        assertEquals(Map.of(0, List.of(), 1, List.of()), t.spectator().capturedCards());
        for (String[] p : new String[][] {{"0", "wood6"}, {"1", "metal2"}, {"2", "relic1"}, {"3", "water3"}}) {
            t.lay(Integer.parseInt(p[0]), p[1]);
        }
        assertEquals(ElementaTable.cards("wood6 metal2 relic1 water3"), t.view(3).capturedCards().get(0));
        assertEquals(List.of(), t.view(3).capturedCards().get(1));
    }

    @Test
    void scoresSoFarCountTheCapturedCards() {
        ElementaTable t = table(ElementaSettings.standard(4));
        String[][] hands = {{"wood6", "metal2", "relic1", "water3"}, {"fire6", "water2", "relic2", "wood3"},
                {"earth6", "wood2", "relic3", "fire3"}};
        for (String[] h : hands) for (int s = 0; s < 4; s++) t.lay(s, h[s]);
        // three 6s, three 2s, three 3s: nine set cards
        assertEquals(Map.of(0, 9, 1, 0), t.spectator().scores());
        assertEquals(Map.of(0, 9, 1, 0, 2, 9, 3, 0), t.g.totals());
        assertEquals(Map.of(0, 3, 1, 0), t.spectator().relics());
    }

    private static JsonNode readTree(String json) {
        try {
            return JSON.readTree(json);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void viewsAreJson() throws Exception {
        String json = JSON.writeValueAsString(table(ElementaSettings.standard(4)).view(2));
        JsonNode n = JSON.readTree(json);
        assertTrue(n.has("hand") && n.has("legal") && n.has("scores") && n.has("over"));
        assertEquals(3, n.get("hand").size());
        assertEquals("relic", n.get("hand").get(0).get("suit").asText());
        assertTrue(n.get("hand").get(0).get("base").isNull(), "a relic has no base value");
    }
}
