package eleusis.web;

import java.util.Map;

/**
 * The headers every response carries. The pages load their scripts, styles and images from the app
 * only and have no inline script, so the policy can forbid everything else; nobody may frame a page
 * (a console or a table under another site's buttons); no sniffing a script out of a card face; and
 * a join link's code never leaves in a Referer to another site.
 */
final class SecurityHeaders {
    private SecurityHeaders() {}

    static final String POLICY = String.join("; ",
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            // 'self' covers the app's own WebSocket (ws: or wss:) in browsers that follow CSP 3.
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'");

    static final Map<String, String> ALL = Map.of(
            "Content-Security-Policy", POLICY,
            "X-Frame-Options", "DENY",
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "same-origin",
            "Cross-Origin-Opener-Policy", "same-origin",
            "Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
}
