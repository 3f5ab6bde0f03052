package eleusis.web;

import eleusis.web.play.SocketPings;
import io.javalin.Javalin;
import io.javalin.websocket.WsContext;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The bare framework that {@link BareLoad} measures the app against, in a process of its own as the
 * app is: a Javalin 7 WebSocket server that does nothing but broadcast. A move is a message from the
 * mover; the server answers by sending every socket of the table {@code perSocket} messages of about
 * {@code size} characters (as many and as long as the app sends a move, as {@link ClassroomLoad}
 * prints them), shaped as a view is and carrying the table's new move number. No store, no game, no
 * views. Its sockets are pinged as the app's are ({@link SocketPings}), so that none is closed as
 * idle while a big class is still joining.
 *
 * <p>{@code java -cp target/eleusis.jar:target/test-classes eleusis.web.BareServer PER_SOCKET SIZE [PORT]}
 */
public final class BareServer {
    private BareServer() {}

    public static void main(String[] args) {
        int perSocket = Integer.parseInt(args[0]);
        int size = Integer.parseInt(args[1]);
        int port = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        Map<String, List<WsContext>> rooms = new ConcurrentHashMap<>();
        Map<String, Integer> seqs = new ConcurrentHashMap<>();
        String view = viewShaped(size - 40);
        SocketPings pings = new SocketPings(() -> rooms.values().stream().flatMap(List::stream).toList(), SocketPings.EVERY);
        Javalin app = Javalin.create(config -> {
            config.events.serverStarted(pings::start);
            config.events.serverStopping(pings::close);
            config.routes.get("/health", ctx -> ctx.result("{\"status\":\"ok\"}"));
            config.routes.ws("/bare/{table}", ws -> {
                ws.onConnect(ctx -> rooms.computeIfAbsent(ctx.pathParam("table"), k -> new CopyOnWriteArrayList<>()).add(ctx));
                ws.onClose(ctx -> rooms.getOrDefault(ctx.pathParam("table"), List.of()).remove(ctx));
                ws.onMessage(ctx -> {
                    String table = ctx.pathParam("table");
                    synchronized (rooms.get(table)) { // in order, as the app's table keeps its moves
                        int seq = seqs.merge(table, 1, Integer::sum);
                        String message = "{\"type\":\"view\",\"seq\":" + seq + ",\"view\":" + view + "}";
                        for (WsContext s : rooms.get(table)) for (int k = 0; k < perSocket; k++) s.send(message);
                    }
                });
            });
        }).start("127.0.0.1", port);
        // the sentence the app prints, which LoadServer waits for
        System.out.println("Bare server running at http://localhost:" + app.port() + "/");
        Runtime.getRuntime().addShutdownHook(new Thread(app::stop, "shutdown"));
    }

    /**
     * A body of about {@code size} characters shaped as a view is (cards as small objects in a list),
     * so the clients parse the same kind of JSON as the app's, not one long string.
     */
    static String viewShaped(int size) {
        StringBuilder cards = new StringBuilder("{\"phase\":\"play\",\"mainline\":[");
        for (int id = 0; cards.length() < size - 2; id++) {
            if (id > 0) cards.append(',');
            cards.append("{\"id\":").append(id % 104).append(",\"card\":\"").append(1 + id % 13).append("SHDC".charAt(id % 4)).append("\"}");
        }
        return cards.append("]}").toString();
    }
}
