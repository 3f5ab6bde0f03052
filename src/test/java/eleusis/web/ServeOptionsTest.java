package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServeOptionsTest {
    @Test
    void defaultsArePort7070AndTheDataFolder() {
        ServeCommand.Options o = ServeCommand.options(new String[0], Map.of());
        assertEquals(new ServeCommand.Options(7070, Path.of("data"), null), o);
    }

    @Test
    void environmentVariablesSetTheSameThings() {
        ServeCommand.Options o = ServeCommand.options(new String[0],
                Map.of("ELEUSIS_PORT", "8080", "ELEUSIS_DATA", "/srv/eleusis", "ELEUSIS_DB", "jdbc:postgresql://db/eleusis"));
        assertEquals(new ServeCommand.Options(8080, Path.of("/srv/eleusis"), "jdbc:postgresql://db/eleusis"), o);
    }

    @Test
    void optionsOnTheCommandLineWin() {
        ServeCommand.Options o = ServeCommand.options(new String[] {"--port", "0", "--data=here", "--db", " "},
                Map.of("ELEUSIS_PORT", "8080", "ELEUSIS_DB", "jdbc:postgresql://db/eleusis"));
        assertEquals(0, o.port());
        assertEquals(Path.of("here"), o.data());
        assertNull(o.db(), "a blank --db means the embedded default");
    }

    @Test
    void badOptionsSayWhatIsWrong() {
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ServeCommand.options(new String[] {"--port", "seventy"}, Map.of())).getMessage().contains("0 to 65535"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ServeCommand.options(new String[] {"--colour", "red"}, Map.of())).getMessage().contains("unknown option"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ServeCommand.options(new String[] {"--data"}, Map.of())).getMessage().contains("needs a value"));
    }

    @Test
    void aPublicUrlIsTheBaseOfJoinLinksAndABadOneIsSaidAtOnce() throws Exception {
        ServeCommand.Options o = ServeCommand.options(new String[] {"--public-url", "https://eleusis.school.example/"}, Map.of());
        assertEquals("https://eleusis.school.example/", o.publicUrl());
        assertEquals("https://eleusis.school.example", JoinAddress.publicUrl(o.publicUrl()).base());
        assertEquals("http://10.0.0.5:7070", ServeCommand.options(new String[0], Map.of("ELEUSIS_PUBLIC_URL", "http://10.0.0.5:7070"))
                .publicUrl());
        for (String bad : new String[] {"eleusis.school.example", "ftp://school.example", "https://", "https://x.example/?a=1"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ServeCommand.options(new String[] {"--public-url", bad}, Map.of()), bad);
            assertTrue(e.getMessage().startsWith("serve: --public-url must be a web address like https://"), e.getMessage());
        }
    }

    /** The address printed and put in the QR code: the school network's, never the loopback or a link-local one. */
    @Test
    void theNetworkAddressIsTheFirstSiteLocalIpv4One() throws Exception {
        java.net.InetAddress loop = java.net.InetAddress.getByName("127.0.0.1");
        java.net.InetAddress linkLocal = java.net.InetAddress.getByName("169.254.3.4");
        java.net.InetAddress v6 = java.net.InetAddress.getByName("fe80::1");
        java.net.InetAddress pub = java.net.InetAddress.getByName("203.0.113.7");
        java.net.InetAddress school = java.net.InetAddress.getByName("192.168.1.20");
        assertEquals(school, JoinAddress.choose(java.util.List.of(loop, linkLocal, v6, pub, school)));
        assertEquals(pub, JoinAddress.choose(java.util.List.of(loop, v6, pub)));
        assertNull(JoinAddress.choose(java.util.List.of(loop, linkLocal, v6)));
    }

    @Test
    void bindChoosesTheAddressToListenOnAndABadOneIsSaidAtOnce() {
        assertNull(ServeCommand.options(new String[0], Map.of()).bind(), "every interface unless told");
        assertEquals("127.0.0.1", ServeCommand.options(new String[] {"--bind", "127.0.0.1"}, Map.of()).bind());
        assertEquals("::1", ServeCommand.options(new String[] {"--bind=[::1]"}, Map.of()).bind());
        assertEquals("10.0.0.5", ServeCommand.options(new String[0], Map.of("ELEUSIS_BIND", "10.0.0.5")).bind());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServeCommand.options(new String[] {"--bind", "300.1.1.1"}, Map.of()));
        assertTrue(e.getMessage().contains("--bind must be an address of this machine") && e.getMessage().contains("300.1.1.1"),
                e.getMessage());
    }

    /** Bound to one address, the app answers there and the join link names it (no public URL given). */
    @Test
    void anAppBoundToLoopbackListensThereAndSaysSo(@org.junit.jupiter.api.io.TempDir Path data) throws Exception {
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        io.javalin.Javalin app = ServeCommand.start(new ServeCommand.Options(0, data, null, null, "127.0.0.1"),
                new java.io.PrintStream(printed, true, java.nio.charset.StandardCharsets.UTF_8), System.err);
        try {
            String out = printed.toString(java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(out.startsWith("Eleusis is running at http://127.0.0.1:" + app.port() + "/"), out);
            java.net.http.HttpResponse<String> health = java.net.http.HttpClient.newHttpClient().send(
                    java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://127.0.0.1:" + app.port() + "/health")).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertEquals(200, health.statusCode());
            assertEquals("127.0.0.1", app.jettyServer().server().getURI().getHost());
        } finally {
            app.stop();
        }
    }
}
