package eleusis.game.elementa;

import eleusis.game.CodecException;
import eleusis.game.GameJson;
import eleusis.game.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The JSON of Elementa's actions and settings, as stored and as a browser sends them. The one
 * action is {@code {"kind":"play","card":17}}, the shape of the {@code legal} entries of the view.
 * Settings are {@code {"players":4,"dealer":null,"handSize":3,"relicsBreakTies":true,"showCaptured":false}};
 * only {@code players} is required, a missing field takes the standard value, and a missing or null
 * {@code dealer} means the seed draws the dealer.
 *
 * <p>Anything malformed is refused with a {@link CodecException} saying what and where.
 */
public final class ElementaCodec {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> KINDS = List.of("play");
    private static final List<String> SETTINGS = List.of("players", "dealer", "handSize", "relicsBreakTies", "showCaptured");

    private ElementaCodec() {}

    public static String encode(ElementaAction action) {
        if (!(action instanceof ElementaAction.Play p)) throw new IllegalArgumentException("not an Elementa action: " + action);
        ObjectNode o = MAPPER.createObjectNode();
        o.put("kind", "play");
        o.put("card", p.card());
        return o.toString();
    }

    public static ElementaAction decode(JsonNode node) {
        GameJson.kind(node, "an Elementa action", KINDS);
        JsonFields f = new JsonFields(node, "a \"play\" action", List.of("kind", "card"));
        return new ElementaAction.Play(f.integer("card"));
    }

    public static String encodeSettings(ElementaSettings s) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("players", s.players());
        if (s.dealer() == null) o.putNull("dealer");
        else o.put("dealer", s.dealer());
        o.put("handSize", s.handSize());
        o.put("relicsBreakTies", s.relicsBreakTies());
        o.put("showCaptured", s.showCaptured());
        return o.toString();
    }

    public static ElementaSettings decodeSettings(String json) {
        return GameJson.settings(json, SETTINGS, (f, players) -> {
            ElementaSettings std = ElementaSettings.standard(players);
            return new ElementaSettings(players, f.optionalInteger("dealer"), f.integer("handSize", std.handSize()),
                    f.bool("relicsBreakTies", std.relicsBreakTies()), f.bool("showCaptured", std.showCaptured()));
        });
    }
}
