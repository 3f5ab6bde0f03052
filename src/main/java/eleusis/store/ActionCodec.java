package eleusis.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.Judge;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressDealerScore;
import eleusis.game.express.ExpressSettings;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.List;

/**
 * The JSON of actions and settings, as stored and as a browser may send them. An action is an
 * object with its {@code "kind"} (the names {@code Game.allowed} uses) and its fields:
 * <pre>
 *   Eleusis  {"kind":"play","cards":[3,17]}  {"kind":"no_play"}  {"kind":"declare_prophet"}
 *            {"kind":"end_turn"}  {"kind":"prophet_call","right":false,"card":12}
 *            {"kind":"verdict","right":true}  {"kind":"end_round"}
 *   Express  {"kind":"play","card":17}  {"kind":"no_play"}  {"kind":"guess","text":"card is red","inWords":false}
 *            {"kind":"end_turn"}  {"kind":"verdict","right":false,"card":4}  {"kind":"end_round"}
 *   Both     {"kind":"next_round"}  {"kind":"next_round","rule":"card is red"}  {"kind":"next_round","byHand":true}
 * </pre>
 * {@code "card"} of a call or verdict is left out when there is none, and so are a next round's
 * {@code "rule"} and {@code "byHand"} when the settings' judge is kept. Settings are an object with
 * the settings' component names; a judge is {@code {"kind":"rule","rule":"<rule text>"}} or
 * {@code {"kind":"by_hand","note":"..."}}. When decoding settings only {@code players} and
 * {@code judges} are required; a missing field takes the standard game's value (so settings stored
 * before {@code dealerRotates} existed read as the rotating dealer they were played with).
 *
 * <p>Decoding refuses anything else with a {@link StoreException.Invalid} whose message says what is
 * wrong and where; it never lets a parser's exception through.
 */
public final class ActionCodec {
    /** Longest action JSON accepted (and the size of its column). */
    public static final int MAX_ACTION_CHARS = 20_000;

    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private static final List<String> ELEUSIS_KINDS =
            List.of("play", "no_play", "declare_prophet", "end_turn", "prophet_call", "verdict", "next_round", "end_round");
    private static final List<String> EXPRESS_KINDS =
            List.of("play", "no_play", "guess", "end_turn", "verdict", "next_round", "end_round");
    private static final List<String> ELEUSIS_SETTINGS = List.of("players", "rounds", "judges", "handSize", "maxString",
            "penaltyPerCard", "noPlayPenalty", "noPlayShrink", "prophetPenalty", "markerEvery", "suddenDeathMarkers",
            "lowStock", "emptyHandBonus", "neverDealtBonus", "overthrowSparesNoPlay", "dealerRotates");
    private static final List<String> EXPRESS_SETTINGS = List.of("players", "rounds", "judges", "handSize",
            "wrongPlayPenalty", "noPlayPenalty", "noPlayShrink", "guessBonus", "wrongGuessPenalty", "lowStock",
            "endWhenStockRunsOut", "neverDealtBonus", "dealerRotates", "dealerScore");
    private static final String CARD_IDS = "a list of card ids (whole numbers), like [3, 17]";

    private ActionCodec() {}

    // ---------------------------------------------------------------- Eleusis actions

