package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The build's warm-up opens every first page of a fresh app, leaves nothing behind, and refuses options. */
class WarmUpTest {
    @Test
    void everyFirstPageAnswers() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = WarmUp.run(new String[0], new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        assertEquals(0, code);
        assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("warm-up: " + (WarmUp.PAGES.size() + 1) + " requests answered in "),
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void takesNoOptions() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> WarmUp.run(new String[] {"--port", "1"}, System.out, System.err));
        assertEquals("warm-up takes no options, not '--port'", e.getMessage());
    }
}
