package eleusis.web;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Whose request it is, for the limits that count per address: the connection's own address, or,
 * when that connection comes from a proxy the server was told to trust ({@code --trusted-proxy}),
 * the address that proxy says it forwarded ({@code X-Forwarded-For}). The header is read only then:
 * anyone can send it, and believing it from a browser would let one student give each request a new
 * address (and escape every limit) or another student's.
 */
public final class ClientAddress {
    /** No proxy trusted: every request is counted at the address it comes from. */
    public static final ClientAddress DIRECT = new ClientAddress(Set.of());

    private static final String ATTRIBUTE = "eleusis.clientAddress";
    private static final Pattern IPV4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
    /** Hex digits, colons and dots only, with a colon: an IPv6 literal, so reading it never asks DNS. */
    private static final Pattern IPV6 = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*");

    private final Set<String> trusted;

    /** @param proxies the addresses of the proxies in front of the server (IP literals) */
    public ClientAddress(Collection<String> proxies) {
        List<String> normal = new ArrayList<>();
        for (String p : proxies) {
            String literal = literal(p);
            if (literal == null) {
                throw new IllegalArgumentException("a trusted proxy is given by its IP address, such as 10.0.0.5 or ::1, not '" + p + "'");
            }
            normal.add(literal);
        }
        this.trusted = Set.copyOf(normal);
    }

    /** Reads the request's client address once, as it comes in (see {@link #of}). */
    void remember(Context ctx) {
        ctx.attribute(ATTRIBUTE, of(ctx.req().getRemoteAddr(), ctx.header("X-Forwarded-For")));
    }

    /** The request's client address, as {@link #remember} read it. */
    public static String of(Context ctx) {
        String known = ctx.attribute(ATTRIBUTE);
        return known != null ? known : ctx.ip();
    }

    /**
     * The client behind {@code peer}: the peer itself unless it is a trusted proxy; then the nearest
     * address in the forwarded chain that is not one (each proxy appends the address it was reached
     * from, so the entries further left are the client's own words and are not believed).
     */
    String of(String peer, String forwardedFor) {
        String from = literal(peer);
        if (from == null) return peer;
        if (!trusted.contains(from) || forwardedFor == null) return from;
        String[] chain = forwardedFor.split(",");
        for (int i = chain.length - 1; i >= 0; i--) {
            String hop = literal(chain[i]);
            if (hop == null) return from; // a garbled chain: the proxy is all that is known
            if (!trusted.contains(hop)) return hop;
            from = hop;
        }
        return from;
    }

    /** The address in one canonical spelling, or null when it is not an IP literal. */
    private static String literal(String text) {
        if (text == null) return null;
        String t = text.strip();
        if (t.startsWith("[") && t.endsWith("]")) t = t.substring(1, t.length() - 1);
        if (IPV4.matcher(t).matches()) {
            for (String octet : t.split("\\.")) if (Integer.parseInt(octet) > 255) return null; // else it would be looked up
        } else if (!IPV6.matcher(t).matches()) {
            return null;
        }
        try {
            return java.net.InetAddress.getByName(t).getHostAddress();
        } catch (java.net.UnknownHostException e) {
            return null;
        }
    }
}
