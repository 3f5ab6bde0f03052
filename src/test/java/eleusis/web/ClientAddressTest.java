package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Whose request it is: a proxy's word is taken only from a proxy the server trusts, and only its own part of it. */
class ClientAddressTest {
    private final ClientAddress behindTwo = new ClientAddress(List.of("10.0.0.5", "10.0.0.6"));

    @Test
    void withoutATrustedProxyTheHeaderIsIgnored() {
        assertEquals("198.51.100.7", ClientAddress.DIRECT.of("198.51.100.7", "203.0.113.10"));
        assertEquals("198.51.100.7", behindTwo.of("198.51.100.7", "203.0.113.10"), "a browser, not the proxy, sent it");
    }

    @Test
    void theNearestAddressThatIsNotAProxyIsTheClient() {
        assertEquals("203.0.113.10", behindTwo.of("10.0.0.5", "203.0.113.10"));
        assertEquals("203.0.113.10", behindTwo.of("10.0.0.5", "1.2.3.4, 203.0.113.10"),
                "what the client wrote itself, further left, is not believed");
        assertEquals("203.0.113.10", behindTwo.of("10.0.0.5", "1.2.3.4, 203.0.113.10, 10.0.0.6"), "two proxies in a row");
        assertEquals("10.0.0.5", behindTwo.of("10.0.0.5", null), "a proxy that says nothing");
        assertEquals("10.0.0.6", behindTwo.of("10.0.0.5", "10.0.0.6"), "only proxies: the farthest one");
    }

    @Test
    void aGarbledChainFallsBackToTheProxyAndNothingIsLookedUp() {
        assertEquals("10.0.0.5", behindTwo.of("10.0.0.5", "evil.example"));
        assertEquals("10.0.0.5", behindTwo.of("10.0.0.5", "999.1.1.1"));
        assertEquals("10.0.0.5", behindTwo.of("10.0.0.5", ""));
    }

    @Test
    void addressesAreComparedInOneSpelling() {
        ClientAddress v6 = new ClientAddress(List.of("::1"));
        assertEquals("2001:db8:0:0:0:0:0:1", v6.of("0:0:0:0:0:0:0:1", "[2001:db8::1]"));
    }

    @Test
    void aProxyIsGivenByItsAddress() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ClientAddress(List.of("proxy.school.example")));
        assertTrue(e.getMessage().contains("proxy.school.example"), e.getMessage());
    }

    @Test
    void theServerIsToldItsProxiesOnTheCommandLineOrInTheEnvironment() {
        assertEquals(List.of("10.0.0.5", "10.0.0.6"),
                ServeCommand.options(new String[] {"--trusted-proxy", "10.0.0.5, 10.0.0.6"}, java.util.Map.of()).trustedProxies());
        assertEquals(List.of("::1"), ServeCommand.options(new String[0], java.util.Map.of("ELEUSIS_TRUSTED_PROXIES", "::1")).trustedProxies());
        assertEquals(List.of(), ServeCommand.options(new String[0], java.util.Map.of()).trustedProxies());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServeCommand.options(new String[] {"--trusted-proxy", "haproxy"}, java.util.Map.of()));
        assertTrue(e.getMessage().startsWith("serve: --trusted-proxy: ") && e.getMessage().contains("'haproxy'"), e.getMessage());
    }
}
