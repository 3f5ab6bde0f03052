package eleusis.store;

import org.jdbi.v3.core.Handle;

/**
 * How the servers that share one database tell each other what changed at a table, so that each
 * can bring its own sockets up to date: PostgreSQL's {@code LISTEN/NOTIFY} ({@link PgBulletin}).
 * The embedded store has one server only (the data folder's lock sees to it), so it has nobody to
 * tell: {@link #NONE}.
 *
 * <p>A server never hears its own notices: what it did, it already shows.
 */
public interface Bulletin extends AutoCloseable {
    /** Who hears the notices of the other servers. */
    interface Subscriber {
        /** Another server changed the table. Called on the bulletin's thread: hand long work to another. */
        void heard(Notice notice);

        /**
         * The bulletin was deaf for a while (its connection was lost and is back): notices may have
         * been missed, so every table shown here must be brought up to date from the database.
         */
        void resync();
    }

    /** Tells the other servers, now (the change it tells of is already committed). */
    void publish(Notice notice);

    /** Tells the other servers when the transaction of {@code handle} commits, and only if it does. */
    void publishIn(Handle handle, Notice notice);

    /** Starts passing the other servers' notices to the subscriber (on the bulletin's own thread). */
    void subscribe(Subscriber subscriber);

    /** Stops passing notices to the subscriber (its app stopped). */
    void unsubscribe(Subscriber subscriber);

    /** This server's id among those sharing the database (random for each start). */
    String server();

    /** Whether other servers may write to this database at the same time: then a game in memory may fall behind its log. */
    boolean shared();

    @Override
    void close();

    /** The embedded store's: there is nobody else to tell. */
    Bulletin NONE = new Bulletin() {
        @Override public void publish(Notice notice) {}

        @Override public void publishIn(Handle handle, Notice notice) {}

        @Override public void subscribe(Subscriber subscriber) {}

        @Override public void unsubscribe(Subscriber subscriber) {}

        @Override public String server() { return "local"; }

        @Override public boolean shared() { return false; }

        @Override public void close() {}
    };
}
