package eleusis.web;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Picks the interface language of a request: {@code ?lang=xx} (then remembered in a cookie), else the
 * cookie, else the browser's Accept-Language, else English. A value we have no texts for is ignored,
 * never an error: a shared link with {@code ?lang=de} still opens the page.
 */
public final class Language {
    static final String PARAM = "lang";
    public static final String COOKIE = "eleusis_lang";
    static final Duration REMEMBERED = Duration.ofDays(365);
    /** Longer Accept-Language headers are not read: no browser sends one, and parsing it costs. */
    static final int MAX_HEADER = 500;
    private static final String ATTRIBUTE = Texts.class.getName();

    private Language() {}

    /** The request's texts: picked once per request and kept on it, so every part of a page agrees. */
    public static Texts texts(Context ctx) {
        Texts kept = ctx.attribute(ATTRIBUTE);
        if (kept != null) return kept;
        String asked = supported(ctx.queryParam(PARAM));
        if (asked != null) remember(ctx, asked);
        Texts t = Texts.of(pick(ctx.queryParam(PARAM), ctx.cookie(COOKIE), ctx.header("Accept-Language")), here(ctx));
        ctx.attribute(ATTRIBUTE, t);
        return t;
    }

    /** The choice itself, without a request: the first of the three that names a language we have. */
    public static String pick(String asked, String remembered, String acceptLanguage) {
        String lang = supported(asked);
        if (lang == null) lang = supported(remembered);
        if (lang == null) lang = fromHeader(acceptLanguage);
        return lang == null ? "en" : lang;
    }

    /** "es", "ES" and "es-MX" are Spanish; anything we have no texts for is null. */
    static String supported(String code) {
        if (code == null) return null;
        String primary = code.strip().toLowerCase(Locale.ROOT);
        int dash = primary.indexOf('-');
        if (dash >= 0) primary = primary.substring(0, dash);
        return Texts.CODES.contains(primary) ? primary : null;
    }

    /** The best of our languages for an Accept-Language header (its q-values honoured), or null. */
    static String fromHeader(String header) {
        if (header == null || header.isBlank() || header.length() > MAX_HEADER) return null;
        try {
            return Locale.lookupTag(Locale.LanguageRange.parse(header), Texts.CODES);
        } catch (IllegalArgumentException e) { // a malformed header counts as none
            return null;
        }
    }

    private static void remember(Context ctx, String lang) {
        Cookies.set(ctx, COOKIE, lang, REMEMBERED);
    }

    /**
     * Where the language switch should lead: this page again. A page shown in answer to a form (a failed
     * sign-in, an import) may have no GET route of its own, so there it is the page the form was on.
     */
    static String here(Context ctx) {
        if (ctx.method() == HandlerType.GET) return local(ctx.path(), ctx.queryString());
        String referer = ctx.header("Referer");
        if (referer == null) return "/";
        try {
            URI from = URI.create(referer);
            return local(from.getRawPath(), from.getRawQuery());
        } catch (IllegalArgumentException e) {
            return "/";
        }
    }

    /** Path and query, the {@code lang} parameter dropped; only ever a link within this site. */
    static String local(String path, String query) {
        // "//host" and "/\host" would be read by browsers as another site.
        if (path == null || !path.startsWith("/") || path.startsWith("//") || path.contains("\\")) return "/";
        List<String> kept = new ArrayList<>();
        if (query != null) {
            for (String part : query.split("&")) {
                if (part.isEmpty()) continue;
                if (!isLang(part.split("=", 2)[0])) kept.add(part);
            }
        }
        return kept.isEmpty() ? path : path + "?" + String.join("&", kept);
    }

    private static boolean isLang(String rawName) {
        try {
            return URLDecoder.decode(rawName, StandardCharsets.UTF_8).equals(PARAM);
        } catch (IllegalArgumentException e) { // a broken %-escape: not our parameter, kept as it came
            return false;
        }
    }
}
