package eleusis.web;

import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * At most {@code limit} events per key in a sliding window: the wrong join codes of an address (a
 * class behind one school address never meets it by joining right, and a script trying codes does
 * not get far: codes are 6 letters from 32, about 10^9 of them), the messages of a socket, the rule
 * checks of an address.
 */
public final class RateLimiter {
    private final int limit;
    private final long windowMillis;
    private final Clock clock;
    private final Map<String, Deque<Long>> attempts = new ConcurrentHashMap<>();

    public RateLimiter(int limit, long windowMillis, Clock clock) {
        this.limit = limit;
        this.windowMillis = windowMillis;
        this.clock = clock;
    }

    /** Records an attempt from the address; false when it is over the limit (then nothing is recorded). */
    public boolean allow(String address) {
        long now = clock.millis();
        Deque<Long> times = attempts.get(address); // a plain read first: computeIfAbsent may lock even when the key is there
        if (times == null) times = attempts.computeIfAbsent(address, a -> new ArrayDeque<>());
        synchronized (times) {
            while (!times.isEmpty() && now - times.peekFirst() >= windowMillis) times.pollFirst();
            if (times.size() >= limit) return false;
            times.addLast(now);
        }
        if (attempts.size() > 10_000) attempts.entrySet().removeIf(e -> e.getValue().isEmpty());
        return true;
    }

    /** True when the key has used up its window, without counting this as an event. */
    public boolean blocked(String key) {
        Deque<Long> times = attempts.get(key);
        if (times == null) return false;
        long now = clock.millis();
        synchronized (times) {
            while (!times.isEmpty() && now - times.peekFirst() >= windowMillis) times.pollFirst();
            return times.size() >= limit;
        }
    }

    /** Seconds until the address may try again. */
    public long retryAfterSeconds(String address) {
        Deque<Long> times = attempts.get(address);
        if (times == null) return 0;
        synchronized (times) {
            if (times.isEmpty()) return 0;
            return Math.max(1, (times.peekFirst() + windowMillis - clock.millis() + 999) / 1000);
        }
    }
}
