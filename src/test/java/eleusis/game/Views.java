package eleusis.game;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.LinkedHashMap;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Views as the web app sends them: JSON, read back as trees to see exactly what a viewer learns. */
public final class Views {
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private Views() {}

    public static String json(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new AssertionError("a view must serialize to JSON: " + e.getMessage(), e);
        }
    }

    public static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    public static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + json, e);
        }
    }

    /** Every seat's view, then the spectator's, as JSON text. */
    public static List<String> all(Game<?> g) {
        List<String> out = new ArrayList<>();
        for (int s = 0; s < g.players(); s++) out.add(json(g.view(new Viewer.Player(s))));
        out.add(json(g.view(new Viewer.Spectator())));
        return out;
    }

    /** The card ids a view shows anywhere: the values of its "id" fields, at any depth. */
    public static Set<Integer> shownIds(JsonNode node) {
        Set<Integer> out = new HashSet<>();
        collectIds(node, out);
        return out;
    }

    private static void collectIds(JsonNode node, Set<Integer> out) {
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                if (e.getKey().equals("id") && e.getValue().isInt()) out.add(e.getValue().asInt());
                else collectIds(e.getValue(), out);
            }
        } else if (node.isArray()) {
            for (JsonNode child : node) collectIds(child, out);
        }
    }

    /** The ids of a list of card views ({"id":..,"card":..}); empty for a null or missing list. */
    public static List<Integer> ids(JsonNode cards) {
        List<Integer> out = new ArrayList<>();
        if (cards == null || cards.isNull() || cards.isMissingNode()) return out;
        for (JsonNode c : cards) out.add(c.get("id").asInt());
        return out;
    }

    /**
     * A view read back from its JSON bytes by a streaming parser, without building a tree (the
     * contract test reads thousands of views a second).
     *
     * @param scalars  the top-level fields that hold a value or null, as text (null for null)
     * @param ids      for each top-level field holding an object or array, the values of the "id"
     *                 fields inside it, at any depth; an empty list for an empty or id-less one
     * @param numbers  for each top-level object, its number fields (a map of hand sizes, say)
     */
    public record Scan(Map<String, String> scalars, Map<String, List<Integer>> ids,
                       Map<String, Map<String, Integer>> numbers) {
        public boolean isNull(String field) {
            return scalars.containsKey(field) && scalars.get(field) == null;
        }

        /** Every id shown outside the given top-level fields. */
        public Set<Integer> idsExcept(String... fields) {
            Set<Integer> out = new HashSet<>();
            ids.forEach((field, list) -> {
                if (!List.of(fields).contains(field)) out.addAll(list);
            });
            return out;
        }
    }

    public static Scan scan(Object view) {
        Map<String, String> scalars = new LinkedHashMap<>();
        Map<String, List<Integer>> ids = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> numbers = new LinkedHashMap<>();
        try (JsonParser p = MAPPER.getFactory().createParser(MAPPER.writeValueAsBytes(view))) {
            if (p.nextToken() != JsonToken.START_OBJECT) throw new AssertionError("a view is a JSON object");
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken t = p.nextToken();
                if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                    List<Integer> found = new ArrayList<>();
                    Map<String, Integer> direct = new LinkedHashMap<>();
                    scanContainer(p, found, direct);
                    ids.put(field, found);
                    if (t == JsonToken.START_OBJECT) numbers.put(field, direct);
                } else {
                    scalars.put(field, t == JsonToken.VALUE_NULL ? null : p.getText());
                }
            }
        } catch (IOException e) {
            throw new AssertionError("a view must serialize to JSON: " + e.getMessage(), e);
        }
        return new Scan(scalars, ids, numbers);
    }

    private static void scanContainer(JsonParser p, List<Integer> ids, Map<String, Integer> direct) throws IOException {
        int depth = 1;
        while (depth > 0) {
            JsonToken t = p.nextToken();
            if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                depth++;
            } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                depth--;
            } else if (t == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                if (v == JsonToken.START_OBJECT || v == JsonToken.START_ARRAY) {
                    depth++;
                } else if (v == JsonToken.VALUE_NUMBER_INT) {
                    if (name.equals("id")) ids.add(p.getIntValue());
                    if (depth == 1) direct.put(name, p.getIntValue());
                }
            }
        }
    }

    public static Set<String> fieldNames(JsonNode node) {
        Set<String> out = new HashSet<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
