package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.web.play.TableBroadcast;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The limits that stop a prankster without locking out a class: wrong join codes counted (never
 * right ones), the teacher's lock, one name once per table even when joins race, and a cap on the
 * screens one seat may hold open.
 */
class ClassroomLimitsTest extends ClassroomOnPort {

    private long session(String teacher, String classSize) throws Exception {
        return c.writtenSession(teacher, "Period 3", "express", 6, 1, "card.color != last.color", "classSize", classSize, "lobby", "");
    }

    /** Ana, the first to join a class of six: the teacher's cookie, the session, Ana's table and her seat cookie. */
    private record AnaSeated(String teacher, long session, long table, String ana) {}

    private AnaSeated anaInAClassOfSix() throws Exception {
        String teacher = c.teacher("t@school.example");
        long session = session(teacher, "6");
        Classroom.Seated at = c.seat(code(session), "Ana");
        return new AnaSeated(teacher, session, at.table(), at.cookie(0));
    }

    private String code(long session) {
        return c.db.classSessions().find(session).orElseThrow().joinCode();
    }

    @Test
    void aWholeClassBehindOneAddressJoinsAndOnlyWrongCodesAreCounted() throws Exception {
        String teacher = c.teacher("t@school.example");
        long session = session(teacher, "60");
        for (int i = 0; i < 60; i++) {
            assertEquals(302, c.post("/join", null, "code", code(session), "name", "Student " + i).statusCode(), "student " + i);
        }
        int limited = 0;
        for (int i = 0; i < 70; i++) {
            HttpResponse<String> r = c.post("/join", null, "code", "ZZZZ" + (char) ('A' + i % 26) + (char) ('A' + i / 26), "name", "Script");
            if (r.statusCode() == 429) {
                limited++;
                assertTrue(r.headers().firstValue("Retry-After").isPresent());
                assertTrue(r.body().contains("too many tries"), r.body());
            } else {
                assertEquals(404, r.statusCode());
            }
        }
        assertEquals(10, limited, "60 wrong codes a minute, then 429; the 60 right ones did not count");
    }

    @Test
    void aLockedClassSeatsNobodyNewButSeatedStudentsPlayOnAndMayAskForTheirSeat() throws Exception {
        AnaSeated seated = anaInAClassOfSix();
        String teacher = seated.teacher(), ana = seated.ana();
        long session = seated.session(), table = seated.table();
        assertEquals(302, c.post("/sessions/" + session + "/lock", teacher).statusCode());
        String console = c.get("/sessions/" + session, teacher).body();
        assertTrue(console.contains("The class is closed to new students.") && console.contains("/unlock"), console);

        HttpResponse<String> late = c.post("/join", null, "code", code(session), "name", "Prankster");
        assertEquals(403, late.statusCode());
        assertTrue(late.body().contains("closed to new students") && late.body().contains("/join/reclaim"), late.body());
        assertEquals(1, c.db.seats().list(table).size());
        assertEquals(302, c.post("/join", ana, "code", code(session), "name", "Ana").statusCode(), "a seated student goes back");
        HttpResponse<String> back = c.post("/join/reclaim", null, "code", code(session), "name", "Ana");
        assertEquals(302, back.statusCode(), "a student on a new device may still ask for their seat");

        assertEquals(302, c.post("/sessions/" + session + "/unlock", teacher).statusCode());
        assertEquals(302, c.post("/join", null, "code", code(session), "name", "Ben").statusCode());
    }

