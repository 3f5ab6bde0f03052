package eleusis.web;

import org.eclipse.jetty.http.HttpException;

/**
 * Requests whose bytes cannot be read (a chunked body with a chunk size of {@code zz}, a body cut
 * short): Jetty learns it only when a handler reads the body, and says so with an
 * {@link HttpException} somewhere in the cause chain. That is the client's fault, a 400, worth one
 * line in the log, not a 500 with a stack trace per request.
 */
final class BadRequests {
    private BadRequests() {}

    /** The HTTP error that made the request unreadable, or null when the failure is the server's own. */
    static HttpException unreadable(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof HttpException h && h.getCode() >= 400 && h.getCode() < 500) return h;
        }
        return null;
    }

    /** The status to answer: the client error Jetty found. */
    static int status(HttpException e) {
        return e.getCode();
    }

    /** What was wrong, in a few words and without the stack. */
    static String why(HttpException e) {
        String reason = e.getReason();
        if (reason == null || reason.isBlank()) reason = e instanceof Throwable t && t.getMessage() != null ? t.getMessage() : "bad request";
        return reason.length() > 120 ? reason.substring(0, 120) + "…" : reason;
    }
}
