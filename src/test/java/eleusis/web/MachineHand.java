package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.ToIntFunction;

/**
 * A test's player at machine speed: it answers each new view that offers moves, once. It plays far
 * faster than a hand, so a long game can pass the socket's flood limit (40 messages in 10 s); the
 * server then drops the message with an error and nothing changes, and this player waits a second,
 * as a client must, and sends its move again on the view it has. Any other error fails the test:
 * it is not the flood limit's, so something is wrong.
 */
final class MachineHand {
    private static final String FLOOD = Texts.ENGLISH.get("socket.flood");
    private static final long RETRY_NANOS = 1_000_000_000L;

    private final Classroom.Socket socket;
    private JsonNode answered;
    private long retryAt;
    private int floods;

    MachineHand(Classroom.Socket socket) {
        this.socket = socket;
    }

    /**
     * Moves if the newest view is new (or the last move was dropped by the flood limit and a second
     * has passed) and offers moves: the move at the index {@code choose} gives, modulo their number.
     *
     * @return whether it sent a move
     */
    boolean move(ToIntFunction<JsonNode> choose) throws InterruptedException {
        for (JsonNode m; (m = socket.messages.poll()) != null; ) {
            if (!m.path("type").asText().equals("error")) continue;
            if (!m.path("message").asText().equals(FLOOD)) throw new AssertionError("the server answered an error: " + m);
            floods++;
            answered = null;
            retryAt = System.nanoTime() + RETRY_NANOS;
        }
        JsonNode m = socket.current();
        JsonNode legal = m.get("view").path("legal");
        if (m == answered || legal.size() == 0 || System.nanoTime() < retryAt) return false;
        answered = m;
        socket.act(legal.get(Math.floorMod(choose.applyAsInt(legal), legal.size())).toString());
        return true;
    }

    /** Whether the socket's newest view shows the game over. */
    boolean over() throws InterruptedException {
        return socket.current().get("view").path("over").asBoolean(false);
    }

    /** How many of its moves the flood limit dropped (each sent again). */
    int floods() {
        return floods;
    }
}
