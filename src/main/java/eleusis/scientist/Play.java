package eleusis.scientist;

import eleusis.cards.Card;
import java.util.List;

/**
 * One piece of evidence a player sees: the mainline as it stood (starter first), the card judged
 * after it, and the dealer's verdict. A refused starter has an empty line.
 */
public record Play(List<Card> line, Card card, boolean accepted) {
    public Play {
        line = List.copyOf(line);
    }
}
