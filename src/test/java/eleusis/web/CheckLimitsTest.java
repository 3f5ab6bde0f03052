package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class CheckLimitsTest {
    /** A clock the test moves. */
    static final class TestClock extends Clock {
        final AtomicLong millis = new AtomicLong(1_000_000);

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis.get());
        }
    }

    /** Starts {@code n} profiles from the address that hold their worker until {@code release}; answers them. */
    private static Future<?>[] holding(ExecutorService pool, CheckLimits limits, String address, int n, CountDownLatch started,
                                       CountDownLatch release) {
        Future<?>[] heavy = new Future<?>[n];
        for (int i = 0; i < n; i++) {
            heavy[i] = pool.submit(() -> limits.profile(address, () -> {
                started.countDown();
                try {
                    release.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return "done";
            }));
        }
        return heavy;
    }

    @Test
    void oneAddressNeverHoldsEveryWorkerAndALongQueueIsToldBusyWithWhenToComeBack() throws Exception {
        CheckLimits limits = new CheckLimits(100, 300);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            Future<?>[] heavy = holding(pool, limits, "10.0.0.1", 1, started, release);
            assertTrue(started.await(10, TimeUnit.SECONDS));
            CheckLimits.Result<String> second = limits.profile("10.0.0.1", () -> "never");
            assertEquals(CheckLimits.Verdict.BUSY, second.verdict(), "the same address waits for its own first profile");
            assertTrue(second.retryAfterSeconds() >= 1, "and is told when to come back: " + second);
            assertEquals(new CheckLimits.Result<>(CheckLimits.Verdict.GO, "at once", 0), limits.profile("10.0.0.2", () -> "at once"),
                    "another address gets the other worker at once");

            CountDownLatch bothStarted = new CountDownLatch(1);
            Future<?>[] other = holding(pool, limits, "10.0.0.2", 1, bothStarted, release);
            assertTrue(bothStarted.await(10, TimeUnit.SECONDS));
            assertEquals(CheckLimits.Verdict.BUSY, limits.profile("10.0.0.3", () -> "never").verdict(),
                    "every worker taken, by two addresses: a third waits its time, then hears busy");
            release.countDown();
            for (Future<?> f : heavy) f.get(10, TimeUnit.SECONDS);
            for (Future<?> f : other) f.get(10, TimeUnit.SECONDS);
            assertEquals(CheckLimits.Verdict.GO, limits.profile("10.0.0.3", () -> "now").verdict());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anAddressGetsItsProfilesPerMinuteThenIsToldToWait() {
        CheckLimits limits = new CheckLimits(3, 200);
        for (int i = 0; i < 3; i++) assertEquals(CheckLimits.Verdict.GO, limits.profile("10.0.0.1", () -> 1).verdict());
        CheckLimits.Result<Integer> fourth = limits.profile("10.0.0.1", () -> 1);
        assertEquals(CheckLimits.Verdict.TOO_MANY, fourth.verdict());
        assertTrue(fourth.retryAfterSeconds() >= 1 && fourth.retryAfterSeconds() <= 60, fourth.toString());
        assertEquals(CheckLimits.Verdict.GO, limits.profile("10.0.0.2", () -> 1).verdict(), "other addresses go on");
        assertEquals(CheckLimits.Verdict.GO, limits.quick("10.0.0.1", () -> 1).verdict(), "quick checks are counted apart");
    }

    @Test
    void anAddressThatUsedItsWorkerTimeWaitsUntilTheOldestWorkLeavesTheMinute() {
        TestClock clock = new TestClock();
        CheckLimits limits = new CheckLimits(100, 200, 5_000, clock);
        // Two heavy profiles of 3 s each (the clock moves while they work): 6 s, over the 5 s a minute.
        for (int i = 0; i < 2; i++) {
            assertEquals(CheckLimits.Verdict.GO, limits.profile("10.0.0.1", () -> clock.millis.addAndGet(3_000)).verdict());
            clock.millis.addAndGet(10_000);
        }
        CheckLimits.Result<Long> over = limits.profile("10.0.0.1", () -> 0L);
        assertEquals(CheckLimits.Verdict.TOO_MANY, over.verdict(), "its share of the workers is spent");
        // The first profile ended 23 s ago; leaving the minute, it brings the address back under 5 s.
        assertEquals(37, over.retryAfterSeconds());
        assertEquals(CheckLimits.Verdict.GO, limits.profile("10.0.0.2", () -> 0L).verdict(), "another address is not charged");
        clock.millis.addAndGet(37_000);
        assertEquals(CheckLimits.Verdict.GO, limits.profile("10.0.0.1", () -> 0L).verdict());
    }

    @Test
    void quickChecksOfLongRulesCountInTheAddresssWorkerTime() {
        TestClock clock = new TestClock();
        CheckLimits limits = new CheckLimits(100, 200, 5_000, clock);
        // A flood of long rules at the quick checks' rate: each 60 ms, so the 5 s are spent after 84.
        int went = 0;
        CheckLimits.Result<Long> last;
        do {
            last = limits.quick("10.9.9.9", () -> clock.millis.addAndGet(60));
            if (last.verdict() == CheckLimits.Verdict.GO) went++;
            clock.millis.addAndGet(40);
        } while (last.verdict() == CheckLimits.Verdict.GO && went < 1_000);
        assertEquals(84, went, "the address's worker time bounds its quick checks");
        assertEquals(CheckLimits.Verdict.TOO_MANY, last.verdict());
        assertTrue(last.retryAfterSeconds() >= 1 && last.retryAfterSeconds() <= 60, last.toString());
        assertEquals(CheckLimits.Verdict.TOO_MANY, limits.profile("10.9.9.9", () -> 0L).verdict(), "and its profiles with them");
        assertEquals(last.retryAfterSeconds(), limits.spent("10.9.9.9").retryAfterSeconds(), "said before its next body is read");
        assertEquals(null, limits.spent("10.2.0.2"));
        assertEquals(CheckLimits.Verdict.GO, limits.quick("10.2.0.2", () -> 0L).verdict(), "another address is not charged");
        // A class typing behind one address: checks of a millisecond or less never meet the budget.
        for (int i = 0; i < 1_000; i++) {
            long took = i % 2;
            assertEquals(CheckLimits.Verdict.GO, limits.quick("10.1.0.1", () -> clock.millis.addAndGet(took)).verdict());
            clock.millis.addAndGet(50);
        }
    }
}