    @Test
    void twentyJoinsOfOneNameAtOnceSeatOneStudent() throws Exception {
        String teacher = c.teacher("t@school.example");
        long session = session(teacher, "12");
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            List<Callable<Integer>> joins = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                joins.add(() -> c.post("/join", null, "code", code(session), "name", "Ana").statusCode());
            }
            int seated = 0, told = 0;
            for (Future<Integer> f : pool.invokeAll(joins, 60, TimeUnit.SECONDS)) {
                int status = f.get();
                if (status == 302) seated++;
                else if (status == 409) told++;
            }
            int named = 0;
            for (var t : c.db.tables().listBySession(session)) {
                named += (int) c.db.seats().list(t.id()).stream().filter(s -> s.playerName().equals("Ana")).count();
            }
            // Per table the database refuses a second Ana; across the class's two tables the join page checks.
            assertTrue(named >= 1 && named <= 2, "Anas seated: " + named);
            assertEquals(named, seated);
            assertEquals(20 - seated, told);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aSeatKeepsItsNewestScreensAndTheOldestIsClosedWithAReason() throws Exception {
        AnaSeated seated = anaInAClassOfSix();
        String ana = seated.ana();
        long table = seated.table();
        List<Classroom.Socket> screens = new ArrayList<>();
        for (int i = 0; i < TableBroadcast.SCREENS_PER_SEAT + 3; i++) {
            Classroom.Socket s = c.socket(table, ana);
            s.next("view");
            screens.add(s);
        }
        for (int i = 0; i < 3; i++) {
            JsonNode why = screens.get(i).next("error");
            assertTrue(why.path("message").asText().contains("more than " + TableBroadcast.SCREENS_PER_SEAT + " screens"), why.toString());
            for (int wait = 0; wait < 50 && screens.get(i).closedWith == null; wait++) Thread.sleep(100);
            assertEquals(4000, screens.get(i).closedWith);
        }
        for (int i = 3; i < screens.size(); i++) assertEquals(null, screens.get(i).closedWith, "the newest stay open");
        for (Classroom.Socket s : screens) s.ws.abort();
    }

    @Test
    void aNotebookHoldsAHundredHypothesesAndEveryTabOfTheSeatGetsItsCheck() throws Exception {
        AnaSeated seated = anaInAClassOfSix();
        String ana = seated.ana();
        long table = seated.table();
        Classroom.Socket phone = c.socket(table, ana), laptop = c.socket(table, ana);
        phone.next("view");
        laptop.next("view");
        int seat = c.db.seats().list(table).get(0).seat();
        for (int i = 0; i < eleusis.store.Notebooks.MAX_ENTRIES; i++) {
            c.db.notebooks().add(table, seat, 0, "card.rank != " + (i % 13 + 1) + " or card is red");
        }
        phone.send("{\"type\":\"note\",\"text\":\"card is black\"}");
        JsonNode full = phone.next("error");
        assertTrue(full.path("message").asText().contains("your notebook is full: it holds at most 100 hypotheses"), full.toString());
        assertEquals(eleusis.store.Notebooks.MAX_ENTRIES, c.db.notebooks().count(table, seat), "nothing was added");
        // A change of the notebook reaches both tabs, checked once and sent to each.
        c.db.jdbi().useHandle(h -> h.execute("DELETE FROM notebook_entries WHERE id = (SELECT MAX(id) FROM notebook_entries)"));
        phone.send("{\"type\":\"note\",\"text\":\"card is black\"}");
        for (Classroom.Socket tab : List.of(phone, laptop)) {
            JsonNode notebook = tab.until(m -> m.path("type").asText().equals("notebook")
                    && m.path("entries").size() == eleusis.store.Notebooks.MAX_ENTRIES);
            assertEquals("card is black", notebook.path("entries").get(eleusis.store.Notebooks.MAX_ENTRIES - 1).path("text").asText());
        }
        phone.ws.abort();
        laptop.ws.abort();
    }

    /** Found by the attack campaign: a binary frame got no answer at all, and a script never learnt why nothing happened. */
    @Test
    void aBinaryFrameIsAnsweredWithAnErrorAndChangesNothing() throws Exception {
        AnaSeated seated = anaInAClassOfSix();
        String ana = seated.ana();
        long table = seated.table();
        Classroom.Socket phone = c.socket(table, ana);
        phone.next("view");
        phone.ws.sendBinary(java.nio.ByteBuffer.wrap(new byte[] {(byte) 0xC3, 0x28, (byte) 0xFF}), true).join();
        JsonNode said = phone.next("error");
        assertEquals("the message is not JSON", said.path("message").asText(), said.toString());
        assertEquals(0, c.db.actionLog().lastSeq(table));
        assertEquals(null, phone.closedWith, "the socket stays open for the next message");
        phone.ws.abort();
    }
}
