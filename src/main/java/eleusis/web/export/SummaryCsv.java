package eleusis.web.export;

import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.live.LiveTables;
import eleusis.store.ClassSession;
import eleusis.store.Database;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import eleusis.web.Texts;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The session's results per student, {@code /sessions/{id}/summary.csv}, for a teacher to open in a
 * spreadsheet: one row per seat of every Eleusis and Express table (students, and the seats the
 * computer played), with the total points, plays and guesses right and wrong, how many rounds' rules
 * the seat found, and for each round its points and when the rule was found ({@link SessionSummary}).
 *
 * <p>Written for the teacher's spreadsheet: the header in the teacher's language, the cells separated
 * as a spreadsheet of that language expects ({@code ;} in Spanish, French and Italian, where the comma
 * is the decimal mark; {@code ,} in English), UTF-8 with a byte-order mark so that accents survive.
 * Names and table names go through {@link SessionExport#cell}, so none runs as a formula.
 */
record SummaryCsv(Database db, LiveTables games) {
    /** Tells a spreadsheet the file is UTF-8 (Excel on Windows reads it as the local code page otherwise). */
    static final String BOM = "\uFEFF";

    /** The cell separator a spreadsheet in the teacher's language expects. */
    static char delimiter(Texts t) {
        return t.lang().equals("en") ? ',' : ';';
    }

    /** {@code eleusis-session-12-2026-03-02-summary.csv}. */
    static String fileName(ClassSession s) {
        return SessionExport.fileName(s).replace(".csv", "-summary.csv");
    }

    String write(ClassSession session, Texts t) {
        List<SessionTable> tables = db.tables().listBySession(session.id()).stream()
                .filter(x -> Games.find(x.game()).map(GameType::secretRule).orElse(false)).toList();
        Map<Long, SessionSummary> summaries = new HashMap<>();
        int rounds = 1;
        for (SessionTable table : tables) {
            SessionSummary s = SessionSummary.of(games.get(table.id()).stored(), table, db.actionLog().load(table.id()));
            summaries.put(table.id(), s);
            rounds = Math.max(rounds, s.rounds());
        }
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setDelimiter(delimiter(t)).get())) {
            csv.printRecord(header(t, rounds));
            for (SessionTable table : tables) rows(csv, t, table, summaries.get(table.id()), rounds);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return BOM + out;
    }

    private static List<String> header(Texts t, int rounds) {
        List<String> h = new ArrayList<>(List.of(t.get("summary.table"), t.get("summary.seat"), t.get("summary.student"),
                t.get("summary.total"), t.get("summary.playsRight"), t.get("summary.playsWrong"), t.get("summary.guessesRight"),
                t.get("summary.guessesWrong"), t.get("summary.rulesFound")));
        for (int r = 1; r <= rounds; r++) {
            h.add(t.get("summary.round.points", r));
            h.add(t.get("summary.round.foundAtPlay", r));
            h.add(t.get("summary.round.foundAfter", r));
        }
        return h;
    }

    private void rows(CSVPrinter csv, Texts t, SessionTable table, SessionSummary summary, int rounds) throws IOException {
        Map<Integer, String> names = new HashMap<>();
        for (Seat seat : db.seats().list(table.id())) names.put(seat.seat(), seat.playerName());
        for (SessionSummary.Seat s : summary.seats()) {
            String name = names.get(s.seat());
            if (name == null && !s.acted()) continue; // a seat nobody sat at or played
            List<Object> row = new ArrayList<>(List.of(SessionExport.cell(t.tableName(table.name())), s.seat(),
                    SessionExport.cell(name != null ? name : t.get("summary.computer")), s.total(), s.playsRight(),
                    s.playsWrong(), s.guessesRight(), s.guessesWrong(), s.found().size()));
            for (int r = 0; r < rounds; r++) {
                Integer points = s.points().get(r);
                SessionSummary.Found found = s.found().get(r);
                row.add(points == null ? "" : points);
                row.add(found == null ? "" : found.play());
                row.add(found == null ? "" : duration(t, found.after()));
            }
            csv.printRecord(row);
        }
    }

    /** "6 min 20 s": words, so that a spreadsheet does not read it as a time of day. */
    static String duration(Texts t, Duration d) {
        long s = Math.max(0, d.getSeconds());
        return t.get("summary.duration", s / 60, s % 60);
    }
}
