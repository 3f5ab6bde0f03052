package eleusis.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Reads the fields of one JSON object, refusing with a message that names the field, the object and
 * what was expected: {@code "cards" in a "play" action must be a list of card ids ...}.
 */
public final class JsonFields {
    private final JsonNode node;
    private final String what;

    /**
     * @param what   the object in words, for messages: {@code a "play" action}, {@code the settings}
     * @param fields every field the object may have; any other is refused
     */
    public JsonFields(JsonNode node, String what, List<String> fields) {
        this.node = node;
        this.what = what;
        if (node == null || !node.isObject()) {
            throw new CodecException(what + " must be a JSON object {...}, not " + describe(node));
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!fields.contains(name)) {
                throw new CodecException("unexpected field \"" + name + "\" in " + what
                        + (fields.isEmpty() ? " (it takes none)" : "; it takes: " + String.join(", ", fields)));
            }
        }
    }

    public boolean has(String name) {
        JsonNode v = node.get(name);
        return v != null && !v.isNull();
    }

    public int integer(String name) {
        return integerValue(name, required(name));
    }

    public int integer(String name, int absent) {
        return has(name) ? integerValue(name, node.get(name)) : absent;
    }

    /** Null when absent or JSON null. */
    public Integer optionalInteger(String name) {
        return has(name) ? integerValue(name, node.get(name)) : null;
    }

    public boolean bool(String name) {
        return boolValue(name, required(name));
    }

    public boolean bool(String name, boolean absent) {
        return has(name) ? boolValue(name, node.get(name)) : absent;
    }

    public String string(String name) {
        return stringValue(name, required(name));
    }

    /** Null when absent or JSON null. */
    public String optionalString(String name) {
        return has(name) ? stringValue(name, node.get(name)) : null;
    }

    public List<Integer> integers(String name, String meaning) {
        JsonNode v = required(name);
        if (!v.isArray()) throw wrong(name, meaning, v);
        List<Integer> out = new ArrayList<>();
        for (JsonNode item : v) {
            if (!item.isIntegralNumber() || !item.canConvertToInt()) throw wrong(name, meaning, v);
            out.add(item.intValue());
        }
        return out;
    }

    public JsonNode array(String name, String meaning) {
        JsonNode v = required(name);
        if (!v.isArray()) throw wrong(name, meaning, v);
        return v;
    }

    private JsonNode required(String name) {
        if (!has(name)) throw new CodecException("\"" + name + "\" is missing from " + what);
        return node.get(name);
    }

    private int integerValue(String name, JsonNode v) {
        if (!v.isIntegralNumber() || !v.canConvertToInt()) throw wrong(name, "a whole number", v);
        return v.intValue();
    }

    private boolean boolValue(String name, JsonNode v) {
        if (!v.isBoolean()) throw wrong(name, "true or false", v);
        return v.booleanValue();
    }

    private String stringValue(String name, JsonNode v) {
        if (!v.isTextual()) throw wrong(name, "a text in double quotes", v);
        return v.textValue();
    }

    private CodecException wrong(String name, String meaning, JsonNode v) {
        return new CodecException("\"" + name + "\" in " + what + " must be " + meaning + ", not " + describe(v));
    }

    public static String describe(JsonNode v) {
        if (v == null || v.isMissingNode()) return "nothing";
        if (v.isNull()) return "null";
        if (v.isObject()) return "an object";
        if (v.isArray()) return "a list " + shortText(v);
        if (v.isTextual()) return "the text " + shortText(v);
        return shortText(v);
    }

    private static String shortText(JsonNode v) {
        String s = v.toString();
        return s.length() <= 40 ? s : s.substring(0, 37) + "...";
    }
}
