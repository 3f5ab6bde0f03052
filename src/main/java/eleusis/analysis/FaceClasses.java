package eleusis.analysis;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The 52 faces grouped so that a rule seeing only the given aspects cannot tell apart two faces
 * of one group: judging one face of each group is as good as judging them all.
 */
final class FaceClasses {
    final List<List<Card>> groups;

    FaceClasses(Set<Aspect> aspects) {
        Map<Integer, List<Card>> byKey = new LinkedHashMap<>();
        for (Card c : Card.deck()) byKey.computeIfAbsent(Aspect.key(c, aspects), k -> new ArrayList<>()).add(c);
        groups = List.copyOf(byKey.values());
    }

    int size() { return groups.size(); }

    Card representative(int group) { return groups.get(group).get(0); }
}
