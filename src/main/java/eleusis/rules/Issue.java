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
        String text = lines[lineIndex].replace('\t', ' ');
        int col = Math.min(Math.max(span.column() - 1, 0), text.length());
        int width = Math.max(1, Math.min(span.end() - span.start(), text.length() - col));
        return headline() + "\n" + text + "\n" + " ".repeat(col) + "^".repeat(width);
    }
}
