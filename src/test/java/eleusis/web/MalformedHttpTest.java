package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A body whose bytes cannot be read is the client's error: 400 with a line that says so, one line
 * in the log, never a 500 with a stack trace per request (a script could fill the log with them).
 */
class MalformedHttpTest extends ClassroomOnPort {
    @ParameterizedTest(name = "{0} with {1}")
    @CsvSource({
        "/api/check, a chunk size that is not hexadecimal",
        "/join, a chunk size that is not hexadecimal",
        "/signin, a chunk size that is not hexadecimal",
        "/sessions, a chunk size that is not hexadecimal",
        "/api/check, a chunk cut short",
    })
    void anUnreadableBodyGets400AndOneLogLine(String path, String what) throws Exception {
        String body = what.startsWith("a chunk size") ? "zz\r\nabc\r\n0\r\n\r\n" : "10\r\nrule=card\r\n";
        String request = "POST " + path + " HTTP/1.1\r\nHost: " + c.base + "\r\nOrigin: http://" + c.base
                + "\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + body;
        PrintStream err = System.err;
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        String answer;
        System.setErr(new PrintStream(log, true, StandardCharsets.UTF_8)); // where the app's logger writes
        try {
            answer = exchange(request, what.endsWith("cut short"));
        } finally {
            System.setErr(err);
        }
        String logged = log.toString(StandardCharsets.UTF_8);
        String status = answer.lines().findFirst().orElse("");
        assertTrue(status.startsWith("HTTP/1.1 400"), "answered " + status + "\n" + answer);
        assertTrue(answer.contains("The request could not be read"), answer);
        assertFalse(logged.contains("\tat "), "no stack trace in the log:\n" + logged);
        assertEquals(1, logged.lines().filter(l -> l.contains(path)).count(), "one line for the request:\n" + logged);
    }

    /** Sends the raw request; a body cut short is ended by closing our side, as a client that gives up does. */
    private String exchange(String request, boolean cutShort) throws Exception {
        String[] hostPort = c.base.split(":");
        try (Socket s = new Socket(hostPort[0], Integer.parseInt(hostPort[1]))) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            if (cutShort) s.shutdownOutput();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
