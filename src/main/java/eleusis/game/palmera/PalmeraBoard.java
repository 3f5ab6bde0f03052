package eleusis.game.palmera;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The perches during one round, and the cards that have left play (shown or unseen). */
final class PalmeraBoard {
    private final List<List<PalmeraPerched>> perches = new ArrayList<>();
    private final List<Integer> removedShown = new ArrayList<>();
    private final List<Integer> removedUnseen = new ArrayList<>();

    PalmeraBoard() {
        for (int i = 0; i < PalmeraPerches.ALL.size(); i++) perches.add(new ArrayList<>());
    }

    /** The cards on a perch, in the order they came. */
    List<PalmeraPerched> cards(int perch) { return Collections.unmodifiableList(perches.get(perch - 1)); }

    /** Who holds the perch, or null when it is empty (clashes leave one side at most). */
    Integer owner(int perch) {
        List<PalmeraPerched> there = perches.get(perch - 1);
        return there.isEmpty() ? null : there.get(0).owner();
    }

    /** Whether the seat may put a card there: empty, the opponent's, or its own with room left (perch 8). */
    boolean open(int seat, int perch) {
        Integer owner = owner(perch);
        return owner == null || owner != seat || cards(perch).size() < PalmeraPerches.get(perch).capacity();
    }

    void add(int perch, PalmeraPerched card) { perches.get(perch - 1).add(card); }

    void turnUp(int perch, int card) {
        List<PalmeraPerched> there = perches.get(perch - 1);
        for (int i = 0; i < there.size(); i++) if (there.get(i).card() == card) there.set(i, there.get(i).turnedUp());
    }

    /** Takes a card off a perch; it leaves play, shown (everyone saw it) or unseen. */
    void removeFromPerch(int perch, int card, boolean shown) {
        perches.get(perch - 1).removeIf(p -> p.card() == card);
        leave(card, shown);
    }

    /** A card leaves play without ever being on a perch (a losing attacker, a card with nowhere to go). */
    void leave(int card, boolean shown) {
        (shown ? removedShown : removedUnseen).add(card);
    }

    List<Integer> removedShown() { return Collections.unmodifiableList(removedShown); }

    List<Integer> removedUnseen() { return Collections.unmodifiableList(removedUnseen); }

    /** Every card on the board. */
    List<Integer> onBoard() {
        List<Integer> out = new ArrayList<>();
        for (List<PalmeraPerched> there : perches) for (PalmeraPerched p : there) out.add(p.card());
        return out;
    }

    /** A seat's cards still face down on the board, as {perch, slot}. */
    List<int[]> faceDown(int seat) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < perches.size(); i++) {
            List<PalmeraPerched> there = perches.get(i);
            for (int s = 0; s < there.size(); s++) {
                if (there.get(s).owner() == seat && !there.get(s).shown()) out.add(new int[] {i + 1, s});
            }
        }
        return out;
    }
}
