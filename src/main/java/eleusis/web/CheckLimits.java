package eleusis.web;

import java.time.Clock;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * What the open rule checks may cost. Checking a rule as it is typed (its issues and reading) costs
 * little and is limited only against floods; a rule's profile (acceptance, dead ends, samples) may
 * take seconds for a heavy rule, so profiles are limited per address and only a few are worked out
 * at once: a prankster with a heavy rule slows nobody's class, and a queue that does not clear in
 * a few seconds gets "busy, try again" instead of a hung page.
 */
public final class CheckLimits {
    /** Quick checks per address a minute: a class typing guesses behind one school address stays well inside. */
    static final int QUICK_PER_MINUTE = 1_200;
    static final int PROFILES_PER_MINUTE = 120;
    static final int PROFILES_AT_ONCE = 2;
    static final long PROFILE_WAIT_MILLIS = 10_000;

    private final RateLimiter quick = new RateLimiter(QUICK_PER_MINUTE, 60_000, Clock.systemUTC());
    private final RateLimiter profiles;
    private final Semaphore working = new Semaphore(PROFILES_AT_ONCE, true);
    private final long waitMillis;

    CheckLimits() {
        this(PROFILES_PER_MINUTE, PROFILE_WAIT_MILLIS);
    }

    /** Other limits, for tests. */
    CheckLimits(int profilesPerMinute, long waitMillis) {
        this.profiles = new RateLimiter(profilesPerMinute, 60_000, Clock.systemUTC());
        this.waitMillis = waitMillis;
    }

    /** What came of asking for a check. */
    public enum Verdict { GO, TOO_MANY, BUSY }

    public Verdict quick(String address) {
        return quick.allow(address) ? Verdict.GO : Verdict.TOO_MANY;
    }

    /** Runs the profile's work if the address may and a worker frees up in time. */
    public <T> Result<T> profile(String address, java.util.function.Supplier<T> work) {
        if (!profiles.allow(address)) return new Result<>(Verdict.TOO_MANY, null);
        boolean got;
        try {
            got = working.tryAcquire(waitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            got = false;
        }
        if (!got) return new Result<>(Verdict.BUSY, null);
        try {
            return new Result<>(Verdict.GO, work.get());
        } finally {
            working.release();
        }
    }

    public record Result<T>(Verdict verdict, T value) {}
}
