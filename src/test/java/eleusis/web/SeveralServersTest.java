package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.store.Database;
import io.javalin.Javalin;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Three servers on one PostgreSQL database, in this JVM (each with its own database pool and
 * bulletin, so each its own server): what one server's teacher or student changes reaches the
 * sockets of the others. {@link ServerFarmTest} plays whole games on three server processes.
 */
@Timeout(120)
class SeveralServersTest {
    private static final String PG = System.getenv("ELEUSIS_TEST_PG_URL");
    private static final String RULE = "card.color != last.color";

    private String schema;
    private final List<Database> dbs = new ArrayList<>();
    private final List<Javalin> apps = new ArrayList<>();
    private final List<Classroom> servers = new ArrayList<>();

    @BeforeEach
    void start() throws Exception {
        assumeTrue(PG != null && !PG.isBlank(), "ELEUSIS_TEST_PG_URL is not set; PostgreSQL tests skipped");
        schema = "eleusis_servers_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12).toLowerCase(Locale.ROOT);
        execute("CREATE SCHEMA " + schema);
        for (int i = 0; i < 3; i++) {
            Database db = Database.open(null, PG + (PG.contains("?") ? "&" : "?") + "currentSchema=" + schema);
            dbs.add(db);
            Javalin app = WebApp.create(AppConfig.of(db)).start("127.0.0.1", 0);
            apps.add(app);
            servers.add(new Classroom("127.0.0.1:" + app.port()));
        }
    }

    @AfterEach
    void stop() throws Exception {
        for (Javalin app : apps) app.stop(); // stopping twice is harmless
        for (Database db : dbs) db.close();
        if (schema != null) execute("DROP SCHEMA " + schema + " CASCADE");
    }

    @Test
    void aLessonPickedInTheLobbyOnOneServerDealsTheTablesAgainOnEveryServer() throws Exception {
        Classroom s1 = servers.get(0);
        Classroom s2 = servers.get(1);
        String teacher = s1.teacher("rivera@school.example");
        long session = s1.writtenSession(teacher, "Period 2", "express", 2, 5, RULE, "lobby", "on");
        String code = s2.code(session, teacher);
        Classroom.Seated t = s2.seat(code, "Ana");
        String ana = t.cookie(0);
        Classroom.Socket anaSocket = s2.socket(t.table(), ana); // server 2 has the table's game in memory, 5 rounds
        assertEquals(5, anaSocket.current().get("view").get("rounds").asInt());
        assertEquals(302, s1.post("/sessions/" + session + "/lesson", teacher, "lesson", "falsification").statusCode());
        anaSocket.view(m -> m.get("view").get("rounds").asInt() == 3); // dealt again there too
        String rule = eleusis.library.RuleLibrary.loadResources().find("No clubs").orElseThrow().rule();
        assertTrue(s2.get("/sessions/" + session, teacher).body().contains("<code>" + LessonSessionTest.html(rule) + "</code>"),
                "server 2's console shows the lesson's first rule");
    }

