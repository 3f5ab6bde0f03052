package eleusis.scientist.solo;

/** How a solo game ended: found or not, after how many turns and wrong guesses, the score and the last guess. */
public record Outcome(boolean solved, int turns, int wrongGuesses, int score, String guess) {
    /** 30 (the turns allowed) - turns used - 2 x wrong guesses when found, 0 when not found. */
    static int score(boolean solved, int maxTurns, int turns, int wrongGuesses) {
        return solved ? maxTurns - turns - 2 * wrongGuesses : 0;
    }
}
