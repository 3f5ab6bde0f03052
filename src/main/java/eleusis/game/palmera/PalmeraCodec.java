package eleusis.game.palmera;

import eleusis.game.CodecException;
import eleusis.game.GameJson;
import eleusis.game.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;

/**
 * The JSON of En la palmera's actions and settings, as stored and as the browser sends them (the
 * same shape as the {@code legal} entries of the view):
 * <pre>
 *   {"kind":"place","perch":4}   {"kind":"place","perch":8,"first":1}   {"kind":"peek","perch":6,"slot":0}
 *   {"kind":"skip_peek"}         {"kind":"discard"}
 * </pre>
 * Settings are an object with the settings' component names; {@code tieBreak} is "shared" or
 * "ace_perch". Only {@code players} is required; a missing field takes the standard value.
 * Anything else is refused with a {@link CodecException} that says what and where.
 */
public final class PalmeraCodec {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> KINDS = List.of("place", "peek", "skip_peek", "discard");
    private static final List<String> SETTINGS = List.of("players", "rounds", "peekOptional", "peekOnEveryCapture",
            "showLosingAttacker", "kingDiscardsUnseen", "tieBreak");

    private PalmeraCodec() {}

    public static String encode(PalmeraAction action) {
        if (action == null) throw new IllegalArgumentException("no En la palmera action to encode");
        ObjectNode o = MAPPER.valueToTree(action.fields());
        return o.toString();
    }

    public static PalmeraAction decode(JsonNode node) {
        String kind = GameJson.kind(node, "an En la palmera action", KINDS);
        String what = "a \"" + kind + "\" action";
        switch (kind) {
            case "place": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "perch", "first"));
                return new PalmeraAction.Place(f.integer("perch"), f.optionalInteger("first"));
            }
            case "peek": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "perch", "slot"));
                return new PalmeraAction.Peek(f.integer("perch"), f.integer("slot"));
            }
            case "skip_peek":
                new JsonFields(node, what, List.of("kind"));
                return new PalmeraAction.SkipPeek();
            case "discard":
                new JsonFields(node, what, List.of("kind"));
                return new PalmeraAction.Discard();
            default:
                throw new IllegalStateException("a kind in KINDS without a case: " + kind);
        }
    }

    public static String encodeSettings(PalmeraSettings s) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("players", s.players());
        o.put("rounds", s.rounds());
        o.put("peekOptional", s.peekOptional());
        o.put("peekOnEveryCapture", s.peekOnEveryCapture());
        o.put("showLosingAttacker", s.showLosingAttacker());
        o.put("kingDiscardsUnseen", s.kingDiscardsUnseen());
        o.put("tieBreak", s.tieBreak().name().toLowerCase(Locale.ROOT));
        return o.toString();
    }

    public static PalmeraSettings decodeSettings(String json) {
        return GameJson.settings(json, SETTINGS, (f, players) -> {
            PalmeraSettings std = PalmeraSettings.standard(players);
            return new PalmeraSettings(players, f.integer("rounds", std.rounds()),
                    f.bool("peekOptional", std.peekOptional()), f.bool("peekOnEveryCapture", std.peekOnEveryCapture()),
                    f.bool("showLosingAttacker", std.showLosingAttacker()),
                    f.bool("kingDiscardsUnseen", std.kingDiscardsUnseen()), tieBreak(f, std.tieBreak()));
        });
    }

    private static PalmeraTieBreak tieBreak(JsonFields f, PalmeraTieBreak absent) {
        String text = f.optionalString("tieBreak");
        if (text == null) return absent;
        for (PalmeraTieBreak t : PalmeraTieBreak.values()) if (t.name().toLowerCase(Locale.ROOT).equals(text)) return t;
        throw new CodecException("\"tieBreak\" in the settings must be \"shared\" or \"ace_perch\", not \"" + text + "\"");
    }
}
