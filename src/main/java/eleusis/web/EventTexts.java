package eleusis.web;

import com.fasterxml.jackson.core.JsonGenerator;
import eleusis.game.EventJson;
import eleusis.game.GameEvent;
import java.io.IOException;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The events of one broadcast, each written as JSON once for every socket of the table (a move's
 * events went out to each of its six or seven screens, written out six or seven times); each
 * socket then takes those it may see.
 */
final class EventTexts {
    private final Map<GameEvent, String> written = new IdentityHashMap<>();

    /**
     * Writes, as a JSON array, the last {@code max} of the events the viewer may see: the public
     * ones and, for a student ({@code ownSeat} not null), their own (a hand dealt, a card drawn).
     */
    void write(JsonGenerator out, List<? extends GameEvent> events, Integer ownSeat, int max) throws IOException {
        int[] kept = new int[Math.min(max, events.size())];
        int n = 0;
        for (int i = events.size() - 1; i >= 0 && n < kept.length; i--) { // from the newest: a long game's log is not all read
            GameEvent e = events.get(i);
            if (e.publicEvent() || (ownSeat != null && EventJson.owner(e) == ownSeat)) kept[n++] = i;
        }
        out.writeStartArray();
        for (int k = n - 1; k >= 0; k--) out.writeRawValue(written.computeIfAbsent(events.get(kept[k]), EventJson::line));
        out.writeEndArray();
    }
}
