package eleusis.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.websocket.WsContext;

/**
 * What the server tells a socket besides views: refusals, errors and a seat given up. Messages are
 * in the reader's language; what a game or the store says stays English: for an English reader it
 * is the message itself, for another language the message is a sentence for its reason and the
 * English words follow in {@code "detail"}.
 */
final class SocketMessages {
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

    /** A game's refusal: the reason's sentence, the game's English words as detail. */
    static void gameRefused(WsContext ctx, Texts texts, String reason, String detail) {
        explained(ctx, texts, "refused", reason, texts.refusal(reason), detail);
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

    /** A game's refusal for the teacher's console: the reason in their language, the game's English words after it. */
    static String refusal(Texts texts, String reason, String detail) {
        return texts.english() ? detail : texts.refusal(reason) + " (" + detail + ")";
    }
}
