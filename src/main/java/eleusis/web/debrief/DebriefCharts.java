package eleusis.web.debrief;

import eleusis.web.Texts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The debrief's charts, placed and worded here, drawn as SVG by partials/chart-shrinking.jte and
 * partials/chart-figures.jte (no script, no outside host): the hypothesis space shrinking step by step
 * on a log scale, with the steps that cut it most marked and labelled, and a bar chart of each
 * student's plays, wrong plays and guesses. The words stay plain text: the templates escape them, as
 * every page's, so a student's name cannot become markup.
 */
final class DebriefCharts {
    /** The steps marked as the best experiments: the biggest cuts, at most this many. */
    static final int MARKED = 3;
    private static final int W = 800, H = 320, LEFT = 70, RIGHT = 20, TOP = 20, BOTTOM = 50;

    private DebriefCharts() {}

    /** The steps to mark: those that cut the space most, if they cut it at all. */
    static List<Integer> marked(HypothesisCounts.Shrinking s) {
        List<Integer> steps = new ArrayList<>();
        for (int i = 0; i < s.after().length; i++) if (s.cut(i) > 1.0) steps.add(i);
        steps.sort(Comparator.comparingDouble((Integer i) -> -s.cut(i)).thenComparingInt(i -> i));
        return steps.subList(0, Math.min(MARKED, steps.size()));
    }

