package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.CodecException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Actions and settings to JSON and back; malformed JSON refused with a message, never a parser's exception. */
class ElementaCodecTest {

    @Test
    void everyCardPlayRoundTrips() {
        for (int id = 0; id < 40; id++) {
            ElementaAction a = new ElementaAction.Play(id);
            String json = ElementaCodec.encode(a);
            assertEquals("{\"kind\":\"play\",\"card\":" + id + "}", json);
            assertEquals(a, ElementaType.TYPE.decode(json));
        }
        // Card ids the game refuses are still well-formed actions; the game says why it refuses them.
        assertEquals(new ElementaAction.Play(99), ElementaType.TYPE.decode("{\"card\":99,\"kind\":\"play\"}"));
    }

    @Test
    void settingsRoundTripAndMissingFieldsAreStandard() {
        List<ElementaSettings> all = List.of(ElementaSettings.standard(4), ElementaSettings.standard(4).withDealer(2),
                new ElementaSettings(4, 0, 5, false, true));
        for (ElementaSettings s : all) assertEquals(s, ElementaCodec.decodeSettings(ElementaCodec.encodeSettings(s)));
        assertEquals("{\"players\":4,\"dealer\":null,\"handSize\":3,\"relicsBreakTies\":true,\"showCaptured\":false}",
                ElementaCodec.encodeSettings(ElementaSettings.standard(4)));
        assertEquals(ElementaSettings.standard(4), ElementaCodec.decodeSettings("{\"players\":4}"));
        assertEquals(ElementaSettings.standard(4).withDealer(1), ElementaCodec.decodeSettings("{\"players\":4,\"dealer\":1}"));
    }

    @TestFactory
    Stream<DynamicTest> malformedJsonIsRefused() {
        return ElementaRulesTest.cases("elementa/bad-json.txt").map(c -> DynamicTest.dynamicTest(c[0], () -> {
            String[] f = c[1].split(" ", 2);
            String json = f.length > 1 ? f[1] : "";
            CodecException e = assertThrows(CodecException.class,
                    () -> {
                        if (f[0].equals("action")) ElementaType.TYPE.decode(json);
                        else ElementaCodec.decodeSettings(json);
                    });
            assertTrue(e.getMessage().contains(c[2]), "message: " + e.getMessage());
        }));
    }

    @Test
    void aNullNodeIsRefused() {
        assertThrows(CodecException.class, () -> ElementaType.TYPE.decode((com.fasterxml.jackson.databind.JsonNode) null));
    }
}
