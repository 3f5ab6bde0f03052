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
        assertEquals("1:4001: the rule is too long: 4001 characters, the limit is 4000\n"
                + text + "\n" + " ".repeat(4000) + "^", Rule.compile(text).report());
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

    /** The lexer counts lines at '\n' only, so a lone '\r' stays inside the line and the caret must too. */
    @Test
    void aLoneCarriageReturnKeepsTheCaretInPlace() {
        String text = "card is red and\rlast.suit == 2";
        assertEquals("1:17: cannot compare a suit with a number\n" + text + "\n" + " ".repeat(16) + "^".repeat(14),
                Rule.compile(text).report());
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
