package eleusis.web.play;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.web.Texts;
import io.javalin.websocket.WsContext;
import java.util.function.IntFunction;

/**
 * What the server tells a socket besides views: refusals, errors and a seat given up. Messages are
 * in the reader's language. What a game adds to a refusal in English is said in the reader's
 * language too where {@link GameDetail} knows the wording; for an English reader it is the message
 * itself. Other English words (the store's, a new wording of a game's) follow a sentence for their
 * reason in {@code "detail"}.
 */
public final class SocketMessages {
    private SocketMessages() {}

    /** A refusal or an error with, from a game or the store, their English {@code detail} (or null). */
    static void explained(WsContext ctx, Texts texts, String type, String reason, String message, String detail) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("type", type);
        if (reason != null) out.put("reason", reason);
        if (detail == null) {
            out.put("message", message);
        } else if (texts.english()) {
            out.put("message", detail);
        } else {
            out.put("message", message);
            out.put("detail", detail);
        }
        ctx.send(out.toString());
    }

    /**
     * A game's refusal: the reason's sentence with what the game adds in the reader's language, or
     * the game's English words as detail where that wording is not known.
     *
     * @param seat a seat's name as the table shows it
     */
    static void gameRefused(WsContext ctx, Texts texts, String reason, String detail, IntFunction<String> seat) {
        String said = texts.english() ? null : GameDetail.of(texts, detail, seat);
        if (said == null) explained(ctx, texts, "refused", reason, texts.refusal(reason), detail);
        else explained(ctx, texts, "refused", reason, said(texts, reason, said), null);
    }

    /** The reason's sentence, and what the game adds in the reader's language after it (nothing when it adds nothing). */
    private static String said(Texts texts, String reason, String detail) {
        return detail.isEmpty() ? texts.refusal(reason) : texts.refusal(reason) + " " + detail;
    }

    /** A refusal of this server's own, its message already in the reader's language. */
    static void refused(WsContext ctx, Texts texts, String reason, String message) {
        explained(ctx, texts, "refused", reason, message, null);
    }

    static void error(WsContext ctx, Texts texts, String message) {
        explained(ctx, texts, "error", null, message, null);
    }

    /** An error, and the socket closed: it cannot be used (no such table, not seated). */
    static void fail(WsContext ctx, Texts texts, String message) {
        error(ctx, texts, message);
        ctx.closeSession(4000, message);
    }

    /** The teacher gave the seat up: the browser is told, and the socket closed. */
    static void removed(WsContext ctx, Texts texts) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("type", "removed");
        out.put("message", texts.get("socket.removed"));
        ctx.send(out.toString());
        ctx.closeSession(4001, "seat given up");
    }

    /** A game's refusal for the teacher's console: the reason in their language, then what the game adds (in English if not known). */
    public static String refusal(Texts texts, String reason, String detail) {
        if (texts.english()) return detail;
        String said = GameDetail.of(texts, detail, seat -> texts.get("table.js.seat", seat));
        if (said == null) return texts.refusal(reason) + " (" + detail + ")";
        return said(texts, reason, said);
    }
}
