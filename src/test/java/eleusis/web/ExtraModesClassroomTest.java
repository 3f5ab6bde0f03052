package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.store.Database;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * The extra modes in the classroom, over real HTTP and WebSockets: one student joins a table of each
 * game, the computer plays the other seats, and the student plays to the end with the moves the
 * server lists as legal.
 */
class ExtraModesClassroomTest {
    @TempDir
    Path data;

    /** Each extra mode with the seats of one of its tables, for the tests that play a whole game of each. */
    static Stream<Arguments> extraModes() {
        return Stream.of(Arguments.of("palmera", 2), Arguments.of("elementa", 4), Arguments.of("elephant", 3));
    }

    @ParameterizedTest(name = "{0} with {1} seats")
    @MethodSource("extraModes")
    void oneStudentPlaysAWholeGameAgainstTheComputer(String game, int seats) throws Exception {
        try (Classroom c = Classroom.computersAtOnce(data)) {
            String teacher = c.teacher("rivera@school.example");
            long session = c.writtenSession(teacher, "Break", game, seats, 1, "");
            Classroom.Seated at = c.seat(c.code(session, teacher), "Ana");
            String ana = at.cookie(0);
            assertTrue(c.get("/play/" + at.table(), ana).body().contains("board-table"), "the board page");
            Classroom.Socket s = c.socket(at.table(), ana);
            MachineHand hand = new MachineHand(s);
            int moves = 0;
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(120); // a slow machine's worst
            for (int i = 0; System.nanoTime() < deadline && !hand.over(); i++) {
                int step = i;
                if (hand.move(legal -> step)) moves++;
                Thread.sleep(5);
            }
            JsonNode last = s.current().get("view");
            assertTrue(last.get("over").asBoolean(), "the game ended: " + last);
            assertTrue(moves > 0, "the student moved");
            assertTrue(s.all().contains("\"game_end\""), "the end reached the student");
            java.util.Set<String> secret = java.util.Set.of("deal", "draw", "peek_seen", "announce");
            boolean ownPrivate = false;
            for (String line : s.all().split("\n")) {
                JsonNode m = Classroom.JSON.readTree(line);
                int you = m.path("view").path("you").asInt(-1);
                for (JsonNode e : m.path("events")) {
                    if (!secret.contains(e.get("type").asText())) continue;
                    assertEquals(you, e.get("player").asInt(), "another player's private event reached the student: " + e);
                    ownPrivate = true;
                }
            }
            if (!game.equals("elephant")) assertTrue(ownPrivate, "the student's own draws reach them"); // no secrets in the Elephant game
            assertTrue(c.get("/sessions/" + session, teacher).body().contains("Ana"));
        }
    }

    @Test
    void theComputerTriesAgainWhenTheDatabaseFailedForAMoment() throws Exception {
        Database db = Database.open(data, null).passwordCost(Classroom.PASSWORD_COST);
        ManualTimer timer = new ManualTimer();
        var app = WebApp.create(AppConfig.of(db).computerDelay(2000).timer(timer)).start("127.0.0.1", 0); // the computer moves 2 s after a move
        try (Classroom c = new Classroom("127.0.0.1:" + app.port())) {
            String teacher = c.teacher("rivera@school.example");
            HttpResponse<String> created = c.post("/sessions", teacher, "title", "Break", "game", "palmera",
                    "students", "2", "rounds", "1", "choice", "written", "rule", "");
            long session = Long.parseLong(created.headers().firstValue("Location").orElseThrow().replace("/sessions/", ""));
            Classroom.Seated at = c.seat(c.code(session, teacher), "Ana");
            String ana = at.cookie(0);
            Classroom.Socket s = c.socket(at.table(), ana);
            // Ana moves until it is the computer's turn (a move may give her another: a peek, say).
            timer.advance(10_000); // the computer may begin
            JsonNode mine = s.view(m -> m.get("view").path("legal").size() > 0);
            JsonNode moved;
            while (true) {
                s.act(mine.get("view").get("legal").get(0).toString());
                int before = mine.get("seq").asInt();
                moved = s.view(m -> m.get("seq").asInt() > before);
                if (moved.get("view").path("legal").isEmpty()) break;
                mine = moved;
            }
            JsonNode waiting = moved;
            // The computer's move comes while the database cannot store it, and fails.
            db.jdbi().useHandle(h -> h.execute("ALTER TABLE game_actions RENAME TO game_actions_away"));
            assertEquals(1, timer.pending(), "the computer's move is due");
            timer.advance(2_000);
            assertEquals(waiting.get("seq"), s.current().get("seq"), "no move could be stored");
            assertEquals(1, timer.pending(), "the computer tries again");
            db.jdbi().useHandle(h -> h.execute("ALTER TABLE game_actions_away RENAME TO game_actions"));
            // Tried again a second later: the computer moves, and Ana's turn comes round again.
            timer.advance(1_000);
            assertTrue(db.actionLog().lastSeq(at.table()) > waiting.get("seq").asInt(), "the computer moved");
            timer.advance(20_000); // and any move of its that follows (a peek)
            s.view(m -> m.get("seq").asInt() > waiting.get("seq").asInt() && m.get("view").path("legal").size() > 0);
        } finally {
            app.stop();
            db.close();
        }
    }

    @Test
    void aWrongNumberOfPlayersIsExplained() throws Exception {
        try (Classroom c = new Classroom(data)) {
            String teacher = c.teacher("rivera@school.example");
            HttpResponse<String> bad = c.post("/sessions", teacher, "title", "Break", "game", "elementa",
                    "students", "3", "rounds", "1", "choice", "written", "rule", "");
            assertEquals(400, bad.statusCode());
            assertTrue(bad.body().contains("Elementa is played by exactly 4"), bad.body());
        }
    }
}
