package eleusis.store;

import java.time.Duration;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/**
 * Wrong passwords, counted per subject (an account, an address) within a window. After the free
 * failures of a window, each further one blocks the subject for twice as long as the last, from one
 * minute up to the window's length, so a guesser gets a few hundred tries a day instead of thousands
 * a minute, while a teacher who mistypes a few times never waits.
 */
public final class SignInFailures extends Repository {
    static final Duration FIRST_BLOCK = Duration.ofMinutes(1);

    SignInFailures(Jdbi jdbi, java.time.Clock clock) {
        super(jdbi, clock);
    }

    /** How long the subject must still wait before trying again; zero when it may try now. */
    public Duration waitFor(String subject) {
        long now = clock.millis();
        Optional<Long> until = jdbi.withHandle(h -> h.createQuery("SELECT blocked_until_ms FROM sign_in_failures WHERE subject = :s")
                .bind("s", subject).mapTo(Long.class).findOne());
        return until.filter(u -> u > now).map(u -> Duration.ofMillis(u - now)).orElse(Duration.ZERO);
    }

    /**
     * Counts a failure; answers the wait it imposes (zero while the failures are still free).
     *
     * @param free   failures allowed in a window before any wait
     * @param window how long failures are counted together, and the longest wait
     */
    public Duration fail(String subject, int free, Duration window) {
        long now = clock.millis();
        return jdbi.inTransaction(h -> {
            // Old counts would only grow the table; a window long past counts for nothing.
            h.createUpdate("DELETE FROM sign_in_failures WHERE window_start_ms < :old AND blocked_until_ms < :now")
                    .bind("old", now - window.toMillis()).bind("now", now).execute();
            Optional<long[]> row = h.createQuery("SELECT failures, window_start_ms FROM sign_in_failures WHERE subject = :s")
                    .bind("s", subject).map((rs, ctx) -> new long[] {rs.getLong(1), rs.getLong(2)}).findOne();
            long failures = 1, start = now;
            if (row.isPresent() && row.get()[1] >= now - window.toMillis()) {
                failures = row.get()[0] + 1;
                start = row.get()[1];
            }
            long over = failures - free;
            long block = over <= 0 ? 0 : Math.min(window.toMillis(), FIRST_BLOCK.toMillis() << Math.min(over - 1, 20));
            // UPDATE, then INSERT: the same statements on SQLite, PostgreSQL and H2.
            int updated = h.createUpdate("UPDATE sign_in_failures SET failures = :f, window_start_ms = :start, "
                            + "blocked_until_ms = :until WHERE subject = :s")
                    .bind("s", subject).bind("f", failures).bind("start", start).bind("until", now + block).execute();
            if (updated == 0) {
                h.createUpdate("INSERT INTO sign_in_failures (subject, failures, window_start_ms, blocked_until_ms) "
                                + "VALUES (:s, :f, :start, :until)")
                        .bind("s", subject).bind("f", failures).bind("start", start).bind("until", now + block).execute();
            }
            return Duration.ofMillis(block);
        });
    }

    /** Forgets the subject's failures (the right password was given). */
    public void clear(String subject) {
        jdbi.useHandle(h -> h.createUpdate("DELETE FROM sign_in_failures WHERE subject = :s").bind("s", subject).execute());
    }
}
