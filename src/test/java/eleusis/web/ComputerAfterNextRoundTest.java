package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameType;
import eleusis.game.Viewer;
import eleusis.store.LoggedAction;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 24: after "Next round at every table" a computer seat that must play first never moved
 * (3 seats, computers by lot, 1 student: round 2 waited for seat 2 for good, until the teacher
 * posted the same computer setting again). A new round dealt by the teacher, at every table at once
 * or at one table, must wake the computer players as a student's move does, for the stand-in by
 * lot and the machine scientist alike.
 */
class ComputerAfterNextRoundTest extends ClassroomOnPort {
    @ParameterizedTest(name = "{0} with {1}")
    @CsvSource({"next-all, lot", "next-all, scientist", "next, lot", "next, scientist"})
    void aComputerSeatThatMustPlayFirstInTheNewRoundMoves(String control, String computers) throws Exception {
        ManualTimer timer = onManualTimer();
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 3, 20, "card.color != last.color", "computers", computers);
        Classroom.Seated at = c.seat(c.code(session), "Ana");
        long id = at.table();

        // Round after round the teacher ends it and deals the next, until one begins with a computer's turn
        // (the first player is drawn by lot: one round in three starts with Ana, seat 1).
        int checked = 0;
        for (int round = 2; round <= 20 && checked == 0; round++) {
            timer.advance(60_000); // whatever the computer had to do in the last round is done
            assertEquals(302, c.post("/tables/" + id + "/end-round", teacher).statusCode());
            timer.advance(60_000);
            assertEquals(0, timer.pending(), "nothing is left to wake the computer but the new round");
            String path = control.equals("next-all") ? "/sessions/" + session + "/next-all" : "/tables/" + id + "/next";
            assertEquals(302, c.post(path, teacher).statusCode());
            int first = waitingFor(id);
            assertEquals(round - 1, dealersView(id).get("round").asInt(), "round " + round + " was dealt");
            if (first == 1) continue; // Ana's turn: nothing asked of the computer
            int before = c.db.actionLog().load(id).size();
            timer.advance(AppConfig.COMPUTER_DELAY_MILLIS * 2);
            List<LoggedAction> after = c.db.actionLog().load(id);
            assertTrue(after.size() > before && after.get(before).seat() == first,
                    "round " + round + ": seat " + first + " (" + computers + ") must play first, and did: "
                            + after.subList(before, after.size()).stream().map(a -> a.seat() + " " + a.actionJson()).toList());
            checked++;
        }
        assertEquals(1, checked, "a round began with a computer's turn");
    }

    private int waitingFor(long table) {
        return dealersView(table).get("waitingFor").get(0).asInt();
    }

    /** The table as its dealer sees it, replayed from the database (not the app's copy in memory). */
    private JsonNode dealersView(long table) {
        return Classroom.JSON.valueToTree(new eleusis.live.LiveTables(c.db).get(table).view(new Viewer.Player(GameType.HOUSE_SEAT)));
    }
}
