package eleusis.rules;

/**
 * A stretch of rule text: character offsets {@code [start, end)} and the 1-based line and column
 * of the start, as people count them.
 */
public record Span(int start, int end, int line, int column) {
    public static Span between(Span from, Span to) {
        return new Span(from.start, Math.max(from.end, to.end), from.line, from.column);
    }
}
