package eleusis.rules;

import eleusis.cards.Card;
import java.util.List;

/** A rule ready to judge cards: the card, and the mainline before it (starter first). */
@FunctionalInterface
public interface RulePredicate {
    /** The first {@code length} cards of {@code mainline} are the line, oldest first. */
    boolean accepts(Card[] mainline, int length, Card card);

    default boolean accepts(List<Card> mainline, Card card) {
        return accepts(mainline.toArray(new Card[0]), mainline.size(), card);
    }
}
