package eleusis.web.play;

import com.fasterxml.jackson.core.JsonGenerator;
import eleusis.game.Audience;
import eleusis.game.EventJson;
import eleusis.game.GameEvent;
import java.io.IOException;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one broadcast writes once for every socket of the table instead of once a socket: each new
 * event (a move's events went out to each of its six or seven screens, written out six or seven
 * times; each socket then takes those it may see), the players' names, and the revealed rule in
 * each reader's language; and the buffer each socket's message is written in, one after the other.
 */
final class BroadcastTexts {
    private final Map<GameEvent, String> written = new IdentityHashMap<>();
    private final Map<String, String> revealed = new java.util.HashMap<>();
    private String names;
    private MessageText message;
    /** Writes every socket's message in turn into {@link #message}: creating one a socket was a tenth of writing a view. */
    private JsonGenerator generator;

    /** How one socket's message is written. */
    interface Message {
        void write(JsonGenerator out) throws IOException;
    }

    /**
     * The text of one socket's message: written into the broadcast's one buffer (emptied first) by
     * the broadcast's one generator, which writes each message as a JSON value of its own (no
     * separator between them, each taken out before the next is written).
     */
    String message(Message written) {
        if (message == null) message = new MessageText();
        message.reset();
        try {
            if (generator == null) {
                generator = EventJson.MAPPER.createGenerator(message);
                generator.setRootValueSeparator(null);
            }
            written.write(generator);
            generator.flush();
            return message.toString();
        } catch (IOException | RuntimeException e) {
            generator = null; // stopped in the middle of a message: the next one starts on a new generator
            if (e instanceof RuntimeException r) throw r;
            throw new java.io.UncheckedIOException((IOException) e); // a MessageText does not fail: a bug
        }
    }

    /** The table's names as a JSON object, seat to name. */
    String names(Map<Integer, String> byseat) {
        if (names == null) {
            com.fasterxml.jackson.databind.node.ObjectNode out = EventJson.MAPPER.createObjectNode();
            byseat.forEach((seat, name) -> out.put(Integer.toString(seat), name));
            names = out.toString();
        }
        return names;
    }

    /** The revealed rule as JSON in the language, written by {@code write} once a language. */
    String revealed(String lang, java.util.function.Function<String, String> write) {
        return revealed.computeIfAbsent(lang, write);
    }

    /**
     * Writes, as a JSON array, the last {@code max} of the events the socket's screen may see: the
     * public ones and those for its own audience ({@link #audience}), a student's own hand dealt or
     * card drawn, the teacher's on the dealer's screen.
     */
    void write(JsonGenerator out, List<? extends GameEvent> events, TableBroadcast.Listener to, int max) throws IOException {
        Audience screen = audience(to);
        int[] kept = new int[Math.min(max, events.size())];
        int n = 0;
        for (int i = events.size() - 1; i >= 0 && n < kept.length; i--) { // from the newest: a long game's log is not all read
            if (events.get(i).audience().reaches(screen)) kept[n++] = i;
        }
        out.writeStartArray();
        for (int k = n - 1; k >= 0; k--) out.writeRawValue(written.computeIfAbsent(events.get(kept[k]), EventJson::line));
        out.writeEndArray();
    }

    /**
     * The audience a socket's screen belongs to: a student's, their seat's; the dealer's screen, the
     * teacher's; the projector (a teacher's socket that watches), everyone's alone, as the whole room sees it.
     */
    static Audience audience(TableBroadcast.Listener l) {
        return switch (l.role()) {
            case STUDENT -> l.ownSeat() == null ? Audience.EVERYONE : Audience.OneSeat.of(l.ownSeat());
            case DEALER -> Audience.TEACHER;
            case WATCHER -> Audience.EVERYONE;
        };
    }
}
