package eleusis.web;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What an attacker types into a form, and how to tell from a page whether it came out as live markup.
 * Each script payload carries a marker of its own ({@code xq1}...) that only that payload puts on a
 * page, at most 40 characters, so that it fits a student's name too.
 */
final class Payloads {
    private Payloads() {}

    /** A script payload and its marker. */
    record Script(String text, String marker) {}

    static final List<Script> SCRIPTS = List.of(
            new Script("<script>xq1()</script>", "xq1"),
            new Script("\"><img src=x onerror=xq2()>", "xq2"),
            new Script("javascript:xq3()", "xq3"),
            new Script("</textarea><b>xq4</b>", "xq4"),
            new Script("' onmouseover='xq5()' x='", "xq5"),
            new Script("\" autofocus onfocus=\"xq6()", "xq6"),
            new Script("\u202e<svg/onload=xq7()>", "xq7"),
            new Script("<!--xq8--><a href=javascript:xq8>", "xq8"),
            new Script("\uff1cscript\uff1exq9()<scr<script>ipt>", "xq9"));

    /** Classic SQL injections, for every field and every id of a path. */
    static final List<String> SQL = List.of("' OR '1'='1", "'; DROP TABLE seats;--", "1 OR 1=1", "1; DELETE FROM class_sessions",
            "' UNION SELECT token, token FROM seats--", "admin'--", "\") OR (\"1\"=\"1", "1' AND 1=(SELECT COUNT(*) FROM teachers)--",
            "' || (SELECT sqlite_version()) || '", "0x27 OR 1=1 /*", "%27%20OR%201%3D1");

    private static final Pattern SCRIPT_URL = Pattern.compile(
            "(?i)(href|src|action|formaction|xlink:href)\\s*=\\s*[\"']?\\s*javascript:xq");
    private static final Pattern STACK = Pattern.compile(
            "Exception|\\tat |\\bat (eleusis|org|java|io|com)\\.[\\w.$]+\\(|SQLITE_|org\\.jdbi|java\\.lang\\.");

    /**
     * Where the payload is live markup on an HTML (or SVG) page: a tag or comment it opened, an
     * attribute it broke out of, a {@code javascript:} address it put in a link; empty when it is inert.
     */
    static List<String> live(String page, Script p) {
        List<String> out = new ArrayList<>();
        String text = p.text();
        for (int m = text.indexOf(p.marker()); m >= 0; m = text.indexOf(p.marker(), m + 1)) {
            int lt = text.lastIndexOf('<', m);
            if (lt >= 0) {
                String tag = text.substring(lt, m + p.marker().length());
                if (page.contains(tag)) out.add("a tag it opened: " + tag);
            }
            int quote = Math.max(text.lastIndexOf('"', m), text.lastIndexOf('\'', m));
            if (quote >= 0 && lt < quote) {
                String breaker = text.substring(quote, m + p.marker().length());
                for (int at = page.indexOf(breaker); at >= 0; at = page.indexOf(breaker, at + 1)) {
                    // Outside a tag a quote is only text; inside one it ends the attribute.
                    if (page.lastIndexOf('<', at) > page.lastIndexOf('>', at)) out.add("an attribute it broke out of: " + breaker);
                }
            }
        }
        java.util.regex.Matcher url = SCRIPT_URL.matcher(page);
        while (url.find()) {
            if (attribute(page, url.start())) out.add("a javascript: address in a link: " + url.group());
        }
        return out;
    }

    /**
     * Whether this spot of a page is where an attribute's name may stand: inside a tag, not inside a
     * quoted value (the templates quote values with {@code "} and escape it inside them).
     */
    private static boolean attribute(String page, int at) {
        int lt = page.lastIndexOf('<', at);
        if (lt < page.lastIndexOf('>', at)) return false;
        return page.substring(lt, at).chars().filter(ch -> ch == '"').count() % 2 == 0;
    }

    /** Whether a response shows what the server's code looks like inside: an exception, a stack frame, the database's words. */
    static boolean stackTrace(String body) {
        return body != null && STACK.matcher(body).find();
    }
}
