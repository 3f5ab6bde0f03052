package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The debrief's SVG charts: the best experiments marked, every text escaped, a row per step for screen readers. */
class DebriefChartsTest {
    private static final Texts EN = Texts.of("en", null);

    @Test
    void theStepsThatCutMostAreMarkedBiggestFirst() {
        HypothesisCounts.Shrinking s = new HypothesisCounts.Shrinking(1000, new int[] {900, 900, 100, 90, 9, 9, 3});
        assertEquals(List.of(4, 2, 6), DebriefCharts.marked(s), "÷10, ÷9 and ÷3, biggest first, beat ÷1.1 and ÷1.11");
        DebriefPage.Chart chart = DebriefCharts.shrinking(s, List.of("4D", "5H", "KC", "2S", "<b>", "guess", "7H"),
                List.of("a", "b", "c", "d", "e", "f", "g"), 7, EN);
        assertEquals(7, chart.rows().size());
        assertTrue(chart.rows().get(4).marked() && !chart.rows().get(1).marked());
        assertEquals("÷ 10.0", chart.rows().get(4).cut());
        assertEquals("", chart.rows().get(1).cut(), "no cut, no figure");
        assertTrue(chart.svg().contains("#4 &lt;b&gt;"), chart.svg());
        assertFalse(chart.svg().contains("<b>"), "labels are escaped");
        assertEquals(3, chart.svg().split("l9 9 l-9 9").length - 1, "three diamonds");
        assertTrue(chart.svg().contains("From 1,000 candidate rules down to 3."), chart.svg());
    }

    @Test
    void namesInTheBarChartAreEscaped() {
        List<DebriefPage.Figure> figures = List.of(new DebriefPage.Figure("Zoë <script>", false, 4, 1, 2, 1, ""),
                new DebriefPage.Figure("The whole table", true, 4, 1, 2, 1, ""));
        String svg = DebriefCharts.bars(figures, 3, EN);
        assertTrue(svg.contains("Zoë &lt;script&gt;"), svg);
        assertFalse(svg.contains("<script>"), svg);
        assertFalse(svg.contains("The whole table"), "the whole table is in the table only");
        assertTrue(svg.contains("url(#hatch-3)"), "wrong plays hatched, not told by colour alone");
    }
}
