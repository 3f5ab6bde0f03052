package eleusis.web;

import eleusis.store.Database;
import java.security.SecureRandom;
import java.util.Objects;

/**
 * What one web app is built from: its store, and the few things a server or a test may choose.
 * Start from {@link #of} and change what differs; {@link WebApp#create} takes it whole.
 *
 * @param db                  the storage of sessions, games and rule collections, already migrated
 * @param computerDelayMillis how long a computer player waits before its move, so people can follow
 *                            the game (tests need not wait)
 * @param timer               what runs the computer players' moves (closed when the app stops)
 * @param address             where students' phones reach the app: the base of join links and QR codes
 * @param deals               where each new table's deal comes from (a test seeds it to play the
 *                            same games on every run)
 * @param clients             how a request's client address is read (which proxies' word is taken)
 */
public record AppConfig(Database db, long computerDelayMillis, MoveTimer timer, JoinAddress address, SecureRandom deals,
                        ClientAddress clients) {
    /** How long a computer player waits before its move in a real class. */
    public static final long COMPUTER_DELAY_MILLIS = 700;

    public AppConfig {
        Objects.requireNonNull(db, "db");
        Objects.requireNonNull(timer, "timer");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(deals, "deals");
        Objects.requireNonNull(clients, "clients");
        if (computerDelayMillis < 0) throw new IllegalArgumentException("a computer's delay cannot be negative: " + computerDelayMillis);
    }

    /** A real server's app on this store: computers wait 700 ms, join links from each request's address. */
    public static AppConfig of(Database db) {
        return new AppConfig(db, COMPUTER_DELAY_MILLIS, MoveTimer.system(), JoinAddress.FROM_REQUEST, new SecureRandom(),
                ClientAddress.DIRECT);
    }

    public AppConfig computerDelay(long millis) {
        return new AppConfig(db, millis, timer, address, deals, clients);
    }

    public AppConfig timer(MoveTimer t) {
        return new AppConfig(db, computerDelayMillis, t, address, deals, clients);
    }

    AppConfig address(JoinAddress a) {
        return new AppConfig(db, computerDelayMillis, timer, a, deals, clients);
    }

    AppConfig deals(SecureRandom r) {
        return new AppConfig(db, computerDelayMillis, timer, address, r, clients);
    }

    /** Behind a proxy: whose {@code X-Forwarded-For} is believed. */
    public AppConfig clients(ClientAddress c) {
        return new AppConfig(db, computerDelayMillis, timer, address, deals, c);
    }
}
