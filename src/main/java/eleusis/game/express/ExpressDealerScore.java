package eleusis.game.express;

import java.util.Collection;
import java.util.Locale;

/**
 * How the dealer of an Eleusis Express round scores. Golden's page says only that it "is based on
 * the scores of the other players"; the formula is the app's choice, a setting. The players'
 * scores include the guesser's bonus.
 */
public enum ExpressDealerScore {
    /** The highest player score, as the dealer scores in Eleusis (without a prophet): the standard. */
    HIGHEST,
    /** The players' average score, rounded down: a rule that many players find pays best. */
    AVERAGE;

    /** The name in settings JSON: "highest", "average". */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ExpressDealerScore of(String word) {
        for (ExpressDealerScore d : values()) if (d.word().equals(word)) return d;
        return null;
    }

    /** The dealer's score from the scores of the players of the round (at least one). */
    public int score(Collection<Integer> playerScores) {
        if (playerScores.isEmpty()) throw new IllegalArgumentException("a round has at least one player besides the dealer");
        return switch (this) {
            case HIGHEST -> playerScores.stream().mapToInt(Integer::intValue).max().orElseThrow();
            case AVERAGE -> Math.floorDiv(playerScores.stream().mapToInt(Integer::intValue).sum(), playerScores.size());
        };
    }
}
