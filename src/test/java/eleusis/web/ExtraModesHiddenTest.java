package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What each socket of an extra mode's table was sent, over a whole game with two students, the
 * computer and the class projector: every view is the one its viewer's seat is owed (the same as one
 * server's replay of the stored actions), shows no card its viewer may not see (the game's contract
 * says which), and only a student's own private events reach them.
 */
class ExtraModesHiddenTest {
    @TempDir
    Path data;

    @ParameterizedTest(name = "{0} with {1} seats")
    @MethodSource("eleusis.web.ExtraModesClassroomTest#extraModes")
    void noSocketIsSentWhatItsViewerMayNotSee(String game, int seats) throws Exception {
        try (Classroom c = Classroom.computersAtOnce(data)) {
            String teacher = c.teacher("rivera@school.example");
            long session = c.writtenSession(teacher, "Break", game, seats, 1, "");
            Classroom.Seated at = c.seat(c.code(session, teacher), "Ana", "Ben");
            long table = at.table();
            List<Classroom.Socket> students = List.of(c.socket(table, at.cookie(0)), c.socket(table, at.cookie(1)));
            Classroom.Socket projector = c.socket(table, teacher);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            List<MachineHand> hands = List.of(new MachineHand(students.get(0)), new MachineHand(students.get(1)));
            int[] step = {0};
            while (System.nanoTime() < deadline && !hands.get(0).over()) {
                for (MachineHand hand : hands) hand.move(legal -> step[0]++);
                Thread.sleep(5);
            }
            assertTrue(hands.get(0).over(), "the game ended");
            Thread.sleep(300); // the last views reach every socket

            HiddenViews audit = new HiddenViews(c.db, table);
            if (!game.equals("elephant")) { // the Elephant game has no hidden cards
                assertTrue(audit.hidden.stream().anyMatch(h -> !h.get("seat 0").isEmpty() && !h.get("spectator").isEmpty()),
                        "the contract hides cards from the students and the projector");
            }
            List<String> leaks = new ArrayList<>();
            int views = 0;
            for (Classroom.Socket s : List.of(students.get(0), students.get(1), projector)) views += audit.audit(s.all(), leaks);
            assertEquals(List.of(), leaks);
            assertTrue(views > 20, "views checked: " + views);
        }
    }
}