    @Test
    void joinsMovesPausesRevealsNotesAndRemovalsReachTheSocketsOfEveryServer() throws Exception {
        Classroom s1 = servers.get(0);
        Classroom s2 = servers.get(1);
        Classroom s3 = servers.get(2);
        String teacher = s1.teacher("rivera@school.example");
        long session = s1.writtenSession(teacher, "Period 2", "express", 3, 2, RULE);
        String code = s2.code(session, teacher); // the teacher's login works on every server
        long[] t = new long[1];
        // Each student joins through one server and plays through another.
        String ana = s1.join(code, "Ana", t);
        String bo = s2.join(code, "Bo", t);
        String cy = s3.join(code, "Cy", t);
        long table = t[0];
        Classroom.Socket anaSocket = s2.socket(table, ana);
        Classroom.Socket boSocket = s3.socket(table, bo);
        Classroom.Socket cySocket = s1.socket(table, cy);
        Classroom.Socket cyOnPhone = s2.socket(table, cy);
        Classroom.Socket projector = s3.socket(table, teacher);
        List<Classroom.Socket> all = List.of(anaSocket, boSocket, cySocket, cyOnPhone, projector);
        for (Classroom.Socket s : all) {
            s.view(m -> m.get("names").size() == 3); // Cy joined through server 3 last: every server shows her
        }

        // The console on server 1 shows every student connected, though only Cy has a socket there.
        String status = s1.get("/tables/" + table + "/status", teacher).body();
        assertEquals(3, count(status, "class=\"online\""), status);

        // A move through server 2 reaches the sockets of servers 1 and 3, with its events.
        JsonNode view = anaSocket.current().get("view");
        int waiting = view.get("waitingFor").get(0).asInt();
        Classroom.Socket actor = seatSocket(waiting, anaSocket, boSocket, cySocket);
        JsonNode mine = actor.current().get("view");
        actor.act("{\"kind\":\"play\",\"card\":" + mine.get("hand").get(0).get("id").asInt() + "}");
        for (Classroom.Socket s : all) {
            JsonNode moved = s.view(m -> m.get("seq").asInt() == 1);
            assertTrue(moved.get("events").size() > 0, "the move's events: " + moved);
        }

        // Pause through server 1: every socket shows it, and a student on server 3 is refused.
        assertEquals(302, s1.post("/tables/" + table + "/pause", teacher).statusCode());
        for (Classroom.Socket s : all) s.view(m -> m.get("paused").asBoolean());
        boSocket.act("{\"kind\":\"end_turn\"}");
        assertEquals("paused", boSocket.next("refused").get("reason").asText());
        assertEquals(302, s2.post("/tables/" + table + "/resume", teacher).statusCode());
        for (Classroom.Socket s : all) s.view(m -> !m.get("paused").asBoolean());

        // The rule shown through server 3 reaches a student on server 2, and hidden again.
        assertEquals(302, s3.post("/tables/" + table + "/reveal", teacher).statusCode());
        assertEquals(RULE, anaSocket.view(m -> !m.get("revealed").isNull()).get("revealed").get("rule").asText());
        assertEquals(302, s1.post("/tables/" + table + "/hide", teacher).statusCode());
        anaSocket.view(m -> m.get("revealed").isNull());

        // Cy's note, written on her laptop (server 1), appears on her phone (server 2).
        cySocket.send("{\"type\":\"note\",\"text\":\"card is red\"}");
        JsonNode notebook = cyOnPhone.until(m -> m.path("type").asText().equals("notebook") && m.get("entries").size() == 1);
        assertEquals("card is red", notebook.get("entries").get(0).get("text").asText());

        // The teacher frees Bo's seat through server 1: his socket on server 3 is told and closed,
        // and the others no longer show his name.
        int boSeat = boSocket.current().get("view").get("you").asInt();
        assertEquals(302, s1.post("/tables/" + table + "/seats/" + boSeat + "/remove", teacher).statusCode());
        boSocket.next("removed");
        for (int i = 0; i < 100 && boSocket.closedWith == null; i++) Thread.sleep(50);
        assertTrue(boSocket.closedWith != null, "Bo's socket was closed");
        for (Classroom.Socket s : List.of(anaSocket, cySocket, projector)) s.view(m -> m.get("names").size() == 2);

        // Ana's only socket is on server 2; when that server stops, the console on server 3 no
        // longer shows her connected (Cy still is, through server 1).
        apps.get(1).stop();
        dbs.get(1).close();
        for (int i = 0; i < 100 && count(s3.get("/tables/" + table + "/status", teacher).body(), "class=\"online\"") != 1; i++) {
            Thread.sleep(50);
        }
        assertEquals(1, count(s3.get("/tables/" + table + "/status", teacher).body(), "class=\"online\""));
    }

