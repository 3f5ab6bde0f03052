package eleusis.game;

import eleusis.rules.Rule;

/** Who decides whether a card is right: the secret rule, compiled, or a person judging by hand. */
public sealed interface Judge permits Judge.ByRule, Judge.ByHand {
    record ByRule(Rule rule) implements Judge {}

    /** For rules the language cannot express: the engine waits for the dealer's verdicts. */
    record ByHand(String note) implements Judge {}

    default boolean byHand() { return this instanceof ByHand; }

    /** Refuses secret rules that accept no card as the starter: no round could ever begin. */
    static void requireSomeStarter(java.util.List<Judge> judges) {
        for (Judge j : judges) {
            if (j instanceof ByRule r && eleusis.cards.Card.deck().stream()
                    .noneMatch(c -> r.rule().accepts(java.util.List.of(), c))) {
                throw new IllegalArgumentException("the rule '" + r.rule().canonical()
                        + "' accepts no card as the starter, so no round could begin");
            }
        }
    }
}
