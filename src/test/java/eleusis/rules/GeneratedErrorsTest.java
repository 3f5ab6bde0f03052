package eleusis.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.rules.parse.Limits;
import org.junit.jupiter.api.Test;

/**
 * Error reports for texts that do not fit in a baseline file: thousands of characters, invisible
 * characters and line endings other than a plain new line.
 */
class GeneratedErrorsTest {

    @Test
    void aRuleOfExactlyTheLimitCompiles() {
        String text = "card is red" + " ".repeat(Limits.MAX_CHARS - 11);
        assertEquals(Limits.MAX_CHARS, text.length());
        assertTrue(Rule.compile(text).ok());
    }

    @Test
    void oneCharacterOverTheLimitIsRefusedAtTheFirstCharacterTooMany() {
        String text = "card is red" + " ".repeat(Limits.MAX_CHARS - 10);
        // Issue 13: the echoed line is cut to the 160 characters that end at the spot.
        assertEquals("1:4001: the rule is too long: 4001 characters, the limit is 4000\n"
                + "..." + " ".repeat(160) + "\n" + " ".repeat(3 + 159) + "^", Rule.compile(text).report());
    }

    /** Issue 13: a 1 MB rule on one line printed a 2.1 MB report; the line and the carets are clipped. */
    @Test
    void aHugeRuleOnOneLineGetsAShortReport() {
        String text = "card is red and " + "card is red and ".repeat(65_536) + "card is red";
        String report = Rule.compile(text).report();
        assertTrue(report.length() < 400, () -> report.length() + " characters: " + report.substring(0, 400));
        String[] lines = report.split("\n");
        assertEquals(3, lines.length, report);
        assertTrue(lines[1].startsWith("...") && lines[1].endsWith("..."), lines[1]);
        assertEquals(3 + 40, lines[2].indexOf('^'), "the caret under the spot, 40 characters into the window");
        assertTrue(report.length() < 400, report);
    }

    /** An error in the middle of a long line: the window around it, the caret under it, cut where the window is. */
    @Test
    void aLongLineIsEchoedAroundTheSpot() {
        String text = "card.rank > 1 and ".repeat(60) + "card.suit == 3 and " + "card.rank > 1 and ".repeat(60) + "true";
        int at = text.indexOf("card.suit");
        String report = Rule.compile(text).report();
        String[] lines = report.split("\n");
        assertEquals("1:" + (at + 1) + ": cannot compare a suit with a number", lines[0]);
        assertEquals("..." + text.substring(at - 40, at + 120) + "...", lines[1]);
        assertEquals(" ".repeat(43) + "^".repeat("card.suit == 3".length()), lines[2]);
    }

    @Test
    void tooLongOnALaterLineNamesThatLine() {
        String line = "# " + "x".repeat(97) + "\n";
        String text = line.repeat(40) + "card is red";
        assertEquals("41:1: the rule is too long: 4011 characters, the limit is 4000\ncard is red\n^^^^^^^^^^^",
                Rule.compile(text).report());
    }

    @Test
    void thousandsOfMinusSignsAreTooDeep() {
        String text = "- ".repeat(1990) + "1 > 0";
        RuleResult result = Rule.compile(text);
        assertFalse(result.ok());
        // Whether the parser's stack or the depth check stops it depends on the thread's stack size.
        Issue issue = result.issues().get(0);
        assertTrue(issue.message().startsWith("the rule is nested too deeply"), issue::message);
        IssuePlaces.assertInside(text, issue);
    }

    @Test
    void controlCharactersAreShownAsEscapes() {
        String text = "card.rank" + (char) 1 + " > 5";
        assertEquals("1:10: unexpected invisible character U+0001; delete it (it often comes with copied text)\n" + text + "\n         ^", Rule.compile(text).report());
    }

    @Test
    void windowsLineEndingsCountAsOneLineBreak() {
        String text = "card is red and\r\nlast.suit == 2";
        assertEquals("2:1: cannot compare a suit with a number\nlast.suit == 2\n^^^^^^^^^^^^^^", Rule.compile(text).report());
    }

    /**
     * The lexer counts lines at '\n' only, so a lone '\r' stays inside the line and the caret must
     * too: echoed as a space (a terminal would go back to the line's start and the caret with it).
     */
    @Test
    void aLoneCarriageReturnKeepsTheCaretInPlace() {
        String text = "card is red and\rlast.suit == 2";
        assertEquals("1:17: cannot compare a suit with a number\ncard is red and last.suit == 2\n" + " ".repeat(16)
                + "^".repeat(14), Rule.compile(text).report());
    }

    @Test
    void tabsShowAsSpacesSoTheCaretLinesUp() {
        String text = "card is red and\n\t\tlast.suit == 2";
        assertEquals("2:3: cannot compare a suit with a number\n  last.suit == 2\n  ^^^^^^^^^^^^^^", Rule.compile(text).report());
    }

    // A no-break space, often pasted from a web page or a word processor, is named by its code.
    @Test
    void aNoBreakSpaceIsRefusedWhereItIs() {
        String text = "card is\u00a0red";
        assertEquals("1:8: unexpected invisible character U+00A0; delete it (it often comes with copied text)\n" + text + "\n       ^", Rule.compile(text).report());
    }

    // As above, for the byte order mark some editors put at the start of a text.
    @Test
    void aByteOrderMarkIsRefusedAtTheStart() {
        String text = "\ufeffcard is red";
        assertEquals("1:1: unexpected invisible character U+FEFF; delete it (it often comes with copied text)\n" + text + "\n^", Rule.compile(text).report());
    }

    // As above, for a zero-width space, which would otherwise show as nothing at all.
    @Test
    void aZeroWidthSpaceIsRefusedWhereItIs() {
        String text = "card is\u200bred";
        assertEquals("1:8: unexpected invisible character U+200B; delete it (it often comes with copied text)\n" + text + "\n       ^", Rule.compile(text).report());
    }

    @Test
    void noTextIsAnEmptyRule() {
        assertEquals("1:1: the rule is empty: write a condition such as card is red\n\n^", Rule.compile(null).report());
    }
}
