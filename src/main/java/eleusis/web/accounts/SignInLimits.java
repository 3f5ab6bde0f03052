package eleusis.web.accounts;

import eleusis.web.ClientAddress;
import eleusis.store.Database;
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
 */
public final class SignInLimits {
    public static final int FREE_PER_ACCOUNT = 5;
    /** A school's teachers may share one address behind its router: more room than for one account. */
    public static final int FREE_PER_ADDRESS = 20;
    static final Duration WINDOW = Duration.ofMinutes(15);

    private final Database db;

    SignInLimits(Database db) {
        this.db = db;
    }

    /** How long this sign-in must wait before it is even tried: zero when it may go ahead. */
    Duration waitFor(Context ctx, String email) {
        Duration account = db.signInFailures().waitFor(account(email));
        Duration address = db.signInFailures().waitFor(address(ctx));
        return account.compareTo(address) >= 0 ? account : address;
    }

    /** A wrong password for this account from this address; answers the wait it now imposes. */
    Duration wrongPassword(Context ctx, String email) {
        Duration account = db.signInFailures().fail(account(email), FREE_PER_ACCOUNT, WINDOW);
        Duration address = db.signInFailures().fail(address(ctx), FREE_PER_ADDRESS, WINDOW);
        return account.compareTo(address) >= 0 ? account : address;
    }

    /** A sign-up with an email that has an account: it tells that much, so it counts as a try from the address. */
    void emailTaken(Context ctx) {
        db.signInFailures().fail(address(ctx), FREE_PER_ADDRESS, WINDOW);
    }

    /** The right password: the account's count starts again (the address's does not, for the other accounts). */
    void signedIn(String email) {
        db.signInFailures().clear(account(email));
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
