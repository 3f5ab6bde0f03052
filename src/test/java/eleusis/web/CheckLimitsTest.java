package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class CheckLimitsTest {
    @Test
    void onlyAFewProfilesAreWorkedOutAtOnceAndALongQueueIsToldBusy() throws Exception {
        CheckLimits limits = new CheckLimits(100, 200);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(CheckLimits.PROFILES_AT_ONCE);
        ExecutorService pool = Executors.newFixedThreadPool(CheckLimits.PROFILES_AT_ONCE);
        try {
            Future<?>[] heavy = new Future<?>[CheckLimits.PROFILES_AT_ONCE];
            for (int i = 0; i < heavy.length; i++) {
                heavy[i] = pool.submit(() -> limits.profile("10.0.0." + 1, () -> {
                    started.countDown();
                    try {
                        release.await(10, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return "done";
                }));
            }
            started.await(10, TimeUnit.SECONDS);
            assertEquals(CheckLimits.Verdict.BUSY, limits.profile("10.0.0.2", () -> "never").verdict(),
                    "another address's profile waits its time, then hears busy");
            release.countDown();
            for (Future<?> f : heavy) f.get(10, TimeUnit.SECONDS);
            assertEquals(new CheckLimits.Result<>(CheckLimits.Verdict.GO, "now"), limits.profile("10.0.0.2", () -> "now"));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anAddressGetsItsProfilesPerMinuteThenIsToldToWait() {
        CheckLimits limits = new CheckLimits(3, 200);
        for (int i = 0; i < 3; i++) assertEquals(CheckLimits.Verdict.GO, limits.profile("10.0.0.1", () -> 1).verdict());
        assertEquals(CheckLimits.Verdict.TOO_MANY, limits.profile("10.0.0.1", () -> 1).verdict());
        assertEquals(CheckLimits.Verdict.GO, limits.profile("10.0.0.2", () -> 1).verdict(), "other addresses go on");
        assertEquals(CheckLimits.Verdict.GO, limits.quick("10.0.0.1"), "quick checks are counted apart");
    }
}
