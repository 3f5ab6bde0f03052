package eleusis.web;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the open rule checks may cost. Checking a rule as it is typed (its issues and reading) costs
 * little and is limited only against floods; a rule's profile (acceptance, dead ends, samples) or a
 * practice guess's exact judgement may take seconds, so they run on a few workers, and:
 * <ul>
 *   <li>the quick checks' own time counts in the address's worker time (below), so a flood of
 *       long rules at the quick checks' rate is bounded as the profiles are;</li>
 *   <li>one address holds one worker at a time, never all of them: whatever it sends, the other
 *       workers stay free for everyone else;</li>
 *   <li>each address has a budget of worker time a minute, a fraction of what the workers can do, so
 *       one address's heavy rules cannot keep a worker busy for good either;</li>
 *   <li>a request that cannot get a worker within a few seconds is told "busy, try again in N s",
 *       N worked out from the queue and the time a profile takes, instead of a hung page.</li>
 * </ul>
 */
public final class CheckLimits {
    /** Quick checks per address a minute: a class typing guesses behind one school address stays well inside. */
    static final int QUICK_PER_MINUTE = 1_200;
    static final int PROFILES_PER_MINUTE = 120;
    static final int PROFILES_AT_ONCE = 2;
    /** One address's share of the workers at once. */
    static final int AT_ONCE_PER_ADDRESS = 1;
    /**
     * Worker time one address may use a minute: a sixth of the workers' (2 workers, 120 s a minute),
     * so six addresses at their whole allowance leave the workers no queue that grows.
     */
    static final long WORK_MILLIS_PER_MINUTE = 20_000;
    static final long PROFILE_WAIT_MILLIS = 10_000;
    private static final long MINUTE = 60_000;

    private final RateLimiter quick = new RateLimiter(QUICK_PER_MINUTE, MINUTE, Clock.systemUTC());
    private final RateLimiter profiles;
    private final Semaphore working = new Semaphore(PROFILES_AT_ONCE, true);
    private final Map<String, Semaphore> perAddress = new ConcurrentHashMap<>();
    private final Map<String, Deque<long[]>> spent = new ConcurrentHashMap<>();
    private final AtomicInteger waiting = new AtomicInteger();
    private final long waitMillis;
    private final long workMillisPerMinute;
    private final Clock clock;
    /** How long a profile has taken lately, for the "try again in N s" (a moving average). */
    private volatile double averageMillis = 500;

    CheckLimits() {
        this(PROFILES_PER_MINUTE, PROFILE_WAIT_MILLIS, WORK_MILLIS_PER_MINUTE, Clock.systemUTC());
    }

    /** Other limits, for tests. */
    CheckLimits(int profilesPerMinute, long waitMillis) {
        this(profilesPerMinute, waitMillis, WORK_MILLIS_PER_MINUTE, Clock.systemUTC());
    }

    CheckLimits(int profilesPerMinute, long waitMillis, long workMillisPerMinute, Clock clock) {
        this.profiles = new RateLimiter(profilesPerMinute, MINUTE, clock);
        this.waitMillis = waitMillis;
        this.workMillisPerMinute = workMillisPerMinute;
        this.clock = clock;
    }

    /** What came of asking for a check. */
    public enum Verdict { GO, TOO_MANY, BUSY }

    /**
     * Runs a quick check's work on the asking thread if the address may: within its rate, and within
     * its worker time a minute, in which the quick checks' own time counts too. A typed rule is
     * checked in a millisecond or two, so a class typing behind one address never meets the budget;
     * a flood of 3 KB rules (tens of ms each, 1,200 a minute) would otherwise hold most of a core.
     */
    public <T> Result<T> quick(String address, java.util.function.Supplier<T> work) {
        long overBudget = overBudgetMillis(address);
        if (overBudget > 0) return new Result<>(Verdict.TOO_MANY, null, seconds(overBudget));
        if (!quick.allow(address)) return new Result<>(Verdict.TOO_MANY, null, quick.retryAfterSeconds(address));
        long start = clock.millis();
        try {
            return new Result<>(Verdict.GO, work.get(), 0);
        } finally {
            long took = clock.millis() - start;
            if (took > 0) charge(address, took);
        }
    }

