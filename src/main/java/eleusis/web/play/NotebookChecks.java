package eleusis.web.play;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.game.GameView;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.store.NotebookEntry;
import eleusis.web.NotebookCheck;
import eleusis.web.Texts;
import io.javalin.websocket.WsContext;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Students' notebooks, checked away from the table: a move holds its table's turn only while the
 * game changes and the views go out, and the notebooks follow from a few worker threads of their
 * own. Each hypothesis is compiled once for the whole server (not once per socket), a seat's
 * notebook is checked once per change whatever number of tabs it has open (each language written
 * once), and checks asked for while one is waiting are folded into the newest: a student with a
 * heavy notebook costs their own checks a little time, and nobody else's move anything.
 */
final class NotebookChecks implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(NotebookChecks.class);
    /** Compiled hypotheses kept for the whole server: a class's notebooks, many times over. */
    static final int COMPILED = 4_096;
    static final int WORKERS = 2;

    /** One seat at one table: its checks run one at a time, in the order asked. */
    record Seat(long table, int seat) {}

    /**
     * What a check needs, read on the table's turn: the seat's entries, its view, when each round
     * was dealt, the view's seq; and, when it runs, the seat's sockets to send it to.
     */
    record Request(List<NotebookEntry> entries, GameView view, List<Integer> roundStarts, int seq,
                   Supplier<List<WsContext>> sockets) {}

    private final Map<String, RuleResult> compiled = Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, RuleResult> eldest) {
            return size() > COMPILED;
        }
    });
    private final Map<Seat, Request> waiting = new ConcurrentHashMap<>();
    private final Set<Seat> running = ConcurrentHashMap.newKeySet();
    private final ExecutorService workers = Executors.newFixedThreadPool(WORKERS, r -> {
        Thread t = new Thread(r, "notebook-check");
        t.setDaemon(true);
        return t;
    });

    /** Asks for the seat's notebook to be checked and sent; a request still waiting is replaced by this newer one. */
    void request(Seat seat, Request request) {
        waiting.put(seat, request);
        if (running.add(seat)) workers.execute(() -> drain(seat));
    }

    /** Runs the seat's newest waiting request until none is left: one at a time per seat, so none overtakes another. */
    private void drain(Seat seat) {
        while (true) {
            Request r = waiting.remove(seat);
            if (r == null) {
                running.remove(seat);
                // A request that came after the last look and before the seat was let go runs now.
                if (waiting.containsKey(seat) && running.add(seat)) continue;
                return;
            }
            try {
                run(r);
            } catch (RuntimeException | LinkageError | StackOverflowError e) {
                // One bad check must not leave the seat marked running, and its notebook never checked again.
                LOG.warn("a notebook check of table {} seat {} failed: {}", seat.table(), seat.seat(), e.toString());
            }
        }
    }

    private void run(Request r) {
        Map<String, String> byLanguage = new HashMap<>();
        for (WsContext socket : r.sockets().get()) {
            TableBroadcast.Listener l = TableBroadcast.listener(socket);
            if (l == null) continue;
            String message = byLanguage.computeIfAbsent(l.texts().lang(), lang -> message(r, l.texts()));
            try {
                socket.send(message);
            } catch (RuntimeException closing) {
                LOG.debug("a notebook could not be sent: {}", closing.toString());
            }
        }
    }

    private String message(Request r, Texts texts) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("type", "notebook");
        out.put("seq", r.seq());
        out.set("entries", NotebookCheck.check(r.entries(), r.view(), r.roundStarts(), texts, this::compile));
        return out.toString();
    }

    RuleResult compile(String hypothesis) {
        RuleResult known = compiled.get(hypothesis);
        if (known != null) return known;
        RuleResult fresh = Rule.compile(hypothesis); // outside the map's lock: compiling takes a while
        compiled.put(hypothesis, fresh);
        return fresh;
    }

    @Override
    public void close() {
        workers.shutdownNow();
        try {
            workers.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
