package eleusis.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bulletin of servers sharing one PostgreSQL database: {@code NOTIFY} on a channel of the
 * database's schema, and one connection of its own (outside the pool) that {@code LISTEN}s.
 *
 * <p>An action's notice is sent inside the action's transaction, so PostgreSQL delivers it exactly
 * when the action commits: a server killed after the commit cannot leave the others unaware. If the
 * listening connection is lost (a database restart, a network cut), the thread opens a new one and
 * asks every subscriber to {@link Subscriber#resync} once it listens again, so nothing missed while
 * deaf stays missed. A quiet connection is checked every {@link #CHECK_MILLIS}, so a dead one is
 * found in seconds rather than when TCP gives up.
 */
final class PgBulletin implements Bulletin {
    private static final Logger LOG = LoggerFactory.getLogger(PgBulletin.class);
    private static final int WAIT_MILLIS = 500;
    private static final long CHECK_MILLIS = 5_000;
    private static final long RETRY_MILLIS = 1_000;

    /** Opens the listening connection: not from the pool, which it would hold for ever. */
    interface Connector {
        Connection open() throws SQLException;
    }

    private final Jdbi jdbi;
    private final Connector connector;
    private final String channel;
    /** This server, so that it skips its own notices. */
    private final String server = newId();
    private final List<Subscriber> subscribers = new CopyOnWriteArrayList<>();
    private volatile boolean closed;
    private volatile Connection listening;
    private Thread thread;

    PgBulletin(Jdbi jdbi, Connector connector, String schema) {
        this.jdbi = jdbi;
        this.connector = connector;
        this.channel = channel(schema);
    }

    /**
     * The schema's channel: notifications are database-wide, and two schemas (two districts, or two
     * tests) in one database must not hear each other. A hash, because a channel name is at most 63
     * bytes and a schema's name may be as long.
     */
    static String channel(String schema) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(schema.getBytes(StandardCharsets.UTF_8));
            return "eleusis_" + HexFormat.of().formatHex(hash, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    String channel() { return channel; }

    private static String newId() {
        byte[] id = new byte[8];
        new SecureRandom().nextBytes(id);
        return HexFormat.of().formatHex(id);
    }

    @Override
    public void publish(Notice notice) {
        try {
            jdbi.useHandle(h -> publishIn(h, notice));
        } catch (RuntimeException e) {
            // The change itself is stored; the others miss this notice only until they resync or the
            // next notice of the table makes them read it again.
            LOG.warn("could not tell the other servers of {}: {}", notice, e.toString());
        }
    }

    @Override
    public void publishIn(Handle handle, Notice notice) {
        handle.createQuery("SELECT pg_notify(:channel, :payload)")
                .bind("channel", channel).bind("payload", notice.wire(server))
                .map((rs, ctx) -> 0).one();
    }

    @Override
    public synchronized void subscribe(Subscriber subscriber) {
        subscribers.add(subscriber);
        if (thread == null && !closed) {
            thread = new Thread(this::listen, "bulletin-" + channel);
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** The backend process of the listening connection (for tests that cut it); 0 while not listening. */
    int listenerPid() throws SQLException {
        Connection c = listening;
        return c == null ? 0 : c.unwrap(PGConnection.class).getBackendPID();
    }

    @Override
    public void unsubscribe(Subscriber subscriber) {
        subscribers.remove(subscriber);
    }

    @Override
    public String server() { return server; }

    @Override
    public boolean shared() { return true; }

    private void listen() {
        long failures = 0;
        while (!closed) {
            try (Connection c = connector.open()) {
                listening = c;
                PGConnection pg = c.unwrap(PGConnection.class);
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN \"" + channel + "\"");
                }
                failures = 0;
                // Listening now: whatever changed before is in the database, read by each subscriber.
                for (Subscriber s : subscribers) resync(s);
                long checked = System.currentTimeMillis();
                while (!closed) {
                    PGNotification[] got = pg.getNotifications(WAIT_MILLIS);
                    if (got != null) for (PGNotification n : got) deliver(n.getParameter());
                    if (System.currentTimeMillis() - checked > CHECK_MILLIS) {
                        try (Statement s = c.createStatement()) {
                            s.execute("SELECT 1"); // throws on a dead connection
                        }
                        checked = System.currentTimeMillis();
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (closed) break;
                failures++;
                long wait = Math.min(30_000, RETRY_MILLIS * failures);
                LOG.warn("the other servers' notices cannot be heard ({}); listening again in {} ms", e.toString(), wait);
                try {
                    Thread.sleep(wait);
                } catch (InterruptedException stop) {
                    break;
                }
            } finally {
                listening = null;
            }
        }
    }

    private void deliver(String payload) {
        Notice.Heard heard = Notice.read(payload).orElse(null);
        if (heard == null) {
            LOG.warn("ignoring a notice that is not one of ours on {}: {}", channel, payload);
            return;
        }
        if (heard.server().equals(server)) return;
        for (Subscriber s : subscribers) {
            try {
                s.heard(heard.notice());
            } catch (RuntimeException e) {
                LOG.error("a subscriber failed on {}", heard.notice(), e);
            }
        }
    }

    private static void resync(Subscriber s) {
        try {
            s.resync();
        } catch (RuntimeException e) {
            LOG.error("a subscriber failed to resync", e);
        }
    }

    @Override
    public void close() {
        closed = true;
        Thread t;
        synchronized (this) {
            t = thread;
        }
        if (t == null) return;
        t.interrupt();
        Connection c = listening;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // closing anyway
            }
        }
        try {
            t.join(2_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
