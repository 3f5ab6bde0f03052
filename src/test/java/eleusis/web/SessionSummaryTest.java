package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameType;
import eleusis.game.Viewer;
import eleusis.live.LiveTables;
import java.io.StringReader;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/**
 * Issue 24, "results a teacher can use": {@code /sessions/{id}/summary.csv}, one row per student
 * with each round's points and the total, plays and guesses right and wrong, and when each round's
 * rule was found, in the teacher's language and with the separator their spreadsheet expects; UTF-8
 * with a byte-order mark (read as bytes here), names that look like formulas defused, and only for
 * the session's teacher. The figures are checked against the game's own scoreboard and the export.
 */
class SessionSummaryTest extends ClassroomOnPort {
    private static final String RULE = "card.color != last.color";

    @Test
    void aTwoRoundGameSummedUpPerStudent() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Periodo 3", "express", 2, 2, RULE);
        long table = c.db.tables().listBySession(session).get(0).id();
        Map<Integer, Classroom.Socket> seats = c.joinedBySeat(session, "Lucía", "=Bo");
        // Round 1: Lucía (seat 1) guesses the rule as soon as she may, which ends the round.
        play(seats, 1, RULE);
        assertEquals(302, c.post("/sessions/" + session + "/next-all", teacher).statusCode());
        // Round 2: Bo guesses wrong once he may; then the teacher ends the round, and with it the game.
        play(seats, 2, "card is black");
        assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());
        JsonNode dealer = Classroom.JSON.valueToTree(new LiveTables(c.db).get(table).view(new Viewer.Player(GameType.HOUSE_SEAT)));
        assertTrue(dealer.get("phase").asText().contains("over"), dealer.toString());

        HttpResponse<byte[]> raw = SessionExportTest.bytes(c, "/sessions/" + session + "/summary.csv?lang=es", teacher);
        assertEquals(200, raw.statusCode());
        assertEquals("text/csv; charset=utf-8", raw.headers().firstValue("Content-Type").orElse("").toLowerCase());
        String day = c.db.classSessions().find(session).orElseThrow().createdAt().toString().substring(0, 10);
        assertEquals("attachment; filename=\"eleusis-session-" + session + "-" + day + "-summary.csv\"",
                raw.headers().firstValue("Content-Disposition").orElse(""));
        String text = SessionExportTest.withoutBom(raw).body();
        assertTrue(text.startsWith("Mesa;Puesto;Alumno;Puntos en total;Jugadas correctas;Jugadas incorrectas;"
                + "Conjeturas correctas;Conjeturas incorrectas;Reglas encontradas;Ronda 1: puntos;"
                + "Ronda 1: regla encontrada en la jugada n.º;Ronda 1: regla encontrada al cabo de;Ronda 2: puntos;"), text);
        List<CSVRecord> rows;
        try (CSVParser p = CSVParser.parse(new StringReader(text),
                CSVFormat.RFC4180.builder().setDelimiter(';').setHeader().setSkipHeaderRecord(true).get())) {
            rows = p.getRecords();
        }
        assertEquals(2, rows.size(), text);
        CSVRecord lucia = rows.get(0), bo = rows.get(1);
        assertEquals(List.of("Mesa 1", "1", "Lucía"), List.of(lucia.get("Mesa"), lucia.get("Puesto"), lucia.get("Alumno")));
        assertEquals("'=Bo", bo.get("Alumno"), "a name that looks like a formula is not run as one");

        // The figures, against the game's scoreboard and the export's rows.
        List<CSVRecord> log = export(session, teacher);
        for (CSVRecord row : rows) {
            String seat = row.get("Puesto");
            assertEquals(dealer.get("totals").get(seat).asInt(), Integer.parseInt(row.get("Puntos en total")), row.toString());
            assertEquals(Integer.parseInt(row.get("Puntos en total")),
                    Integer.parseInt(row.get("Ronda 1: puntos")) + Integer.parseInt(row.get("Ronda 2: puntos")), "the rounds add up");
            assertEquals(count(log, seat, "play", "right"), Integer.parseInt(row.get("Jugadas correctas")), row.toString());
            assertEquals(count(log, seat, "play", "wrong"), Integer.parseInt(row.get("Jugadas incorrectas")), row.toString());
        }
        assertEquals(List.of("1", "0"), List.of(lucia.get("Conjeturas correctas"), lucia.get("Conjeturas incorrectas")));
        assertEquals(List.of("0", "1"), List.of(bo.get("Conjeturas correctas"), bo.get("Conjeturas incorrectas")));
        assertEquals(List.of("1", "0"), List.of(lucia.get("Reglas encontradas"), bo.get("Reglas encontradas")));
        // Lucía found round 1's rule at the play the table had made when she guessed, so many seconds in.
        long playsBefore = log.stream().takeWhile(r -> !r.get("kind").equals("guess"))
                .filter(r -> r.get("kind").equals("play") && r.get("round").equals("1")).count();
        assertEquals(Long.toString(playsBefore), lucia.get("Ronda 1: regla encontrada en la jugada n.º"));
        assertTrue(lucia.get("Ronda 1: regla encontrada al cabo de").matches("0 min \\d{1,2} s"), lucia.toString());
        assertEquals("", lucia.get("Ronda 2: regla encontrada en la jugada n.º"), "nobody found round 2's rule");
        assertEquals("", bo.get("Ronda 1: regla encontrada al cabo de"));
        // Express scores a round as the cards gone from the hand (a right play, as a wrong one draws a card
        // for the one it cost), and 4 more for the student who guessed the rule.
        assertEquals(rightPlays(log, "1", "1") + 4, Integer.parseInt(lucia.get("Ronda 1: puntos")), lucia.toString());
        assertEquals(rightPlays(log, "2", "1"), Integer.parseInt(bo.get("Ronda 1: puntos")), bo.toString());

        // In English: commas, as an English spreadsheet expects, and the same figures.
        String english = SessionExportTest.withoutBom(SessionExportTest.bytes(c, "/sessions/" + session + "/summary.csv?lang=en", teacher)).body();
        assertTrue(english.startsWith("Table,Seat,Student,Total points,Plays right,Plays wrong,Guesses right,Guesses wrong,"
                + "Rules found,Round 1: points,Round 1: rule found at play no.,Round 1: rule found after,Round 2: points,"), english);
        assertTrue(english.contains("\r\nTable 1,1,Lucía," + lucia.get("Puntos en total") + ","), english);

        // The console links it; nobody else gets it.
        assertTrue(c.get("/sessions/" + session, teacher).body().contains("href=\"/sessions/" + session + "/summary.csv\" download>"));
        HttpResponse<String> theirs = c.get("/sessions/" + session + "/summary.csv", c.teacher("other@school.example"));
        assertEquals(404, theirs.statusCode());
        assertFalse(theirs.body().contains("Lucía"));
        assertEquals(302, c.get("/sessions/" + session + "/summary.csv", null).statusCode(), "sent to sign in");
    }

    /** In Eleusis a round's rule is found by the prophet still standing when it ends, found when declared. */
    @Test
    void inEleusisTheProphetStillStandingFoundTheRule() throws Exception {
        String teacher = c.teacher("rivera@school.example");
        long session = c.writtenSession(teacher, "Period 4", "eleusis", 3, 1, RULE);
        long table = c.db.tables().listBySession(session).get(0).id();
        Map<Integer, Classroom.Socket> seats = c.joinedBySeat(session, "Ana", "Bo", "Cy");
        int prophet = -1;
        for (int step = 0; step < 300 && prophet < 0; step++) {
            int turn = seats.get(1).settled().get("view").get("waitingFor").get(0).asInt();
            Classroom.Socket s = seats.get(turn);
            JsonNode mine = s.settled().get("view");
            String allowed = mine.get("allowed").toString();
            if (allowed.contains("declare_prophet")) {
                act(s, "{\"kind\":\"declare_prophet\"}");
                prophet = turn;
            } else if (allowed.contains("end_turn")) {
                act(s, "{\"kind\":\"end_turn\"}");
            } else {
                act(s, "{\"kind\":\"play\",\"cards\":[" + mine.get("hand").get(0).get("id").asInt() + "]}");
            }
        }
        assertTrue(prophet > 0, "someone became the prophet");
        assertEquals(302, c.post("/tables/" + table + "/end-round", teacher).statusCode());

        List<CSVRecord> log = export(session, teacher);
        long playsBefore = log.stream().takeWhile(r -> !r.get("kind").equals("declare_prophet"))
                .filter(r -> r.get("kind").equals("play")).count();
        String text = SessionExportTest.withoutBom(SessionExportTest.bytes(c, "/sessions/" + session + "/summary.csv?lang=fr", teacher)).body();
        try (CSVParser p = CSVParser.parse(new StringReader(text),
                CSVFormat.RFC4180.builder().setDelimiter(';').setHeader().setSkipHeaderRecord(true).get())) {
            List<CSVRecord> rows = p.getRecords();
            assertEquals(3, rows.size(), text);
            for (CSVRecord row : rows) {
                boolean isProphet = row.get("Place").equals(Integer.toString(prophet));
                assertEquals(isProphet ? "1" : "0", row.get("Règles trouvées"), row.toString());
                assertEquals(isProphet ? Long.toString(playsBefore) : "", row.get("Manche 1 : règle trouvée au coup n°"), row.toString());
                assertEquals("0", row.get("Propositions justes"), "no guesses in Eleusis");
            }
        }
    }

    /**
     * Plays round {@code round} until the student at seat {@code round} may guess, and guesses
     * {@code guess}; the other student plays their first card, or ends their turn after a right one.
     */
    private void play(Map<Integer, Classroom.Socket> seats, int round, String guess) throws Exception {
        for (int step = 0; step < 300; step++) {
            JsonNode view = seats.get(1).settled().get("view");
            if (view.get("round").asInt() != round - 1 || view.get("waitingFor").isEmpty()) break;
            int turn = view.get("waitingFor").get(0).asInt();
            Classroom.Socket s = seats.get(turn);
            JsonNode mine = s.settled().get("view");
            String allowed = mine.get("allowed").toString();
            if (turn == round && allowed.contains("\"guess\"")) {
                act(s, Classroom.JSON.writeValueAsString(Map.of("kind", "guess", "text", guess)));
                return;
            }
            if (allowed.contains("end_turn")) act(s, "{\"kind\":\"end_turn\"}");
            else act(s, "{\"kind\":\"play\",\"card\":" + mine.get("hand").get(0).get("id").asInt() + "}");
        }
        throw new AssertionError("seat " + round + " never had a guess to make in round " + round);
    }

    private static void act(Classroom.Socket s, String action) throws Exception {
        int before = s.current().get("seq").asInt();
        s.act(action);
        s.view(m -> m.get("seq").asInt() > before);
    }

    private List<CSVRecord> export(long session, String teacher) throws Exception {
        String text = SessionExportTest.withoutBom(SessionExportTest.bytes(c, "/sessions/" + session + "/export.csv", teacher)).body();
        try (CSVParser p = CSVParser.parse(new StringReader(text), CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get())) {
            return new ArrayList<>(p.getRecords());
        }
    }

    private static long rightPlays(List<CSVRecord> log, String seat, String round) {
        return log.stream().filter(r -> r.get("seat").equals(seat) && r.get("kind").equals("play")
                && r.get("verdict").equals("right") && r.get("round").equals(round)).count();
    }

    private static long count(List<CSVRecord> log, String seat, String kind, String verdict) {
        return log.stream().filter(r -> r.get("seat").equals(seat) && r.get("kind").equals(kind) && r.get("verdict").equals(verdict)).count();
    }
}
