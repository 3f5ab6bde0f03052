package eleusis.web;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One table of {@link DistrictLoad}: its students' sockets, the move in flight and its timing. A move is
 * made only when the one before it has reached every socket (as a table of real students waits to see
 * it); its times are taken on the listener thread the moment a socket has a newer view: to the mover's,
 * and to the last of the table's.
 */
final class DistrictTable {
    /** A move whose views have not all arrived by then is an error. */
    static final long TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(10);
    private static final int KEPT_PROBLEMS = 5;

    final long id;
    final List<DistrictSocket> sockets = new java.util.concurrent.CopyOnWriteArrayList<>();

    // The move in flight and the table's tallies, under this table's lock.
    private boolean pending;
    private long sentAt;
    private DistrictSocket mover;
    private int[] baseline = new int[0];
    private boolean[] got = new boolean[0];
    private int arrivals;
    private boolean first = true;
    /** Once the run is over, closed sockets and late views are no longer the server's errors. */
    private boolean ended;
    private boolean stopped;
    final Longs toMover = new Longs(), toAll = new Longs(), toMoverLater = new Longs(), toAllLater = new Longs();
    int moves, late, refused, timeouts, closedSockets, unreadable, sendFailures, gameOver;
    final List<String> problems = new ArrayList<>();

    DistrictTable(long id) {
        this.id = id;
    }

    /**
     * The table's next move, if the one before it is done: the player whose turn it is plays the first
     * card of their hand (or says they have none), ends their turn after a play, or starts the next
     * round, as {@link ClassroomLoad#play} does. Answers whether a move was sent.
     */
    synchronized boolean move() {
        if (ended || stopped) return false;
        if (pending) {
            late++; // the move before has not reached the whole table in a pace period
            return false;
        }
        DistrictSocket.Seen any = sockets.get(0).seen;
        if (any.turn() < 0) {
            gameOver++; // the game is over: nothing more to play (20 rounds, far beyond a run)
            stopped = true;
            return false;
        }
        DistrictSocket who = null;
        for (DistrictSocket s : sockets) if (s.seen.you() == any.turn()) who = s;
        if (who == null) return stop("nobody at seat " + any.turn() + " of table " + id + ", whose turn it is");
        DistrictSocket.Seen mine = who.seen;
        String action = switch (mine.phase()) {
            case "play" -> mine.card() >= 0 ? "{\"kind\":\"play\",\"card\":" + mine.card() + "}" : "{\"kind\":\"no_play\"}";
            case "after_play" -> "{\"kind\":\"end_turn\"}";
            case "round_over" -> "{\"kind\":\"next_round\"}";
            default -> null;
        };
        if (action == null) return stop("table " + id + " waits in phase " + mine.phase() + ", which a written rule never does");
        if (baseline.length != sockets.size()) {
            baseline = new int[sockets.size()];
            got = new boolean[sockets.size()];
        }
        for (int k = 0; k < baseline.length; k++) baseline[k] = sockets.get(k).seen.seq();
        Arrays.fill(got, false);
        arrivals = 0;
        mover = who;
        pending = true;
        sentAt = System.nanoTime();
        who.act(action).whenComplete((ws, e) -> {
            if (e != null) sendFailed(e);
        });
        return true;
    }

    private boolean stop(String why) {
        stopped = true;
        note(why);
        unreadable++;
        return false;
    }

    private synchronized void sendFailed(Throwable e) {
        if (ended) return;
        sendFailures++;
        pending = false;
        stopped = true;
        note("a move could not be sent at table " + id + ": " + e);
    }

    /** A socket has a newer view (seq) at {@code nanos}. */
    synchronized void arrived(DistrictSocket s, int seq, long nanos) {
        if (!pending) return;
        int k = sockets.indexOf(s);
        if (k < 0 || got[k] || seq <= baseline[k]) return;
        got[k] = true;
        arrivals++;
        long took = nanos - sentAt;
        if (s == mover) (first ? toMover : toMoverLater).add(took);
        if (arrivals == baseline.length) {
            (first ? toAll : toAllLater).add(took);
            first = false; // each table's first move is kept apart: the server may still be cold
            pending = false;
            moves++;
        }
    }

    /** A refusal or an error message on a socket: the move in flight (if the mover's) is over, refused. */
    synchronized void refused(DistrictSocket s, String message) {
        if (ended) return;
        refused++;
        note("table " + id + ": " + message);
        if (pending && s == mover) {
            pending = false;
            stopped = true;
        }
    }

    synchronized void closed(DistrictSocket s, String why) {
        if (ended) return;
        closedSockets++;
        stopped = true;
        pending = false;
        note("table " + id + ": " + why);
    }

    synchronized void problem(DistrictSocket s, String why) {
        if (ended) return;
        unreadable++;
        note("table " + id + ": " + why);
    }

    /** A move in flight for longer than {@link #TIMEOUT_NANOS}: an error, and the table stops. */
    synchronized void checkTimeout(long now) {
        if (!pending || ended || now - sentAt < TIMEOUT_NANOS) return;
        timeouts++;
        pending = false;
        stopped = true;
        int missing = baseline.length - arrivals;
        note("table " + id + ": a move's views did not reach " + missing + " of its " + baseline.length + " sockets in 10 s");
    }

    synchronized boolean pending() {
        return pending;
    }

    /** The run is over: what happens to the sockets from now on is the client's doing. */
    synchronized void end() {
        ended = true;
    }

    synchronized int errors() {
        return refused + timeouts + closedSockets + unreadable + sendFailures;
    }

    private void note(String why) {
        if (problems.size() < KEPT_PROBLEMS) problems.add(why);
    }

    /** A growing list of nanosecond times without boxing. */
    static final class Longs {
        private long[] values = new long[16];
        private int size;

        void add(long v) {
            if (size == values.length) values = Arrays.copyOf(values, size * 2);
            values[size++] = v;
        }

        int size() {
            return size;
        }

        long get(int i) {
            return values[i];
        }
    }
}
