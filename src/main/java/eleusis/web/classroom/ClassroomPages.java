package eleusis.web.classroom;

import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.store.ClassSession;
import eleusis.store.SessionTable;
import eleusis.web.RuleChoice;
import eleusis.web.lessons.LessonPanel;
import eleusis.web.lessons.Lessons;
import java.util.List;

/** The typed pages of the classroom. */
public final class ClassroomPages {
    private ClassroomPages() {}

    /** What the teacher filled in for a table (kept when the form comes back with an error). */
    /** @param computers who plays the empty seats of an Eleusis or Express table: a {@link eleusis.store.ComputerKind} id */
    public record TableForm(String title, String game, int students, int rounds, String choice, String rule, String computers) {
        /** The machine scientist plays the empty seats unless the teacher says otherwise: a table never waits for an absent student. */
        public static final TableForm BLANK = new TableForm("", "express", 4, 3, RuleChoice.WRITTEN, "", eleusis.store.ComputerKind.SCIENTIST.id());

        /** The same form for a table of this many students (a balanced class's tables differ by one). */
        TableForm withStudents(int count) {
            return new TableForm(title, game, count, rounds, choice, rule, computers);
        }

        /** A form where nobody plays the empty seats (the table waits for students). */
        public TableForm(String title, String game, int students, int rounds, String choice, String rule) {
            this(title, game, students, rounds, choice, rule, eleusis.store.ComputerKind.NONE.id());
        }
    }

    /** A teacher's sessions, and the form to start one; {@code error} from the last attempt or null. */
    public record Sessions(String teacher, List<ClassSession> sessions, String error, TableForm form,
                           List<RuleChoice.Group> options, List<Lessons.Option> lessons, String lesson) {
        public Sessions(String teacher, List<ClassSession> sessions, String error, TableForm form,
                        List<RuleChoice.Group> options) {
            this(teacher, sessions, error, form, options, List.of(), "");
        }
    }

    /**
     * One session for its teacher: the join code, link and QR code, each table with its controls; with
     * a lesson, its panel and, by table id, the lesson's rule for the table's next round.
     */
    public record Session(ClassSession session, String joinLink, List<TableInfo> tables, List<RuleChoice.Group> options,
                          String error, TableForm form, LessonPanel lesson, List<Lessons.Option> lessons,
                          java.util.Map<Long, String> nextLessonRules, ConsoleStage stage) {
        public Session(ClassSession session, String joinLink, List<TableInfo> tables, List<RuleChoice.Group> options,
                       String error, TableForm form) {
            this(session, joinLink, tables, options, error, form, null, List.of(), java.util.Map.of(),
                    ConsoleStage.of(session, tables, java.util.Map.of()));
        }

        /** The lesson's rule for the table's next round, or null (no lesson, or past its last round). */
        public String nextLessonRule(long tableId) {
            return nextLessonRules.get(tableId);
        }
    }

    /**
     * A table as the teacher's console shows it; {@code notebooks}, by seat, the students' hypotheses of
     * the round in play ({@link ConsoleNotebooks}), for the console only.
     */
    public record TableInfo(SessionTable table, int students, int round, int rounds, String phase, String rule,
                            String reading, boolean byHand, boolean over, List<SeatInfo> seats, String waitingFor,
                            String guessInWords, List<SeatInfo> asking, java.util.Map<Integer, SeatNotebook> notebooks) {
        public TableInfo(SessionTable table, int students, int round, int rounds, String phase, String rule,
                         String reading, boolean byHand, boolean over, List<SeatInfo> seats, String waitingFor,
                         String guessInWords, List<SeatInfo> asking) {
            this(table, students, round, rounds, phase, rule, reading, byHand, over, seats, waitingFor, guessInWords, asking,
                    java.util.Map.of());
        }

        /** The seat's notebook on the console, or null (an extra mode, an empty seat). */
        public SeatNotebook notebook(int seat) {
            return notebooks.get(seat);
        }

        /** Whether the round is the game's last: ending it ends the game. */
        public boolean lastRound() {
            return rounds > 0 && round + 1 >= rounds;
        }
        public boolean revealed() {
            return table.revealedRound() != null && table.revealedRound() == round;
        }

        public int free() {
            return students - seats.size();
        }

        /** An extra mode: no secret rule, no dealer, computer players in the empty seats. */
        public boolean extra() {
            return ClassroomPages.extra(table);
        }
    }

    /** Whether the table plays an extra mode (no secret rule to reveal or hide). */
    static boolean extra(SessionTable table) {
        return Games.find(table.game()).map(g -> !g.secretRule()).orElse(false);
    }

    /**
     * A student's notebook as the teacher's console shows it during play: their newest hypotheses of the
     * round in play, newest first, and how many they wrote in the round.
     */
    public record SeatNotebook(List<Hypothesis> shown, int written) {
        /** Hypotheses of the round not shown (older than those shown). */
        public int more() {
            return written - shown.size();
        }
    }

    /** What a hypothesis is now, against the cards on the table. */
    public enum HypothesisState { STANDING, REFUTED, NOT_A_RULE }

    /**
     * One hypothesis on the console: as written ({@code text}, cut to a line), its reading in the teacher's
     * language (empty when it is not a rule), and, refuted, by which play.
     */
    public record Hypothesis(String text, String reading, HypothesisState state, String why) {
        public boolean standing() { return state == HypothesisState.STANDING; }

        public boolean refuted() { return state == HypothesisState.REFUTED; }
    }

    /** A student's seat: who, how many cards, whether their browser is connected, when last heard from. */
    public record SeatInfo(int seat, String name, Integer handSize, int points, boolean connected, String lastSeen) {}

    /** The student's join form. */
    public record Join(String code, String name, String error, boolean mayReclaim) {
        public Join(String code, String name, String error) {
            this(code, name, error, false);
        }
    }

    /** A student waiting for the teacher to give their seat back; {@code declined} once the teacher said no. */
    public record SeatWait(long tableId, String name, boolean declined) {}

    /** Eleusis and Express have their own table page; the extra modes share the board page. */
    static String page(SessionTable table) {
        return Games.find(table.game()).map(GameType::secretRule).orElse(true) ? "pages/table.jte" : "pages/board.jte";
    }

    /** The games of the form's menu: the rule-guessing ones ({@code true}) or the extra modes. */
    public static List<GameType<?, ?>> games(boolean secretRule) {
        return Games.all().stream().filter(g -> g.secretRule() == secretRule).toList();
    }

    /** A live table: a student's seat, the projector, or the teacher dealing. */
    public record Table(long tableId, String title, String mode, String game) {
        public boolean student() { return mode.equals("student"); }

        public boolean projector() { return mode.equals("projector"); }

        public boolean dealer() { return mode.equals("dealer"); }

        /** The script that draws the game's view, under /public. */
        public String script() { return Games.find(game).map(GameType::screen).orElse("table.js"); }
    }
}