    public static String encode(EleusisAction action) {
        ObjectNode o = MAPPER.createObjectNode();
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
            nextRound(o, n.rule(), n.byHand());
        } else if (action instanceof EleusisAction.EndRound) {
            o.put("kind", "end_round");
        } else {
            throw new IllegalArgumentException("not an Eleusis action: " + action);
        }
        return limited(o.toString());
    }

    public static EleusisAction decodeEleusis(String json) {
        return decodeEleusis(parse(json, "the action", MAX_ACTION_CHARS));
    }

    /** For an action inside a larger message. */
    public static EleusisAction decodeEleusis(JsonNode node) {
        String kind = kind(node, "an Eleusis action", ELEUSIS_KINDS);
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
                JsonFields f = nextRound(node, what);
                return new EleusisAction.NextRound(f.optionalString("rule"), f.bool("byHand", false));
            }
            case "end_round":
                new JsonFields(node, what, List.of("kind"));
                return new EleusisAction.EndRound();
            default:
                throw new IllegalStateException("a kind in ELEUSIS_KINDS without a case: " + kind);
        }
    }

    // ---------------------------------------------------------------- Express actions

    public static String encode(ExpressAction action) {
        ObjectNode o = MAPPER.createObjectNode();
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
            nextRound(o, n.rule(), n.byHand());
        } else if (action instanceof ExpressAction.EndRound) {
            o.put("kind", "end_round");
        } else {
            throw new IllegalArgumentException("not an Eleusis Express action: " + action);
        }
        return limited(o.toString());
    }

    public static ExpressAction decodeExpress(String json) {
        return decodeExpress(parse(json, "the action", MAX_ACTION_CHARS));
    }

    public static ExpressAction decodeExpress(JsonNode node) {
        String kind = kind(node, "an Eleusis Express action", EXPRESS_KINDS);
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
                JsonFields f = nextRound(node, what);
                return new ExpressAction.NextRound(f.optionalString("rule"), f.bool("byHand", false));
            }
            case "end_round":
                new JsonFields(node, what, List.of("kind"));
                return new ExpressAction.EndRound();
            default:
                throw new IllegalStateException("a kind in EXPRESS_KINDS without a case: " + kind);
        }
    }

    // ---------------------------------------------------------------- the next round, in both games

    private static void nextRound(ObjectNode o, String rule, boolean byHand) {
        o.put("kind", "next_round");
        if (rule != null) o.put("rule", rule);
        if (byHand) o.put("byHand", true);
    }

    /** The fields of a next round; a rule and judging by hand cannot both be chosen. */
    private static JsonFields nextRound(JsonNode node, String what) {
        JsonFields f = new JsonFields(node, what, List.of("kind", "rule", "byHand"));
        f.optionalString("rule");
        if (f.has("rule") && f.bool("byHand", false)) {
            throw new StoreException.Invalid(what + " chooses either a secret rule (\"rule\") or judging by hand"
                    + " (\"byHand\": true) for the next round, not both");
        }
        return f;
    }

    // ---------------------------------------------------------------- settings

    public static String encode(EleusisSettings s) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("players", s.players());
        o.put("rounds", s.rounds());
        o.set("judges", judges(s.judges()));
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

    public static EleusisSettings decodeEleusisSettings(String json) {
        JsonFields f = new JsonFields(parse(json, "the settings", Tables.MAX_SETTINGS), "the settings", ELEUSIS_SETTINGS);
        int players = f.integer("players");
        List<Judge> judges = judges(f);
        EleusisSettings std = settingsCheck(() -> EleusisSettings.standard(players, judges.get(0)));
        return settingsCheck(() -> new EleusisSettings(players, f.integer("rounds", std.rounds()), judges,
                f.integer("handSize", std.handSize()), f.integer("maxString", std.maxString()),
                f.integer("penaltyPerCard", std.penaltyPerCard()), f.integer("noPlayPenalty", std.noPlayPenalty()),
                f.integer("noPlayShrink", std.noPlayShrink()), f.integer("prophetPenalty", std.prophetPenalty()),
                f.integer("markerEvery", std.markerEvery()), f.integer("suddenDeathMarkers", std.suddenDeathMarkers()),
                f.integer("lowStock", std.lowStock()), f.integer("emptyHandBonus", std.emptyHandBonus()),
                f.integer("neverDealtBonus", std.neverDealtBonus()),
                f.bool("overthrowSparesNoPlay", std.overthrowSparesNoPlay()),
                f.bool("dealerRotates", std.dealerRotates())));
    }

    public static String encode(ExpressSettings s) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("players", s.players());
        o.put("rounds", s.rounds());
        o.set("judges", judges(s.judges()));
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

    public static ExpressSettings decodeExpressSettings(String json) {
        JsonFields f = new JsonFields(parse(json, "the settings", Tables.MAX_SETTINGS), "the settings", EXPRESS_SETTINGS);
        int players = f.integer("players");
        List<Judge> judges = judges(f);
        ExpressSettings std = settingsCheck(() -> ExpressSettings.standard(players, judges.get(0)));
        return settingsCheck(() -> new ExpressSettings(players, f.integer("rounds", std.rounds()), judges,
                f.integer("handSize", std.handSize()), f.integer("wrongPlayPenalty", std.wrongPlayPenalty()),
                f.integer("noPlayPenalty", std.noPlayPenalty()), f.integer("noPlayShrink", std.noPlayShrink()),
                f.integer("guessBonus", std.guessBonus()), f.integer("wrongGuessPenalty", std.wrongGuessPenalty()),
                f.integer("lowStock", std.lowStock()), f.bool("endWhenStockRunsOut", std.endWhenStockRunsOut()),
                f.integer("neverDealtBonus", std.neverDealtBonus()), f.bool("dealerRotates", std.dealerRotates()),
                dealerScore(f, std.dealerScore())));
    }

    /** Express's {@code dealerScore}: "highest" or "average"; absent (settings stored before it existed), the standard. */
    private static ExpressDealerScore dealerScore(JsonFields f, ExpressDealerScore absent) {
        String word = f.optionalString("dealerScore");
        if (word == null) return absent;
        ExpressDealerScore d = ExpressDealerScore.of(word);
        if (d == null) {
            throw new StoreException.Invalid("\"dealerScore\" in the settings must be \"highest\" or \"average\", not \"" + word + "\"");
        }
        return d;
    }

    private static ArrayNode judges(List<Judge> judges) {
        ArrayNode a = MAPPER.createArrayNode();
        for (Judge j : judges) {
            ObjectNode o = a.addObject();
            if (j instanceof Judge.ByRule r) {
                o.put("kind", "rule");
                o.put("rule", r.rule().source());
            } else if (j instanceof Judge.ByHand h) {
                o.put("kind", "by_hand");
                if (h.note() != null) o.put("note", h.note());
            }
        }
        return a;
    }

    private static List<Judge> judges(JsonFields settings) {
        JsonNode array = settings.array("judges", "a list of judges, like [{\"kind\":\"rule\",\"rule\":\"card is red\"}]");
        if (array.isEmpty()) {
            throw new StoreException.Invalid("the settings need at least one judge: a secret rule or the dealer judging by hand");
        }
        List<Judge> out = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            String what = "judge " + (i + 1) + " of the settings";
            JsonNode node = array.get(i);
            String kind = kind(node, what, List.of("rule", "by_hand"));
            if (kind.equals("rule")) {
                JsonFields f = new JsonFields(node, what, List.of("kind", "rule"));
                RuleResult compiled = Rule.compile(f.string("rule"));
                if (!compiled.ok()) throw new StoreException.Invalid(what + ": the rule does not compile:\n" + compiled.report());
                out.add(new Judge.ByRule(compiled.rule()));
            } else {
                JsonFields f = new JsonFields(node, what, List.of("kind", "note"));
                out.add(new Judge.ByHand(f.optionalString("note")));
            }
        }
        return out;
    }

    /** The settings records check their values in their constructors; their message says what is wrong. */
    private static <T> T settingsCheck(java.util.function.Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw new StoreException.Invalid("the settings cannot be used: " + e.getMessage());
        }
    }

    // ---------------------------------------------------------------- parsing

    /**
     * Parses JSON text, refusing text that is too long, empty or not JSON with a message that says
     * where the JSON went wrong.
     */
    public static JsonNode parse(String json, String what, int maxChars) {
        if (json == null || json.isBlank()) throw new StoreException.Invalid("empty text instead of " + what);
        if (json.length() > maxChars) {
            throw new StoreException.Invalid("too much text for " + what + " (" + json.length() + " characters; at most "
                    + maxChars + ")");
        }
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
            throw new StoreException.Invalid("not valid JSON in " + what + where + ": " + jsonProblem(e));
        }
    }

    /** Jackson's words for the usual mistakes are about its own workings; these are about the text. */
    private static String jsonProblem(JsonProcessingException e) {
        String m = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (e instanceof JsonEOFException) return "the text ends before the JSON does (a closing }, ] or \" is missing)";
        if (m.startsWith("Trailing token")) return "there is more text after the end of the JSON value";
        if (m.startsWith("Duplicate field")) return "the field " + m.substring("Duplicate field ".length()) + " appears twice";
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    private static String kind(JsonNode node, String what, List<String> kinds) {
        if (node == null || !node.isObject()) {
            throw new StoreException.Invalid(what + " must be a JSON object like {\"kind\":\"" + kinds.get(0)
                    + "\", ...}, not " + JsonFields.describe(node));
        }
        JsonNode kind = node.get("kind");
        if (kind == null || kind.isNull()) {
            throw new StoreException.Invalid(what + " has no \"kind\"; it is one of: " + String.join(", ", kinds));
        }
        if (!kind.isTextual() || !kinds.contains(kind.textValue())) {
            throw new StoreException.Invalid("unknown kind " + kind + " for " + what + "; it is one of: " + String.join(", ", kinds));
        }
        return kind.textValue();
    }

    private static String limited(String json) {
        if (json.length() > MAX_ACTION_CHARS) {
            throw new StoreException.Invalid("the action is too long to store (" + json.length() + " characters of JSON; at most "
                    + MAX_ACTION_CHARS + ")");
        }
        return json;
    }
}
