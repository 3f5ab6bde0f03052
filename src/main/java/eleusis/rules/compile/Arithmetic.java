package eleusis.rules.compile;

/** Run-time helpers that compiled rules call; public because hidden classes link to them. */
public final class Arithmetic {
    private Arithmetic() {}

    public static boolean isPrime(int n) {
        if (n < 2) return false;
        if (n < 4) return true;
        if ((n & 1) == 0) return false;
        for (int d = 3; (long) d * d <= n; d += 2) {
            if (n % d == 0) return false;
        }
        return true;
    }
}
