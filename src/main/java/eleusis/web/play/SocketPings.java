package eleusis.web.play;

import io.javalin.websocket.WsContext;
import java.time.Duration;
import java.util.Collection;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Pings every open table socket at a fixed interval, so a school proxy does not close a socket that
 * is quiet while a class thinks. Javalin's own automatic pings keep one map for the whole JVM, made
 * on first use in a way that is not safe when two sockets open at the same moment: a class joining
 * together right after the server started met a NullPointerException, and that student's screen
 * never got its first view. Here one thread per app does it, and stops with the app.
 */
public final class SocketPings implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SocketPings.class);
    /** Well inside the minute after which common proxies drop an idle connection. */
    public static final Duration EVERY = Duration.ofSeconds(15);

    private final Supplier<? extends Collection<WsContext>> sockets;
    private final Duration every;
    private ScheduledExecutorService timer;

    public SocketPings(Supplier<? extends Collection<WsContext>> sockets, Duration every) {
        this.sockets = sockets;
        this.every = every;
    }

    /** Begins pinging (when the server has started). */
    public synchronized void start() {
        if (timer != null) return;
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "eleusis-socket-pings");
            t.setDaemon(true);
            return t;
        });
        long millis = every.toMillis();
        timer.scheduleAtFixedRate(() -> pingAll(sockets.get()), millis, millis, TimeUnit.MILLISECONDS);
    }

    private static void pingAll(Collection<WsContext> sockets) {
        for (WsContext ctx : sockets) {
            try {
                if (ctx.session.isOpen()) ctx.sendPing();
            } catch (RuntimeException e) { // closing as we speak: its close handler drops it
                LOG.debug("could not ping a socket: {}", e.toString());
            }
        }
    }

    @Override
    public synchronized void close() {
        if (timer != null) timer.shutdownNow();
    }
}
