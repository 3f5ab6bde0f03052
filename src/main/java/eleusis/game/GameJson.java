package eleusis.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.ArrayList;
import java.util.List;

/**
 * What every game's JSON codec shares: parsing text with messages that say where the JSON went
 * wrong, an action's {@code "kind"}, the size limits, a next round's choice of rule and the judges
 * of the rule-guessing games' settings ({@code {"kind":"rule","rule":"<rule text>"}} or
 * {@code {"kind":"by_hand","note":"..."}}). When decoding settings only the fields a game cannot do
 * without are required; a missing field takes the standard game's value (so settings stored before
 * a setting existed read as the game they were played with).
 *
 * <p>Decoding refuses anything else with a {@link CodecException} whose message says what is wrong
 * and where; it never lets a parser's exception through.
 */
public final class GameJson {
    /** Longest action JSON accepted (and the size of its column). */
    public static final int MAX_ACTION_CHARS = 20_000;
    /** Longest settings JSON accepted (and the size of its column). */
    public static final int MAX_SETTINGS_CHARS = 100_000;

    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    private GameJson() {}

    // ---------------------------------------------------------------- the next round, in both games

    public static void nextRound(ObjectNode o, String rule, boolean byHand) {
        o.put("kind", "next_round");
        if (rule != null) o.put("rule", rule);
        if (byHand) o.put("byHand", true);
    }

    /** The fields of a next round; a rule and judging by hand cannot both be chosen. */
    public static JsonFields nextRound(JsonNode node, String what) {
        JsonFields f = new JsonFields(node, what, List.of("kind", "rule", "byHand"));
        f.optionalString("rule");
        if (f.has("rule") && f.bool("byHand", false)) {
            throw new CodecException(what + " chooses either a secret rule (\"rule\") or judging by hand"
                    + " (\"byHand\": true) for the next round, not both");
        }
        return f;
    }

    public static ArrayNode judges(List<Judge> judges) {
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

    public static List<Judge> judges(JsonFields settings) {
        JsonNode array = settings.array("judges", "a list of judges, like [{\"kind\":\"rule\",\"rule\":\"card is red\"}]");
        if (array.isEmpty()) {
            throw new CodecException("the settings need at least one judge: a secret rule or the dealer judging by hand");
        }
        List<Judge> out = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            String what = "judge " + (i + 1) + " of the settings";
            JsonNode node = array.get(i);
            String kind = kind(node, what, List.of("rule", "by_hand"));
            if (kind.equals("rule")) {
                JsonFields f = new JsonFields(node, what, List.of("kind", "rule"));
                RuleResult compiled = Rule.compile(f.string("rule"));
                if (!compiled.ok()) throw new CodecException(what + ": the rule does not compile:\n" + compiled.report());
                out.add(new Judge.ByRule(compiled.rule()));
            } else {
                JsonFields f = new JsonFields(node, what, List.of("kind", "note"));
                out.add(new Judge.ByHand(f.optionalString("note")));
            }
        }
        return out;
    }

    /**
     * A game's settings from their JSON: the object may hold only {@code fields}, {@code "players"} is
     * required, and {@code read} builds the settings from the fields and the number of players
     * (a missing field taking the standard game's value). What the settings records refuse comes
     * back as a {@link CodecException} saying why.
     */
    public static <S> S settings(String json, List<String> fields, java.util.function.BiFunction<JsonFields, Integer, S> read) {
        JsonFields f = new JsonFields(parse(json, "the settings", MAX_SETTINGS_CHARS), "the settings", fields);
        int players = f.integer("players");
        return settingsCheck(() -> read.apply(f, players));
    }

    /** The settings records check their values in their constructors; their message says what is wrong. */
    public static <T> T settingsCheck(java.util.function.Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw new CodecException("the settings cannot be used: " + e.getMessage());
        }
    }

    // ---------------------------------------------------------------- parsing

    /**
     * Parses JSON text, refusing text that is too long, empty or not JSON with a message that says
     * where the JSON went wrong.
     */
    public static JsonNode parse(String json, String what, int maxChars) {
        if (json == null || json.isBlank()) throw new CodecException("empty text instead of " + what);
        if (json.length() > maxChars) {
            throw new CodecException("too much text for " + what + " (" + json.length() + " characters; at most "
                    + maxChars + ")");
        }
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
            throw new CodecException("not valid JSON in " + what + where + ": " + jsonProblem(e));
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

    public static String kind(JsonNode node, String what, List<String> kinds) {
        if (node == null || !node.isObject()) {
            throw new CodecException(what + " must be a JSON object like {\"kind\":\"" + kinds.get(0)
                    + "\", ...}, not " + JsonFields.describe(node));
        }
        JsonNode kind = node.get("kind");
        if (kind == null || kind.isNull()) {
            throw new CodecException(what + " has no \"kind\"; it is one of: " + String.join(", ", kinds));
        }
        if (!kind.isTextual() || !kinds.contains(kind.textValue())) {
            throw new CodecException("unknown kind " + kind + " for " + what + "; it is one of: " + String.join(", ", kinds));
        }
        return kind.textValue();
    }

    public static String limited(String json) {
        if (json.length() > MAX_ACTION_CHARS) {
            throw new CodecException("the action is too long to store (" + json.length() + " characters of JSON; at most "
                    + MAX_ACTION_CHARS + ")");
        }
        return json;
    }
}
