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
    public static final String SECURE = "eleusis.secureCookies";
    /**
     * The cookies a page elsewhere must not be able to set: the sign-in, and the form token of a
     * browser not signed in. Over https they carry the {@code __Host-} prefix, which a browser accepts
     * only from this very host over https, for path {@code /}, Secure and without a domain: a sibling
     * domain, or a page served over http on another port, cannot write them.
     */
    private static final java.util.Set<String> GUARDED = java.util.Set.of(TeacherLogin.COOKIE, Csrf.COOKIE);
    private static final String HOST_PREFIX = "__Host-";

    private Cookies() {}

    /** Whether the app is reached over https, so its cookies are Secure (and the guarded ones prefixed). */
    public static boolean secure(Context ctx) {
        return Boolean.TRUE.equals(ctx.attribute(SECURE));
    }

    /** The name the app gives a cookie: a guarded one over https carries the {@code __Host-} prefix. */
    public static String name(boolean secure, String name) {
        return secure && GUARDED.contains(name) ? HOST_PREFIX + name : name;
    }

    /** The request's cookie of this name, as the app names it ({@link #name}). */
    public static String get(Context ctx, String name) {
        return ctx.cookie(name(secure(ctx), name));
    }

    /** Expires one of the app's cookies (set for path {@code /}) in the browser. */
    public static void remove(Context ctx, String name) {
        ctx.cookie(made(ctx, name(secure(ctx), name), "", "/", Duration.ZERO));
    }

    /**
     * How many times a {@code Cookie} header carries a cookie of this name. A browser sends one cookie
     * of a name per path and domain it was set for; the app sets each of its cookies for one path, so
     * a second one was set by someone else: a page on another port of this host, or a sibling domain,
     * can write {@code name=...; path=/sessions}, and the more specific one is sent first.
     */
    static int count(String cookieHeader, String name) {
        if (cookieHeader == null) return 0;
        int n = 0;
        for (String pair : cookieHeader.split(";")) {
            int eq = pair.indexOf('=');
            if (eq > 0 && pair.substring(0, eq).strip().equals(name)) n++;
        }
        return n;
    }

    /**
     * Expires the cookie for the request's path and every path above it: a copy set by someone else for
     * a more specific path (which the app never uses) is sent only where that path is a prefix of the
     * request's, so these paths reach it.
     */
    static void expireEverywhere(Context ctx, String name) {
        String path = ctx.path();
        java.util.Set<String> paths = new java.util.LinkedHashSet<>();
        paths.add("/");
        for (int i = path.indexOf('/', 1); i > 0; i = path.indexOf('/', i + 1)) paths.add(path.substring(0, i));
        paths.add(path);
        for (String p : paths) ctx.cookie(made(ctx, name, "", p, Duration.ZERO));
    }

    public static void set(Context ctx, String name, String value, Duration lifetime) {
        set(ctx, name, value, lifetime, "/");
    }

    /** A cookie for the pages under {@code path} only. */
    public static void set(Context ctx, String name, String value, Duration lifetime, String path) {
        if (GUARDED.contains(name) && !path.equals("/")) throw new IllegalArgumentException(name + " is the app's own, for path /");
        ctx.cookie(made(ctx, name(secure(ctx), name), value, path, lifetime));
    }

    /** A cookie as the app makes every one (a zero lifetime expires it; null: for the browser's session). */
    private static Cookie made(Context ctx, String name, String value, String path, Duration lifetime) {
        Cookie cookie = new Cookie(name, value);
        cookie.setHttpOnly(true);
        cookie.setSameSite(SameSite.LAX);
        cookie.setPath(path);
        if (lifetime != null) cookie.setMaxAge((int) lifetime.toSeconds());
        cookie.setSecure(secure(ctx));
        return cookie;
    }
}
