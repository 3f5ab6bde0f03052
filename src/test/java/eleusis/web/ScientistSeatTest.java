package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.store.ComputerKind;
import eleusis.store.LoggedAction;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The machine scientist in the empty seat of a class table, over real HTTP and WebSockets on port 0:
 * the teacher chooses it in the table form, it plays the seat from the seat's view once students
 * sit, and the console lets the teacher change who plays the empty seats.
 */
class ScientistSeatTest extends ClassroomOnPort {
    @Test
    void theScientistPlaysTheEmptySeatOfAnExpressTableAndTheTeacherCanChangeWhoDoes() throws Exception {
        ManualTimer timer = onManualTimer();
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 3, 1, "card is red", "computers", "scientist");
        Map<Integer, Classroom.Socket> students = c.joinedBySeat(session, "Ana", "Bo");
        long table = students.get(1).table;
        assertEquals(ComputerKind.SCIENTIST, c.db.tables().find(table).orElseThrow().computers());
        HttpResponse<String> console = c.get("/sessions/" + session, teacher);
        assertTrue(console.body().contains("action=\"/tables/" + table + "/computers\""), "the console offers the choice");
        assertTrue(console.body().contains("<option value=\"scientist\" selected>"), "with the scientist chosen");

        // The students and the scientist (seat 3) play until the round ends, or long enough to guess "card is red".
        Classroom.Socket ana = students.get(1);
        for (int i = 0; i < 200 && !ana.settled().get("view").get("phase").asText().equals("game_over"); i++) {
            int waiting = ana.current().get("view").get("waitingFor").get(0).asInt();
            if (waiting == 3) timer.advance(AppConfig.COMPUTER_DELAY_MILLIS * 2);
            else ClassroomControlsTest.playATurn(students.get(waiting));
        }
        List<LoggedAction> log = c.db.actionLog().load(table);
        List<String> scientist = log.stream().filter(a -> a.seat() == 3).map(LoggedAction::actionJson).toList();
        assertTrue(scientist.stream().filter(a -> a.contains("\"play\"")).count() >= 3, "the scientist played its seat: " + scientist);
        assertEquals("game_over", ana.settled().get("view").get("phase").asText(), "the game ended: " + log);
        assertTrue(scientist.stream().anyMatch(a -> a.contains("\"guess\"") && a.contains("card is red")),
                "the scientist guessed the rule from what its seat saw: " + scientist);

        // The teacher's choice on the console: a choice the form does not offer is refused and changes nothing.
        HttpResponse<String> bad = c.post("/tables/" + table + "/computers", teacher, "computers", "oracle");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("choose who plays the empty seats"), bad.body());
        assertEquals(ComputerKind.SCIENTIST, c.db.tables().find(table).orElseThrow().computers());
        assertEquals(302, c.post("/tables/" + table + "/computers", teacher, "computers", "lot").statusCode());
        assertEquals(ComputerKind.BY_LOT, c.db.tables().find(table).orElseThrow().computers());
        assertEquals(302, c.post("/tables/" + table + "/computers", teacher, "computers", "none").statusCode());
        assertEquals(ComputerKind.NONE, c.db.tables().find(table).orElseThrow().computers());
    }
}
