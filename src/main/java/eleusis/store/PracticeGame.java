package eleusis.store;

import java.util.List;

/**
 * A stored practice game: the library rule it was dealt (name and text as dealt), the seed, the
 * language it was started in, whether wrong guesses earn a counterexample, and its actions in order (each a JSON object the web's codec writes).
 */
public record PracticeGame(String ruleName, String ruleText, long seed, String lang, boolean counterexamples,
                           List<String> actions) {
    public PracticeGame {
        actions = List.copyOf(actions);
    }
}
