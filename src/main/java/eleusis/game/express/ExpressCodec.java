package eleusis.game.express;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.CodecException;
import eleusis.game.GameJson;
import eleusis.game.JsonFields;
import eleusis.game.Judge;
import java.util.List;

/**
 * The JSON of Eleusis Express actions and settings, as stored and as a browser may send them:
 * <pre>
 *   {"kind":"play","card":17}  {"kind":"no_play"}  {"kind":"guess","text":"card is red","inWords":false}
 *   {"kind":"end_turn"}  {"kind":"verdict","right":false,"card":4}  {"kind":"end_round"}
 *   {"kind":"next_round"}  {"kind":"next_round","rule":"card is red"}  {"kind":"next_round","byHand":true}
 * </pre>
 * Settings are an object with the settings' component names (see {@link GameJson} for judges and
 * for what a missing field takes). Anything else is refused with a {@link CodecException} that
 * says what is wrong and where.
 */
public final class ExpressCodec {
    private static final List<String> KINDS =
            List.of("play", "no_play", "guess", "end_turn", "verdict", "next_round", "end_round");
    private static final List<String> SETTINGS = List.of("players", "rounds", "judges", "handSize",
            "wrongPlayPenalty", "noPlayPenalty", "noPlayShrink", "guessBonus", "wrongGuessPenalty", "lowStock",
            "endWhenStockRunsOut", "neverDealtBonus", "dealerRotates", "dealerScore");
    private static final String CARD_IDS = "a list of card ids (whole numbers), like [3, 17]";

    private ExpressCodec() {}

    public static String encode(ExpressAction action) {
        ObjectNode o = GameJson.MAPPER.createObjectNode();
        if (action instanceof ExpressAction.Play p) {
            o.put("kind", "play");
            o.put("card", p.card());
        } else if (action instanceof ExpressAction.NoPlay) {
            o.put("kind", "no_play");
        } else if (action instanceof ExpressAction.Guess g) {
            o.put("kind", "guess");
            o.put("text", g.text());
            o.put("inWords", g.inWords());
        } else if (action instanceof ExpressAction.EndTurn) {
            o.put("kind", "end_turn");
        } else if (action instanceof ExpressAction.Verdict v) {
            o.put("kind", "verdict");
            o.put("right", v.right());
            if (v.card() != null) o.put("card", v.card());
        } else if (action instanceof ExpressAction.NextRound n) {
            GameJson.nextRound(o, n.rule(), n.byHand());
        } else if (action instanceof ExpressAction.EndRound) {
            o.put("kind", "end_round");
        } else {
            throw new IllegalArgumentException("not an Eleusis Express action: " + action);
        }
        return GameJson.limited(o.toString());
    }

    public static ExpressAction decode(JsonNode node) {
        String kind = GameJson.kind(node, "an Eleusis Express action", KINDS);
        String what = "a \"" + kind + "\" action";
        switch (kind) {
            case "play": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "card"));
                return new ExpressAction.Play(f.integer("card"));
            }
            case "no_play":
                new JsonFields(node, what, List.of("kind"));
                return new ExpressAction.NoPlay();
            case "guess": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "text", "inWords"));
                return new ExpressAction.Guess(f.string("text"), f.bool("inWords", false));
            }
            case "end_turn":
                new JsonFields(node, what, List.of("kind"));
                return new ExpressAction.EndTurn();
            case "verdict": {
                JsonFields f = new JsonFields(node, what, List.of("kind", "right", "card"));
                return new ExpressAction.Verdict(f.bool("right"), f.optionalInteger("card"));
            }
            case "next_round": {
                JsonFields f = GameJson.nextRound(node, what);
                return new ExpressAction.NextRound(f.optionalString("rule"), f.bool("byHand", false));
            }
            case "end_round":
                new JsonFields(node, what, List.of("kind"));
                return new ExpressAction.EndRound();
            default:
                throw new IllegalStateException("a kind in KINDS without a case: " + kind);
        }
    }

    public static String encodeSettings(ExpressSettings s) {
        ObjectNode o = GameJson.MAPPER.createObjectNode();
        o.put("players", s.players());
        o.put("rounds", s.rounds());
        o.set("judges", GameJson.judges(s.judges()));
        o.put("handSize", s.handSize());
        o.put("wrongPlayPenalty", s.wrongPlayPenalty());
        o.put("noPlayPenalty", s.noPlayPenalty());
        o.put("noPlayShrink", s.noPlayShrink());
        o.put("guessBonus", s.guessBonus());
        o.put("wrongGuessPenalty", s.wrongGuessPenalty());
        o.put("lowStock", s.lowStock());
        o.put("endWhenStockRunsOut", s.endWhenStockRunsOut());
        o.put("neverDealtBonus", s.neverDealtBonus());
        o.put("dealerRotates", s.dealerRotates());
        o.put("dealerScore", s.dealerScore().word());
        return o.toString();
    }

    public static ExpressSettings decodeSettings(String json) {
        return GameJson.settings(json, SETTINGS, (f, players) -> {
            List<Judge> judges = GameJson.judges(f);
            ExpressSettings std = ExpressSettings.standard(players, judges.get(0));
            return new ExpressSettings(players, f.integer("rounds", std.rounds()), judges,
                    f.integer("handSize", std.handSize()), f.integer("wrongPlayPenalty", std.wrongPlayPenalty()),
                    f.integer("noPlayPenalty", std.noPlayPenalty()), f.integer("noPlayShrink", std.noPlayShrink()),
                    f.integer("guessBonus", std.guessBonus()), f.integer("wrongGuessPenalty", std.wrongGuessPenalty()),
                    f.integer("lowStock", std.lowStock()), f.bool("endWhenStockRunsOut", std.endWhenStockRunsOut()),
                    f.integer("neverDealtBonus", std.neverDealtBonus()), f.bool("dealerRotates", std.dealerRotates()),
                    dealerScore(f, std.dealerScore()));
        });
    }

    /** Express's {@code dealerScore}: "highest" or "average"; absent (settings stored before it existed), the standard. */
    private static ExpressDealerScore dealerScore(JsonFields f, ExpressDealerScore absent) {
        String word = f.optionalString("dealerScore");
        if (word == null) return absent;
        ExpressDealerScore d = ExpressDealerScore.of(word);
        if (d == null) {
            throw new CodecException("\"dealerScore\" in the settings must be \"highest\" or \"average\", not \"" + word + "\"");
        }
        return d;
    }

}
