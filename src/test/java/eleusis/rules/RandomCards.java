package eleusis.rules;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Mainlines dealt at random from two decks: any face may come twice in a row. */
final class RandomCards {
    private RandomCards() {}

    static Card card(Random random) {
        return Card.ofIndex(random.nextInt(52));
    }

    static List<Card> mainline(Random random, int length) {
        List<Card> line = new ArrayList<>(length);
        for (int i = 0; i < length; i++) line.add(card(random));
        return line;
    }
}