    /** Runs the profile's work if the address may and a worker frees up in time. */
    public <T> Result<T> profile(String address, java.util.function.Supplier<T> work) {
        long overBudget = overBudgetMillis(address);
        if (overBudget > 0) return new Result<>(Verdict.TOO_MANY, null, seconds(overBudget));
        if (!profiles.allow(address)) return new Result<>(Verdict.TOO_MANY, null, profiles.retryAfterSeconds(address));
        Semaphore own = perAddress.computeIfAbsent(address, a -> new Semaphore(AT_ONCE_PER_ADDRESS, true));
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMillis);
        waiting.incrementAndGet();
        boolean gotOwn = false, gotWorker = false;
        try {
            gotOwn = own.tryAcquire(waitMillis, TimeUnit.MILLISECONDS);
            if (gotOwn) gotWorker = working.tryAcquire(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            waiting.decrementAndGet();
        }
        if (!gotWorker) {
            if (gotOwn) own.release();
            return new Result<>(Verdict.BUSY, null, busyForSeconds());
        }
        long start = clock.millis();
        try {
            return new Result<>(Verdict.GO, work.get(), 0);
        } finally {
            long took = Math.max(0, clock.millis() - start);
            averageMillis = averageMillis * 0.8 + took * 0.2;
            charge(address, took);
            working.release();
            own.release();
            if (perAddress.size() > 10_000) perAddress.entrySet().removeIf(e -> e.getValue().availablePermits() == AT_ONCE_PER_ADDRESS);
        }
    }

    /**
     * A refusal for an address that has spent its worker time, or null: asked before a request's
     * body is read, so that a flooder's refused requests cost no parsing.
     */
    public <T> Result<T> spent(String address) {
        long overBudget = overBudgetMillis(address);
        return overBudget > 0 ? new Result<>(Verdict.TOO_MANY, null, seconds(overBudget)) : null;
    }

    /** How long until the address is back inside its worker time (0: it is inside now). */
    private long overBudgetMillis(String address) {
        Deque<long[]> times = spent.get(address);
        if (times == null) return 0;
        long now = clock.millis();
        synchronized (times) {
            while (!times.isEmpty() && now - times.peekFirst()[0] >= MINUTE) times.pollFirst();
            long total = 0;
            for (long[] t : times) total += t[1];
            if (total < workMillisPerMinute) return 0;
            // The oldest work leaves the window first: wait until enough of it has.
            long over = total - workMillisPerMinute;
            for (long[] t : times) {
                over -= t[1];
                if (over < 0) return Math.max(1, t[0] + MINUTE - now);
            }
            return MINUTE;
        }
    }

    private void charge(String address, long millis) {
        Deque<long[]> times = spent.computeIfAbsent(address, a -> new ArrayDeque<>());
        synchronized (times) {
            times.addLast(new long[] {clock.millis(), millis});
        }
        if (spent.size() > 10_000) spent.entrySet().removeIf(e -> {
            synchronized (e.getValue()) {
                return e.getValue().isEmpty() || clock.millis() - e.getValue().peekLast()[0] >= MINUTE;
            }
        });
    }

    /** "Try again in N s": the profiles ahead, shared out over the workers, at the time a profile takes lately. */
    private long busyForSeconds() {
        double ahead = waiting.get() + PROFILES_AT_ONCE - working.availablePermits();
        return seconds((long) Math.ceil(ahead / PROFILES_AT_ONCE * averageMillis));
    }

    private static long seconds(long millis) {
        return Math.max(1, (millis + 999) / 1000);
    }

    /** @param retryAfterSeconds when to ask again, for a refusal (0 when it went ahead) */
    public record Result<T>(Verdict verdict, T value, long retryAfterSeconds) {}
}
