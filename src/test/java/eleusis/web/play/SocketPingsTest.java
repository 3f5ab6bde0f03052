package eleusis.web.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.javalin.Javalin;
import io.javalin.websocket.WsContext;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A class's sockets opened all at once are each pinged, and the pings stop with the app. */
class SocketPingsTest {
    @Test
    void thirtySocketsOpenedTogetherAreAllPingedUntilClosed() throws Exception {
        Set<WsContext> open = ConcurrentHashMap.newKeySet();
        SocketPings pings = new SocketPings(() -> List.copyOf(open), Duration.ofMillis(100));
        Javalin app = Javalin.create(config -> config.routes.ws("/ws", ws -> {
            ws.onConnect(open::add);
            ws.onClose(open::remove);
        }));
        app.start("127.0.0.1", 0);
        pings.start();
        HttpClient http = HttpClient.newHttpClient();
        List<Pinged> clients = new ArrayList<>();
        try {
            List<CompletableFuture<WebSocket>> opening = new ArrayList<>();
            for (int i = 0; i < 30; i++) {
                Pinged p = new Pinged();
                clients.add(p);
                opening.add(http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + app.port() + "/ws"), p));
            }
            for (CompletableFuture<WebSocket> f : opening) f.get(10, TimeUnit.SECONDS);
            for (Pinged p : clients) assertTrue(p.twice.await(10, TimeUnit.SECONDS), "a socket was not pinged twice");

            pings.close();
            Thread.sleep(150); // a ping already on its way may still land
            int[] before = clients.stream().mapToInt(p -> p.count.get()).toArray();
            Thread.sleep(400);
            int[] after = clients.stream().mapToInt(p -> p.count.get()).toArray();
            assertEquals(java.util.Arrays.toString(before), java.util.Arrays.toString(after), "pinged after close");
        } finally {
            pings.close();
            app.stop();
        }
    }

    private static final class Pinged implements WebSocket.Listener {
        final AtomicInteger count = new AtomicInteger();
        final CountDownLatch twice = new CountDownLatch(2);

        @Override
        public CompletionStage<?> onPing(WebSocket webSocket, ByteBuffer message) {
            count.incrementAndGet();
            twice.countDown();
            return WebSocket.Listener.super.onPing(webSocket, message);
        }
    }
}
