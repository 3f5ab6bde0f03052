package eleusis.game;

import eleusis.analysis.Evidence;
import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.List;

/**
 * A view of a rule-guessing game, which shows its viewer the evidence on the table: every mainline
 * card was accepted after the cards before it; every sideline play was refused after the mainline
 * up to the card it hangs under. A notebook is checked against this, taken from its owner's own
 * view, so it never learns more than its owner sees.
 */
public interface EvidenceView extends GameView {
    /** The observations, in the order they lie on the table; lines numbered from 1. */
    List<Evidence.Observation> evidence();

    /** One refused play: the card ids, and the mainline card (by position, 0 the starter) it hangs under. */
    record Refused(int under, List<Integer> cards) {}

    /** The observations of a mainline of card ids and the refused plays under it. */
    static List<Evidence.Observation> observations(List<Integer> mainline, List<Refused> refused) {
        List<Card> line = mainline.stream().map(Table::face).toList();
        List<Evidence.Observation> out = new ArrayList<>();
        int n = 1;
        for (int i = 0; i < line.size(); i++) {
            out.add(new Evidence.Observation(n++, line.subList(0, i), List.of(line.get(i)), true));
            for (Refused r : refused) {
                if (r.under() != i) continue;
                out.add(new Evidence.Observation(n++, line.subList(0, i + 1), r.cards().stream().map(Table::face).toList(), false));
            }
        }
        return out;
    }
}
