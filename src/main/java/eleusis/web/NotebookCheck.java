package eleusis.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.analysis.Consistency;
import eleusis.analysis.Evidence;
import eleusis.game.EvidenceView;
import eleusis.game.GameView;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.store.NotebookEntry;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A student's notebook checked against what is on the table now: for each hypothesis, its syntax
 * problems, or the observations that refute it. Rechecked whenever the table changes, so a
 * hypothesis that fitted can be seen to fall.
 */
final class NotebookCheck {
    /** The most refutations listed per hypothesis; the count says how many there are. */
    static final int SHOWN = 5;
    /** Compiled hypotheses kept per socket, so a recheck costs no compiling. */
    private static final int CACHE = 64;

    private final Map<String, RuleResult> compiled = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, RuleResult> eldest) {
            return size() > CACHE;
        }
    };

    synchronized ArrayNode check(List<NotebookEntry> entries, GameView view) {
        List<Evidence.Observation> evidence = ((EvidenceView) view).evidence();
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (NotebookEntry e : entries) {
            ObjectNode o = out.addObject();
            o.put("id", e.id());
            o.put("text", e.hypothesis());
            o.put("observations", evidence.size());
            RuleResult r = compiled.computeIfAbsent(e.hypothesis(), Rule::compile);
            if (!r.ok()) {
                o.put("error", r.report());
                continue;
            }
            o.put("english", r.rule().english());
            List<Consistency.Contradiction> against = Consistency.check(r.rule(), evidence);
            o.put("refutations", against.size());
            ArrayNode list = o.putArray("refutedBy");
            for (Consistency.Contradiction c : against.subList(0, Math.min(SHOWN, against.size()))) {
                list.add(c.describe().replaceFirst("^line \\d+: ", "").replace("the hypothesis", "this hypothesis"));
            }
        }
        return out;
    }
}
