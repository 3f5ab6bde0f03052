package eleusis.game.express;

import com.fasterxml.jackson.databind.JsonNode;
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
 * A guess the game has judged is stored with its judgement (see {@link ExpressAction.Judgement}):
 * <pre>
 *   {"kind":"guess","text":"card is red","inWords":false,"verdict":"right"}
 *   {"kind":"guess","text":"card is red","inWords":false,"verdict":"wrong","counterexample":"3H 5S","secretVerdict":"reject"}
 *   {"kind":"guess","text":"...","inWords":false,"verdict":"dealer"}   (its check ran out of time: the dealer judges it)
 * </pre>
 * Only {@link #decodeStored} reads those fields; {@link #decode}, for what a player sends, refuses
 * them: a player never sends a verdict.
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
    /** The fields of a guess's judgement: stored with it, never sent by a player. */
    private static final List<String> JUDGEMENT = List.of("verdict", "counterexample", "secretVerdict");
    private static final List<String> STORED_GUESS =
            List.of("kind", "text", "inWords", "verdict", "counterexample", "secretVerdict");
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
            if (g.judgement() != null) {
                ExpressAction.Judgement j = g.judgement();
                o.put("verdict", j.givenToDealer() ? ExpressAction.Judgement.TO_DEALER : j.right() ? "right" : "wrong");
                if (j.counterexample() != null) o.put("counterexample", j.counterexample());
                if (j.secretVerdict() != null && !j.givenToDealer()) o.put("secretVerdict", j.secretVerdict());
            }
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

    /** An action as a player sends it: a guess comes without a judgement. */
    public static ExpressAction decode(JsonNode node) {
        return decode(node, false);
    }

    /** An action as the game recorded it and the store keeps it: a guess may carry its judgement. */
    public static ExpressAction decodeStored(JsonNode node) {
        return decode(node, true);
    }

    private static ExpressAction decode(JsonNode node, boolean stored) {
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
                if (!stored) {
                    for (String judged : JUDGEMENT) {
                        if (node != null && node.has(judged)) {
                            throw new CodecException("a guess is judged by the game, not by its player: \"" + judged
                                    + "\" cannot be sent with it");
                        }
                    }
                }
                JsonFields f = new JsonFields(node, what, stored ? STORED_GUESS : List.of("kind", "text", "inWords"));
                ExpressAction.Guess g = new ExpressAction.Guess(f.string("text"), f.bool("inWords", false));
                return stored && f.has("verdict") ? g.judged(judgement(f, g)) : g;
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

    private static ExpressAction.Judgement judgement(JsonFields f, ExpressAction.Guess g) {
        String verdict = f.string("verdict");
        boolean toDealer = verdict.equals(ExpressAction.Judgement.TO_DEALER);
        if (!verdict.equals("right") && !verdict.equals("wrong") && !toDealer) {
            throw new CodecException("\"verdict\" in a stored guess must be \"right\", \"wrong\" or \"dealer\", not \"" + verdict + "\"");
        }
        if (g.inWords()) throw new CodecException("a guess in words is judged by the dealer; it carries no \"verdict\"");
        if (toDealer) {
            if (f.has("counterexample") || f.has("secretVerdict")) {
                throw new CodecException("a stored guess given to the dealer carries no \"counterexample\" or \"secretVerdict\"");
            }
            return ExpressAction.Judgement.toDealer();
        }
        try {
            return new ExpressAction.Judgement(verdict.equals("right"), f.optionalString("counterexample"),
                    f.optionalString("secretVerdict"));
        } catch (IllegalArgumentException e) {
            throw new CodecException("a stored guess's judgement: " + e.getMessage());
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
