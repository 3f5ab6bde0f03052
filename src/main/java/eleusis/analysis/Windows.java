package eleusis.analysis;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The windows two rules must be judged on (the judged card, back 0, and the mainline cards up to
 * the look-back), one for each kind of window the rules cannot tell apart.
 *
 * <p>A slot (a card some cards back) whose whole face is read ({@code card == last}, or its rank
 * and its suit) is a <em>face slot</em>; any other slot is tried once per group of faces that agree
 * on what is read there (13 ranks, 4 suits, 2 colours, or a single group when nothing is read).
 *
 * <p>Face slots use symmetry. Let K be every rank, suit or colour aspect read anywhere: the faces
 * that agree on K form K-classes of equal size (4 faces of a rank when only ranks are read, all 52
 * when nothing but whole faces is). The rules read a face only through K and through equality with
 * other faces (the checker allows no other use of a whole card), so renaming faces inside their
 * K-classes changes no verdict, and no number of copies either: it is a bijection. So the face
 * slots, taken in order, each choose a K-class and then either a face already chosen in that class
 * or the class's next unused face. That is one window per orbit, and every window is in some orbit:
 * "all different, 5 back" is 203 windows instead of 52^6.
 */
final class Windows {
    /** Groups of faces for each slot, by back; a face slot's groups are single faces. */
    private final List<FaceClasses> slotGroups = new ArrayList<>();
    private final boolean[] faceSlot;
    private final List<List<Card>> kClasses;
    private final int lookback;

    // The window being visited.
    private final Card[] chosen;
    private final int[] group;
    private final int[] used;

    /** Stops a visit when it returns true. */
    interface Visitor {
        boolean visit(Windows window);
    }

    Windows(List<Footprint> rules) {
        int look = 0;
        for (Footprint f : rules) look = Math.max(look, f.lookback);
        lookback = look;
        faceSlot = new boolean[lookback + 1];
        Set<Aspect> k = EnumSet.noneOf(Aspect.class);
        for (int back = 0; back <= lookback; back++) {
            Set<Aspect> seen = EnumSet.noneOf(Aspect.class);
            for (Footprint f : rules) seen.addAll(f.aspectsAt(back));
            FaceClasses classes = new FaceClasses(seen);
            slotGroups.add(classes);
            faceSlot[back] = classes.size() == 52;
            seen.remove(Aspect.FACE);
            k.addAll(seen);
        }
        kClasses = new FaceClasses(k).groups;
        chosen = new Card[lookback + 1];
        group = new int[lookback + 1];
        used = new int[kClasses.size()];
    }

    int lookback() { return lookback; }

    /** The card chosen for the slot {@code back} cards back (0: the judged card) in the window visited. */
    Card card(int back) { return chosen[back]; }

    /** The faces that could stand in that slot without the rules telling the difference. */
    List<Card> allowed(int back) {
        return faceSlot[back] ? List.of(chosen[back]) : slotGroups.get(back).groups.get(group[back]);
    }

    /**
     * Visits one window per kind, with the judged card and {@code present} mainline cards; true
     * when the visitor stopped it.
     */
    boolean forEach(int present, Visitor visitor) {
        Arrays.fill(used, 0);
        return visit(0, present, visitor);
    }

    private boolean visit(int back, int present, Visitor visitor) {
        if (back > present) return visitor.visit(this);
        if (!faceSlot[back]) {
            FaceClasses groups = slotGroups.get(back);
            for (int g = 0; g < groups.size(); g++) {
                group[back] = g;
                chosen[back] = groups.representative(g);
                if (visit(back + 1, present, visitor)) return true;
            }
            return false;
        }
        for (int k = 0; k < kClasses.size(); k++) {
            List<Card> faces = kClasses.get(k);
            int known = used[k];
            for (int j = 0; j <= known && j < faces.size(); j++) {
                chosen[back] = faces.get(j);
                if (j == known) used[k]++;
                boolean stop = visit(back + 1, present, visitor);
                if (j == known) used[k]--;
                if (stop) return true;
            }
        }
        return false;
    }

    /** How many windows {@link #forEach} visits for {@code present} mainline cards (saturating). */
    long count(int present) {
        return count(0, present, new int[kClasses.size()], new HashMap<>());
    }

    private long count(int back, int present, int[] usedPerClass, Map<String, Long> memo) {
        if (back > present) return 1;
        if (!faceSlot[back]) {
            return times(slotGroups.get(back).size(), count(back + 1, present, usedPerClass, memo));
        }
        // Classes of equal size are alike for counting: the state is the sorted counts of used faces.
        int[] sorted = usedPerClass.clone();
        Arrays.sort(sorted);
        String key = back + ":" + Arrays.toString(sorted);
        Long memoised = memo.get(key);
        if (memoised != null) return memoised;
        long total = 0;
        long rest = count(back + 1, present, usedPerClass, memo); // a face already chosen: nothing new is used
        for (int k = 0; k < usedPerClass.length; k++) {
            int known = usedPerClass[k];
            total = plus(total, times(known, rest));
            if (known < kClasses.get(k).size()) {
                usedPerClass[k]++;
                total = plus(total, count(back + 1, present, usedPerClass, memo));
                usedPerClass[k]--;
            }
        }
        memo.put(key, total);
        return total;
    }

    static long times(long a, long b) {
        if (a == 0 || b == 0) return 0;
        return a > Long.MAX_VALUE / b ? Long.MAX_VALUE : a * b;
    }

    static long plus(long a, long b) {
        return a > Long.MAX_VALUE - b ? Long.MAX_VALUE : a + b;
    }
}
