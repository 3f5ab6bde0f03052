package eleusis.store;

import java.time.Duration;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/**
 * The browsers a teacher has signed in from: each holds a token (stored only as its hash) for a
 * year. Sign-in counts such a browser's wrong passwords on their own, so others' guessing at the
 * account or from the same school address never keeps the teacher out of their own browser.
 */
public final class KnownBrowsers extends Repository {
    public static final Duration LIFETIME = Duration.ofDays(365);
    /** The newest this many browsers of a teacher are kept: a phone, a laptop, the classroom's computers. */
    static final int KEPT = 20;

    KnownBrowsers(Jdbi jdbi, java.time.Clock clock) {
        super(jdbi, clock);
    }

    /** A new token for a browser the teacher has just signed in from; their oldest browsers beyond {@link #KEPT} are forgotten. */
    public String issue(long teacherId) {
        String token = Tokens.newToken();
        long now = clock.millis();
        jdbi.useTransaction(h -> {
            h.createUpdate("INSERT INTO known_browsers (token_hash, teacher_id, created_ms) VALUES (:hash, :teacher, :now)")
                    .bind("hash", Tokens.hash(token)).bind("teacher", teacherId).bind("now", now).execute();
            h.createUpdate("DELETE FROM known_browsers WHERE teacher_id = :teacher AND (created_ms < :old OR created_ms < ("
                            + "SELECT MIN(created_ms) FROM (SELECT created_ms FROM known_browsers WHERE teacher_id = :teacher "
                            + "ORDER BY created_ms DESC LIMIT " + KEPT + ") newest))")
                    .bind("teacher", teacherId).bind("old", now - LIFETIME.toMillis()).execute();
        });
        return token;
    }

    /** The token's hash, as it is stored: what others may keep of a token (a count under it, say) instead of the token. */
    public static String fingerprint(String token) {
        return Tokens.hash(token);
    }

    /** The teacher whose browser holds this token, if it is one and has not expired. */
    public Optional<Long> teacherOf(String token) {
        if (token == null || token.isEmpty() || token.length() > 100) return Optional.empty();
        long now = clock.millis();
        return jdbi.withHandle(h -> h.createQuery("SELECT teacher_id FROM known_browsers WHERE token_hash = :hash AND created_ms >= :old")
                .bind("hash", Tokens.hash(token)).bind("old", now - LIFETIME.toMillis()).mapTo(Long.class).findOne());
    }
}
