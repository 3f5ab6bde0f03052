package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Views;
import eleusis.game.CodecException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The storage codec: every kind of action and the settings round-trip; malformed JSON is refused with a clear message. */
class PalmeraCodecTest {
    static final List<PalmeraAction> ACTIONS = List.of(new PalmeraAction.Place(4), new PalmeraAction.Place(8, 1),
            new PalmeraAction.Place(8, 0), new PalmeraAction.Peek(6, 0), new PalmeraAction.Peek(8, 1),
            new PalmeraAction.SkipPeek(), new PalmeraAction.Discard());

    @TestFactory
    Stream<DynamicTest> everyActionRoundTripsInTheShapeOfTheViewsLegalList() {
        return ACTIONS.stream().map(a -> DynamicTest.dynamicTest(a.toString(), () -> {
            String json = PalmeraCodec.encode(a);
            assertEquals(a, PalmeraType.TYPE.decode(json));
            assertEquals(Views.tree(a.fields()), Views.parse(json), "the codec writes what the view's legal list shows");
            assertEquals(a, PalmeraType.TYPE.decode(Views.json(a.fields())));
        }));
    }

    @Test
    void theExactJson() {
        assertEquals("{\"kind\":\"place\",\"perch\":4}", PalmeraCodec.encode(new PalmeraAction.Place(4)));
        assertEquals("{\"kind\":\"place\",\"perch\":8,\"first\":1}", PalmeraCodec.encode(new PalmeraAction.Place(8, 1)));
        assertEquals("{\"kind\":\"peek\",\"perch\":6,\"slot\":0}", PalmeraCodec.encode(new PalmeraAction.Peek(6, 0)));
        assertEquals("{\"kind\":\"skip_peek\"}", PalmeraCodec.encode(new PalmeraAction.SkipPeek()));
        assertEquals("{\"kind\":\"discard\"}", PalmeraCodec.encode(new PalmeraAction.Discard()));
        assertEquals(new PalmeraAction.Place(4), PalmeraType.TYPE.decode("{\"kind\":\"place\",\"perch\":4,\"first\":null}"));
    }

    @TestFactory
    Stream<DynamicTest> malformedActionsAreRefusedWithAMessageSayingWhat() {
        String[][] cases = {
                {"", "empty text"},
                {"   ", "empty text"},
                {"{\"kind\":\"place\"", "ends before"},
                {"[1,2]", "must be a JSON object"},
                {"{}", "has no \"kind\""},
                {"{\"kind\":\"fly\"}", "unknown kind \"fly\""},
                {"{\"kind\":7}", "unknown kind 7"},
                {"{\"kind\":\"place\"}", "\"perch\" is missing from a \"place\" action"},
                {"{\"kind\":\"place\",\"perch\":\"4\"}", "\"perch\" in a \"place\" action must be a whole number"},
                {"{\"kind\":\"place\",\"perch\":4.5}", "must be a whole number"},
                {"{\"kind\":\"place\",\"perch\":4,\"card\":3}", "unexpected field \"card\""},
                {"{\"kind\":\"peek\",\"perch\":4}", "\"slot\" is missing from a \"peek\" action"},
                {"{\"kind\":\"skip_peek\",\"perch\":4}", "unexpected field \"perch\" in a \"skip_peek\" action"},
                {"{\"kind\":\"discard\"} x", "not valid JSON"},
                {"{\"kind\":\"discard\"} {}", "more text after"},
                {"{\"kind\":\"place\",\"perch\":4,\"perch\":5}", "appears twice"},
        };
        return Stream.of(cases).map(c -> DynamicTest.dynamicTest(c[0].isBlank() ? "blank" : c[0], () -> {
            CodecException e = assertThrows(CodecException.class, () -> PalmeraType.TYPE.decode(c[0]));
            assertTrue(e.getMessage().contains(c[1]), "message: " + e.getMessage());
        }));
    }

    @Test
    void settingsRoundTripAndMissingFieldsTakeTheStandardValues() {
        PalmeraSettings odd = new PalmeraSettings(2, 3, false, false, true, false, PalmeraTieBreak.ACE_PERCH);
        assertEquals(odd, PalmeraCodec.decodeSettings(PalmeraCodec.encodeSettings(odd)));
        assertEquals(PalmeraSettings.standard(2), PalmeraCodec.decodeSettings(PalmeraCodec.encodeSettings(PalmeraSettings.standard(2))));
        assertEquals(PalmeraSettings.standard(2), PalmeraCodec.decodeSettings("{\"players\":2}"));
        assertEquals(PalmeraTieBreak.ACE_PERCH, PalmeraCodec.decodeSettings("{\"players\":2,\"tieBreak\":\"ace_perch\"}").tieBreak());
        assertTrue(PalmeraCodec.encodeSettings(odd).contains("\"tieBreak\":\"ace_perch\""));
    }

    @TestFactory
    Stream<DynamicTest> malformedSettingsAreRefused() {
        String[][] cases = {
                {"{}", "\"players\" is missing"},
                {"{\"players\":3}", "exactly 2 players"},
                {"{\"players\":2,\"rounds\":0}", "1 to 20 rounds"},
                {"{\"players\":2,\"peekOptional\":\"yes\"}", "must be true or false"},
                {"{\"players\":2,\"tieBreak\":\"coin\"}", "\"shared\" or \"ace_perch\""},
                {"{\"players\":2,\"tieBreak\":1}", "must be a text"},
                {"{\"players\":2,\"judges\":[]}", "unexpected field \"judges\""},
                {"not json", "not valid JSON"},
        };
        return Stream.of(cases).map(c -> DynamicTest.dynamicTest(c[0], () -> {
            CodecException e = assertThrows(CodecException.class, () -> PalmeraCodec.decodeSettings(c[0]));
            assertTrue(e.getMessage().contains(c[1]), "message: " + e.getMessage());
        }));
    }
}
