package eleusis.web;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The debrief's charts, drawn here as SVG (no script, no outside host): the hypothesis space
 * shrinking step by step on a log scale, with the steps that cut it most marked and labelled, and a
 * bar chart of each student's plays, wrong plays and guesses. Colours from the Okabe-Ito palette,
 * told apart by shape and pattern too, so they read in black and white and for colour-blind eyes.
 * Every text is escaped here: the SVG goes into the page as it is.
 */
final class DebriefCharts {
    /** The steps marked as the best experiments: the biggest cuts, at most this many. */
    static final int MARKED = 3;
    private static final int W = 800, H = 320, LEFT = 70, RIGHT = 20, TOP = 20, BOTTOM = 50;
    static final String LINE = "#0072B2", MARK = "#D55E00", WRONG = "#D55E00", GUESS = "#009E73", PLAY = "#0072B2";

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
        StringBuilder svg = new StringBuilder();
        String title = "chart-h-" + id, desc = "chart-h-desc-" + id;
        svg.append("<svg class=\"chart\" viewBox=\"0 0 ").append(W).append(' ').append(H)
                .append("\" role=\"img\" aria-labelledby=\"").append(title).append(' ').append(desc)
                .append("\" xmlns=\"http://www.w3.org/2000/svg\">");
        svg.append("<title id=\"").append(title).append("\">").append(esc(t.get("debrief.chart.title"))).append("</title>");
        svg.append("<desc id=\"").append(desc).append("\">").append(esc(t.get("debrief.chart.desc", s.total(),
                n == 0 ? s.total() : s.after()[n - 1]))).append("</desc>");
        // Axes and the powers of ten.
        svg.append("<g class=\"axis\" stroke=\"#444\" fill=\"none\">")
                .append(line(LEFT, TOP, LEFT, TOP + plotH)).append(line(LEFT, TOP + plotH, LEFT + plotW, TOP + plotH)).append("</g>");
        for (int p = 0; p <= (int) Math.floor(top); p++) {
            double y = TOP + plotH - plotH * p / top;
            svg.append("<line x1=\"").append(LEFT).append("\" x2=\"").append(f(LEFT + plotW)).append("\" y1=\"").append(f(y))
                    .append("\" y2=\"").append(f(y)).append("\" stroke=\"#bbb\" stroke-dasharray=\"3 3\"/>");
            svg.append("<text x=\"").append(LEFT - 8).append("\" y=\"").append(f(y + 4)).append("\" text-anchor=\"end\" font-size=\"13\" fill=\"#222\">")
                    .append(esc(String.format(Locale.ROOT, "%,d", (long) Math.pow(10, p)).replace(",", "\u202f"))).append("</text>");
        }
        svg.append("<text x=\"").append(f(LEFT + plotW / 2)).append("\" y=\"").append(H - 8)
                .append("\" text-anchor=\"middle\" font-size=\"14\" fill=\"#222\">").append(esc(t.get("debrief.chart.x"))).append("</text>");
        svg.append("<text transform=\"rotate(-90)\" x=\"").append(f(-(TOP + plotH / 2))).append("\" y=\"16\" text-anchor=\"middle\" font-size=\"14\" fill=\"#222\">")
                .append(esc(t.get("debrief.chart.y"))).append("</text>");
        // The steps: a staircase from the whole space down.
        StringBuilder path = new StringBuilder();
        double x0 = LEFT, y0 = y(s.total(), top, plotH);
        path.append('M').append(f(x0)).append(' ').append(f(y0));
        for (int i = 0; i < n; i++) {
            double x = x(i, n, plotW), y = y(s.after()[i], top, plotH);
            path.append(" L").append(f(x)).append(' ').append(f(y0)).append(" L").append(f(x)).append(' ').append(f(y));
            y0 = y;
        }
        svg.append("<path d=\"").append(path).append("\" fill=\"none\" stroke=\"").append(LINE).append("\" stroke-width=\"3\"/>");
        int tick = Math.max(1, (int) Math.ceil(n / 20.0));
        List<DebriefPage.ChartRow> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double x = x(i, n, plotW), y = y(s.after()[i], top, plotH);
            boolean mark = marked.contains(i);
            if (i % tick == 0) {
                svg.append("<text x=\"").append(f(x)).append("\" y=\"").append(f(TOP + plotH + 18))
                        .append("\" text-anchor=\"middle\" font-size=\"12\" fill=\"#222\">").append(i).append("</text>");
            }
            if (mark) {
                // A diamond, not only a colour: the best experiments, labelled with their step and play.
                svg.append("<path d=\"M").append(f(x)).append(' ').append(f(y - 9)).append(" l9 9 l-9 9 l-9 -9 z\" fill=\"").append(MARK)
                        .append("\" stroke=\"#000\" stroke-width=\"1\"/>");
                String label = "#" + i + " " + labels.get(i);
                boolean right = x > LEFT + plotW * 0.75;
                svg.append("<text x=\"").append(f(right ? x - 12 : x + 12)).append("\" y=\"").append(f(Math.max(TOP + 12, y - 10)))
                        .append("\" text-anchor=\"").append(right ? "end" : "start").append("\" font-size=\"14\" font-weight=\"bold\" fill=\"#000\">")
                        .append(esc(label)).append("</text>");
            } else {
                svg.append("<circle cx=\"").append(f(x)).append("\" cy=\"").append(f(y)).append("\" r=\"3.5\" fill=\"").append(LINE).append("\"/>");
            }
            rows.add(new DebriefPage.ChartRow(i, plays.get(i), s.after()[i], cut(s.cut(i)), mark));
        }
        svg.append("</svg>");
        return new DebriefPage.Chart(svg.toString(), s.total(), rows);
    }

    /** A cut as a factor people read: "÷ 3.2", or "" for none. */
    static String cut(double factor) {
        if (factor <= 1.0 + 1e-9) return "";
        return factor >= 100 ? String.format(Locale.ROOT, "÷ %,.0f", factor).replace(",", "\u202f")
                : String.format(Locale.ROOT, "÷ %.1f", factor);
    }

    /** Each student's plays, wrong plays and guesses as grouped bars (the table's whole is in the table only). */
    static String bars(List<DebriefPage.Figure> figures, long id, Texts t) {
        List<DebriefPage.Figure> students = figures.stream().filter(f -> !f.whole()).toList();
        int max = 1;
        for (DebriefPage.Figure f : students) max = Math.max(max, Math.max(f.plays(), Math.max(f.wrongPlays(), f.guesses())));
        int rowH = 54, left = 150, width = 800, legend = 34;
        int height = legend + rowH * Math.max(1, students.size()) + 10;
        double plotW = width - left - 60;
        StringBuilder svg = new StringBuilder();
        String title = "chart-f-" + id;
        svg.append("<svg class=\"chart\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" role=\"img\" aria-labelledby=\"").append(title).append("\" xmlns=\"http://www.w3.org/2000/svg\">");
        svg.append("<title id=\"").append(title).append("\">").append(esc(t.get("debrief.figures.chart"))).append("</title>");
        String hatch = "hatch-" + id;
        svg.append("<defs><pattern id=\"").append(hatch).append("\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">")
                .append("<rect width=\"8\" height=\"8\" fill=\"").append(WRONG).append("\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#000\" stroke-width=\"3\"/></pattern></defs>");
        String[] names = {t.get("debrief.figures.plays"), t.get("debrief.figures.wrongPlays"), t.get("debrief.figures.guesses")};
        String[] fills = {PLAY, "url(#" + hatch + ")", "#fff"};
        for (int k = 0; k < 3; k++) {
            int lx = left + k * 200;
            svg.append("<rect x=\"").append(lx).append("\" y=\"6\" width=\"18\" height=\"14\" fill=\"").append(fills[k])
                    .append("\" stroke=\"").append(k == 2 ? GUESS : "#000").append("\" stroke-width=\"").append(k == 2 ? 3 : 1).append("\"/>");
            svg.append("<text x=\"").append(lx + 24).append("\" y=\"18\" font-size=\"14\" fill=\"#222\">").append(esc(names[k])).append("</text>");
        }
        for (int r = 0; r < students.size(); r++) {
            DebriefPage.Figure f = students.get(r);
            int y = legend + r * rowH;
            svg.append("<text x=\"").append(left - 8).append("\" y=\"").append(y + 28).append("\" text-anchor=\"end\" font-size=\"14\" fill=\"#222\">")
                    .append(esc(f.who())).append("</text>");
            int[] values = {f.plays(), f.wrongPlays(), f.guesses()};
            for (int k = 0; k < 3; k++) {
                double w = plotW * values[k] / max;
                int by = y + 4 + k * 15;
                svg.append("<rect x=\"").append(left).append("\" y=\"").append(by).append("\" width=\"").append(f(Math.max(w, 1)))
                        .append("\" height=\"13\" fill=\"").append(fills[k]).append("\" stroke=\"").append(k == 2 ? GUESS : "#000")
                        .append("\" stroke-width=\"").append(k == 2 ? 2 : 0.5).append("\"/>");
                svg.append("<text x=\"").append(f(left + Math.max(w, 1) + 6)).append("\" y=\"").append(by + 11)
                        .append("\" font-size=\"12\" fill=\"#222\">").append(values[k]).append("</text>");
            }
        }
        svg.append("</svg>");
        return svg.toString();
    }

    private static double x(int i, int n, double plotW) {
        return LEFT + plotW * (i + 1) / Math.max(1, n);
    }

    private static double y(int count, double top, double plotH) {
        return TOP + plotH - plotH * Math.log10(Math.max(1, count)) / top;
    }

    private static String line(double x1, double y1, double x2, double y2) {
        return "<line x1=\"" + f(x1) + "\" y1=\"" + f(y1) + "\" x2=\"" + f(x2) + "\" y2=\"" + f(y2) + "\"/>";
    }

    private static String f(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    static String esc(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
