package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.web.play.TableSockets;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Oversized and malformed input: huge bodies, forms of a hundred thousand fields, long addresses
 * and cookies, deep JSON, huge numbers, bytes that are not UTF-8, and socket messages of the wrong
 * size, shape or type. Each must get an answer (a 4xx with words, a socket error or refusal, or a
 * socket closed with a code) within {@link #QUICK}, with no stack trace, and change nothing.
 */
final class AttackMalformed extends AttackPart {
    /** Slower than this is not a quick answer. */
    static final Duration QUICK = Duration.ofSeconds(2);
    private final AttackCampaign.Category malformed = new AttackCampaign.Category("oversized and malformed input");

    AttackMalformed(AttackCampaign a) {
        super(a);
    }

    AttackCampaign.Category run() throws Exception {
        String before = a.fingerprint();
        http();
        sockets();
        Thread.sleep(300);
        String after = a.fingerprint();
        if (!before.equals(after)) malformed.fail("malformed input changed the store:\nbefore\n" + before + "\nafter\n" + after);
        return malformed;
    }

    private void http() throws Exception {
        String teacher = a.teacherA;
        AttackCampaign.Played express = a.played.get("express");
        String huge = "x".repeat(5_000_000);
        Map<String, Request> cases = new LinkedHashMap<>();
        cases.put("a 5 MB form", form("/sessions", teacher, ("title=" + huge + "&game=express").getBytes(StandardCharsets.UTF_8)));
        cases.put("a 5 MB JSON body", json("/api/check", "{\"rule\":\"" + huge + "\"}"));
        cases.put("JSON nested 100,000 deep", json("/api/check", "{\"rule\":" + "[".repeat(100_000) + "]".repeat(100_000) + "}"));
        cases.put("a number of a million digits", json("/api/check", "{\"rule\":1" + "0".repeat(1_000_000) + "}"));
        cases.put("an exponent beyond a double", json("/api/check", "{\"rule\":1e99999999}"));
        cases.put("a rule of the wrong type", json("/api/check", "{\"rule\":[\"card is red\"],\"profile\":\"maybe\"}"));
        cases.put("broken JSON", json("/api/check", "{\"rule\":"));
        // A form's bytes that are not UTF-8 are read as U+FFFD, as browsers read them: a code so read opens no class.
        cases.put("bytes that are not UTF-8 in a join code", form("/join", null, concat("name=Ana&code=".getBytes(StandardCharsets.UTF_8),
                new byte[] {(byte) 0xC3, 0x28, (byte) 0xFF, (byte) 0xFE})));
        cases.put("escaped bytes that are not UTF-8", form("/join", null, "name=Ana&code=%C3%28%FF%FE".getBytes(StandardCharsets.UTF_8)));
        StringBuilder many = new StringBuilder("name=Ana&code=NOCODE");
        for (int i = 0; i < 100_000; i++) many.append("&f").append(i).append("=1");
        cases.put("a form of 100,000 fields", form("/join", null, many.toString().getBytes(StandardCharsets.UTF_8)));
        cases.put("a collection rule with a level beyond an int", form("/collection", teacher,
                "name=N&level=99999999999999999999&description=D&rule=card+is+red".getBytes(StandardCharsets.UTF_8)));
        cases.put("numbers beyond a long", form("/sessions", teacher, ("title=T&game=express&students=99999999999999999999999&rounds=-1"
                + "&choice=written&rule=card+is+red&classSize=1e400").getBytes(StandardCharsets.UTF_8)));
        cases.put("an address of 100 kB", new Request(HttpRequest.newBuilder(uri("/?rule=" + "x".repeat(100_000))).GET()));
        cases.put("a cookie of 64 kB", new Request(HttpRequest.newBuilder(uri("/sessions")).header("Cookie", "a=" + "x".repeat(65_536)).GET()));
        cases.put("a table id beyond a long", new Request(HttpRequest.newBuilder(uri("/tables/99999999999999999999999/debrief"))
                .header("Cookie", teacher).GET()));
        cases.put("a round beyond an int", new Request(HttpRequest.newBuilder(uri("/sessions/" + express.session() + "/debrief?round=99999999999"))
                .header("Cookie", teacher).GET()));
        cases.put("a card of a huge name", new Request(HttpRequest.newBuilder(uri("/cards/" + "Q".repeat(50_000) + ".svg")).GET()));
        for (Map.Entry<String, Request> e : cases.entrySet()) {
            malformed.count("HTTP cases");
            long start = System.nanoTime();
            HttpResponse<String> r;
            try {
                r = c.http.send(e.getValue().builder.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            } catch (java.io.IOException closed) {
                // The server may close the connection on a request it will not read (too long a head): answered at once.
                long took = System.nanoTime() - start;
                malformed.took(took);
                malformed.count("HTTP cases answered by closing the connection");
                if (took > QUICK.toNanos()) malformed.fail(e.getKey() + ": closed after " + took / 1_000_000 + " ms");
                continue;
            }
            long took = System.nanoTime() - start;
            malformed.took(took);
            String body = r.body();
            if (r.statusCode() < 400 || r.statusCode() >= 500 || Payloads.stackTrace(body) || body.isBlank() || took > QUICK.toNanos()) {
                malformed.fail(e.getKey() + ": " + r.statusCode() + " after " + took / 1_000_000 + " ms: "
                        + (body.length() > 300 ? body.substring(0, 300) : body));
            }
        }
    }

    /** A request to send, as built so far. */
    private record Request(HttpRequest.Builder builder) {}

    private URI uri(String path) {
        return URI.create("http://" + c.base + path);
    }

    /** A form post with its form token, as a browser's page would send it, whatever the bytes of the rest. */
    private Request form(String path, String cookie, byte[] body) {
        byte[] all = concat((FormToken.field(cookie) + "&").getBytes(StandardCharsets.UTF_8), body);
        return new Request(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/x-www-form-urlencoded")
                .header("Cookie", FormToken.cookie(cookie)).POST(HttpRequest.BodyPublishers.ofByteArray(all)));
    }

    private Request json(String path, String body) {
        return new Request(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .header("Cookie", FormToken.cookie(null)).header(Csrf.HEADER, FormToken.ANONYMOUS)
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(a);
        out.writeBytes(b);
        return out.toByteArray();
    }

    private void sockets() throws Exception {
        AttackCampaign.Played express = a.played.get("express");
        String student = express.students().get(0);
        List<String> messages = new ArrayList<>(List.of(
                "x".repeat(1_000_000), "{\"type\":\"note\",\"text\":\"" + "y".repeat(TableSockets.MAX_MESSAGE) + "\"}",
                "{\"type\":\"action\",\"action\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":1e400}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":99999999999999999999999999}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":2147483648}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":-1}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":\"abc\"}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":null}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":[1,2]}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"card\":{\"id\":1}}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"play\",\"cards\":\"all\"}}",
                "{\"type\":\"action\",\"action\":{\"kind\":\"guess\",\"text\":42,\"inWords\":\"yes\"}}",
                "{\"type\":\"action\",\"action\":{\"kind\":{\"$ne\":1}}}", "{\"type\":\"action\",\"action\":{\"kind\":\"\\ud800\"}}",
                "{\"type\":\"action\",\"action\":{}}", "{\"type\":\"action\",\"action\":\"play\"}", "{\"type\":\"action\",\"action\":null}",
                "{\"type\":\"note\",\"text\":123}", "{\"type\":\"note\",\"text\":[\"card is red\"]}", "{\"type\":\"note\"}",
                "{\"type\":\"note\",\"text\":\"   \"}", "{\"type\":[\"action\"]}", "{}", "null", "[]", "\"a string\"", "42",
                "{\"type\":", "}{", ""));
        StringBuilder fields = new StringBuilder("{\"type\":\"action\",\"action\":{\"kind\":\"end_turn\"");
        for (int i = 0; fields.length() < TableSockets.MAX_MESSAGE - 20; i++) fields.append(",\"f").append(i).append("\":").append(i);
        messages.add(fields.append("}}").toString());
        for (String m : messages) answered(m, express.table(), student, s -> s.ws.sendText(m, true).join());
        answered("bytes that are not UTF-8, in a binary frame", express.table(), student,
                s -> s.ws.sendBinary(ByteBuffer.wrap(new byte[] {(byte) 0xC3, 0x28, (byte) 0xFF}), true).join());
    }

    private interface Send {
        void to(Classroom.Socket s) throws Exception;
    }

    /** A fresh socket (the flood limit is per socket), the message, then the answer: an error, a refusal, or the socket closed. */
    private void answered(String what, long table, String cookie, Send send) throws Exception {
        String shown = what.length() > 80 ? what.substring(0, 80) + "... (" + what.length() + " characters)" : what;
        malformed.count("WebSocket cases");
        Classroom.Socket s = c.socket(table, cookie);
        s.next("view");
        Thread.sleep(50); // the notebook that follows the first view
        s.drain();
        long start = System.nanoTime();
        try {
            send.to(s);
        } catch (Exception cutOff) {
            // The server may close the socket while a frame too big for it is still on its way.
            // The client learns it as a close frame, or as the connection ended under it.
            for (int i = 0; i < 200 && s.closedWith == null && !s.ws.isInputClosed(); i++) Thread.sleep(10);
            malformed.took(System.nanoTime() - start);
            if (s.closedWith == null && !s.ws.isInputClosed()) malformed.fail(shown + ": the send failed and the socket is still open: " + cutOff);
            else malformed.count("WebSocket cases answered by closing the socket");
            s.ws.abort();
            return;
        }
        JsonNode answer = null;
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (answer == null && s.closedWith == null && System.nanoTime() < end) {
            JsonNode m = s.messages.poll(10, TimeUnit.MILLISECONDS);
            if (m != null && !m.path("type").asText().equals("view") && !m.path("type").asText().equals("notebook")) answer = m;
        }
        long took = System.nanoTime() - start;
        malformed.took(took);
        if (answer == null && s.closedWith == null) {
            malformed.fail(shown + ": no answer in 10 s");
        } else if (answer != null && (!List.of("error", "refused").contains(answer.path("type").asText())
                || answer.path("message").asText().isBlank() || Payloads.stackTrace(answer.toString()))) {
            malformed.fail(shown + ": answered " + answer);
        } else if (took > QUICK.toNanos()) {
            malformed.fail(shown + ": answered after " + took / 1_000_000 + " ms");
        }
        if (answer == null) malformed.count("WebSocket cases answered by closing the socket");
        s.ws.abort();
    }
}
