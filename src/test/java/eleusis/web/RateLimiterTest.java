package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class RateLimiterTest {
    /** A clock the test moves by hand. */
    static final class Hand extends Clock {
        long millis;

        @Override public ZoneOffset getZone() { return ZoneOffset.UTC; }
        @Override public Clock withZone(java.time.ZoneId zone) { return this; }
        @Override public Instant instant() { return Instant.ofEpochMilli(millis); }
    }

    @Test
    void anAddressGetsItsAttemptsPerWindowThenWaits() {
        Hand clock = new Hand();
        RateLimiter limiter = new RateLimiter(3, 60_000, clock);
        assertTrue(limiter.allow("10.0.0.1"));
        clock.millis += 10_000;
        assertTrue(limiter.allow("10.0.0.1"));
        assertTrue(limiter.allow("10.0.0.1"));
        assertFalse(limiter.allow("10.0.0.1"));
        assertTrue(limiter.allow("10.0.0.2"), "other addresses are not held up");
        assertEquals(50, limiter.retryAfterSeconds("10.0.0.1"));
        clock.millis += 50_000;
        assertTrue(limiter.allow("10.0.0.1"), "the first attempt left the window");
        assertFalse(limiter.allow("10.0.0.1"));
    }
}
