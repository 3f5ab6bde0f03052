package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Moves made at once by a student and the computer reach every screen in the order they happened:
 * a screen that got a newer view and then an older one would show a turn that has passed, and its
 * student would wait for ever (a class's table stalled like that once). The student here answers
 * each view the instant it arrives, the computer moves without delay, and a whole class watches from projector screens, so
 * broadcasts overlap as much as they can.
 */
class BroadcastOrderTest {
    @TempDir
    Path data;

    @RepeatedTest(value = 3, name = "game {currentRepetition}")
    void everyScreenGetsTheMovesInOrder() throws Exception {
        try (Classroom c = Classroom.computersAtOnce(data)) {
            String teacher = c.teacher("rivera@school.example");
            long session = c.writtenSession(teacher, "Break", "elementa", 4, 1, "");
            Classroom.Seated at = c.seat(c.code(session, teacher), "Ana");
            String ana = at.cookie(0);
            List<Classroom.Socket> projectors = new ArrayList<>();
            for (int i = 0; i < 30; i++) projectors.add(c.socket(at.table(), teacher));
            Classroom.Socket s = c.socket(at.table(), ana);
            MachineHand hand = new MachineHand(s);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (System.nanoTime() < deadline && !hand.over()) {
                hand.move(legal -> 0);
                Thread.onSpinWait();
            }
            assertTrue(s.current().get("view").path("over").asBoolean(false),
                    "the student's screen reached the end: " + s.current());
            for (Classroom.Socket p : projectors) p.settled();
            assertInOrder("the student's", s);
            for (Classroom.Socket p : projectors) assertInOrder("a projector's", p);
            assertEquals(s.current().get("seq"), projectors.get(0).current().get("seq"), "everyone saw the last move");
        }
    }

    private static void assertInOrder(String whose, Classroom.Socket socket) throws Exception {
        int seq = -1;
        for (String line : socket.all().split("\n")) {
            JsonNode m = Classroom.JSON.readTree(line);
            if (!m.path("type").asText().equals("view")) continue;
            int next = m.get("seq").asInt();
            assertTrue(next >= seq, whose + " screen got the view after " + next + " actions after the one after " + seq);
            seq = next;
        }
    }
}
