package eleusis.game.eleusis;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.CodecException;
import eleusis.game.GameJson;
import eleusis.game.JsonFields;
import eleusis.game.Judge;

import java.util.List;

/**
 * The JSON of Eleusis actions and settings, as stored and as a browser may send them:
 * <pre>
 *   {"kind":"play","cards":[3,17]}  {"kind":"no_play"}  {"kind":"declare_prophet"}
 *   {"kind":"end_turn"}  {"kind":"prophet_call","right":false,"card":12}
 *   {"kind":"verdict","right":true}  {"kind":"end_round"}
 *   {"kind":"next_round"}  {"kind":"next_round","rule":"card is red"}  {"kind":"next_round","byHand":true}
 * </pre>
 * Settings are an object with the settings' component names (see {@link GameJson} for judges and
 * for what a missing field takes). Anything else is refused with a {@link CodecException} that
 * says what is wrong and where.
 */
public final class EleusisCodec {
    private static final List<String> KINDS =
            List.of("play", "no_play", "declare_prophet", "end_turn", "prophet_call", "verdict", "next_round", "end_round");
    private static final List<String> SETTINGS = List.of("players", "rounds", "judges", "handSize", "maxString",
            "penaltyPerCard", "noPlayPenalty", "noPlayShrink", "prophetPenalty", "markerEvery", "suddenDeathMarkers",
            "lowStock", "emptyHandBonus", "neverDealtBonus", "overthrowSparesNoPlay", "dealerRotates");
    private static final String CARD_IDS = "a list of card ids (whole numbers), like [3, 17]";

    private EleusisCodec() {}

    public static String encode(EleusisAction action) {
        ObjectNode o = GameJson.MAPPER.createObjectNode();
        if (action instanceof EleusisAction.Play p) {
            o.put("kind", "play");
            ArrayNode cards = o.putArray("cards");
            p.cards().forEach(cards::add);
        } else if (action instanceof EleusisAction.NoPlay) {
            o.put("kind", "no_play");
        } else if (action instanceof EleusisAction.DeclareProphet) {
            o.put("kind", "declare_prophet");
        } else if (action instanceof EleusisAction.EndTurn) {
            o.put("kind", "end_turn");
        } else if (action instanceof EleusisAction.ProphetCall c) {
            o.put("kind", "prophet_call");
            o.put("right", c.right());
            if (c.card() != null) o.put("card", c.card());
        } else if (action instanceof EleusisAction.Verdict v) {
            o.put("kind", "verdict");
            o.put("right", v.right());
            if (v.card() != null) o.put("card", v.card());
        } else if (action instanceof EleusisAction.NextRound n) {
            GameJson.nextRound(o, n.rule(), n.byHand());
        } else if (action instanceof EleusisAction.EndRound) {
            o.put("kind", "end_round");
        } else {
            throw new IllegalArgumentException("not an Eleusis action: " + action);
        }
        return GameJson.limited(o.toString());
    }

    public static EleusisAction decode(JsonNode node) {
        String kind = GameJson.kind(node, "an Eleusis action", KINDS);
        String what = "a \"" + kind + "\" action";
        switch (kind) {
            case "play": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "cards"));
                return new EleusisAction.Play(f.integers("cards", CARD_IDS));
            }
            case "no_play":
                new JsonFields(node, what, List.of("kind"));
                return new EleusisAction.NoPlay();
            case "declare_prophet":
                new JsonFields(node, what, List.of("kind"));
                return new EleusisAction.DeclareProphet();
            case "end_turn":
                new JsonFields(node, what, List.of("kind"));
                return new EleusisAction.EndTurn();
            case "prophet_call": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "right", "card"));
                return new EleusisAction.ProphetCall(f.bool("right"), f.optionalInteger("card"));
            }
            case "verdict": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "right", "card"));
                return new EleusisAction.Verdict(f.bool("right"), f.optionalInteger("card"));
            }
            case "next_round": {
                JsonFields f = GameJson.nextRound(node, what);
                return new EleusisAction.NextRound(f.optionalString("rule"), f.bool("byHand", false));
            }
            case "end_round":
                new JsonFields(node, what, List.of("kind"));
                return new EleusisAction.EndRound();
            default:
                throw new IllegalStateException("a kind in KINDS without a case: " + kind);
        }
    }

    public static String encodeSettings(EleusisSettings s) {
        ObjectNode o = GameJson.MAPPER.createObjectNode();
        o.put("players", s.players());
        o.put("rounds", s.rounds());
        o.set("judges", GameJson.judges(s.judges()));
        o.put("handSize", s.handSize());
        o.put("maxString", s.maxString());
        o.put("penaltyPerCard", s.penaltyPerCard());
        o.put("noPlayPenalty", s.noPlayPenalty());
        o.put("noPlayShrink", s.noPlayShrink());
        o.put("prophetPenalty", s.prophetPenalty());
        o.put("markerEvery", s.markerEvery());
        o.put("suddenDeathMarkers", s.suddenDeathMarkers());
        o.put("lowStock", s.lowStock());
        o.put("emptyHandBonus", s.emptyHandBonus());
        o.put("neverDealtBonus", s.neverDealtBonus());
        o.put("overthrowSparesNoPlay", s.overthrowSparesNoPlay());
        o.put("dealerRotates", s.dealerRotates());
        return o.toString();
    }

    public static EleusisSettings decodeSettings(String json) {
        return GameJson.settings(json, SETTINGS, (f, players) -> {
            List<Judge> judges = GameJson.judges(f);
            EleusisSettings std = EleusisSettings.standard(players, judges.get(0));
            return new EleusisSettings(players, f.integer("rounds", std.rounds()), judges,
                    f.integer("handSize", std.handSize()), f.integer("maxString", std.maxString()),
                    f.integer("penaltyPerCard", std.penaltyPerCard()), f.integer("noPlayPenalty", std.noPlayPenalty()),
                    f.integer("noPlayShrink", std.noPlayShrink()), f.integer("prophetPenalty", std.prophetPenalty()),
                    f.integer("markerEvery", std.markerEvery()), f.integer("suddenDeathMarkers", std.suddenDeathMarkers()),
                    f.integer("lowStock", std.lowStock()), f.integer("emptyHandBonus", std.emptyHandBonus()),
                    f.integer("neverDealtBonus", std.neverDealtBonus()),
                    f.bool("overthrowSparesNoPlay", std.overthrowSparesNoPlay()),
                    f.bool("dealerRotates", std.dealerRotates()));
        });
    }

}
