package eleusis.web;

import io.javalin.http.Context;

/**
 * What every feature reads from a request the same way: a whole number in the path, a form field that
 * may be missing, and the content type of a short answer in words.
 */
public final class Requests {
    /** A short answer in words (a 404, a 409): with its charset, or browsers misread the accents of other languages. */
    public static final String PLAIN_TEXT = "text/plain; charset=utf-8";

    private Requests() {}

    /** The path's {@code {id}}, or -1 when it is not a whole number. */
    public static long id(Context ctx) {
        return number(ctx, "id");
    }

    /** A whole number in the path ({@code /tables/{id}}), or -1 when it is not one (the page then says "not found"). */
    public static long number(Context ctx, String param) {
        try {
            return Long.parseLong(ctx.pathParam(param));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** A field that may be missing, as the empty string. */
    public static String or(String s) {
        return s == null ? "" : s;
    }
}
