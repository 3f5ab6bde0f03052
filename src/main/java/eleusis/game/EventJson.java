package eleusis.game;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one way an event is written as JSON, for the screens and the simulations alike:
 * {@code {"type": ..., then the event's fields}}; whom it is for ({@link GameEvent#audience}) is
 * the server's business and is not written.
 */
public final class EventJson {
    /** The mapper for what the games hand out (events, views): records to JSON. */
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new com.fasterxml.jackson.module.blackbird.BlackbirdModule())
            .registerModule(writtenOnce());

    /** The shared parts of views written through their remembered text. */
    @SuppressWarnings({"rawtypes", "unchecked"})
    private static com.fasterxml.jackson.databind.Module writtenOnce() {
        WrittenOnceJson json = new WrittenOnceJson();
        return new com.fasterxml.jackson.databind.module.SimpleModule("written-once")
                .addSerializer((Class) SharedList.class, json)
                .addSerializer((Class) SharedMap.class, json);
    }

    private static final class WrittenOnceJson extends com.fasterxml.jackson.databind.ser.std.StdSerializer<WrittenOnce> {
        WrittenOnceJson() {
            super(WrittenOnce.class);
        }

        @Override
        public void serialize(WrittenOnce value, com.fasterxml.jackson.core.JsonGenerator out,
                              com.fasterxml.jackson.databind.SerializerProvider provider) throws java.io.IOException {
            if (out instanceof com.fasterxml.jackson.databind.util.TokenBuffer) {
                // Building a tree (valueToTree): it must hold the items as nodes, not as text.
                provider.defaultSerializeValue(value.plain(), out);
                return;
            }
            out.writeRawValue(value.json(plain -> {
                try {
                    return MAPPER.writeValueAsString(plain);
                } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                    throw new IllegalStateException("a shared part of a view could not be written", e);
                }
            }));
        }
    }

    private EventJson() {}

    public static ObjectNode node(GameEvent e) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("type", e.type());
        ObjectNode fields = MAPPER.valueToTree(e);
        fields.remove("type");
        fields.remove("audience");
        node.setAll(fields);
        return node;
    }

    /**
     * One event as one line of JSON: the same text as {@link #node}'s, written straight from the
     * record (its components after its type) instead of through a tree of nodes built and then
     * written out, since every new event of a table is written so once.
     */
    public static String line(GameEvent e) {
        try {
            return MAPPER.writeValueAsString(new Line(e.type(), e));
        } catch (com.fasterxml.jackson.core.JsonProcessingException impossible) {
            throw new IllegalStateException("an event could not be written: " + e, impossible);
        }
    }

    /** An event with its type first: the event's own fields follow, as if they were the line's. */
    private record Line(String type, @com.fasterxml.jackson.annotation.JsonUnwrapped
            @com.fasterxml.jackson.annotation.JsonIgnoreProperties({"type", "audience"}) GameEvent event) {}
}
