package eleusis.web;

import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * What a browser's form carries, for test clients that post without a page: the form token its
 * cookies call for ({@link Csrf}). Signed in, that is the sign-in's own token; not signed in, the
 * client brings a token cookie of its own, as a browser has one from the page it posts from.
 */
public final class FormToken {
    /** The token cookie's value for a client that is not signed in. */
    public static final String ANONYMOUS = "test-client-form-token";

    private FormToken() {}

    /** The Cookie header to send: the given one, with the token cookie when no teacher is signed in. */
    public static String cookie(String cookie) {
        if (value(cookie, TeacherLogin.COOKIE) != null || value(cookie, Csrf.COOKIE) != null) return cookie;
        String own = Csrf.COOKIE + "=" + ANONYMOUS;
        return cookie == null || cookie.isBlank() ? own : cookie + "; " + own;
    }

    /** The form field {@code _csrf=...} for a request sending {@link #cookie(String)}. */
    public static String field(String cookie) {
        String sent = cookie(cookie);
        String login = value(sent, TeacherLogin.COOKIE);
        String token = login != null ? Csrf.forLogin(login) : value(sent, Csrf.COOKIE);
        return Csrf.FIELD + "=" + URLEncoder.encode(token, StandardCharsets.UTF_8);
    }

    /** The same for a client with a cookie jar: the token cookie goes into the jar if it needs one. */
    public static String field(CookieManager jar, URI base) {
        StringBuilder header = new StringBuilder();
        for (HttpCookie c : jar.getCookieStore().get(base)) header.append(c.getName()).append('=').append(c.getValue()).append("; ");
        String sent = cookie(header.toString());
        if (value(header.toString(), TeacherLogin.COOKIE) == null && value(header.toString(), Csrf.COOKIE) == null) {
            HttpCookie own = new HttpCookie(Csrf.COOKIE, ANONYMOUS);
            own.setPath("/");
            own.setVersion(0);
            jar.getCookieStore().add(base, own);
        }
        return field(sent);
    }

    /** A body with the token field added. */
    public static String body(String body, String cookie) {
        return body == null || body.isEmpty() ? field(cookie) : body + "&" + field(cookie);
    }

    private static String value(String cookie, String name) {
        if (cookie == null) return null;
        for (String part : cookie.split(";")) {
            String p = part.strip();
            if (p.startsWith(name + "=")) return p.substring(name.length() + 1);
        }
        return null;
    }
}
