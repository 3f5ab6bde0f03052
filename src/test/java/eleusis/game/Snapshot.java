package eleusis.game;

import java.util.List;
import java.util.Map;

/**
 * Everything observable about a game at one moment: every view as JSON, the history, the event
 * log's length, where every card is (stock order included) and the totals. A refused action must
 * leave it exactly as it was.
 */
public record Snapshot(List<String> views, int history, int events, List<Integer> cards,
                       Map<Integer, Integer> totals, List<Integer> waitingFor) {

    public static Snapshot of(Game<?> g, Table table, int events) {
        return new Snapshot(Views.all(g), g.history().size(), events, table.everyCard(), g.totals(), g.waitingFor());
    }
}
