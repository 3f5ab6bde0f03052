package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * A class that loses the server at one moment (a restart) comes back spread out, not in lockstep:
 * the live screens' sockets wait between half and the whole of their doubling wait before each try.
 * Thirty sockets of live.js run here against a WebSocket that always fails, and the waits they ask
 * for are read instead of waited.
 */
class BrowserReconnectTest extends BrowserTestBase {
    @Test
    void thirtyScreensThatLostTheServerTryAgainAtSpreadMoments() throws Exception {
        WebDriver b = browser();
        b.get(base + "/"); // a page of the app: live.js is loaded into it as the live screens load it
        @SuppressWarnings("unchecked")
        List<List<Number>> waits = (List<List<Number>>) ((JavascriptExecutor) b).executeAsyncScript("""
                var done = arguments[arguments.length - 1];
                var s = document.createElement('script');
                s.src = '/public/live.js';
                s.onload = function () {
                  var waits = [], pending = [];
                  // A socket that never opens: it closes as soon as it is made.
                  window.WebSocket = function () {
                    var self = this;
                    pending.push(function () { self.onclose({code: 1006}); });
                  };
                  // The waits asked for, recorded per screen; each try runs at once instead.
                  var screen = 0;
                  window.setTimeout = function (f, ms) { waits[screen].push(ms); pending.push(f); };
                  for (screen = 0; screen < 30; screen++) {
                    waits.push([]);
                    EleusisLive.connect('/ws/tables/1', function () {}, function () {});
                    for (var k = 0; k < 12 && pending.length; k++) pending.shift()(); // closes and tries, in turn
                    pending.length = 0;
                  }
                  done(waits);
                };
                document.head.appendChild(s);
                """);
        assertEquals(30, waits.size());
        double[] bases = {500, 1000, 2000, 4000, 8000, 10000};
        for (List<Number> screen : waits) {
            assertTrue(screen.size() >= bases.length, "every screen kept trying: " + screen);
            for (int i = 0; i < bases.length; i++) {
                double w = screen.get(i).doubleValue();
                assertTrue(w >= bases[i] / 2 && w <= bases[i], "try " + (i + 1) + " waits between half and the whole of " + bases[i] + " ms: " + w);
            }
        }
        for (int i = 0; i < bases.length; i++) {
            List<Double> at = new ArrayList<>();
            for (List<Number> screen : waits) at.add(screen.get(i).doubleValue());
            double spread = at.stream().mapToDouble(Double::doubleValue).max().orElseThrow() - at.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            assertTrue(spread > bases[i] / 4, "thirty screens' try " + (i + 1) + " spread over a quarter of its wait at least: " + at);
        }
    }
}
