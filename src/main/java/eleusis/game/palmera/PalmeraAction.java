package eleusis.game.palmera;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a seat can do in En la palmera. {@link #fields()} is the shape the browser gets in the view's
 * {@code legal} list and sends back, the same as the storage codec writes.
 */
public sealed interface PalmeraAction {
    String kind();

    Map<String, Object> fields();

    /**
     * Place the card just drawn, face down, on one's side of a perch. {@code first} is needed only
     * against two cards on perch 8: the slot (0 or 1) of the one to fight first; otherwise null.
     */
    record Place(int perch, Integer first) implements PalmeraAction {
        public Place(int perch) {
            this(perch, null);
        }

        public String kind() { return "place"; }

        public Map<String, Object> fields() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", kind());
            m.put("perch", perch);
            if (first != null) m.put("first", first);
            return m;
        }
    }

    /** After taking perch 3: look at the opponent's face-down card in that slot of that perch. */
    record Peek(int perch, int slot) implements PalmeraAction {
        public String kind() { return "peek"; }

        public Map<String, Object> fields() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("kind", kind());
            m.put("perch", perch);
            m.put("slot", slot);
            return m;
        }
    }

    /** After taking perch 3: do not look. */
    record SkipPeek() implements PalmeraAction {
        public String kind() { return "skip_peek"; }

        public Map<String, Object> fields() { return Map.of("kind", kind()); }
    }

    /** Only when no perch can take the drawn card: it leaves play unseen. */
    record Discard() implements PalmeraAction {
        public String kind() { return "discard"; }

        public Map<String, Object> fields() { return Map.of("kind", kind()); }
    }
}
