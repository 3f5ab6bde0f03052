package eleusis.game.elementa;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The arithmetic of Elementa: effective values, the winner of a hand, a team's points. */
public final class ElementaRules {
    static final int POINTS_FOR_A_ONE = 5;
    static final int POINTS_FOR_A_SEVEN = 3;
    /** Per captured card when at least two other captured cards share its base value. */
    static final int POINTS_FOR_A_SET_CARD = 1;

    /**
     * What a team's captured cards are worth.
     *
     * @param ones     captured cards of base value 1 (5 points each)
     * @param sevens   captured cards of base value 7 (3 points each)
     * @param setCards captured cards with at least two other captured cards of the same base value (1 point each)
     */
    public record TeamScore(int ones, int sevens, int setCards, int points) {}

    private ElementaRules() {}

    /**
     * The effective value of each card on the table, in the order laid: a relic is 0; a regular card
     * is its base value, minus the cards on the table of its destroyer suit, plus those of its
     * generator suit. A card never counts for itself: no suit destroys or generates itself.
     */
    public static List<Integer> effectiveValues(List<ElementaCard> table) {
        List<Integer> out = new ArrayList<>();
        for (ElementaCard c : table) {
            if (c.relic()) {
                out.add(0);
                continue;
            }
            ElementaDeck.Cycle cycle = ElementaDeck.cycle(c.suit());
            int value = c.base();
            for (ElementaCard other : table) {
                if (other.suit().equals(cycle.destroyer())) value--;
                if (other.suit().equals(cycle.generator())) value++;
            }
            out.add(value);
        }
        return out;
    }

    /** The position of the winning card: the highest value, and of tied cards the one laid first. */
    public static int winnerIndex(List<Integer> values) {
        int best = 0;
        for (int i = 1; i < values.size(); i++) if (values.get(i) > values.get(best)) best = i;
        return best;
    }

    /** Relics have no base value, so they earn none of these points. */
    public static TeamScore score(List<ElementaCard> captured) {
        Map<Integer, Integer> byBase = new TreeMap<>();
        for (ElementaCard c : captured) if (!c.relic()) byBase.merge(c.base(), 1, Integer::sum);
        int ones = byBase.getOrDefault(1, 0);
        int sevens = byBase.getOrDefault(7, 0);
        int setCards = 0;
        for (int count : byBase.values()) if (count >= 3) setCards += count;
        return new TeamScore(ones, sevens, setCards,
                ones * POINTS_FOR_A_ONE + sevens * POINTS_FOR_A_SEVEN + setCards * POINTS_FOR_A_SET_CARD);
    }

    public static int team(int seat) {
        return seat % 2;
    }

    public static int partner(int seat) {
        return (seat + 2) % ElementaGame.PLAYERS;
    }
}
