package eleusis.analysis;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.List;

/** Builds concrete cases from a number of decks: no face more often than there are decks. */
final class Layout {
    /** Copies of each face in two decks, the game the profile and sample lines are about. */
    static final int COPIES = 2;

    private Layout() {}

    /**
     * Chooses a face for each judged-card slot ({@code groups.get(i)} lists the faces allowed in slot i)
     * so that no face is used more than {@code copies} times; null when impossible.
     */
    static Card[] assign(List<List<Card>> groups, int copies) {
        // A case two decks can deal first: it reads better than one that needs five.
        for (int limit = Math.min(copies, 2); limit <= Math.min(copies, Math.max(2, groups.size())); limit++) {
            Card[] chosen = new Card[groups.size()];
            if (search(groups, 0, chosen, new int[52], limit)) return chosen;
        }
        return null;
    }

    private static boolean search(List<List<Card>> groups, int slot, Card[] chosen, int[] uses, int copies) {
        if (slot == groups.size()) return true;
        for (Card c : groups.get(slot)) {
            if (uses[c.index()] >= copies) continue;
            uses[c.index()]++;
            chosen[slot] = c;
            if (search(groups, slot + 1, chosen, uses, copies)) return true;
            uses[c.index()]--;
        }
        return false;
    }

    /**
     * A mainline of {@code length} cards ending with {@code window} (oldest first), earlier cards filled
     * with faces that keep every face at most {@code copies} times in the whole layout, the judged card
     * included. {@code length} must leave room: at most {@code 52 * copies - 1}.
     */
    static List<Card> mainline(int length, List<Card> window, Card judged, int copies) {
        int[] uses = new int[52];
        for (Card c : window) uses[c.index()]++;
        uses[judged.index()]++;
        List<Card> line = new ArrayList<>(length);
        for (int i = 0; i < length - window.size(); i++) {
            // The least used face, the earliest in deck order among them: never more copies than needed.
            int best = 0;
            for (int f = 1; f < 52; f++) if (uses[f] < uses[best]) best = f;
            if (uses[best] >= copies) throw new IllegalArgumentException("no room for " + length + " cards in the decks");
            uses[best]++;
            line.add(Card.ofIndex(best));
        }
        line.addAll(window);
        return line;
    }
}
