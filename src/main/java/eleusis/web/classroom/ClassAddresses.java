package eleusis.web.classroom;

import eleusis.store.SessionAddresses;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The addresses each class is used from (see {@link SessionAddresses}), as joins ask: written to the
 * store the first time this server sees a session used from an address, so a class of thirty behind
 * one address costs one write, not thirty.
 */
final class ClassAddresses {
    /** Pairs this server knows are stored; forgotten all at once past this many (then read again). */
    private static final int REMEMBERED = 50_000;

    private final SessionAddresses store;
    private final Set<String> stored = ConcurrentHashMap.newKeySet();

    ClassAddresses(SessionAddresses store) {
        this.store = store;
    }

    /** The session is used from this address: its teacher made it there, or a student typed its code there. */
    void used(long session, String address) {
        String pair = session + " " + address;
        if (stored.contains(pair)) return;
        store.remember(session, address);
        if (stored.size() >= REMEMBERED) stored.clear();
        stored.add(pair);
    }

    /** Whether the session has been used from this address before. */
    boolean usedFrom(long session, String address) {
        if (stored.contains(session + " " + address)) return true;
        boolean known = store.known(session, address);
        if (known) used(session, address);
        return known;
    }
}
