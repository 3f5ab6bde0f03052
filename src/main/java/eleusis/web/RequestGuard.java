package eleusis.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;

/**
 * What every request meets first: the security headers, whether cookies are Secure, and for a
 * request that changes something (any method but GET and HEAD) or opens a socket, the checks that
 * one of the app's own pages sent it. A refusal says what to do and changes nothing.
 */
final class RequestGuard {
    /** Posts that change nothing and are open to anyone: the rule check, and a rule turned into the builder's pieces. */
    private static final java.util.Set<String> OPEN = java.util.Set.of("/api/check", "/api/blocks");
    private final boolean https;
    private final SameOrigin sameOrigin;
    private final ClientAddress clients;

    /**
     * @param address where the app is reached: an https public URL makes cookies Secure, and its origin is the app's
     * @param clients how each request's client address is read, once, for the limits that count per address
     */
    RequestGuard(JoinAddress address, ClientAddress clients) {
        this.clients = clients;
        this.https = address.base() != null && address.base().startsWith("https:");
        this.sameOrigin = new SameOrigin(address.base() == null ? null : SameOrigin.authority(address.base()));
    }

    void register(RoutesConfig routes) {
        routes.before(this::request);
        routes.wsBeforeUpgrade(ctx -> {
            ctx.attribute(Cookies.SECURE, https);
            if (!sameOrigin.allows(ctx)) refuse(ctx, Language.texts(ctx).get("security.crossSite"));
            else if (tossed(ctx)) refuseTossed(ctx);
        });
    }

    private void request(Context ctx) {
        clients.remember(ctx);
        SecurityHeaders.ALL.forEach(ctx::header);
        ctx.attribute(Cookies.SECURE, https);
        if (tossed(ctx)) {
            refuseTossed(ctx);
            return;
        }
        if (ctx.method() == HandlerType.GET || ctx.method() == HandlerType.HEAD) return;
        if (!sameOrigin.allows(ctx)) {
            refuse(ctx, Language.texts(ctx).get("security.crossSite"));
        } else if (!OPEN.contains(ctx.path()) && !Csrf.valid(ctx)) {
            refuse(ctx, Language.texts(ctx).get("security.formToken"));
        }
    }

    /** Whether the request carries the sign-in cookie twice: one of them was planted (see {@link Cookies#count}). */
    private static boolean tossed(Context ctx) {
        return Cookies.count(ctx.header("Cookie"), Cookies.name(Cookies.secure(ctx), TeacherLogin.COOKIE)) > 1;
    }

    /**
     * Neither sign-in is trusted: which one is the teacher's own cannot be told. Both are expired, on
     * every path the planted one can have, so the teacher signs in again into their own account,
     * instead of working, unawares, in the account of whoever planted it.
     */
    private static void refuseTossed(Context ctx) {
        Cookies.expireEverywhere(ctx, Cookies.name(Cookies.secure(ctx), TeacherLogin.COOKIE));
        ctx.status(400).contentType(Requests.PLAIN_TEXT).result(Language.texts(ctx).get("security.tossedCookie"));
        ctx.skipRemainingHandlers();
    }

    private static void refuse(Context ctx, String why) {
        ctx.status(403).contentType(Requests.PLAIN_TEXT).result(why);
        ctx.skipRemainingHandlers();
    }
}
