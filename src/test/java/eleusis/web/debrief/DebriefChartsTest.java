package eleusis.web.debrief;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.web.Texts;
import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * The debrief's charts: the best experiments marked, a row per step for screen readers, and drawn by
 * jte templates that escape every word, as every page's are (no template writes markup unescaped).
 */
public class DebriefChartsTest {
    private static final Texts EN = Texts.of("en", null);
    private static final String SCRIPT = "<script>alert(1)</script>", ZOE = "Zoë \"&\" O'Brien";

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
        List<DebriefPage.StepPoint> steps = chart.drawing().steps();
        assertEquals("#4 <b>", steps.get(4).mark().label(), "a label is plain words: the template escapes it");
        assertNull(steps.get(1).mark());
        assertEquals(DebriefPage.Side.BEFORE, steps.get(6).mark().side(), "at the right edge the label stands before its diamond");
        assertEquals(DebriefPage.Side.AFTER, steps.get(2).mark().side());
        String svg = draw("partials/chart-shrinking.jte", chart.drawing());
        assertTrue(svg.contains("#4 &lt;b&gt;"), svg);
        assertFalse(svg.contains("<b>"), "labels are escaped");
        assertEquals(3, svg.split("l9 9 l-9 9").length - 1, "three diamonds");
        assertEquals(4, svg.split("<circle ").length - 1, "and a dot for each other step");
        assertTrue(svg.contains("From 1,000 candidate rules down to 3."), svg);
        assertTrue(svg.contains("role=\"img\" aria-labelledby=\"chart-h-7 chart-h-desc-7\"") && svg.contains("<title id=\"chart-h-7\">")
                && svg.contains("<desc id=\"chart-h-desc-7\">"), "named for screen readers: " + svg);
        assertTrue(svg.contains(">1\u202f000</text>"), "the powers of ten grouped with a narrow no-break space: " + svg);
        assertTrue(svg.contains("text-anchor=\"end\" font-size=\"14\" font-weight=\"bold\" fill=\"#000\">#6 7H</text>"), svg);
        parse(svg);
    }

    @Test
    void aLongRoundNumbersOneStepInSoMany() {
        int[] after = new int[45];
        java.util.Arrays.fill(after, 40);
        DebriefPage.Chart chart = DebriefCharts.shrinking(new HypothesisCounts.Shrinking(50, after), java.util.Collections.nCopies(45, "x"),
                java.util.Collections.nCopies(45, "x"), 1, EN);
        List<Integer> ticks = chart.drawing().steps().stream().map(DebriefPage.StepPoint::tick).filter(java.util.Objects::nonNull).toList();
        assertEquals(List.of(0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42), ticks, "at most about twenty numbers under the axis");
        assertEquals(101.6, chart.drawing().steps().get(1).x(), "to a tenth, as the page writes it");
    }

    @Test
    void namesInTheBarChartAreEscaped() {
        List<DebriefPage.Figure> figures = List.of(new DebriefPage.Figure("Zoë <script>", false, 4, 1, 2, 1, ""),
                new DebriefPage.Figure("The whole table", true, 4, 1, 2, 1, ""));
        String svg = draw("partials/chart-figures.jte", DebriefCharts.bars(figures, 3, EN));
        assertTrue(svg.contains("Zoë &lt;script&gt;"), svg);
        assertFalse(svg.contains("<script>"), svg);
        assertFalse(svg.contains("The whole table"), "the whole table is in the table only");
        assertTrue(svg.contains("url(#hatch-3)") && svg.contains("<pattern id=\"hatch-3\""), "wrong plays hatched, not told by colour alone");
    }

    /** A name that is markup, and one with every character HTML escapes: both stay the very words typed, as text. */
    @Test
    void aStudentsNameIsTextInTheFiguresChartNotMarkup() throws Exception {
        List<DebriefPage.Figure> figures = List.of(new DebriefPage.Figure(SCRIPT, false, 3, 1, 1, 0, ""),
                new DebriefPage.Figure(ZOE, false, 0, 0, 2, 1, ""), new DebriefPage.Figure("The whole table", true, 3, 1, 3, 1, ""));
        String svg = draw("partials/chart-figures.jte", DebriefCharts.bars(figures, 5, EN));
        assertFalse(svg.contains(SCRIPT) || svg.contains(ZOE), svg);
        assertTrue(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), svg);
        Document doc = parse(svg);
        assertEquals("svg", doc.getDocumentElement().getLocalName());
        assertEquals(0, doc.getElementsByTagNameNS("*", "script").getLength(), "no script element: " + svg);
        List<String> texts = texts(doc);
        assertTrue(texts.contains(SCRIPT) && texts.contains(ZOE), "each name is shown as typed: " + texts);
        assertEquals(List.of("Plays", "Wrong plays", "Guesses", SCRIPT, "3", "1", "1", ZOE, "0", "0", "2"), texts);
        // The hypothesis chart's labels are the reader's words too (a guess written as markup would show its step's label).
        DebriefPage.Chart chart = DebriefCharts.shrinking(new HypothesisCounts.Shrinking(100, new int[] {50, 5}), List.of(ZOE, SCRIPT),
                List.of("a", "b"), 5, EN);
        Document hypotheses = parse(draw("partials/chart-shrinking.jte", chart.drawing()));
        assertTrue(texts(hypotheses).containsAll(List.of("#0 " + ZOE, "#1 " + SCRIPT)), texts(hypotheses).toString());
        assertEquals(0, hypotheses.getElementsByTagNameNS("*", "script").getLength());
    }

    /** No template writes a value unescaped: the charts were the last to, and a new {@code $unsafe} fails here. */
    @Test
    void noTemplateWritesUnescapedMarkup() throws Exception {
        List<String> unsafe = new ArrayList<>();
        int read = 0;
        try (Stream<Path> files = Files.walk(Path.of("src/main/jte"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".jte")).toList()) {
                read++;
                String text = Files.readString(p);
                if (text.contains("$unsafe")) unsafe.add(p.toString());
            }
        }
        assertTrue(read > 20, "the templates were read: " + read);
        assertEquals(List.of(), unsafe, "templates writing unescaped markup");
        String table = Files.readString(Path.of("src/main/jte/partials/debrief-table.jte"));
        assertTrue(table.contains("@template.partials.chart-shrinking(") && table.contains("@template.partials.chart-figures("),
                "the debrief draws its charts with the chart templates");
    }

    static String draw(String template, Object chart) {
        StringOutput out = new StringOutput();
        TemplateEngine.createPrecompiled(ContentType.Html).render(template, new HashMap<>(Map.of("chart", chart)), out);
        return out.toString();
    }

    /** The SVG as an XML parser reads it: it fails on markup that is not well formed. */
    public static Document parse(String xml) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            return f.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        } catch (Exception e) {
            throw new AssertionError("not well formed: " + e.getMessage() + "\n" + xml, e);
        }
    }

    /** The words of the chart's {@code text} elements, in order. */
    static List<String> texts(Document doc) {
        NodeList nodes = doc.getElementsByTagNameNS("*", "text");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) out.add(nodes.item(i).getTextContent());
        return out;
    }
}
