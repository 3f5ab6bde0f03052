package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.live.LiveTables;
import eleusis.store.ComputerKind;
import eleusis.store.JoinNotices;
import eleusis.store.SessionTable;
import eleusis.web.classroom.TableSizes;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 24, "no table stalls", over real HTTP on port 0: a class size makes balanced tables, the
 * machine scientist is the form's choice for empty seats, the console names every table that cannot
 * move (before Start and after it) with what to do, and a student who joins a full class gets a seat
 * at a table opened for them, or a message that the teacher's console shows too.
 */
class NoTableStallsTest extends ClassroomOnPort {
    private static final String RULE = "card.color != last.color";

    /** Students each table seats (its players, less the teacher who deals), in the tables' order. */
    private List<Integer> seatsOf(long session) {
        LiveTables games = new LiveTables(c.db);
        List<Integer> sizes = new ArrayList<>();
        for (SessionTable t : c.db.tables().listBySession(session)) sizes.add(games.get(t.id()).read(g -> g.players()) - 1);
        return sizes;
    }

    @Test
    void aClassSizeMakesTablesWhoseSizesDifferByOneAtMostAndTheClassFillsThem() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 4, 2, RULE, "classSize", "26", "computers", "scientist");
        assertEquals(List.of(4, 4, 4, 4, 4, 3, 3), seatsOf(session), "26 at 4 a table: five tables of 4, two of 3");
        Map<Long, Integer> seated = new HashMap<>();
        for (int i = 0; i < 26; i++) {
            long[] t = new long[1];
            c.join(c.code(session), "Student " + i, t);
            seated.merge(t[0], 1, Integer::sum);
        }
        List<Integer> filled = c.db.tables().listBySession(session).stream().map(t -> seated.getOrDefault(t.id(), 0)).toList();
        assertEquals(List.of(4, 4, 4, 4, 4, 3, 3), filled, "every seat is a student's");
        assertFalse(c.get("/sessions/" + session, teacher).body().contains("cannot move"), "no table is held back");

        // Full Eleusis keeps three students a table where the computer plays the seat left over (a prophet
        // needs two other players); where nobody would play it, the sizes are the class's exactly.
        long eleusis = c.writtenSession(teacher, "Period 4", "eleusis", 3, 2, RULE, "classSize", "26", "computers", "scientist");
        assertEquals(List.of(3, 3, 3, 3, 3, 3, 3, 3, 3), seatsOf(eleusis));
        long nobody = c.writtenSession(teacher, "Period 5", "eleusis", 3, 2, RULE, "classSize", "26", "computers", "none");
        assertEquals(List.of(3, 3, 3, 3, 3, 3, 3, 3, 2), seatsOf(nobody));
        long one = c.writtenSession(teacher, "Alone", "express", 4, 2, RULE, "classSize", "1", "computers", "scientist");
        assertEquals(List.of(2), seatsOf(one), "one student still gets a whole table (the computer plays the other seat)");
    }

    @Test
    void theFormsChooseTheMachineScientistForEmptySeats() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        String form = c.get("/sessions", teacher).body();
        assertTrue(form.contains("<option value=\"scientist\" selected>"), "the session form: " + form);
        long session = c.writtenSession(teacher, "Period 3", "express", 3, 2, RULE, "computers", "scientist");
        assertEquals(ComputerKind.SCIENTIST, c.db.tables().listBySession(session).get(0).computers());
        String console = c.get("/sessions/" + session, teacher).body();
        String addTable = console.substring(console.indexOf("id=\"add-computers\""));
        assertTrue(addTable.substring(0, addTable.indexOf("</select>")).contains("<option value=\"scientist\" selected>"),
                "the console's form to add a table");
    }

    @Test
    void startNamesEveryTableThatCannotMoveAndWhatToDo() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 3, 2, RULE, "classSize", "6", "computers", "none", "lobby", "on");
        String lobby = c.get("/sessions/" + session, teacher).body();
        assertTrue(lobby.contains("Before you press Start: 2 tables cannot move"), lobby);
        assertTrue(lobby.contains("<strong>Table 1 and Table 2</strong>: no student sits there yet"), lobby);

        long[] t1 = new long[1], t2 = new long[1];
        c.join(c.code(session), "Ana", t1);
        c.join(c.code(session), "Bo", t2);
        c.join(c.code(session), "Cy", t1);
        String notices = c.get("/sessions/" + session + "/notices", teacher).body();
        assertTrue(notices.contains("Before you press Start: 2 tables cannot move"), notices);
        assertTrue(notices.contains("<strong>Table 1</strong>: seat 3 is empty and nobody plays it, so the table stops at its turn. "
                + "Under “Empty seats”, choose the machine scientist"), notices);
        assertTrue(notices.contains("<strong>Table 2</strong>: seats 2 and 3 are empty and nobody plays them"), notices);
        assertEquals(404, c.get("/sessions/" + session + "/notices", c.teacher("other@school.example")).statusCode());

        // Start's result, in Spanish: the tables still held back, and why.
        HttpResponse<String> start = c.post("/sessions/" + session + "/start", teacher);
        assertEquals(302, start.statusCode());
        String started = c.get(start.headers().firstValue("Location").orElseThrow() + "?lang=es", teacher).body();
        assertTrue(started.contains("2 mesas no pueden avanzar"), started);
        assertTrue(started.contains("<strong>Mesa 1</strong>: el puesto 3 está vacío y nadie lo juega"), started);

        assertEquals(302, c.post("/tables/" + t1[0] + "/computers", teacher, "computers", "scientist").statusCode());
        String after = c.get("/sessions/" + session, teacher).body();
        assertTrue(after.contains("One table cannot move") && after.contains("<strong>Table 2</strong>")
                && !after.contains("<strong>Table 1</strong>"), after);
        assertEquals(302, c.post("/tables/" + t2[0] + "/computers", teacher, "computers", "lot").statusCode());
        assertFalse(c.get("/sessions/" + session, teacher).body().contains("cannot move"));

        // A closed class: a table without students will never move, and the console says how to change that.
        long quiet = c.writtenSession(teacher, "Period 4", "express", 3, 2, RULE, "computers", "scientist");
        assertEquals(302, c.post("/sessions/" + quiet + "/lock", teacher).statusCode());
        assertTrue(c.get("/sessions/" + quiet, teacher).body().contains("the class is closed to new students, so nobody will. "
                + "Open the class again"));
    }

    @Test
    void aStudentWhoJoinsAFullClassGetsATableOpenedForThemAndTheConsoleSaysSo() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 1, RULE);
        String code = c.code(session);
        long[] t = new long[1];
        c.join(code, "Ana", t);
        long first = t[0];
        c.join(code, "Bo", t);
        String cy = c.join(code, "Cy", t);
        long opened = t[0];
        assertTrue(opened != first, "Cy sits at a new table");
        SessionTable table = c.db.tables().find(opened).orElseThrow();
        assertEquals("Table 2", table.name());
        assertEquals(c.db.tables().find(first).orElseThrow().settingsJson(), table.settingsJson(),
                "dealt as the first table was: seats, rounds, rule");
        assertEquals(ComputerKind.SCIENTIST, table.computers(),
                "nobody played the first table's empty seats, but a latecomer alone at a table needs someone to play with");
        assertEquals(200, c.get("/play/" + opened, cy).statusCode(), "Cy's cookie opens the new table");
        c.join(code, "Dee", t);
        assertEquals(opened, t[0], "the next latecomer sits at the new table");
        String console = c.get("/sessions/" + session, teacher).body();
        assertTrue(console.contains("Every seat was taken when Cy joined: a new table, Table 2, was opened"), console);
        assertTrue(console.contains("id=\"table-" + opened + "\""), "the console shows the new table");

        // Closed to new students: a clear refusal, which the console shows as well.
        assertEquals(302, c.post("/sessions/" + session + "/lock", teacher).statusCode());
        HttpResponse<String> locked = c.post("/join", null, "code", code, "name", "Eve");
        assertEquals(403, locked.statusCode());
        assertTrue(locked.body().contains("this class is closed to new students; your teacher can see that you tried"), locked.body());
        assertTrue(c.get("/sessions/" + session, teacher).body()
                .contains("Eve tried to join, but the class is closed to new students. Open it again to let them in."));
        assertEquals(403, c.post("/join", null, "code", code, "name", "Ana").statusCode());
        assertFalse(c.get("/sessions/" + session, teacher).body().contains("Ana tried to join"),
                "a seated student on another device asks for their seat instead");

        // Every game over: nobody is dealt a table of a lesson that has ended.
        assertEquals(302, c.post("/sessions/" + session + "/unlock", teacher).statusCode());
        for (SessionTable s : c.db.tables().listBySession(session)) c.post("/tables/" + s.id() + "/end-round", teacher);
        HttpResponse<String> over = c.post("/join", null, "code", code, "name", "Fay");
        assertEquals(409, over.statusCode());
        assertTrue(over.body().contains("the game is over at every table of this class; your teacher can see that you tried"), over.body());
        assertTrue(c.get("/sessions/" + session + "/notices", teacher).body()
                .contains("Fay tried to join, but the game is over at every table."));
        assertEquals(2, c.db.tables().listBySession(session).size(), "no table was opened");
        assertEquals(List.of(JoinNotices.Kind.OVER, JoinNotices.Kind.LOCKED, JoinNotices.Kind.OPENED),
                c.db.joinNotices().list(session).stream().map(JoinNotices.Notice::kind).toList());
    }

    @Test
    void aClassAtItsLargestSeatsNobodyMore() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Assembly", "express", 6, 2, RULE, "classSize", "60");
        for (int i = 0; i < TableSizes.MAX_CLASS; i++) c.join(c.code(session), "Student " + i, null);
        int tables = c.db.tables().listBySession(session).size();
        HttpResponse<String> more = c.post("/join", null, "code", c.code(session), "name", "One more");
        assertEquals(409, more.statusCode());
        assertTrue(more.body().contains("this class already has 60 students, the most one class can seat"), more.body());
        assertEquals(tables, c.db.tables().listBySession(session).size(), "no table was opened");
        assertTrue(c.get("/sessions/" + session + "/notices?lang=it", teacher).body()
                .contains("One more ha provato a entrare, ma la classe ha già 60 studenti"));
    }
}
