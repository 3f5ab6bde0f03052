package eleusis.store;

import java.time.Instant;

/**
 * A teacher signed in: the token goes to the browser (a cookie) and is never stored, only its hash.
 */
public record LoginSession(String token, long teacherId, Instant expiresAt) {}
