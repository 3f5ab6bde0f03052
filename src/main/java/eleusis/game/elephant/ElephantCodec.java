package eleusis.game.elephant;

import eleusis.game.CodecException;
import eleusis.game.GameJson;
import eleusis.game.JsonFields;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The JSON of Der Elefant im Porzellanladen's actions and settings, as stored and as the browser
 * sends them back from the view's {@code legal} list:
 * <pre>
 *   {"kind":"buy","card":12}  {"kind":"take_elephant","elephant":57}  {"kind":"lose","cards":[3,41]}
 *   {"kind":"push"}  {"kind":"score","scoring":"one_colour","colour":"red"}  {"kind":"score","scoring":"all"}
 * </pre>
 * Scoring types are lowest, highest, one_colour and all; colours red, green and blue. Settings are
 * an object with the settings' component names; only {@code players} is required. Anything else is
 * refused with a {@link CodecException} saying what is wrong and where.
 */
public final class ElephantCodec {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> KINDS = List.of("buy", "take_elephant", "lose", "push", "score");
    private static final List<String> SETTINGS = List.of("players", "firstPlayer", "startPairsByLot", "pushWhenForced",
            "autoScoring");
    private static final String CARD_IDS = "a list of card ids (whole numbers), like [3, 41]";

    private ElephantCodec() {}

    public static String encode(ElephantAction action) {
        ObjectNode o = MAPPER.createObjectNode();
        if (action instanceof ElephantAction.Buy b) {
            o.put("kind", "buy");
            o.put("card", b.card());
        } else if (action instanceof ElephantAction.TakeElephant t) {
            o.put("kind", "take_elephant");
            o.put("elephant", t.elephant());
        } else if (action instanceof ElephantAction.Lose l) {
            o.put("kind", "lose");
            ArrayNode cards = o.putArray("cards");
            l.cards().forEach(cards::add);
        } else if (action instanceof ElephantAction.Push) {
            o.put("kind", "push");
        } else if (action instanceof ElephantAction.Score s) {
            o.put("kind", "score");
            o.put("scoring", s.scoring() == null ? null : s.scoring().word());
            if (s.colour() != null) o.put("colour", s.colour().word());
        } else {
            throw new IllegalArgumentException("not an action of Der Elefant im Porzellanladen: " + action);
        }
        return o.toString();
    }

    public static ElephantAction decode(JsonNode node) {
        String kind = GameJson.kind(node, "an action of Der Elefant im Porzellanladen", KINDS);
        String what = "a \"" + kind + "\" action";
        switch (kind) {
            case "buy": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "card"));
                return new ElephantAction.Buy(f.integer("card"));
            }
            case "take_elephant": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "elephant"));
                return new ElephantAction.TakeElephant(f.integer("elephant"));
            }
            case "lose": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "cards"));
                return new ElephantAction.Lose(f.integers("cards", CARD_IDS));
            }
            case "push":
                new JsonFields(node, what, List.of("kind"));
                return new ElephantAction.Push();
            case "score": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "scoring", "colour"));
                String word = f.string("scoring");
                ScoringType type = ScoringType.of(word);
                if (type == null) {
                    throw new CodecException("\"scoring\" in " + what + " must be one of lowest, highest, one_colour,"
                            + " all, not \"" + word + "\"");
                }
                String colourWord = f.optionalString("colour");
                ElephantColour colour = colourWord == null ? null : ElephantColour.of(colourWord);
                if (colourWord != null && colour == null) {
                    throw new CodecException("\"colour\" in " + what + " must be red, green or blue, not \""
                            + colourWord + "\"");
                }
                return new ElephantAction.Score(type, colour);
            }
            default:
                throw new IllegalStateException("a kind in KINDS without a case: " + kind);
        }
    }

    public static String encodeSettings(ElephantSettings s) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("players", s.players());
        o.put("firstPlayer", s.firstPlayer());
        o.put("startPairsByLot", s.startPairsByLot());
        o.put("pushWhenForced", s.pushWhenForced());
        o.put("autoScoring", s.autoScoring());
        return o.toString();
    }

    public static ElephantSettings decodeSettings(String json) {
        return GameJson.settings(json, SETTINGS, (f, players) -> {
            ElephantSettings std = ElephantSettings.standard(players);
            return new ElephantSettings(players, f.integer("firstPlayer", std.firstPlayer()),
                    f.bool("startPairsByLot", std.startPairsByLot()), f.bool("pushWhenForced", std.pushWhenForced()),
                    f.bool("autoScoring", std.autoScoring()));
        });
    }
}
