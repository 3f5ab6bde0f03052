package eleusis.analysis;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.List;

/** Builds concrete cases from two decks: no face more than twice in a layout. */
final class Layout {
    static final int COPIES = 2;

    private Layout() {}

    /**
     * Chooses a face for each judged-card slot ({@code groups.get(i)} lists the faces allowed in slot i)
     * so that no face is used more than twice; null when impossible.
     */
    static Card[] assign(List<List<Card>> groups) {
        Card[] chosen = new Card[groups.size()];
        int[] uses = new int[52];
        return search(groups, 0, chosen, uses) ? chosen : null;
    }

    private static boolean search(List<List<Card>> groups, int slot, Card[] chosen, int[] uses) {
        if (slot == groups.size()) return true;
        for (Card c : groups.get(slot)) {
            if (uses[c.index()] >= COPIES) continue;
            uses[c.index()]++;
            chosen[slot] = c;
            if (search(groups, slot + 1, chosen, uses)) return true;
            uses[c.index()]--;
        }
        return false;
    }

    /**
     * A mainline of {@code length} cards ending with {@code window} (oldest first), earlier cards filled
     * with faces that keep every face at most twice in the whole layout, the judged card included.
     */
    static List<Card> mainline(int length, List<Card> window, Card judged) {
        int[] uses = new int[52];
        for (Card c : window) uses[c.index()]++;
        uses[judged.index()]++;
        List<Card> line = new ArrayList<>(length);
        int next = 0;
        for (int i = 0; i < length - window.size(); i++) {
            while (uses[next % 52] >= COPIES) next++;
            Card c = Card.ofIndex(next % 52);
            uses[c.index()]++;
            line.add(c);
            next++;
        }
        line.addAll(window);
        return line;
    }
}
