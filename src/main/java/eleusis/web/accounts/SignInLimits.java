package eleusis.web.accounts;

import eleusis.web.ClientAddress;
import eleusis.store.Database;
import eleusis.store.KnownBrowsers;
import eleusis.store.Teacher;
import eleusis.web.Cookies;
import java.util.Optional;
import eleusis.web.Texts;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.Locale;

/**
 * How many wrong passwords sign-in lets through: per account, so nobody guesses a teacher's password
 * from many addresses, and per address, so nobody tries one password on many accounts (or sign-up
 * after sign-up to learn which emails have accounts). A few mistakes are free; after that each one
 * makes the next try wait, up to a quarter of an hour. The counts are in the database, so several
 * servers count together.
 *
 * <p>A browser the teacher has signed in from before (it holds a {@link #KNOWN_BROWSER} token for
 * that account) is counted on its own instead: anyone's guessing at the account, or a student's
 * wrong passwords from the school's address, never keeps the teacher out of their own browser,
 * while a guesser, who holds no such token, meets the account's and the address's limits.
 */
public final class SignInLimits {
    public static final int FREE_PER_ACCOUNT = 5;
    /** A school's teachers may share one address behind its router: more room than for one account. */
    public static final int FREE_PER_ADDRESS = 20;
    /** A teacher's own browser: as much room as an account. */
    public static final int FREE_PER_BROWSER = 5;
    static final Duration WINDOW = Duration.ofMinutes(15);
    /** The cookie of a browser the teacher has signed in from. */
    public static final String KNOWN_BROWSER = "eleusis_browser";

    private final Database db;

    SignInLimits(Database db) {
        this.db = db;
    }

    /** How long this sign-in must wait before it is even tried: zero when it may go ahead. */
    Duration waitFor(Context ctx, String email) {
        String browser = knownBrowser(ctx, email);
        if (browser != null) return db.signInFailures().waitFor(browser);
        Duration account = db.signInFailures().waitFor(account(email));
        Duration address = db.signInFailures().waitFor(address(ctx));
        return account.compareTo(address) >= 0 ? account : address;
    }

    /** A wrong password for this account from this address (or this known browser); answers the wait it now imposes. */
    Duration wrongPassword(Context ctx, String email) {
        String browser = knownBrowser(ctx, email);
        if (browser != null) return db.signInFailures().fail(browser, FREE_PER_BROWSER, WINDOW);
        Duration account = db.signInFailures().fail(account(email), FREE_PER_ACCOUNT, WINDOW);
        Duration address = db.signInFailures().fail(address(ctx), FREE_PER_ADDRESS, WINDOW);
        return account.compareTo(address) >= 0 ? account : address;
    }

    /**
     * The subject the browser's tries are counted under, when it holds a known-browser token of the
     * account it signs in to; null otherwise (then the account and the address count).
     */
    private String knownBrowser(Context ctx, String email) {
        String token = ctx.cookie(KNOWN_BROWSER);
        if (token == null) return null;
        Optional<Long> owner = db.knownBrowsers().teacherOf(token);
        if (owner.isEmpty()) return null;
        Optional<Teacher> teacher = db.teachers().findByEmail(email);
        return teacher.isPresent() && teacher.get().id() == owner.get() ? "browser:" + KnownBrowsers.fingerprint(token) : null;
    }

    /** A sign-up with an email that has an account: it tells that much, so it counts as a try from the address. */
    void emailTaken(Context ctx) {
        db.signInFailures().fail(address(ctx), FREE_PER_ADDRESS, WINDOW);
    }

    /**
     * The right password: the account's count starts again (the address's does not, for the other
     * accounts), and the browser is known from now on (its count starts again too).
     */
    void signedIn(Context ctx, Teacher teacher) {
        db.signInFailures().clear(account(teacher.email()));
        String browser = knownBrowser(ctx, teacher.email());
        if (browser != null) {
            db.signInFailures().clear(browser);
            return;
        }
        Cookies.set(ctx, KNOWN_BROWSER, db.knownBrowsers().issue(teacher.id()), KnownBrowsers.LIFETIME);
    }

    /** "Wait 3 minutes and try again", in the request's language; whole minutes, rounded up. */
    static String waitMessage(Texts texts, Duration wait) {
        long minutes = Math.max(1, (wait.toSeconds() + 59) / 60);
        return texts.get("account.error.wait", minutes);
    }

    private static String account(String email) {
        return "account:" + email.strip().toLowerCase(Locale.ROOT);
    }

    private static String address(Context ctx) {
        return "address:" + ClientAddress.of(ctx);
    }
}
