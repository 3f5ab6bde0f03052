package eleusis.rules.parse;

/**
 * Bounds that keep every stage (parser, checker, evaluator, compiler) finite and small whatever a
 * person types. Real rules are a line or two; the library's longest is a few hundred characters.
 */
public final class Limits {
    private Limits() {}

    /** Longest rule text accepted, in characters. */
    public static final int MAX_CHARS = 4000;
    /** Deepest nesting of the syntax tree (brackets, ifs, nots and operators all count). */
    public static final int MAX_DEPTH = 60;
    /** Largest number that may be written. */
    public static final int MAX_LITERAL = 1_000_000;
    /** Furthest a rule may look back: {@code last(20)}. */
    public static final int MAX_LOOKBACK = 20;
    /** Largest value any arithmetic may reach, so evaluation never overflows an int. */
    public static final long MAX_VALUE = 1_000_000_000L;
    /** Largest position the checker assumes when bounding arithmetic (far beyond any real game). */
    public static final int MAX_POSITION = 10_000;
}
