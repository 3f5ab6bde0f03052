package eleusis.web;

import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The token every form carries (the hidden field {@value #FIELD}) and every request that changes
 * something must bring back, so that another site cannot make a teacher's or a student's browser
 * post for it. A signed-in teacher's token is derived from the sign-in itself (an HMAC keyed with the
 * sign-in cookie, which no script can read), so it is one per sign-in, changes with each sign-in,
 * and any server of the app computes it without sharing a secret. Before signing in (the sign-in
 * and sign-up forms, a student's join) it is a random value kept in a cookie of its own, so a
 * login CSRF (signing the teacher's browser into another account) fails too.
 */
final class Csrf {
    static final String FIELD = "_csrf";
    /** For scripts that post: the same token in a header. */
    static final String HEADER = "X-CSRF-Token";
    static final String COOKIE = "eleusis_csrf";
    private static final String ATTRIBUTE = "eleusis.csrf";
    private static final SecureRandom RANDOM = new SecureRandom();

    private Csrf() {}

    /** The token a page rendered for this request puts in its forms (sets the cookie if it must). */
    static String token(Context ctx) {
        String known = ctx.attribute(ATTRIBUTE);
        if (known != null) return known;
        String token = expected(ctx);
        if (token == null) {
            byte[] bytes = new byte[32];
            RANDOM.nextBytes(bytes);
            token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
            Cookies.set(ctx, COOKIE, token, null);
        }
        ctx.attribute(ATTRIBUTE, token);
        return token;
    }

    /** True when the request brings the token its cookies call for. */
    static boolean valid(Context ctx) {
        String expected = expected(ctx);
        String given = ctx.header(HEADER);
        if (given == null) given = ctx.formParam(FIELD);
        return expected != null && given != null
                && MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8), given.getBytes(StandardCharsets.UTF_8));
    }

    /** The token for this request's cookies, or null when it has neither a sign-in nor a token cookie. */
    private static String expected(Context ctx) {
        String login = Cookies.get(ctx, TeacherLogin.COOKIE);
        if (login != null && !login.isBlank()) return forLogin(login);
        String cookie = Cookies.get(ctx, COOKIE);
        return cookie == null || cookie.isBlank() || cookie.length() > 100 ? null : cookie;
    }

    /** A signed-in teacher's token: HMAC-SHA256 keyed with the sign-in cookie. */
    static String forLogin(String login) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(login.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] sum = mac.doFinal("eleusis form token".getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(sum);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
