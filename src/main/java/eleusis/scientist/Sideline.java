package eleusis.scientist;

import eleusis.cards.Card;
import java.util.List;

/** The refused cards lying under one place of the mainline: {@code under} mainline cards came before them (0: refused starters). */
public record Sideline(int under, List<Card> cards) {
    public Sideline {
        cards = List.copyOf(cards);
    }
}
