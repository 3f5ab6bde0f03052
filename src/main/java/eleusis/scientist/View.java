package eleusis.scientist;

import eleusis.cards.Card;
import java.util.List;

/**
 * Everything a player at a solo table may see, and nothing more: the hand, the layout, every play
 * with its verdict (in order, the refused starters first), the counterexamples given for wrong
 * guesses (when the table gives them), the turn and the guesses. Never the rule, the stock or the
 * seed: a player is handed only this record, so it cannot reach them.
 */
public record View(List<Card> hand, List<Card> mainline, List<Sideline> sidelines, List<Play> plays,
        List<Play> counterexamples, int turn, int maxTurns, int wrongGuesses, List<String> wrongGuessTexts) {
    public View {
        hand = List.copyOf(hand);
        mainline = List.copyOf(mainline);
        sidelines = List.copyOf(sidelines);
        plays = List.copyOf(plays);
        counterexamples = List.copyOf(counterexamples);
        wrongGuessTexts = List.copyOf(wrongGuessTexts);
    }

    public int turnsLeft() { return maxTurns - turn; }
}
