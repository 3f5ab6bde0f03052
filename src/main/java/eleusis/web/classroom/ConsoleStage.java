package eleusis.web.classroom;

import eleusis.store.ClassSession;
import eleusis.store.SessionStatus;
import eleusis.web.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Where the class is, as the teacher's console sees it, so that the one next step of the moment stands
 * out and the controls that mean nothing there are not shown: Start in the lobby; "Next round at every
 * table" once every table's round is over (with a lesson, its next rule); the debrief once every game is
 * over. The per-table controls follow each table's own phase ({@link #tableControls}).
 *
 * @param round     the round in play or just over at the table furthest behind, counted from 1; 0 when no
 *                  table plays rounds (the extra modes) or none is left
 * @param tables    the session's tables
 * @param playing   tables whose round (or whole game, in an extra mode) is being played
 * @param waiting   rule-guessing tables whose round is over and whose game is not: "Next round" deals there
 * @param paused    tables paused
 * @param secret    tables with a secret rule (not the extra modes)
 * @param revealed  of those, the tables whose round's rule is shown to their students
 * @param next      what "Next round" deals at each waiting table
 */
public record ConsoleStage(Stage stage, int round, int tables, int playing, int waiting, int paused, int secret,
                           int revealed, List<Planned> next) {
    /** The stages of a class, from the lobby to the archive. */
    public enum Stage { LOBBY, PLAYING, SOME_OVER, ALL_OVER, GAME_OVER, ARCHIVED }

    /**
     * The next round at one table whose round is over, as "Next round at every table" deals it
     * ({@link TeacherControls#nextAsPlanned}): the lesson's rule for that round, or this round's rule again.
     *
     * @param table      the table's name as stored (each reader reads it in their language: {@link Texts#tableName})
     * @param round      the round it deals, counted from 1
     * @param lessonRule the lesson's rule's name, or null for the same rule again
     */
    public record Planned(String table, int round, String lessonRule) {}

    /**
     * The stage of a session from its console's tables; {@code nextLessonRules} holds, by table id, the
     * lesson's rule for each table's next round (none: the same rule again).
     */
    public static ConsoleStage of(ClassSession session, List<ClassroomPages.TableInfo> tables, Map<Long, String> nextLessonRules) {
        int playing = 0, paused = 0, secret = 0, revealed = 0, behind = Integer.MAX_VALUE;
        List<Planned> next = new ArrayList<>();
        for (ClassroomPages.TableInfo t : tables) {
            if (t.table().paused()) paused++;
            if (!t.extra()) {
                secret++;
                if (t.revealed()) revealed++;
            }
            if (t.over()) continue;
            if (!t.extra()) behind = Math.min(behind, t.round());
            if (!t.extra() && ConsoleTable.roundOver(t)) {
                next.add(new Planned(t.table().name(), t.round() + 2, nextLessonRules.get(t.table().id())));
            } else {
                playing++;
            }
        }
        int round = behind == Integer.MAX_VALUE ? 0 : behind + 1; // the engines count rounds from 0, the class from 1
        Stage stage;
        if (session.status() == SessionStatus.ENDED) stage = Stage.ARCHIVED;
        else if (!session.started()) stage = Stage.LOBBY;
        else if (playing == 0 && next.isEmpty()) stage = Stage.GAME_OVER;
        else if (next.isEmpty()) stage = Stage.PLAYING;
        else if (playing == 0) stage = Stage.ALL_OVER;
        else stage = Stage.SOME_OVER;
        return new ConsoleStage(stage, round, tables.size(), playing, next.size(), paused, secret, revealed, List.copyOf(next));
    }

    public boolean lobby() { return stage == Stage.LOBBY; }

    public boolean archived() { return stage == Stage.ARCHIVED; }

    /** The class is under way: started, not archived. */
    public boolean live() { return stage != Stage.LOBBY && stage != Stage.ARCHIVED; }

    /** Every game is over (or the session archived): the debrief is the next step. */
    public boolean debriefNext() { return stage == Stage.GAME_OVER || stage == Stage.ARCHIVED; }

    /** Every round is over: "Next round at every table" is the next step. */
    public boolean nextRoundFirst() { return stage == Stage.ALL_OVER; }

    /** Some tables' round is over while others play: their next round may be dealt, but nothing urges it. */
    public boolean nextRoundToo() { return stage == Stage.SOME_OVER; }

    /** Pausing means something while a table plays and not all are paused already. */
    public boolean offerPauseAll() { return (stage == Stage.PLAYING || stage == Stage.SOME_OVER) && paused < tables; }

    public boolean offerResumeAll() { return live() && paused > 0; }

    /** The rules can be shown once the class has started, while some are hidden. */
    public boolean offerRevealAll() { return live() && revealed < secret; }

    public boolean offerHideAll() { return live() && revealed > 0; }

    /** The stage in words, at the head of the class's controls. */
    public String heading(Texts t) {
        return switch (stage) {
            case LOBBY -> ""; // the lobby says how many have joined (session.lobby)
            case PLAYING -> round == 0 ? t.get("console.stage.playingNoRounds", playing)
                    : t.get("console.stage.playing", round, playing);
            case SOME_OVER -> t.get("console.stage.someOver", round, waiting, playing);
            case ALL_OVER -> t.get("console.stage.allOver", round, waiting);
            case GAME_OVER -> t.get("console.stage.gameOver", tables);
            case ARCHIVED -> t.get("console.stage.archived");
        };
    }

    /** The lesson's rule every waiting table is dealt next, when it is the same one for all; else null. */
    private String sharedLessonRule() {
        String rule = null;
        for (Planned p : next) {
            if (p.lessonRule() == null || rule != null && !rule.equals(p.lessonRule())) return null;
            rule = p.lessonRule();
        }
        return rule;
    }

    private boolean allSameRule() {
        return next.stream().allMatch(p -> p.lessonRule() == null);
    }

    private boolean oneRound() {
        return next.stream().map(Planned::round).distinct().count() == 1;
    }

    /** What "Next round" deals, in a line under its button: the lesson's rule by name, or the same rules again. */
    public String nextWhat(Texts t) {
        if (next.isEmpty()) return "";
        String lesson = sharedLessonRule();
        if (lesson != null && oneRound()) return t.get("console.next.what.lesson", next.get(0).round(), lesson);
        if (allSameRule()) return oneRound() ? t.get("console.next.what.same", next.get(0).round())
                : t.get("console.next.what.sameRounds");
        return t.get("console.next.what.mixed", list(t));
    }

    /** The question "Next round" asks before it deals: what it deals, where, and that the rules are hidden again. */
    public String nextConfirm(Texts t) {
        String lesson = sharedLessonRule();
        if (lesson != null && oneRound()) return t.get("console.next.confirm.lesson", next.get(0).round(), waiting, lesson);
        if (allSameRule()) return t.get("session.all.next.confirm", waiting);
        return t.get("console.next.confirm.mixed", waiting, list(t));
    }

    /** "Table 1: round 2, the lesson's rule “Alternating colours”; Table 2: round 3, the same rule". */
    private String list(Texts t) {
        List<String> parts = new ArrayList<>();
        for (Planned p : next) {
            String table = t.tableName(p.table());
            parts.add(p.lessonRule() == null ? t.get("console.next.item.same", table, p.round())
                    : t.get("console.next.item.lesson", table, p.round(), p.lessonRule()));
        }
        return String.join("; ", parts);
    }

    /** The button's words: every table, or only those whose round is over while others still play. */
    public String nextLabel(Texts t) {
        return stage == Stage.SOME_OVER ? t.get("console.next.some", waiting) : t.get("session.all.next");
    }

    /** The question "Reveal every rule" asks: which tables, which screens, and a warning while tables still play. */
    public String revealConfirm(Texts t) {
        int hidden = secret - revealed;
        return playing > 0 && stage != Stage.ALL_OVER ? t.get("console.reveal.confirm.playing", hidden, playing)
                : t.get("session.all.reveal.confirm", hidden);
    }

    /** What a table's own controls may offer now, from its phase and the class's stage. */
    public TableControls tableControls(ClassroomPages.TableInfo table) {
        return TableControls.of(!lobby(), archived(), table);
    }

    /**
     * A table's controls in the class's stage.
     *
     * @param pause      pause or resume: while its round is played (and resume whenever it is paused)
     * @param reveal     show or hide its rule: once the class has started
     * @param endRound   end its round: while it is played
     * @param nextRound  deal its next round, with a rule chosen for it: once its round is over
     * @param computers  who plays its empty seats: until its game is over
     * @param seats      free a student's seat, give a seat asked for: until its game is over
     * @param revealAsks showing the rule asks first: the round is still being played
     */
    public record TableControls(boolean pause, boolean reveal, boolean endRound, boolean nextRound, boolean computers,
                                boolean seats, boolean revealAsks) {
        /** Every control (a page rendered without a stage: the texts' checks). */
        public static final TableControls EVERY = new TableControls(true, true, true, true, true, true, true);

        /** A table's controls once the session has {@code started} (or not), {@code archived} (or not). */
        public static TableControls of(boolean started, boolean archived, ClassroomPages.TableInfo table) {
            boolean live = started && !archived;
            boolean open = live && !table.over();
            boolean roundOver = ConsoleTable.roundOver(table);
            boolean inPlay = open && !roundOver;
            return new TableControls(inPlay || open && table.table().paused(), live && !table.extra(), inPlay && !table.extra(),
                    open && roundOver && !table.extra(), !archived && !table.over() && !table.extra(), !archived && !table.over(),
                    inPlay && !table.extra());
        }
    }
}
