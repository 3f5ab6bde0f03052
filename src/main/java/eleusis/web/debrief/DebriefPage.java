package eleusis.web.debrief;

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
     * why) or when there is none; {@code steps} is the replay for the script, as JSON. {@code chart} is null
     * when there is none ({@code chartNote} says why), {@code figuresChart} when no student sat at the table.
     */
    public record Table(long id, String name, String game, String gameId, boolean ruleGame, boolean played, String rule, String reading,
                        LibraryName libraryName,
                        String ruleNote, String steps, String names, List<Line> lines, Chart chart, String chartNote,
                        List<Figure> figures, Bars figuresChart, List<Story> stories, String storiesNote) {}

    /** A rule of the library, as the reader's language names and describes it. */
    public record LibraryName(String name, String description) {}

    /** A step of the replay as a line of text, for reading without the script and for print. */
    public record Line(int step, String text, String kind, Integer count) {}

    /** The hypothesis chart: its drawing, and its rows for screen readers (step, what happened, count, cut). */
    public record Chart(Shrinking drawing, int total, List<ChartRow> rows) {}

    public record ChartRow(int step, String play, int count, String cut, boolean marked) {}

    // The charts as partials/chart-shrinking.jte and partials/chart-figures.jte draw them: DebriefCharts places
    // everything (in the units of the chart's viewBox, to a tenth) and words it (plain text, which the templates
    // escape like every page's); the templates give it shape, colour and type. A chart's table id keeps the ids
    // of its title and pattern apart from those of the other tables on the teacher's page.

    /**
     * The hypothesis space shrinking on a log scale: the plot's frame, a dashed line a power of ten, the
     * staircase from the whole space down (an SVG path), and each step's point on it.
     *
     * @param tickY where the steps' numbers stand, under the x axis
     */
    public record Shrinking(long table, int width, int height, String title, String desc, Plot plot, List<Gridline> grid,
                            AxisTitle xTitle, AxisTitle yTitle, String staircase, double tickY, List<StepPoint> steps) {}

    /** The axes: the y axis runs down {@code left} from {@code top} to {@code bottom}, the x axis along {@code bottom} to {@code right}. */
    public record Plot(double left, double top, double right, double bottom) {}

    /** A power of ten: its line across the plot at {@code y}, and its figure ("1 000", grouped with a narrow no-break space) left of the axis. */
    public record Gridline(int left, double right, double y, int labelX, double labelY, String label) {}

    public record AxisTitle(double x, int y, String text) {}

    /**
     * A step's point on the staircase: a dot, or a diamond when {@code mark} says it is one of the best
     * experiments. {@code tick} is its number under the axis, or null (a long round numbers one step in so many).
     */
    public record StepPoint(double x, double y, Integer tick, Mark mark) {}

    /** A best experiment: its diamond's top corner and its label ("#4 7♥") on one {@code side} of the diamond. */
    public record Mark(double top, double labelX, double labelY, Side side, String label) {}

    /** Which side of its diamond a label stands: after it, or before it near the plot's right edge, where after would run out. */
    public enum Side { AFTER, BEFORE }

    /** Each student's plays, wrong plays and guesses as grouped bars, under a legend of the three. */
    public record Bars(long table, int width, int height, String title, List<LegendEntry> legend, List<BarRow> rows) {}

    /** What a bar counts. Each is drawn its own way (plain, hatched, hollow), not told by colour alone. */
    public enum Measure { PLAYS, WRONG_PLAYS, GUESSES }

    /** A measure's swatch at {@code x} and its name at {@code textX}. */
    public record LegendEntry(Measure measure, int x, int textX, String name) {}

    /** A student's name (right-aligned at {@code whoX}) and their three bars. */
    public record BarRow(String who, int whoX, int whoY, List<Bar> bars) {}

    /** A bar of {@code width} (at least a sliver, so that a zero still shows where it would grow) and its figure after it. */
    public record Bar(Measure measure, int x, int y, double width, double valueX, int valueY, int value) {}

    /** Plays, wrong plays, guesses and time to the rule: of one student, or of the whole table ({@code whole}). */
    public record Figure(String who, boolean whole, int plays, int wrongPlays, int guesses, int rightGuesses, String timeToRule) {}

    /** A student's notebook over the round, hypothesis by hypothesis, and their first right guess. */
    public record Story(String who, List<Hypothesis> hypotheses, String firstRightGuess) {}

    /** A hypothesis: when written (step and clock), its reading or why it could not be read, and what refuted it. */
    public record Hypothesis(String text, int step, String written, String reading, String error, String refuted) {}
}
