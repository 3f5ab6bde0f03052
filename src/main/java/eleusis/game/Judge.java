package eleusis.game;

import eleusis.rules.Rule;

/** Who decides whether a card is right: the secret rule, compiled, or a person judging by hand. */
public sealed interface Judge permits Judge.ByRule, Judge.ByHand {
    record ByRule(Rule rule) implements Judge {}

    /** For rules the language cannot express: the engine waits for the dealer's verdicts. */
    record ByHand(String note) implements Judge {}

    default boolean byHand() { return this instanceof ByHand; }
}
