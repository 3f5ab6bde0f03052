package eleusis.game;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one way an event is written as JSON, for the screens and the simulations alike:
 * {@code {"type": ..., then the event's fields}}; whether it is public is the server's business
 * and is not written.
 */
public final class EventJson {
    /** The mapper for what the games hand out (events, views): records to JSON. */
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private EventJson() {}

    public static ObjectNode node(GameEvent e) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("type", e.type());
        ObjectNode fields = MAPPER.valueToTree(e);
        fields.remove("type");
        fields.remove("publicEvent");
        node.setAll(fields);
        return node;
    }

    /** One event as one line of JSON. */
    public static String line(GameEvent e) {
        return node(e).toString();
    }
}
