package eleusis.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.analysis.Consistency;
import eleusis.analysis.Evidence;
import eleusis.game.EvidenceView;
import eleusis.game.GameView;
import eleusis.rules.RuleResult;
import eleusis.store.NotebookEntry;
import java.util.List;

/**
 * A student's notebook checked against what is on the table now: for each hypothesis, its syntax
 * problems, or the observations that refute it, in the student's language. Rechecked whenever the
 * table changes, so a hypothesis that fitted can be seen to fall.
 *
 * <p>The table holds the cards of the round in play only: a hypothesis written in an earlier round
 * (about that round's cards, and maybe another rule) is not checked against it, and says so.
 */
public final class NotebookCheck {
    /** The most refutations listed per hypothesis; the count says how many there are. */
    public static final int SHOWN = 5;

    private NotebookCheck() {}

    /**
     * @param roundStarts how many actions the game had when each round was dealt, round 0 first
     *                    (empty: every entry counts as written in the round in play)
     * @param compile     a hypothesis compiled (from a cache shared by every socket: {@link eleusis.web.play.NotebookChecks})
     */
    public static ArrayNode check(List<NotebookEntry> entries, GameView view, List<Integer> roundStarts, Texts texts,
                           java.util.function.Function<String, RuleResult> compile) {
        List<Evidence.Observation> evidence = ((EvidenceView) view).evidence();
        int current = roundStarts.size() - 1;
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (NotebookEntry e : entries) {
            ObjectNode o = out.addObject();
            o.put("id", e.id());
            o.put("text", e.hypothesis());
            o.put("observations", evidence.size());
            RuleResult r = compile.apply(e.hypothesis());
            if (!r.ok()) {
                o.put("error", r.report());
                continue;
            }
            o.put("reading", r.rule().reading(texts.lang()));
            int round = roundOf(e.seq(), roundStarts);
            if (round < current) {
                // Not refuted by this round's cards: about another round's, so not checked against them.
                o.put("earlierRound", round + 1);
                o.put("earlierNote", texts.get("notebook.earlierRound", round + 1));
                continue;
            }
            List<Consistency.Contradiction> against = Consistency.check(r.rule(), evidence);
            o.put("refutations", against.size());
            ArrayNode list = o.putArray("refutedBy");
            for (Consistency.Contradiction c : against.subList(0, Math.min(SHOWN, against.size()))) {
                list.add(refutation(texts, c.observation()));
            }
        }
        return out;
    }

    /** The round (from 0) an entry written after {@code seq} actions belongs to: the last dealt by then. */
    static int roundOf(int seq, List<Integer> roundStarts) {
        int round = 0;
        for (int i = 0; i < roundStarts.size(); i++) if (roundStarts.get(i) <= seq) round = i;
        return round;
    }

    /** "7♥ after 5♥ 6♠ was refused, but this hypothesis accepts it", in the reader's language and its names of cards. */
    public static String refutation(Texts texts, Evidence.Observation o) {
        int count = o.cards().size();
        String cards = texts.cards(o.cards()), after = texts.cards(o.mainline());
        if (o.mainline().isEmpty()) {
            return o.accepted() ? texts.get("notebook.refuted.acceptedStarter", count, cards, after)
                    : texts.get("notebook.refuted.refusedStarter", count, cards, after);
        }
        return o.accepted() ? texts.get("notebook.refuted.accepted", count, cards, after)
                : texts.get("notebook.refuted.refused", count, cards, after);
    }
}
