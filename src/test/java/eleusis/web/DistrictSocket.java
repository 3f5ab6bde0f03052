package eleusis.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.net.http.WebSocket;
import java.util.concurrent.CompletionStage;

/**
 * One student's socket in {@link DistrictLoad}, lean enough for ten thousand in one JVM: of the newest
 * view it keeps only what the next move needs (its seq, the seat, the phase, whose turn, the first
 * card of the hand), read with Jackson's streaming parser that stops once the view is read (the
 * events, history and names after it are never parsed), and it counts the rest. {@link Classroom.Socket}
 * keeps every message as a tree and as text: too heavy at this scale.
 */
final class DistrictSocket implements WebSocket.Listener {
    private static final JsonFactory JSON = new JsonFactory();

    /** What the newest view says, as far as the load client needs it; {@code turn} and {@code card} are -1 for none. */
    record Seen(int seq, int you, String phase, int turn, int card) {}

    final DistrictTable table;
    volatile WebSocket ws;
    /** The newest view received (null until the first). */
    volatile Seen seen;
    /** Written on this socket's listener calls only (the JDK calls a listener one call at a time), read at the end. */
    volatile long messages, chars, parseNanos;
    private StringBuilder partial;

    DistrictSocket(DistrictTable table) {
        this.table = table;
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence text, boolean last) {
        if (!last) {
            if (partial == null) partial = new StringBuilder();
            partial.append(text);
            webSocket.request(1);
            return null;
        }
        long arrived = System.nanoTime();
        String whole;
        if (partial != null && partial.length() > 0) {
            whole = partial.append(text).toString();
            partial = null; // most messages come whole: no buffer kept for ten thousand sockets
        } else {
            whole = text.toString();
        }
        messages++;
        chars += whole.length();
        try {
            read(whole, arrived);
        } catch (IOException | RuntimeException e) {
            table.problem(this, "a message the client could not read (" + e + "): "
                    + whole.substring(0, Math.min(200, whole.length())));
        }
        parseNanos += System.nanoTime() - arrived;
        webSocket.request(1);
        return null;
    }

    /** The message's type first (the server writes it first); a view's fields up to the end of its "view" object. */
    private void read(String message, long arrived) throws IOException {
        try (JsonParser p = JSON.createParser(message)) {
            if (p.nextToken() != JsonToken.START_OBJECT) throw new IOException("not a JSON object");
            String type = null;
            String said = null;
            int seq = -1;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                switch (field) {
                    case "type" -> type = p.getText();
                    case "seq" -> seq = p.getIntValue();
                    case "message" -> said = p.getText();
                    case "view" -> {
                        if ("view".equals(type)) {
                            view(p, seq, arrived);
                            return; // nothing after the view is needed
                        }
                        p.skipChildren();
                    }
                    default -> p.skipChildren();
                }
                if ("notebook".equals(type)) return; // the seat's notebook check: counted, not read
            }
            if ("refused".equals(type) || "error".equals(type) || "removed".equals(type)) table.refused(this, type + ": " + said);
        }
    }

    private void view(JsonParser p, int seq, long arrived) throws IOException {
        int you = -1, turn = -1, card = -1;
        String phase = "";
        if (p.currentToken() != JsonToken.START_OBJECT) throw new IOException("a view that is not an object");
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            switch (field) {
                case "phase" -> phase = p.getText();
                case "you" -> you = value == JsonToken.VALUE_NUMBER_INT ? p.getIntValue() : -1;
                case "waitingFor" -> turn = firstInt(p);
                case "hand" -> card = firstCard(p);
                default -> p.skipChildren();
            }
        }
        Seen before = seen;
        if (before != null && before.seq() >= seq) return; // the same game again (a name changed): not a new view
        seen = new Seen(seq, you, phase, turn, card);
        table.arrived(this, seq, arrived);
    }

    private static int firstInt(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) return -1;
        int first = -1;
        boolean any = false;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (!any && t == JsonToken.VALUE_NUMBER_INT) first = p.getIntValue();
            any = true;
            p.skipChildren();
        }
        return first;
    }

    /** The id of the hand's first card ({"id": 17, "card": "5H"}), -1 for an empty hand or none (the dealer's). */
    private static int firstCard(JsonParser p) throws IOException {
        if (p.currentToken() != JsonToken.START_ARRAY) return -1;
        int first = -1;
        boolean any = false;
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            if (!any && t == JsonToken.START_OBJECT) {
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    p.nextToken();
                    if (field.equals("id")) first = p.getIntValue();
                    else p.skipChildren();
                }
            } else {
                p.skipChildren();
            }
            any = true;
        }
        return first;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        table.closed(this, "a socket closed by the server: " + statusCode + " " + reason);
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        table.closed(this, "a socket failed: " + error);
    }

    /** Sends a move: {"type":"action","action":...}. */
    CompletionStage<WebSocket> act(String action) {
        return ws.sendText("{\"type\":\"action\",\"action\":" + action + "}", true);
    }
}
