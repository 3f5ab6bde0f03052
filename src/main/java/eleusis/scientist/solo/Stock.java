package eleusis.scientist.solo;

import eleusis.cards.Card;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Random;

/** The dealer's stock: two decks shuffled from the seed, and another deck shuffled in whenever it runs out. */
final class Stock {
    private final Random random;
    private final Deque<Card> cards = new ArrayDeque<>();
    private int decks;

    Stock(long seed) {
        this.random = new Random(seed);
        List<Card> two = new ArrayList<>(Card.deck());
        two.addAll(Card.deck());
        Collections.shuffle(two, random);
        cards.addAll(two);
        decks = 2;
    }

    Card draw() {
        if (cards.isEmpty()) {
            List<Card> deck = new ArrayList<>(Card.deck());
            Collections.shuffle(deck, random);
            cards.addAll(deck);
            decks++;
        }
        return cards.pop();
    }

    /** How many decks the game has dealt from: what a guess is judged against. */
    int decks() { return decks; }
}
