package eleusis.game.elephant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Viewer;
import eleusis.game.Views;
import eleusis.game.CodecException;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Actions and settings to JSON and back; what the browser sends back from {@code legal} decodes to the action. */
class ElephantCodecTest {

    @TestFactory
    Stream<DynamicTest> everyKindOfActionRoundTrips() {
        List<ElephantAction> all = List.of(new ElephantAction.Buy(12), new ElephantAction.TakeElephant(57),
                new ElephantAction.Lose(List.of(3, 41)), new ElephantAction.Lose(List.of()), new ElephantAction.Push(),
                new ElephantAction.Score(ScoringType.ONE_COLOUR, ElephantColour.BLUE),
                new ElephantAction.Score(ScoringType.LOWEST, null), new ElephantAction.Score(ScoringType.HIGHEST, null),
                new ElephantAction.Score(ScoringType.ALL, null));
        return all.stream().map(a -> DynamicTest.dynamicTest(ElephantCodec.encode(a), () -> {
            String json = ElephantCodec.encode(a);
            assertEquals(a, ElephantType.TYPE.decode(json));
            // The view's legal entry has the same shape, so the browser can send it back as it is.
            assertEquals(Views.parse(json), Views.tree(ElephantView.legal(a)));
        }));
    }

    @Test
    void theLegalEntriesOfAViewDecodeToTheLegalActions() {
        ElephantGame g = ElephantGame.start(ElephantSettings.standard(4), 3);
        int seat = g.waitingFor().get(0);
        ElephantView v = g.view(new Viewer.Player(seat));
        List<ElephantAction> decoded = v.legal().stream().map(m -> ElephantType.TYPE.decode(Views.json(m))).toList();
        assertEquals(g.legalActions(seat), decoded);
    }

    @Test
    void settingsRoundTripAndMissingFieldsTakeTheStandardValues() {
        ElephantSettings s = new ElephantSettings(5, 2, false, false, true);
        assertEquals(s, ElephantCodec.decodeSettings(ElephantCodec.encodeSettings(s)));
        assertEquals(ElephantSettings.standard(4), ElephantCodec.decodeSettings("{\"players\":4}"));
    }

    @Test
    void pushWhenForcedRoundTripsAndIsOffUnlessStored() {
        for (boolean allowed : new boolean[] {false, true}) {
            ElephantSettings s = ElephantSettings.standard(3).withPushWhenForced(allowed);
            String json = ElephantCodec.encodeSettings(s);
            assertTrue(json.contains("\"pushWhenForced\":" + allowed), json);
            assertEquals(s, ElephantCodec.decodeSettings(json));
        }
        // The texts' reading is the standard: a player who must take an elephant or buy cannot push.
        assertEquals(false, ElephantCodec.decodeSettings("{\"players\":3}").pushWhenForced());
        // Settings stored before the standard changed name the field, and keep the game they were played with.
        String stored = "{\"players\":4,\"firstPlayer\":-1,\"startPairsByLot\":true,\"pushWhenForced\":true,\"autoScoring\":false}";
        assertEquals(ElephantSettings.standard(4).withPushWhenForced(true), ElephantCodec.decodeSettings(stored));
    }

    @TestFactory
    Stream<DynamicTest> malformedInputIsRefusedWithAMessage() {
        Map<String, String> bad = Map.ofEntries(
                Map.entry("", "empty"),
                Map.entry("{\"kind\":\"buy\"", "ends before"),
                Map.entry("[1,2]", "must be a JSON object"),
                Map.entry("{\"card\":3}", "has no \"kind\""),
                Map.entry("{\"kind\":\"steal\"}", "unknown kind"),
                Map.entry("{\"kind\":\"buy\",\"card\":\"three\"}", "\"card\" in a \"buy\" action must be a whole number"),
                Map.entry("{\"kind\":\"buy\"}", "\"card\" is missing"),
                Map.entry("{\"kind\":\"push\",\"card\":3}", "unexpected field \"card\""),
                Map.entry("{\"kind\":\"lose\",\"cards\":[1,\"x\"]}", "must be a list of card ids"),
                Map.entry("{\"kind\":\"score\",\"scoring\":\"best\"}", "must be one of lowest, highest, one_colour, all"),
                Map.entry("{\"kind\":\"score\",\"scoring\":\"one_colour\",\"colour\":\"pink\"}", "must be red, green or blue"),
                Map.entry("{\"kind\":\"push\"} 3", "more text after"));
        return bad.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey().isEmpty() ? "(empty)" : e.getKey(), () -> {
            CodecException x = assertThrows(CodecException.class, () -> ElephantType.TYPE.decode(e.getKey()));
            assertTrue(x.getMessage().contains(e.getValue()), x.getMessage());
        }));
    }

    @Test
    void malformedSettingsAreRefusedWithAMessage() {
        assertTrue(assertThrows(CodecException.class, () -> ElephantCodec.decodeSettings("{}"))
                .getMessage().contains("\"players\" is missing"));
        assertTrue(assertThrows(CodecException.class, () -> ElephantCodec.decodeSettings("{\"players\":6}"))
                .getMessage().contains("3 to 5 players"));
        assertTrue(assertThrows(CodecException.class, () -> ElephantCodec.decodeSettings("{\"players\":3,\"firstPlayer\":3}"))
                .getMessage().contains("first player"));
        assertTrue(assertThrows(CodecException.class, () -> ElephantCodec.decodeSettings("{\"players\":3,\"autoScoring\":1}"))
                .getMessage().contains("true or false"));
        assertTrue(assertThrows(CodecException.class, () -> ElephantCodec.decodeSettings("{\"players\":3,\"rounds\":1}"))
                .getMessage().contains("unexpected field \"rounds\""));
    }
}
