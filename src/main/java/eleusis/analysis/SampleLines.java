package eleusis.analysis;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Mainlines a rule accepts, for authors to look at: each card drawn at random among the faces the
 * rule accepts at that point, no face more than twice. Seeded, so the same rule shows the same lines.
 */
public final class SampleLines {
    private SampleLines() {}

    /** Up to {@code count} lines of up to {@code length} cards; a line stops early at a dead end. */
    public static List<List<Card>> of(Rule rule, int count, int length, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<List<Card>> out = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            List<Card> line = new ArrayList<>();
            int[] uses = new int[52];
            Card[] faces = new Card[length];
            for (int i = 0; i < length; i++) {
                List<Card> accepted = new ArrayList<>();
                for (Card c : Card.deck()) {
                    if (uses[c.index()] < Layout.COPIES && rule.accepts(faces, i, c)) accepted.add(c);
                }
                if (accepted.isEmpty()) break;
                Card next = accepted.get(random.nextInt(accepted.size()));
                uses[next.index()]++;
                faces[i] = next;
                line.add(next);
            }
            out.add(line);
        }
        return out;
    }
}
