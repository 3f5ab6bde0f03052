package eleusis.game.palmera;

import java.util.ArrayList;
import java.util.List;

/**
 * A fixed deal for one round, for tests: each seat's draw pile, top first. The cards named go on top
 * in that order; the rest of the seat's suit follows, weakest first.
 */
record PalmeraDeal(List<Integer> pile0, List<Integer> pile1) {
    static PalmeraDeal of(String seat0Top, String seat1Top) {
        return new PalmeraDeal(complete(0, seat0Top), complete(1, seat1Top));
    }

    List<Integer> pile(int seat) { return seat == 0 ? pile0 : pile1; }

    static List<Integer> complete(int seat, String top) {
        List<Integer> out = new ArrayList<>();
        for (String face : top.strip().isEmpty() ? new String[0] : top.strip().split("\\s+")) {
            int id = PalmeraCards.byFace(face);
            if (PalmeraCards.seatOf(id) != seat) throw new IllegalArgumentException(face + " is not in seat " + seat + "'s suit");
            if (out.contains(id)) throw new IllegalArgumentException(face + " is dealt twice");
            out.add(id);
        }
        for (int id : PalmeraCards.suit(seat)) if (!out.contains(id)) out.add(id);
        return out;
    }
}
