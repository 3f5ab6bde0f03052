package eleusis.web;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.time.Duration;

/**
 * Every cookie the app sets, made one way: out of reach of scripts (HttpOnly), not sent with other
 * sites' requests that change things (SameSite=Lax), for the whole app, and Secure whenever the
 * app is reached over https (its public URL), so that it never travels in clear text.
 */
public final class Cookies {
    /** The request attribute that says the app's public address is https. */
    static final String SECURE = "eleusis.secureCookies";

    private Cookies() {}

    public static void set(Context ctx, String name, String value, Duration lifetime) {
        set(ctx, name, value, lifetime, "/");
    }

    /** A cookie for the pages under {@code path} only. */
    public static void set(Context ctx, String name, String value, Duration lifetime, String path) {
        Cookie cookie = new Cookie(name, value);
        cookie.setHttpOnly(true);
        cookie.setSameSite(SameSite.LAX);
        cookie.setPath(path);
        if (lifetime != null) cookie.setMaxAge((int) lifetime.toSeconds());
        cookie.setSecure(Boolean.TRUE.equals(ctx.attribute(SECURE)));
        ctx.cookie(cookie);
    }
}
