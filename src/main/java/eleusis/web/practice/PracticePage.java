package eleusis.web.practice;

import java.util.List;

/**
 * The practice screens, as the templates draw them: everything worked out and put in the reader's
 * words before the template sees it.
 */
public final class PracticePage {
    private PracticePage() {}

    /** The start: the levels with how many rules each holds, a game to go on with (null: none), an error. */
    public record Start(List<Level> levels, String goOn, String error) {}

    public record Level(int level, int rules) {}

    /** One place of the mainline (null for the refused starters' column) and the cards refused after it. */
    public record Column(String card, List<String> refused) {}

    /** A hypothesis of the notebook, checked against every play: its problems, or what refutes it. */
    public record Note(String text, String reading, String error, int refutations, int observations,
                       List<String> refutedBy) {
        public boolean fits() { return error == null && refutations == 0; }
    }

    public record Hint(int turn, String card, String why, int remaining) {}

    /** One turn of the end's table: the student's card and guess beside the scientist's (nulls where there is none). */
    public record Row(int turn, String card, Boolean accepted, String guess, Boolean right,
                      String scientistCard, Boolean scientistAccepted, String scientistGuess, Boolean scientistRight) {}

    /**
     * The end: the rule (its name and description in the reader's language, for a rule of the library; the
     * description is null for another), how it went, and both paths. {@code rows} is empty while the
     * scientist is still thinking.
     */
    public record End(String ruleName, String ruleDescription, int level, String ruleText, String reading, boolean solved, boolean gaveUp,
                      int score, int turns, int wrongGuesses, int hints, boolean scientistReady, boolean scientistSolved,
                      int scientistScore, int scientistTurns, int scientistWrongGuesses, List<Row> rows) {}

    /**
     * A game: the table, the hand, the counters, the notebook, the hints, what just happened, and an
     * error with what the student typed (kept) when the last thing they sent was refused.
     */
    public record Game(String token, int level, int turn, int maxTurns, int wrongGuesses, int hintsUsed,
                       int scoreIfFound, boolean counterexamples, List<String> hand, List<Column> table,
                       boolean mayPlay, boolean mayGuess, boolean mayHint, boolean finished, String last, boolean lastGood,
                       List<String> counterexampleTexts, List<Hint> hints, List<Note> notes, int maxNotes, String error,
                       String report, String guess, String note, End end) {}
}
