package eleusis.sim;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.GameEvent;

/** One event as one line of JSON: {"type": ..., then the event's fields}. */
public final class EventJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private EventJson() {}

    public static String line(GameEvent e) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("type", e.type());
        ObjectNode fields = MAPPER.valueToTree(e);
        fields.remove("type");
        fields.remove("publicEvent");
        node.setAll(fields);
        return node.toString();
    }
}
