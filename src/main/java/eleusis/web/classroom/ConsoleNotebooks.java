package eleusis.web.classroom;

import eleusis.analysis.Consistency;
import eleusis.analysis.Evidence;
import eleusis.cards.Card;
import eleusis.game.EvidenceView;
import eleusis.game.GameView;
import eleusis.game.RuleGame;
import eleusis.game.Viewer;
import eleusis.live.LiveTable;
import eleusis.live.LiveTables;
import eleusis.rules.RuleResult;
import eleusis.store.Database;
import eleusis.store.NotebookEntry;
import eleusis.store.Seat;
import eleusis.web.Texts;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The students' notebooks as the teacher's console shows them during play: for each student, their
 * newest hypotheses of the round in play, each standing or refuted (and by which play), checked against
 * the cards on the table (what every seat sees: the mainline and the refused plays). Only the teacher's
 * console reads this; no student's screen or socket is ever sent another's notebook.
 *
 * <p>The work is bounded whatever the class writes: {@link #SHOWN} hypotheses a student are checked, and
 * a table's check is kept until a move, a new hypothesis or a change of seat makes it stale, so a console
 * that polls every table every few seconds costs one small query a table while nothing changes.
 */
public final class ConsoleNotebooks {
    /** Hypotheses shown (and checked) per student: their newest. */
    static final int SHOWN = 3;
    /** A hypothesis is cut to this many characters on the console (the debrief has it whole). */
    static final int LONGEST = 140;
    /** Tables whose checked notebooks are kept: a school's worth of consoles. */
    static final int TABLES_KEPT = 256;

    private final Database db;
    private final LiveTables games;
    private final Function<String, RuleResult> compile;
    /** Each table's notebooks as last checked, with what they were checked against. */
    private final Map<Long, Checked> kept = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Checked> eldest) {
            return size() > TABLES_KEPT;
        }
    });

    /** What a table's check depends on: the game's moment, the newest hypothesis, who holds each seat, the language. */
    private record Key(int actions, long newest, List<String> seats, String lang) {}

    private record Checked(Key key, Map<Integer, ClassroomPages.SeatNotebook> notebooks) {}

    /** @param compile a hypothesis compiled, from a cache shared with the students' own checks ({@link eleusis.web.play.NotebookChecks}) */
    public ConsoleNotebooks(Database db, LiveTables games, Function<String, RuleResult> compile) {
        this.db = db;
        this.games = games;
        this.compile = compile;
    }

    /**
     * The notebooks of the table's seated students, by seat: each holds only what its student wrote since
     * they took the seat (a seat freed and taken again is a new student's). Empty for an extra mode.
     */
    Map<Integer, ClassroomPages.SeatNotebook> of(long tableId, List<Seat> seats, Texts texts) {
        LiveTable<?, ?> game = games.get(tableId);
        if (!game.type().secretRule()) return Map.of();
        long newest = db.notebooks().newest(tableId);
        Key key = new Key(game.actions(), newest, seats.stream().map(s -> s.seat() + "@" + s.joinedAt()).toList(), texts.lang());
        Checked known = kept.get(tableId);
        if (known != null && known.key().equals(key)) return known.notebooks();
        Map<Integer, ClassroomPages.SeatNotebook> fresh = check(tableId, game, seats, texts);
        kept.put(tableId, new Checked(key, fresh));
        return fresh;
    }

    private record Moment(GameView view, List<Integer> roundStarts) {}

    private Map<Integer, ClassroomPages.SeatNotebook> check(long tableId, LiveTable<?, ?> game, List<Seat> seats, Texts texts) {
        Moment now = game.read(g -> new Moment(g.view(new Viewer.Spectator()),
                g instanceof RuleGame r ? List.copyOf(r.roundStarts()) : List.of()));
        if (!(now.view() instanceof EvidenceView table)) return Map.of();
        int roundStart = now.roundStarts().isEmpty() ? 0 : now.roundStarts().get(now.roundStarts().size() - 1);
        Map<Integer, List<NotebookEntry>> bySeat = db.notebooks().listTableSince(tableId, roundStart).stream()
                .collect(Collectors.groupingBy(NotebookEntry::seat));
        List<Evidence.Observation> evidence = table.evidence();
        Map<Integer, ClassroomPages.SeatNotebook> out = new LinkedHashMap<>();
        for (Seat seat : seats) {
            // Written since this student took the seat: a seat freed and taken again does not pass its notebook on.
            List<NotebookEntry> theirs = bySeat.getOrDefault(seat.seat(), List.of()).stream()
                    .filter(e -> !e.createdAt().isBefore(seat.joinedAt())).toList();
            List<ClassroomPages.Hypothesis> shown = new ArrayList<>();
            for (int i = theirs.size() - 1; i >= 0 && shown.size() < SHOWN; i--) {
                shown.add(hypothesis(theirs.get(i).hypothesis(), evidence, texts));
            }
            out.put(seat.seat(), new ClassroomPages.SeatNotebook(List.copyOf(shown), theirs.size()));
        }
        return Map.copyOf(out);
    }

    private ClassroomPages.Hypothesis hypothesis(String written, List<Evidence.Observation> evidence, Texts texts) {
        String text = oneLine(written);
        RuleResult r = compile.apply(written);
        if (!r.ok()) return new ClassroomPages.Hypothesis(text, "", ClassroomPages.HypothesisState.NOT_A_RULE, "");
        String reading = r.rule().reading(texts.lang());
        List<Consistency.Contradiction> against = Consistency.check(r.rule(), evidence);
        if (against.isEmpty()) return new ClassroomPages.Hypothesis(text, reading, ClassroomPages.HypothesisState.STANDING, "");
        return new ClassroomPages.Hypothesis(text, reading, ClassroomPages.HypothesisState.REFUTED,
                refutedBy(texts, against.get(0).observation()));
    }

    /** "7H after 5S was refused": the play that refutes the hypothesis first, after the card it followed. */
    static String refutedBy(Texts texts, Evidence.Observation o) {
        String cards = cards(o.cards());
        if (o.mainline().isEmpty()) {
            return o.accepted() ? texts.get("console.notebook.refuted.acceptedStarter", cards)
                    : texts.get("console.notebook.refuted.refusedStarter", cards);
        }
        String after = cards(o.mainline().subList(o.mainline().size() - 1, o.mainline().size()));
        return o.accepted() ? texts.get("console.notebook.refuted.accepted", cards, after)
                : texts.get("console.notebook.refuted.refused", cards, after);
    }

    /** Cards as the notebook's messages name them. */
    private static String cards(List<Card> cards) {
        return cards.stream().map(Card::notation).collect(Collectors.joining(" "));
    }

    /** A hypothesis on one line, cut to {@link #LONGEST} characters. */
    static String oneLine(String written) {
        String line = written.strip().replaceAll("\\s+", " ");
        if (line.length() <= LONGEST) return line;
        int end = LONGEST - 1;
        if (Character.isHighSurrogate(line.charAt(end - 1))) end--; // never half a character
        return line.substring(0, end) + "…";
    }
}
