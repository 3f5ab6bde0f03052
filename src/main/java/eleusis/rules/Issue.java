package eleusis.rules;

/** Something wrong with a rule text, at a place in it. */
public record Issue(Span span, String message) {

    /** {@code line:column: message}. */
    public String headline() {
        return span.line() + ":" + span.column() + ": " + message;
    }

    /**
     * The headline, then the source line and carets under the spot, as compilers print them:
     * <pre>
     * 1:11: unknown name 'rnak'
     * card.rank > rnak
     *             ^^^^
     * </pre>
     */
    public String format(String source) {
        String[] lines = source.split("\r?\n", -1); // lines end at \n, as the lexer counts them
        int lineIndex = Math.min(Math.max(span.line() - 1, 0), lines.length - 1);
        // A tab or a lone carriage return is one column for the lexer: one space here, so that the
        // caret stays under the spot (a terminal would jump to the tab stop or the line's start).
        String text = lines[lineIndex].replace('\t', ' ').replace('\r', ' ');
        int col = Math.min(Math.max(span.column() - 1, 0), text.length());
        int width = Math.max(1, Math.min(span.end() - span.start(), text.length() - col));
        if (text.length() <= MAX_ECHO) return headline() + "\n" + text + "\n" + " ".repeat(col) + "^".repeat(width);
        // A very long line: echo a window around the spot, marked "..." where it is cut.
        int from = Math.max(0, Math.min(col - MAX_ECHO / 4, text.length() - MAX_ECHO));
        int to = Math.min(text.length(), from + MAX_ECHO);
        String head = from > 0 ? CUT : "";
        String tail = to < text.length() ? CUT : "";
        int shown = Math.max(1, Math.min(width, to - col));
        return headline() + "\n" + head + text.substring(from, to) + tail + "\n"
                + " ".repeat(head.length() + col - from) + "^".repeat(shown);
    }

    /** The longest source line echoed whole; a longer one is cut to this many characters around the spot. */
    public static final int MAX_ECHO = 160;
    private static final String CUT = "...";
}