    /**
     * The chart of candidates standing after each step (step 0 the deal, whose starter already tells
     * something). {@code labels} names each step's play briefly, its cards named for the reader ("7♥", "guess").
     */
    static DebriefPage.Chart shrinking(HypothesisCounts.Shrinking s, List<String> labels, List<String> plays, long id, Texts t) {
        int n = s.after().length;
        List<Integer> marked = marked(s);
        double top = Math.log10(Math.max(10, s.total()));
        double plotW = W - LEFT - RIGHT, plotH = H - TOP - BOTTOM;
        // The powers of ten.
        List<DebriefPage.Gridline> grid = new ArrayList<>();
        for (int p = 0; p <= (int) Math.floor(top); p++) {
            double y = TOP + plotH - plotH * p / top;
            grid.add(new DebriefPage.Gridline(LEFT, tenth(LEFT + plotW), tenth(y), LEFT - 8, tenth(y + 4), grouped((long) Math.pow(10, p))));
        }
        // The steps: a staircase from the whole space down.
        StringBuilder path = new StringBuilder();
        double x0 = LEFT, y0 = y(s.total(), top, plotH);
        path.append('M').append(f(x0)).append(' ').append(f(y0));
        for (int i = 0; i < n; i++) {
            double x = x(i, n, plotW), y = y(s.after()[i], top, plotH);
            path.append(" L").append(f(x)).append(' ').append(f(y0)).append(" L").append(f(x)).append(' ').append(f(y));
            y0 = y;
        }
        int tick = Math.max(1, (int) Math.ceil(n / 20.0));
        List<DebriefPage.StepPoint> points = new ArrayList<>();
        List<DebriefPage.ChartRow> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double x = x(i, n, plotW), y = y(s.after()[i], top, plotH);
            DebriefPage.Mark best = null;
            if (marked.contains(i)) {
                // Near the right edge the label goes before its diamond, or it would run out of the chart.
                boolean before = x > LEFT + plotW * 0.75;
                best = new DebriefPage.Mark(tenth(y - 9), tenth(before ? x - 12 : x + 12), tenth(Math.max(TOP + 12, y - 10)),
                        before ? DebriefPage.Side.BEFORE : DebriefPage.Side.AFTER, "#" + i + " " + labels.get(i));
            }
            points.add(new DebriefPage.StepPoint(tenth(x), tenth(y), i % tick == 0 ? i : null, best));
            rows.add(new DebriefPage.ChartRow(i, plays.get(i), s.after()[i], cut(s.cut(i)), best != null));
        }
        DebriefPage.Shrinking drawing = new DebriefPage.Shrinking(id, W, H, t.get("debrief.chart.title"),
                t.get("debrief.chart.desc", s.total(), n == 0 ? s.total() : s.after()[n - 1]),
                new DebriefPage.Plot(LEFT, TOP, tenth(LEFT + plotW), tenth(TOP + plotH)), grid,
                new DebriefPage.AxisTitle(tenth(LEFT + plotW / 2), H - 8, t.get("debrief.chart.x")),
                new DebriefPage.AxisTitle(tenth(-(TOP + plotH / 2)), 16, t.get("debrief.chart.y")),
                path.toString(), tenth(TOP + plotH + 18), points);
        return new DebriefPage.Chart(drawing, s.total(), rows);
    }

    /** A cut as a factor people read: "÷ 3.2", or "" for none. */
    static String cut(double factor) {
        if (factor <= 1.0 + 1e-9) return "";
        return factor >= 100 ? String.format(Locale.ROOT, "÷ %,.0f", factor).replace(",", "\u202f")
                : String.format(Locale.ROOT, "÷ %.1f", factor);
    }

    /** Each student's plays, wrong plays and guesses as grouped bars (the table's whole is in the table only). */
    static DebriefPage.Bars bars(List<DebriefPage.Figure> figures, long id, Texts t) {
        List<DebriefPage.Figure> students = figures.stream().filter(f -> !f.whole()).toList();
        int max = 1;
        for (DebriefPage.Figure f : students) max = Math.max(max, Math.max(f.plays(), Math.max(f.wrongPlays(), f.guesses())));
        int rowH = 54, left = 150, width = 800, legend = 34;
        int height = legend + rowH * Math.max(1, students.size()) + 10;
        double plotW = width - left - 60;
        DebriefPage.Measure[] measures = DebriefPage.Measure.values();
        String[] names = {t.get("debrief.figures.plays"), t.get("debrief.figures.wrongPlays"), t.get("debrief.figures.guesses")};
        List<DebriefPage.LegendEntry> entries = new ArrayList<>();
        for (int k = 0; k < 3; k++) entries.add(new DebriefPage.LegendEntry(measures[k], left + k * 200, left + k * 200 + 24, names[k]));
        List<DebriefPage.BarRow> rows = new ArrayList<>();
        for (int r = 0; r < students.size(); r++) {
            DebriefPage.Figure f = students.get(r);
            int y = legend + r * rowH;
            int[] values = {f.plays(), f.wrongPlays(), f.guesses()};
            List<DebriefPage.Bar> bars = new ArrayList<>();
            for (int k = 0; k < 3; k++) {
                double w = Math.max(plotW * values[k] / max, 1);
                int by = y + 4 + k * 15;
                bars.add(new DebriefPage.Bar(measures[k], left, by, tenth(w), tenth(left + w + 6), by + 11, values[k]));
            }
            rows.add(new DebriefPage.BarRow(f.who(), left - 8, y + 28, bars));
        }
        return new DebriefPage.Bars(id, width, height, t.get("debrief.figures.chart"), entries, rows);
    }

    private static double x(int i, int n, double plotW) {
        return LEFT + plotW * (i + 1) / Math.max(1, n);
    }

    private static double y(int count, double top, double plotH) {
        return TOP + plotH - plotH * Math.log10(Math.max(1, count)) / top;
    }

    /** A number as the charts write it: to a tenth ("%.1f"). */
    private static String f(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /**
     * A coordinate rounded to a tenth through its text, so that the template, which writes a double as
     * Java does, writes the same one decimal as {@link #f} (the shortest text of such a double is that one).
     */
    private static double tenth(double v) {
        return Double.parseDouble(f(v));
    }

    /** A power of ten as people read it, its thousands set apart by a narrow no-break space: "10 000". */
    private static String grouped(long v) {
        return String.format(Locale.ROOT, "%,d", v).replace(",", "\u202f");
    }
}
