package eleusis.analysis;

import eleusis.cards.Card;
import eleusis.rules.RulePredicate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Tests a hypothesis against the evidence on the table: every accepted card it would have refused
 * and every refused play it would have accepted. This is what a student's notebook shows.
 */
public final class Consistency {
    /** An observation the hypothesis contradicts. */
    public record Contradiction(Evidence.Observation observation) {
        /** "line 3: 7H after 5H was refused, but the hypothesis accepts it". */
        public String describe() {
            Evidence.Observation o = observation;
            String cards = o.cards().stream().map(Card::notation).collect(Collectors.joining(" "));
            String after = o.mainline().isEmpty() ? " as the starter"
                    : " after " + o.mainline().stream().map(Card::notation).collect(Collectors.joining(" "));
            String what = o.cards().size() > 1 ? "the string " + cards : cards;
            return "line " + o.line() + ": " + what + after + (o.accepted()
                    ? " was accepted, but the hypothesis refuses it"
                    : " was refused, but the hypothesis accepts " + (o.cards().size() > 1 ? "every card of it" : "it"));
        }
    }

    private Consistency() {}

    public static List<Contradiction> check(RulePredicate hypothesis, List<Evidence.Observation> evidence) {
        List<Contradiction> out = new ArrayList<>();
        for (Evidence.Observation o : evidence) {
            if (acceptsAll(hypothesis, o.mainline(), o.cards()) != o.accepted()) out.add(new Contradiction(o));
        }
        return out;
    }

    /** A string is right only if each card is right after the mainline and the cards before it in the string. */
    static boolean acceptsAll(RulePredicate rule, List<Card> mainline, List<Card> cards) {
        Card[] line = new Card[mainline.size() + cards.size()];
        for (int i = 0; i < mainline.size(); i++) line[i] = mainline.get(i);
        int length = mainline.size();
        for (Card c : cards) {
            if (!rule.accepts(line, length, c)) return false;
            line[length++] = c;
        }
        return true;
    }
}
