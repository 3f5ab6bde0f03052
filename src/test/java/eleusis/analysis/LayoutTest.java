package eleusis.analysis;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import eleusis.cards.Card;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The faces of a difference's layout: the same choice a plain search slot by slot makes, found
 * without its blind backtracking, so a window of 21 cards with no two-deck layout is answered at
 * once instead of never.
 */
class LayoutTest {
    /** The plain search: each slot its earliest face in turn, backing up when a later slot is stuck. */
    private static Card[] plain(List<List<Card>> groups, int copies) {
        for (int limit = Math.min(copies, 2); limit <= Math.min(copies, Math.max(2, groups.size())); limit++) {
            Card[] chosen = new Card[groups.size()];
            if (plainSearch(groups, 0, chosen, new int[52], limit)) return chosen;
        }
        return null;
    }

    private static boolean plainSearch(List<List<Card>> groups, int slot, Card[] chosen, int[] uses, int copies) {
        if (slot == groups.size()) return true;
        for (Card c : groups.get(slot)) {
            if (uses[c.index()] >= copies) continue;
            uses[c.index()]++;
            chosen[slot] = c;
            if (plainSearch(groups, slot + 1, chosen, uses, copies)) return true;
            uses[c.index()]--;
        }
        return false;
    }

    @Test
    void choosesWhatThePlainSearchChoosesOnSmallLayouts() {
        Random r = new Random(26);
        int possible = 0;
        for (int round = 0; round < 20_000; round++) {
            int slots = 1 + r.nextInt(7);
            int pool = 1 + r.nextInt(6); // few faces, so that they run out often
            List<List<Card>> groups = new ArrayList<>();
            for (int s = 0; s < slots; s++) {
                List<Card> faces = new ArrayList<>();
                for (int f = 0; f < pool; f++) if (r.nextInt(3) > 0) faces.add(Card.ofIndex(f * 7));
                Collections.shuffle(faces, r);
                groups.add(faces);
            }
            int copies = 1 + r.nextInt(3);
            Card[] expected = plain(groups, copies);
            assertArrayEquals(expected, Layout.assign(groups, copies), () -> "groups " + groups + ", copies " + copies);
            if (expected != null) possible++;
        }
        assertEquals(true, possible > 5_000 && possible < 15_000, "both kinds were tried: " + possible + " possible");
    }

    @Test
    void aLongWindowWithNoTwoDeckLayoutIsAnsweredAtOnce() {
        // 18 cards of any face, then three that must be one face: two decks hold it twice only.
        List<List<Card>> groups = new ArrayList<>();
        for (int i = 0; i < 18; i++) groups.add(Card.deck());
        Card queen = Card.ofIndex(11);
        for (int i = 0; i < 3; i++) groups.add(List.of(queen));
        // The plain search would try 52^18 layouts first; this must not wait for it.
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> assertNull(Layout.assign(groups, 2)));
        Card[] three = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> Layout.assign(groups, 3));
        assertNotNull(three, "three decks hold the queen three times");
        int[] uses = new int[52];
        for (int i = 0; i < three.length; i++) {
            assertEquals(true, groups.get(i).contains(three[i]), "slot " + i + " holds a face it allows");
            uses[three[i].index()]++;
        }
        for (int u : uses) assertEquals(true, u <= 3, "no face more than three times");
    }

    @Test
    void aFaceFullInOneSlotIsFreedByMovingAnotherSlot() {
        // Slot 0 may take A or B, slot 1 only A, with one copy each: slot 0 must leave A to slot 1.
        Card a = Card.ofIndex(0);
        Card b = Card.ofIndex(1);
        assertArrayEquals(new Card[] {b, a}, Layout.assign(List.of(List.of(a, b), List.of(a)), 1));
        assertEquals(true, Layout.fillable(List.of(List.of(a, b), List.of(a)), 0, new int[52], 1));
        assertEquals(false, Layout.fillable(List.of(List.of(a), List.of(a)), 0, new int[52], 1));
    }
}
