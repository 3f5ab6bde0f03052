package eleusis.analysis;

import eleusis.cards.Card;

/** What a rule can see of a card: its rank, suit, colour, or the whole face (for {@code card == last}). */
enum Aspect {
    RANK, SUIT, COLOR, FACE;

    /** A key that is equal for two cards exactly when the given aspects cannot tell them apart. */
    static int key(Card c, java.util.Set<Aspect> aspects) {
        if (aspects.contains(FACE) || (aspects.contains(RANK) && aspects.contains(SUIT))) return c.index();
        int key = 0;
        if (aspects.contains(RANK)) key = c.rank();
        if (aspects.contains(SUIT)) key = key * 4 + c.suitIndex() + 1;
        else if (aspects.contains(COLOR)) key = key * 2 + c.colorIndex() + 1;
        return key;
    }
}