    /**
     * The database cuts every server's listening connection (a restart, a network cut) and a move is
     * made while they are deaf: its notice is lost, yet once they listen again they read the log and
     * the move reaches their sockets.
     */
    @Test
    void aMoveMadeWhileTheOthersWereDeafReachesThemWhenTheyListenAgain() throws Exception {
        Classroom s1 = servers.get(0);
        Classroom s2 = servers.get(1);
        Classroom s3 = servers.get(2);
        String teacher = s1.teacher("rivera@school.example");
        long session = s1.writtenSession(teacher, "Period 4", "express", 2, 1, RULE);
        String code = s1.code(session, teacher);
        Classroom.Seated t = s1.seat(code, "Ana", "Bo");
        String ana = t.cookie(0), bo = t.cookie(1);
        Classroom.Socket anaOn1 = s1.socket(t.table(), ana);
        Classroom.Socket boOn2 = s2.socket(t.table(), bo);
        Classroom.Socket projectorOn3 = s3.socket(t.table(), teacher);
        for (Classroom.Socket s : List.of(anaOn1, boOn2, projectorOn3)) s.view(m -> m.get("names").size() == 2);
        JsonNode view = anaOn1.current().get("view");
        Classroom.Socket actor = view.get("waitingFor").get(0).asInt() == view.get("you").asInt() ? anaOn1 : null;
        if (actor == null) { // Bo moves first: his move goes through server 1 too, on a second socket
            actor = s1.socket(t.table(), bo);
        }
        JsonNode mine = actor.current().get("view");
        execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'eleusis-bulletin' "
                + "AND datname = current_database()");
        actor.act("{\"kind\":\"play\",\"card\":" + mine.get("hand").get(0).get("id").asInt() + "}");
        for (Classroom.Socket s : List.of(boOn2, projectorOn3)) s.view(m -> m.get("seq").asInt() == 1);
    }

    /**
     * A student moves through server A, whose computer players then never move (its timer is never
     * turned: as if it died at once); server B heard of the move and cues its own computer players,
     * later, so the game goes on.
     */
    @Test
    void whenTheServerThatStoredAMoveIsGoneAnotherMovesTheComputerSeats() throws Exception {
        // Only A and B here: no other server's computer players.
        for (Javalin app : apps) app.stop();
        for (Database db : dbs) db.close();
        Database dbA = Database.open(null, PG + (PG.contains("?") ? "&" : "?") + "currentSchema=" + schema);
        Database dbB = Database.open(null, PG + (PG.contains("?") ? "&" : "?") + "currentSchema=" + schema);
        dbs.add(dbA);
        dbs.add(dbB);
        ManualTimer timerA = new ManualTimer();
        ManualTimer timerB = new ManualTimer();
        Javalin appA = WebApp.create(AppConfig.of(dbA).computerDelay(2000).timer(timerA)).start("127.0.0.1", 0);
        Javalin appB = WebApp.create(AppConfig.of(dbB).computerDelay(2000).timer(timerB)).start("127.0.0.1", 0);
        apps.add(appA);
        apps.add(appB);
        Classroom a = new Classroom("127.0.0.1:" + appA.port());
        Classroom b = new Classroom("127.0.0.1:" + appB.port());
        String teacher = a.teacher("rivera@school.example");
        long session = a.writtenSession(teacher, "Break", "palmera", 2, 1, "");
        Classroom.Seated t = a.seat(a.code(session, teacher), "Ana");
        String ana = t.cookie(0);
        Classroom.Socket onA = a.socket(t.table(), ana);
        Classroom.Socket onB = b.socket(t.table(), ana);
        // Until it is Ana's turn, the computer moves through B (B heard of her join and cues it).
        JsonNode after = untilHerTurn(onB, timerB);
        timerB.advance(60_000); // cues from before her turn: nothing to do, nothing cued again
        assertEquals(0, timerB.pending());
        do { // her moves through A, until one hands the turn to the computer (a move may give her another)
            JsonNode mine = after;
            int before = mine.get("seq").asInt();
            onA.act(mine.get("view").get("legal").get(0).toString());
            after = onB.view(m -> m.get("seq").asInt() > before); // B caught up with her move
        } while (after.get("view").path("legal").size() > 0);
        // A never moves for the computer; B does, once its standby cue falls due.
        int seen = after.get("seq").asInt();
        Thread.sleep(200);
        assertEquals(seen, dbA.actionLog().lastSeq(t.table()), "nothing moved before B's cue");
        waitForPending(timerB);
        timerB.advance(8_000);
        onB.view(m -> m.get("seq").asInt() > seen);
        assertTrue(dbA.actionLog().lastSeq(t.table()) > seen, "the computer moved through B");
        assertTrue(timerA.pending() > 0, "A had cued its computer players (and never ran them)");
    }

    private static JsonNode untilHerTurn(Classroom.Socket socket, ManualTimer timer) throws Exception {
        for (int i = 0; i < 50; i++) {
            JsonNode now = socket.current();
            if (now.get("view").path("legal").size() > 0) return now;
            waitForPending(timer);
            timer.advance(8_000);
            Thread.sleep(50);
        }
        throw new AssertionError("never Ana's turn: " + socket.current());
    }

    private static void waitForPending(ManualTimer timer) throws InterruptedException {
        for (int i = 0; i < 200 && timer.pending() == 0; i++) Thread.sleep(25);
        if (timer.pending() == 0) throw new AssertionError("no computer move was cued");
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) n++;
        return n;
    }

    private static Classroom.Socket seatSocket(int seat, Classroom.Socket... sockets) throws Exception {
        for (Classroom.Socket s : sockets) if (s.current().get("view").get("you").asInt() == seat) return s;
        throw new AssertionError("nobody at seat " + seat);
    }

    private static void execute(String sql) throws Exception {
        try (Connection c = DriverManager.getConnection(PG); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
