package eleusis.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.jdbi.v3.core.Jdbi;

/**
 * The addresses a class session is used from: where its teacher made it, and where students joined
 * it with its code. Kept as a hash of the address, never the address, and gone with the session.
 * While an address waits for its wrong join codes, a session's code from one of its own addresses is
 * still taken, so one student's wrong codes never lock their classmates out (see JoinRoutes).
 */
public final class SessionAddresses extends Repository {
    SessionAddresses(Jdbi jdbi, java.time.Clock clock) {
        super(jdbi, clock);
    }

    /** Notes that the session is used from this address (once: a second note changes nothing). */
    public void remember(long sessionId, String address) {
        String key = key(address);
        try {
            jdbi.useHandle(h -> h.createUpdate("INSERT INTO session_addresses (session_id, address_key) SELECT :s, :k "
                            + "WHERE NOT EXISTS (SELECT 1 FROM session_addresses WHERE session_id = :s AND address_key = :k)")
                    .bind("s", sessionId).bind("k", key).execute());
        } catch (RuntimeException e) {
            // Two joins from one address at one instant: the other one wrote it, which is all that was wanted.
            if (!known(sessionId, address)) throw e;
        }
    }

    /** Whether the session has been made or joined from this address. */
    public boolean known(long sessionId, String address) {
        return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM session_addresses WHERE session_id = :s AND address_key = :k")
                .bind("s", sessionId).bind("k", key(address)).mapTo(Integer.class).one()) > 0;
    }

    /** A hash of the address: enough to recognise it, not to show it. */
    static String key(String address) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(("eleusis-address:" + address).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
