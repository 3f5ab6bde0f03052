package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real server, as {@code java ... serve} starts it, killed with {@code kill -9} in the middle of
 * a class: started again on the same data folder, every session, action and notebook entry is back,
 * and the students' browsers, with the cookies they had, get their seats and hands back.
 */
class RestartTest {
    private static final Pattern RUNNING = Pattern.compile("running at http://localhost:(\\d+)/");

    @TempDir
    Path dir;

    @Test
    void aClassSurvivesKillNineAndEveryoneReconnects() throws Exception {
        Path data = dir.resolve("data");
        Process first = serve(data);
        String teacher, ana, bo;
        long table, session;
        JsonNode anaBefore, boBefore;
        JsonNode notebookBefore;
        int actions = 0;
        try (Classroom c = new Classroom(address(first))) {
            teacher = c.teacher("rivera@school.example");
            session = c.writtenSession(teacher, "Period 5", "express", 2, 2, "card.color != last.color");
            String code = c.code(session, teacher);
            long[] t = new long[1];
            ana = c.join(code, "Ana", t);
            bo = c.join(code, "Bo", t);
            table = t[0];
            Classroom.Socket a = c.socket(table, ana);
            Classroom.Socket b = c.socket(table, bo);
            b.current();
            a.current();
            a.send("{\"type\":\"note\",\"text\":\"card is red\"}");
            a.send("{\"type\":\"note\",\"text\":\"card.rank > last.rank\"}");
            for (int i = 0; i < 10 && ClassroomControlsTest.step(a, b); i++) actions++;
            anaBefore = a.settled();
            boBefore = b.settled();
            a.send("{\"type\":\"note\",\"text\":\"card.rank > last.rank\"}");
            notebookBefore = a.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 3)
                    .get("entries");
            assertEquals(3, notebookBefore.size());
        } finally {
            first.destroyForcibly(); // SIGKILL: no shutdown hook, nothing flushed on the way out
            assertTrue(first.waitFor(20, TimeUnit.SECONDS));
        }

        Process second = serve(data);
        try (Classroom c = new Classroom(address(second))) {
            HttpResponse console = new HttpResponse(c.get("/sessions/" + session, teacher));
            assertEquals(200, console.status, "the teacher is still signed in and the session is there");
            assertTrue(console.body.contains("Period 5") && console.body.contains("Ana") && console.body.contains("Bo"));
            Classroom.Socket a = c.socket(table, ana);
            Classroom.Socket b = c.socket(table, bo);
            JsonNode anaAfter = a.settled();
            JsonNode boAfter = b.settled();
            assertEquals(anaBefore.get("view"), anaAfter.get("view"), "Ana's seat, hand and table are as they were");
            assertEquals(boBefore.get("view"), boAfter.get("view"));
            a.send("{\"type\":\"note\",\"text\":\"true\"}");
            JsonNode notebookAfter = a.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 4)
                    .get("entries");
            assertEquals(4, notebookAfter.size());
            List<String> before = texts(notebookBefore), after = texts(notebookAfter);
            assertEquals(before, after.subList(0, 3), "every notebook entry survived, in order");
            assertTrue(actions > 0);
            // The game goes on from where it was.
            int stored = actions;
            assertTrue(ClassroomControlsTest.step(a, b), "the game goes on");
        } finally {
            second.destroyForcibly();
            second.waitFor(20, TimeUnit.SECONDS);
        }
    }

    private record HttpResponse(int status, String body) {
        HttpResponse(java.net.http.HttpResponse<String> r) {
            this(r.statusCode(), r.body());
        }
    }

    private static List<String> texts(JsonNode entries) {
        List<String> out = new ArrayList<>();
        entries.forEach(e -> out.add(e.get("text").asText()));
        return out;
    }

    private Process serve(Path data) throws Exception {
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "eleusis.Main", "serve", "--port", "0", "--data", data.toString());
        return new ProcessBuilder(command).redirectError(dir.resolve("server.log").toFile()).start();
    }

    private String address(Process p) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String line;
        while (System.nanoTime() < deadline && (line = out.readLine()) != null) {
            Matcher m = RUNNING.matcher(line);
            if (m.find()) return "127.0.0.1:" + m.group(1);
        }
        throw new AssertionError("the server did not start; its log:\n" + Files.readString(dir.resolve("server.log")));
    }
}
