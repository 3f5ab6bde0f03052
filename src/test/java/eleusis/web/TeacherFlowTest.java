package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The teacher's flow of issue 12: sessions as the landing page and in the header, one form that
 * makes the tables a class needs, a lobby that holds play until Start, controls for every table at
 * once, and confirmations on what cannot be taken back.
 */
class TeacherFlowTest {
    private static final String RULE = "card.color != last.color";
    @TempDir
    Path data;
    private ManualTimer timer;
    private Classroom c;

    @BeforeEach
    void start() {
        timer = new ManualTimer();
        c = new Classroom(data, timer);
    }

    @AfterEach
    void stop() {
        c.close();
    }

    @Test
    void signingInLandsOnTheClassSessionsWhichTheHeaderLinksEverywhere() throws Exception {
        HttpResponse<String> up = c.post("/signup", null, "email", "ada@school.example", "name", "Ada", "password", "correct horse battery");
        assertEquals("/sessions", up.headers().firstValue("Location").orElseThrow());
        HttpResponse<String> in = c.post("/signin", null, "email", "ada@school.example", "password", "correct horse battery");
        assertEquals("/sessions", in.headers().firstValue("Location").orElseThrow());
        for (String page : List.of("/", "/rules", "/sessions")) {
            assertTrue(c.get(page, Classroom.cookie(in)).body().contains("<a href=\"/sessions\">Class sessions</a>"), page);
        }
    }

