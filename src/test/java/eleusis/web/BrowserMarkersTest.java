package eleusis.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Eleusis's white and black markers on the table and the projector (issue 12, part 7): each has its own
 * shape and fill (a hollow ring, a filled diamond), not a shade alone, and a legend says what each means.
 * The view is one the page gets from a stand-in socket, with both markers on the mainline and a sideline,
 * since a real game reaches its first black marker only after a prophet and ten more cards.
 */
class BrowserMarkersTest extends BrowserTestBase {
    /** A table in its second round: 12 cards on the mainline, a sideline, a prophet; both kinds of marker. */
    private static final String VIEW = "{type:'view', seq:1, names:{0:'Ana',1:'Bo',2:'Cy'}, events:[], view:{game:'eleusis',"
            + "round:1, rounds:3, phase:'play', waitingFor:[1], allowed:[], you:null, dealer:2, prophet:0, stock:40,"
            + "handSizes:{0:5,1:7}, totals:{0:3,1:1,2:4}, expelled:[],"
            + "mainline:[" + String.join(",", List.of(
                    "{id:1,card:'5H'}", "{id:2,card:'8S'}", "{id:3,card:'2D'}", "{id:4,card:'JC'}", "{id:5,card:'9H'}",
                    "{id:6,card:'4S',blackMarker:true}", "{id:7,card:'QD'}", "{id:8,card:'3C'}", "{id:9,card:'7H'}",
                    "{id:10,card:'KS',whiteMarker:true}", "{id:11,card:'6D'}", "{id:12,card:'10C'}")) + "],"
            + "sidelines:[{under:3, plays:[[{id:20,card:'AH'},{id:21,card:'AS'}]]}], whiteMarkers:[10,21], blackMarkers:[6]}}";

    /** Until the page's first socket: a stand-in that hands over VIEW and takes what the page sends. */
    static final String FAKE_SOCKET = "window.WebSocket = function () { var s = this; s.readyState = 1;"
            + " setTimeout(function () { s.onmessage({ data: JSON.stringify(" + VIEW + ") }); }, 30); };"
            + "window.WebSocket.prototype.send = function () {}; window.WebSocket.prototype.close = function () {};";

    @Test
    void whiteAndBlackMarkersDifferInShapeAndALegendSaysWhatTheyMean() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        String code = startSession(teacher, "eleusis", 3, BrowserEleusisTest.RULE);
        long table = tableOf(code);
        ((ChromeDriver) teacher).executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", FAKE_SOCKET));
        teacher.get(base + "/watch/" + table);
        waitFor(teacher).until(b -> b.findElements(By.cssSelector("#mainline .card")).size() == 14);

        WebElement white = teacher.findElement(By.cssSelector("#mainline .slot > .card.marker-white"));
        WebElement black = teacher.findElement(By.cssSelector("#mainline .slot > .card.marker-black"));
        assertEquals("king of spades (white marker)", white.getAttribute("aria-label"));
        assertEquals("4 of spades (black marker)", black.getAttribute("aria-label"));
        assertEquals(1, teacher.findElements(By.cssSelector("#mainline .sideline .card.marker-white .marker.white")).size());
        JavascriptExecutor js = (JavascriptExecutor) teacher;
        @SuppressWarnings("unchecked")
        Map<String, Object> look = (Map<String, Object>) js.executeScript(
                "function st(sel) { var s = getComputedStyle(document.querySelector(sel));"
                        + " return { fill: s.backgroundColor, round: s.borderTopLeftRadius, turn: s.transform, shown: s.display }; }"
                        + "return { white: st('#mainline .marker-white .marker'), black: st('#mainline .marker-black .marker'),"
                        + " whiteFrame: getComputedStyle(document.querySelector('#mainline .marker-white img')).outlineStyle };");
        @SuppressWarnings("unchecked")
        Map<String, Object> w = (Map<String, Object>) look.get("white"), k = (Map<String, Object>) look.get("black");
        assertEquals("rgb(255, 255, 255)", w.get("fill"), "white: a light fill");
        assertEquals("rgb(17, 17, 17)", k.get("fill"), "black: a dark fill");
        assertEquals("50%", w.get("round"), "white: round");
        assertNotEquals("none", k.get("turn"), "black: a diamond (a turned square)");
        assertEquals("dashed", look.get("whiteFrame"), "white: a dashed frame round the card, black a solid one");
        assertEquals("true", white.findElement(By.cssSelector(".marker")).getAttribute("aria-hidden"));

        WebElement legend = teacher.findElement(By.cssSelector(".marker-legend"));
        assertEquals("Markers", legend.getAttribute("aria-label"));
        assertTrue(legend.getText().contains("white marker (hollow ring): every 10th card played"), legend.getText());
        assertTrue(legend.getText().contains("black marker (filled diamond)"), legend.getText());
        assertEquals(2, legend.findElements(By.cssSelector(".marker.white, .marker.black")).size());
        shoot(teacher, "markers-1920", 1920, 1080);
        shoot(teacher, "markers-390", 390, 844, "#mainline-title");

        teacher.get(base + "/watch/" + table + "?lang=fr");
        waitFor(teacher).until(b -> b.findElements(By.cssSelector("#mainline .card")).size() == 14);
        assertTrue(teacher.findElement(By.cssSelector(".marker-legend")).getText().contains("marqueur blanc (anneau vide)"));
    }

    /** The class projector's JSON as the server sends it, but with ten cards on the first table's mainline and both markers. */
    static final String FAKE_PROJECTOR_JSON = "var realFetch = window.fetch; window.fetch = function (url, options) {"
            + " return realFetch(url, options).then(function (r) { if (String(url).indexOf('projector.json') < 0) return r;"
            + "  return r.json().then(function (j) { var t = j.tables[0];"
            + "   t.mainline = ['5H', '8S', '2D', 'JC', '9H', '4S', 'QD', '3C', '7H', 'KS'];"
            + "   t.markers = [null, null, null, null, null, 'black', null, null, null, 'white'];"
            + "   return new Response(JSON.stringify(j), { headers: { 'Content-Type': 'application/json' } }); }); }); };";

    @Test
    void theClassProjectorShowsTheMarkersAndTheLegend() throws Exception {
        WebDriver teacher = browser();
        signUp(teacher);
        startSession(teacher, "eleusis", 3, BrowserEleusisTest.RULE);
        String console = teacher.getCurrentUrl();
        ((ChromeDriver) teacher).executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source", FAKE_PROJECTOR_JSON));
        teacher.get(console + "/projector");
        // One table has the screen: all ten cards fit (issue 24: as many of the newest as fit, as large as they fit).
        waitFor(teacher).until(b -> b.findElements(By.cssSelector(".projector-mainline img")).size() == 10);
        assertEquals("4S (black marker)", teacher.findElement(By.cssSelector(".projector-mainline .marker-black img")).getAttribute("alt"));
        assertEquals("KS (white marker)", teacher.findElement(By.cssSelector(".projector-mainline .marker-white img")).getAttribute("alt"));
        assertEquals(2, teacher.findElements(By.cssSelector(".projector-mainline .card .marker")).size());
        assertEquals(2, teacher.findElements(By.cssSelector(".projector-legend li")).size(), "the legend, for an Eleusis session");
        shoot(teacher, "class-projector-1920", 1920, 1080, ".projector-tables");
    }
}
