package eleusis.web;

import java.util.List;

/**
 * The debrief of a session (for its teacher) or of one table (the class's view on the projector, or a
 * student's): each table's round replayed step by step, the hypothesis space shrinking, the notebook
 * stories and the class figures, each already cut to what this viewer may see.
 *
 * @param viewer  "teacher", "class" or "student"
 * @param rounds  the rounds there are to choose from (numbered from 1)
 * @param round   the round shown (from 1)
 * @param action  where the round selector's form goes
 */
public record DebriefPage(String title, String viewer, List<Integer> rounds, int round, String action, String back,
                          List<Table> tables) {
    public boolean teacher() { return viewer.equals("teacher"); }

    /**
     * One table's round. {@code rule} is null when this viewer may not see it ({@code ruleNote} says
     * why) or when there is none; {@code steps} is the replay for the script, as JSON.
     */
    public record Table(long id, String name, String game, String gameId, boolean ruleGame, boolean played, String rule, String reading,
                        LibraryName libraryName,
                        String ruleNote, String steps, String names, List<Line> lines, Chart chart, String chartNote,
                        List<Figure> figures, String figuresSvg, List<Story> stories, String storiesNote) {}

    /** A rule of the library, as the reader's language names and describes it. */
    public record LibraryName(String name, String description) {}

    /** A step of the replay as a line of text, for reading without the script and for print. */
    public record Line(int step, String text, String kind, Integer count) {}

    /** The hypothesis chart: its SVG, and its rows for screen readers (step, what happened, count, cut). */
    public record Chart(String svg, int total, List<ChartRow> rows) {}

    public record ChartRow(int step, String play, int count, String cut, boolean marked) {}

    /** Plays, wrong plays, guesses and time to the rule: of one student, or of the whole table ({@code whole}). */
    public record Figure(String who, boolean whole, int plays, int wrongPlays, int guesses, int rightGuesses, String timeToRule) {}

    /** A student's notebook over the round, hypothesis by hypothesis, and their first right guess. */
    public record Story(String who, List<Hypothesis> hypotheses, String firstRightGuess) {}

    /** A hypothesis: when written (step and clock), its reading or why it could not be read, and what refuted it. */
    public record Hypothesis(String text, int step, String written, String reading, String error, String refuted) {}
}
