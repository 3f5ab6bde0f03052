package eleusis.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Checks that an issue points at a real place in the text and that its caret lands there. */
final class IssuePlaces {
    private IssuePlaces() {}

    static void assertInside(String text, Issue issue) {
        Span s = issue.span();
        String where = issue + " in \"" + Escapes.of(text) + "\"";
        // Lines are counted at '\n', as the lexer counts them.
        String[] lines = text.split("\n", -1);
        assertTrue(s.line() >= 1 && s.line() <= lines.length, "line out of range: " + where);
        String line = lines[s.line() - 1];
        assertTrue(s.column() >= 1 && s.column() <= line.length() + 1, "column out of range: " + where);
        assertTrue(s.start() >= 0 && s.start() <= s.end() && s.start() <= text.length(), "offsets out of range: " + where);

        String headline = issue.headline();
        assertTrue(headline.chars().noneMatch(c -> c < 0x20 || c == 0x7f), "control character in message: " + where);
        String[] shown = issue.format(text).split("\n", -1);
        assertEquals(3, shown.length, "an issue shows as headline, source line, carets: " + where);
        assertEquals(headline, shown[0], where);
        boolean crlf = line.endsWith("\r") && s.line() < lines.length; // "\r\n" ends the line as "\n" does
        String original = (crlf ? line.substring(0, line.length() - 1) : line).replace('\t', ' ').replace('\r', ' ');
        int caret = shown[2].indexOf('^');
        if (shown[1].equals(original)) {
            assertEquals(s.column() - 1, caret, "the caret is not under the column the headline gives: " + where);
        } else {
            // A long line is echoed as a window around the spot, "..." where it is cut.
            assertTrue(original.length() > Issue.MAX_ECHO && shown[1].length() <= Issue.MAX_ECHO + 6,
                    "a line cut that did not need it, or cut too long: " + where);
            String fromCaret = shown[1].substring(caret);
            if (fromCaret.endsWith("...") && !original.endsWith("...")) fromCaret = fromCaret.substring(0, fromCaret.length() - 3);
            assertTrue(original.startsWith(fromCaret, s.column() - 1),
                    "the caret is not under the column the headline gives: " + where);
        }
    }
}
