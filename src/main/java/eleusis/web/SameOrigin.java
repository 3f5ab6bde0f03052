package eleusis.web;

import io.javalin.http.Context;
import java.net.URI;
import java.util.Locale;

/**
 * Whether a request that changes something, or opens a table's socket, was sent by one of the app's
 * own pages. Browsers name the page's origin in {@code Origin} (every WebSocket and every POST of a
 * form) and say in {@code Sec-Fetch-Site} whether it is another site, so a page on another port of
 * the same host, or on a sibling subdomain, is told apart from the app even when it shares cookies.
 * A request with neither header is no browser's cross-site request (a script or a test client, which
 * has no victim's cookies to borrow), so it passes here and meets the other checks.
 *
 * @param publicAuthority the host[:port] of the {@code --public-url}, also the app's own (a proxy may
 *                        rewrite the Host header); null when there is none
 */
record SameOrigin(String publicAuthority) {
    boolean allows(Context ctx) {
        String site = ctx.header("Sec-Fetch-Site");
        if ("cross-site".equalsIgnoreCase(site) || "same-site".equalsIgnoreCase(site)) return false;
        String origin = ctx.header("Origin");
        if (origin == null) return true;
        String authority = authority(origin);
        if (authority == null) return false; // "null" (a sandboxed frame, a file) or garbage
        String host = ctx.header("Host");
        return authority.equals(host == null ? null : host.toLowerCase(Locale.ROOT)) || authority.equals(publicAuthority);
    }

    /** {@code host[:port]} of an origin or URL, in lower case, the default port left out as browsers do; null if none. */
    static String authority(String url) {
        try {
            URI uri = new URI(url.strip());
            if (uri.getHost() == null || uri.getScheme() == null) return null;
            int port = uri.getPort();
            boolean defaultPort = port == -1 || ("http".equalsIgnoreCase(uri.getScheme()) && port == 80)
                    || ("https".equalsIgnoreCase(uri.getScheme()) && port == 443);
            return uri.getHost().toLowerCase(Locale.ROOT) + (defaultPort ? "" : ":" + port);
        } catch (Exception e) {
            return null;
        }
    }
}
