package eleusis.scientist;

/**
 * The machine scientist's candidate rules still standing after some evidence, for people to look at
 * (the class debrief's chart of the hypothesis space shrinking): the same {@link Space} and
 * {@link Standing} the scientist plays with, struck out by the same verdicts. Striking a play twice
 * changes nothing, so evidence seen again may be given again. The space is made on first use
 * (read from the build's file, about 0.2 s; built, a second and a half, where there is none;
 * shared by every instance afterwards): make the first one off any thread that answers people.
 */
public final class Candidates {
    private final Space space = Space.get();
    private final Standing standing = new Standing(space);
    private final byte[] values = new byte[space.nodes()];

    /** How many candidate rules there are before any evidence. */
    public int total() {
        return space.hypotheses();
    }

    /** Strikes out the candidates that would have given this play another verdict. */
    public void strike(Play play) {
        standing.strike(play, values);
    }

    /** Strikes out a candidate guessed and found wrong (written exactly as the space writes it). */
    public void strikeGuess(String text) {
        standing.strike(text);
    }

    /** The candidates still standing. */
    public int count() {
        return standing.count();
    }
}
