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
            Card[] chosen = first(groups, limit);
            if (chosen != null) return chosen;
        }
        return null;
    }

    /**
     * The first choice in the groups' order (each slot its earliest face, as a search slot by slot
     * would find), or null when there is none. Each face is kept only if the later slots can still
     * be filled, which a matching says at once: a blind search would try the faces of every earlier
     * slot again before learning that the last three slots want one face three times, and with 20
     * slots of 52 faces it never ends.
     */
    private static Card[] first(List<List<Card>> groups, int copies) {
        int[] uses = new int[52];
        if (!fillable(groups, 0, uses, copies)) return null;
        Card[] chosen = new Card[groups.size()];
        for (int slot = 0; slot < groups.size(); slot++) {
            for (Card c : groups.get(slot)) {
                if (uses[c.index()] >= copies) continue;
                uses[c.index()]++;
                if (fillable(groups, slot + 1, uses, copies)) {
                    chosen[slot] = c;
                    break;
                }
                uses[c.index()]--;
            }
            // Some face fits: the slots from here on were fillable with this slot's choices in them.
        }
        return chosen;
    }

    /**
     * Whether slots {@code from} onwards can each get a face of their group with no face used more
     * than {@code copies} times, counting {@code uses} already made: a matching of slots to faces,
     * grown one slot at a time by augmenting paths (a slot takes a face with room, or one whose
     * holder can move to another face).
     */
    static boolean fillable(List<List<Card>> groups, int from, int[] uses, int copies) {
        int slots = groups.size() - from;
        int[] held = new int[slots]; // the face each slot holds
        int[] load = new int[52];
        for (int s = 0; s < slots; s++) {
            if (!place(groups, from, s, s, held, load, uses, copies, new boolean[52])) return false;
        }
        return true;
    }

    /**
     * Gives slot {@code s} a face: one with room, or one whose holder among the {@code placed} slots
     * moves to another face, and so on down the path; {@code seen} keeps each face to one visit.
     */
    private static boolean place(List<List<Card>> groups, int from, int s, int placed, int[] held, int[] load, int[] uses,
            int copies, boolean[] seen) {
        for (Card c : groups.get(from + s)) {
            int f = c.index();
            if (seen[f]) continue;
            seen[f] = true;
            if (uses[f] + load[f] < copies) {
                held[s] = f;
                load[f]++;
                return true;
            }
            for (int t = 0; t < placed; t++) {
                if (t != s && held[t] == f && place(groups, from, t, placed, held, load, uses, copies, seen)) {
                    load[f]--; // t left f for another face (counted there), and s takes its place
                    held[s] = f;
                    load[f]++;
                    return true;
                }
            }
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