    @Test
    void theClassSizeMakesTheTablesAndJoinsFillThemEvenly() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 6, 2, RULE, "classSize", "27");
        assertEquals(5, c.db.tables().listBySession(session).size(), "27 students at 6 a table: 5 tables");
        Map<Long, Integer> seated = new HashMap<>();
        for (int i = 0; i < 27; i++) {
            long[] t = new long[1];
            c.join(c.code(session), "Student " + i, t);
            seated.merge(t[0], 1, Integer::sum);
        }
        assertEquals(5, seated.size());
        assertTrue(seated.values().stream().allMatch(n -> n == 5 || n == 6), seated.toString());

        HttpResponse<String> bad = c.post("/sessions", teacher, "title", "Too many", "game", "express", "students", "6",
                "rounds", "2", "choice", "written", "rule", RULE, "classSize", "600");
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("the number of students in the class must be a number from 1 to 60"), bad.body());
        assertEquals(1, c.db.classSessions().listByTeacher(c.db.classSessions().find(session).orElseThrow().teacherId()).size(),
                "nothing was made");
    }

    @Test
    void aLobbyHoldsPlayUntilTheTeacherPressesStart() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, RULE, "lobby", "on");
        Classroom.Seated t = c.seat(c.code(session), "Ana", "Bo");
        String ana = t.cookie(0), bo = t.cookie(1);
        String console = c.get("/sessions/" + session, teacher).body();
        assertTrue(console.contains("2 students have joined"), console);
        assertTrue(console.contains("action=\"/sessions/" + session + "/start\""), console);
        // The tables say they wait for Start, not that someone is playing (the console polls /status too).
        assertTrue(console.contains("lobby · waiting for you to press Start"), console);
        assertTrue(c.get("/tables/" + t.table() + "/status", teacher).body().contains("lobby · waiting for you to press Start"));

        Classroom.Socket anaSocket = c.socket(t.table(), ana);
        Classroom.Socket boSocket = c.socket(t.table(), bo);
        JsonNode first = anaSocket.view(m -> m.get("names").size() == 2);
        assertTrue(first.get("lobby").asBoolean(), "the students see they wait for Start");
        Classroom.Socket mover = first.get("view").get("waitingFor").get(0).asInt() == first.get("view").get("you").asInt()
                ? anaSocket : boSocket;
        mover.act("{\"kind\":\"end_turn\"}");
        assertEquals("not_started", mover.next("refused").get("reason").asText());
        assertEquals(0, c.db.actionLog().lastSeq(t.table()));

        assertEquals(302, c.post("/sessions/" + session + "/start", teacher).statusCode());
        for (Classroom.Socket s : List.of(anaSocket, boSocket)) s.view(m -> !m.get("lobby").asBoolean());
        JsonNode v = mover.current().get("view");
        mover.act("{\"kind\":\"play\",\"card\":" + v.get("hand").get(0).get("id").asInt() + "}");
        mover.view(m -> m.get("seq").asInt() == 1);
        assertFalse(c.get("/sessions/" + session, teacher).body().contains("/start\""), "no Start once started");
        // Started: the table says its game's phase (playing, or after a right play the mover's choice), no longer the lobby.
        String started = c.get("/tables/" + t.table() + "/status", teacher).body();
        assertFalse(started.contains("lobby"), started);
        assertTrue(started.contains(" · waiting for " + (mover == anaSocket ? "Ana" : "Bo")) || started.contains("playing · waiting for"), started);
    }

    @Test
    void theComputerWaitsInTheLobbyToo() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Break", "palmera", 2, 1, "", "lobby", "on");
        Classroom.Seated t = c.seat(c.code(session), "Ana");
        String ana = t.cookie(0);
        Classroom.Socket s = c.socket(t.table(), ana);
        timer.advance(60_000);
        assertEquals(0, c.db.actionLog().lastSeq(t.table()), "nobody moved in the lobby");
        assertTrue(s.current().get("lobby").asBoolean());
        c.post("/sessions/" + session + "/start", teacher);
        JsonNode now = s.view(m -> !m.get("lobby").asBoolean());
        // While it is Ana's turn she moves (a move may give her another); then it is the computer's.
        for (int k = 0; k < 20 && now.get("view").path("legal").size() > 0; k++) {
            int seq = now.get("seq").asInt();
            s.act(now.get("view").get("legal").get(0).toString());
            now = s.view(m -> m.get("seq").asInt() > seq);
        }
        int played = now.get("seq").asInt();
        for (int i = 0; i < 10 && c.db.actionLog().lastSeq(t.table()) == played; i++) timer.advance(10_000);
        assertTrue(c.db.actionLog().lastSeq(t.table()) > played, "the computer moved once the class started");
    }

    @Test
    void pauseRevealAndNextRoundForEveryTableAtOnce() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 3, RULE, "classSize", "4");
        List<Long> tables = c.db.tables().listBySession(session).stream().map(x -> x.id()).toList();
        assertEquals(2, tables.size());

        assertEquals(302, c.post("/sessions/" + session + "/pause-all", teacher).statusCode());
        for (long id : tables) assertTrue(c.db.tables().find(id).orElseThrow().paused());
        assertEquals(302, c.post("/sessions/" + session + "/resume-all", teacher).statusCode());
        for (long id : tables) assertFalse(c.db.tables().find(id).orElseThrow().paused());

        assertEquals(302, c.post("/sessions/" + session + "/reveal-all", teacher).statusCode());
        for (long id : tables) assertEquals(Integer.valueOf(0), c.db.tables().find(id).orElseThrow().revealedRound());
        assertEquals(302, c.post("/sessions/" + session + "/hide-all", teacher).statusCode());
        for (long id : tables) assertEquals(null, c.db.tables().find(id).orElseThrow().revealedRound());

        // The first table's round ends; "next round at every table" deals there only.
        assertEquals(302, c.post("/tables/" + tables.get(0) + "/end-round", teacher).statusCode());
        int before0 = c.db.actionLog().lastSeq(tables.get(0));
        int before1 = c.db.actionLog().lastSeq(tables.get(1));
        assertEquals(302, c.post("/sessions/" + session + "/next-all", teacher).statusCode());
        assertEquals(before0 + 1, c.db.actionLog().lastSeq(tables.get(0)), "the finished round's table got its next round");
        assertEquals(before1, c.db.actionLog().lastSeq(tables.get(1)), "the table still playing was left alone");
        assertTrue(c.db.actionLog().load(tables.get(0)).get(before0).actionJson().contains(RULE), "with the same rule");

        // Another teacher can do none of it.
        String other = c.teacher("other@school.example");
        assertEquals(404, c.post("/sessions/" + session + "/pause-all", other).statusCode());
        assertFalse(c.db.tables().find(tables.get(0)).orElseThrow().paused());
    }

    @Test
    void whatCannotBeTakenBackAsksFirst() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 3, RULE);
        Classroom.Seated t = c.seat(c.code(session), "Ana");
        String console = c.get("/sessions/" + session, teacher).body();
        // Each question says what will really happen (issue 24; ConsoleStagesTest asks them in every stage).
        assertTrue(console.contains("data-confirm=\"End the round at Table 1? Nobody can play or guess in it any more; the points "
                + "are counted as they stand, and you deal the next round.\""), console);
        assertTrue(console.contains("data-confirm=\"Free Ana’s seat? Their screen goes back to the join page; the seat keeps its "
                + "cards for the next student who joins, and the table waits for it at its turn.\""), console);
        assertTrue(console.contains("data-confirm=\"Show the secret rule of the table on the students’ screens and the projector? "
                + "1 table is still playing: the rule gives their round away.\""), console);
        String list = c.get("/sessions", teacher).body();
        assertTrue(list.contains("<time datetime=\""), list);
        assertTrue(list.contains("started"), list);
    }

    @Test
    void aSecondStudentWithTheSameNameIsAskedToAddAnInitial() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 3, 2, RULE, "classSize", "6");
        c.join(c.code(session), "Ana", null);
        HttpResponse<String> again = c.post("/join", null, "code", c.code(session), "name", " ana ");
        assertEquals(409, again.statusCode());
        assertTrue(again.body().contains("someone in this class is already called “Ana”: add an initial (like “Ana B.”)"), again.body());
        assertTrue(again.headers().allValues("Set-Cookie").isEmpty(), "no seat was given");
        assertEquals(302, c.post("/join", null, "code", c.code(session), "name", "Ana B.").statusCode());
    }

    /** The examples in the guess and notebook boxes must not give a library rule away. */
    @Test
    void theBoxesExamplesAreNoLibraryRule() throws Exception {
        // The student's guess and notebook boxes, the workshop's rule box and the teacher's rule box:
        // an example there must never be a rule a teacher may pick from the library.
        StringBuilder page = new StringBuilder();
        for (String file : List.of("pages/table.jte", "pages/workshop.jte", "partials/rule-choice.jte")) {
            page.append(java.nio.file.Files.readString(java.nio.file.Path.of("src/main/jte", file)));
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<textarea id=\"[^\"]*(?:guess|note|rule)\"[^>]*placeholder=\"([^\"]+)\"").matcher(page);
        int examples = 0;
        while (m.find()) {
            eleusis.rules.Rule example = eleusis.rules.Rule.compile(m.group(1)).rule();
            assertTrue(example != null, "a placeholder that is not a rule: " + m.group(1));
            examples++;
            for (var lib : eleusis.library.RuleLibrary.loadResources().rules()) {
                eleusis.rules.Rule rule = eleusis.rules.Rule.compile(lib.rule()).rule();
                assertFalse(eleusis.analysis.Equivalence.decide(example, rule).equivalent(),
                        "the placeholder " + m.group(1) + " is the library's rule " + lib.name());
            }
        }
        assertEquals(4, examples);
    }

    @Test
    void everyPageHasASkipLinkAndAFavicon() throws Exception {
        for (String page : List.of("/", "/rules", "/join", "/signin")) {
            String body = c.get(page, null).body();
            assertTrue(body.contains("<a class=\"skip\" href=\"#main\">Skip to the content</a>"), page);
            assertTrue(body.contains("<main id=\"main\""), page);
            assertTrue(body.contains("href=\"/public/favicon.svg\""), page);
        }
        HttpResponse<String> icon = c.get("/public/favicon.svg", null);
        assertEquals(200, icon.statusCode());
        assertTrue(icon.body().startsWith("<svg"));
    }

    /** A guess in words waits for the teacher, who judges it on the console without the dealer's screen. */
    @Test
    void aGuessInWordsIsJudgedOnTheConsole() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, "card is red or card is black");
        Classroom.Seated t = c.seat(c.code(session), "Ana", "Bo");
        String anaCookie = t.cookie(0), boCookie = t.cookie(1);
        Classroom.Socket[] both = {c.socket(t.table(), anaCookie), c.socket(t.table(), boCookie)};
        // Every card is right under this rule: whoever moves first plays, then guesses in words.
        JsonNode v = both[0].current().get("view");
        Classroom.Socket mover = v.get("waitingFor").get(0).asInt() == v.get("you").asInt() ? both[0] : both[1];
        JsonNode mine = mover.current().get("view");
        mover.act("{\"kind\":\"play\",\"card\":" + mine.get("hand").get(0).get("id").asInt() + "}");
        mover.view(m -> m.get("seq").asInt() == 1);
        mover.act("{\"kind\":\"guess\",\"text\":\"any card at all\",\"inWords\":true}");
        mover.view(m -> m.get("view").get("phase").asText().equals("guess_verdict"));
        String status = c.get("/tables/" + t.table() + "/status", teacher).body();
        assertTrue(status.contains("<q>any card at all</q>"), status);
        assertTrue(status.contains("action=\"/tables/" + t.table() + "/verdict/right\""), status);
        assertEquals(302, c.post("/tables/" + t.table() + "/verdict/right", teacher).statusCode());
        mover.view(m -> m.get("view").get("phase").asText().equals("round_over"));
        assertFalse(c.get("/tables/" + t.table() + "/status", teacher).body().contains("<q>"), "nothing left to judge");
    }

    /** A student on a new device asks for their seat by name; the teacher gives it in one click, or declines. */
    @Test
    void aReturningStudentGetsTheirSeatBackWhenTheTeacherApproves() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, RULE);
        Classroom.Seated t = c.seat(c.code(session), "Ana");
        String laptop = t.cookie(0);
        Classroom.Socket old = c.socket(t.table(), laptop);
        int seat = old.current().get("view").get("you").asInt();

        HttpResponse<String> again = c.post("/join", null, "code", c.code(session), "name", "Ana");
        assertEquals(409, again.statusCode());
        assertTrue(again.body().contains("action=\"/join/reclaim\""), again.body());
        HttpResponse<String> asked = c.post("/join/reclaim", null, "code", c.code(session), "name", "ana");
        assertEquals("/join/wait?table=" + t.table(), asked.headers().firstValue("Location").orElseThrow());
        String phone = Classroom.cookie(asked);
        assertEquals(302, c.get("/play/" + t.table(), phone).statusCode(), "no seat before the teacher says so");
        HttpResponse<String> waiting = c.get("/join/wait?table=" + t.table(), phone);
        assertEquals(200, waiting.statusCode());
        assertTrue(waiting.body().contains("s seat to this device"), waiting.body());
        assertTrue(waiting.body().contains("Ana"), waiting.body());

        assertTrue(c.get("/join/wait?json=1&table=" + t.table(), phone).body().contains("\"waiting\""));
        String status = c.get("/tables/" + t.table() + "/status", teacher).body();
        assertTrue(status.contains("Ana asks for their seat from another device."), status);
        assertEquals(404, c.post("/tables/" + t.table() + "/seats/" + seat + "/approve", c.teacher("other@school.example")).statusCode());
        assertEquals(302, c.post("/tables/" + t.table() + "/seats/" + seat + "/approve", teacher).statusCode());

        old.next("removed"); // the laptop no longer holds the seat
        assertTrue(c.get("/join/wait?json=1&table=" + t.table(), phone).body().contains("\"approved\""));
        assertEquals("/play/" + t.table(), c.get("/join/wait?table=" + t.table(), phone).headers().firstValue("Location").orElseThrow());
        assertEquals(200, c.get("/play/" + t.table(), phone).statusCode());
        assertEquals(seat, c.socket(t.table(), phone).current().get("view").get("you").asInt(), "the same seat, its cards and points");
        assertEquals(302, c.get("/play/" + t.table(), laptop).statusCode());
        assertFalse(c.get("/tables/" + t.table() + "/status", teacher).body().contains("asks for their seat"));

        // Asked again and declined: nothing changes, and the asking device is told.
        String tablet = Classroom.cookie(c.post("/join/reclaim", null, "code", c.code(session), "name", "Ana"));
        assertEquals(302, c.post("/tables/" + t.table() + "/seats/" + seat + "/decline", teacher).statusCode());
        assertTrue(c.get("/join/wait?table=" + t.table(), tablet).body().contains("did not give the seat"));
        assertEquals(200, c.get("/play/" + t.table(), phone).statusCode(), "the phone keeps the seat");
        assertEquals(404, c.post("/join/reclaim", null, "code", c.code(session), "name", "Nobody").statusCode());
    }

    /** An archived session leaves the list of running ones, keeps its console, and takes no new students. */
    @Test
    void anArchivedSessionIsKeptButClosedToJoins() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 3", "express", 2, 2, RULE);
        assertTrue(c.get("/sessions/" + session, teacher).body().contains("action=\"/sessions/" + session + "/archive\""));
        assertEquals("/sessions", c.post("/sessions/" + session + "/archive", teacher).headers().firstValue("Location").orElseThrow());
        String list = c.get("/sessions", teacher).body();
        assertTrue(list.contains("Archived sessions (1)"), list);
        assertFalse(list.contains("Your sessions"), "no running session is listed");
        HttpResponse<String> late = c.post("/join", null, "code", c.code(session), "name", "Late");
        assertEquals(410, late.statusCode());
        assertTrue(late.body().contains("this class has ended"), late.body());
        assertEquals(200, c.get("/sessions/" + session, teacher).statusCode(), "kept for review");
        c.post("/sessions/" + session + "/reopen", teacher);
        assertEquals(302, c.post("/join", null, "code", c.code(session), "name", "Late").statusCode());
    }
}
