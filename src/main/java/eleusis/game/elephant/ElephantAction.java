package eleusis.game.elephant;

import java.util.List;

/**
 * What a seat can do. Cards are named by their ids, as the views show them; the kinds in snake_case
 * ("buy", "take_elephant", "lose", "push", "score") are what {@code allowed} returns.
 */
public sealed interface ElephantAction {
    /** Pay one money for a card of the porcelain row. */
    record Buy(int card) implements ElephantAction {}

    /** Take an elephant of the row and one money; the elephant breaks porcelain of the collection. */
    record TakeElephant(int elephant) implements ElephantAction {}

    /** After an elephant that leaves a choice: the porcelain cards given up, by id. */
    record Lose(List<Integer> cards) implements ElephantAction {
        public Lose {
            cards = List.copyOf(cards);
        }
    }

    /** Play the push card (once a game): pass the turn. */
    record Push() implements ElephantAction {}

    /** At a scoring: a type not used before; {@code colour} only (and always) for ONE_COLOUR. */
    record Score(ScoringType scoring, ElephantColour colour) implements ElephantAction {}

    static String kind(ElephantAction a) {
        if (a instanceof Buy) return "buy";
        if (a instanceof TakeElephant) return "take_elephant";
        if (a instanceof Lose) return "lose";
        if (a instanceof Push) return "push";
        return "score";
    }
}
