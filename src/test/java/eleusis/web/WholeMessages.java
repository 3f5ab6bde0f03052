package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.WebSocket;
import java.util.concurrent.CompletionStage;

/**
 * A test client's WebSocket listener that is handed each message whole and parsed: the JDK may
 * deliver a long message in parts, and a part alone is not JSON.
 */
public abstract class WholeMessages implements WebSocket.Listener {
    private final StringBuilder partial = new StringBuilder();

    /** Called on the listener's thread, one message at a time, in the order the server sent them. */
    protected abstract void heard(String text, JsonNode message) throws Exception;

    @Override
    public final CompletionStage<?> onText(WebSocket webSocket, CharSequence text, boolean last) {
        partial.append(text);
        if (last) {
            String whole = partial.toString();
            partial.setLength(0);
            try {
                heard(whole, Classroom.JSON.readTree(whole));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
        webSocket.request(1);
        return null;
    }
}
