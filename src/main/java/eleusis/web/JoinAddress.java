package eleusis.web;

import io.javalin.http.Context;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Where students' phones reach the app: the base of the join link and QR code. A teacher who opens
 * the console at {@code http://localhost:7070/} must not project a {@code localhost} link no phone
 * can open, so the base is, in this order, the {@code --public-url} the server was given, the
 * machine's network address found at start-up, or the address the browser used.
 *
 * @param base {@code http://192.168.1.20:7070} (no trailing slash), or null to use the request's
 */
public record JoinAddress(String base) {
    static final JoinAddress FROM_REQUEST = new JoinAddress(null);

    /** The join link of a class code. */
    public String link(Context ctx, String code) {
        String root = base != null ? base : ctx.scheme() + "://" + ctx.host();
        return root + "/join?code=" + code;
    }

    /**
     * A {@code --public-url}, checked: an http or https URL with a host, without query or fragment.
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    static JoinAddress publicUrl(String url) {
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (Exception e) {
            throw new IllegalArgumentException("serve: --public-url must be a web address like https://eleusis.school.example, not '" + url + "'");
        }
        String scheme = uri.getScheme();
        if (scheme == null || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https")) || uri.getHost() == null
                || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw new IllegalArgumentException("serve: --public-url must be a web address like https://eleusis.school.example "
                    + "(http or https, a host, no ?query or #fragment), not '" + url + "'");
        }
        String s = uri.toString();
        while (s.endsWith("/")) s = s.substring(0, s.length() - 1);
        return new JoinAddress(s);
    }

    /** The machine's address on the school's network, with the port; the request's address if there is none. */
    static JoinAddress detect(int port) {
        List<InetAddress> candidates = new ArrayList<>();
        try {
            for (NetworkInterface n : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!n.isUp() || n.isLoopback() || n.isVirtual()) continue;
                candidates.addAll(Collections.list(n.getInetAddresses()));
            }
        } catch (SocketException e) {
            return FROM_REQUEST;
        }
        InetAddress chosen = choose(candidates);
        return chosen == null ? FROM_REQUEST : new JoinAddress("http://" + chosen.getHostAddress() + ":" + port);
    }

    /** The first site-local IPv4 address (192.168.x, 10.x, 172.16-31.x), else the first other non-loopback IPv4 one. */
    static InetAddress choose(List<InetAddress> addresses) {
        InetAddress other = null;
        for (InetAddress a : addresses) {
            if (!(a instanceof Inet4Address) || a.isLoopbackAddress() || a.isLinkLocalAddress() || a.isAnyLocalAddress()) continue;
            if (a.isSiteLocalAddress()) return a;
            if (other == null) other = a;
        }
        return other;
    }
}
