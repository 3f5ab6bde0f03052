package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import eleusis.game.EventJson;
import eleusis.game.Game;
import eleusis.game.GameEvent;
import eleusis.game.GameType;
import eleusis.game.Outcome;
import eleusis.game.PublicEvent;
import eleusis.game.SeatEvent;
import eleusis.game.Viewer;
import eleusis.store.LoggedAction;
import eleusis.store.SessionTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The game of a table as one server computes it from the stored actions: every viewer's view at
 * every seq, and the log, to hold what sockets were sent against (several servers, hidden information).
 */
record OneServer(List<Map<String, JsonNode>> views, List<Integer> logSizes, List<GameEvent> log) {
    static <S, A> OneServer replay(GameType<S, A> type, SessionTable t, List<LoggedAction> actions) {
        Game<A> g = type.start(type.decodeSettings(t.settingsJson()), t.seed());
        List<Map<String, JsonNode>> views = new ArrayList<>();
        List<Integer> logSizes = new ArrayList<>();
        snap(g, views, logSizes);
        for (LoggedAction a : actions) {
            Outcome o = g.applyRecorded(a.seat(), type.decodeStored(a.actionJson()));
            if (!o.applied()) throw new AssertionError("stored action " + a.seq() + " refused on replay: " + o);
            snap(g, views, logSizes);
        }
        return new OneServer(views, logSizes, List.copyOf(g.log()));
    }

    private static void snap(Game<?> g, List<Map<String, JsonNode>> views, List<Integer> logSizes) {
        Map<String, JsonNode> at = new HashMap<>();
        at.put("spectator", EventJson.MAPPER.valueToTree(g.view(new Viewer.Spectator())));
        for (int seat = 0; seat < g.players(); seat++) {
            at.put("seat " + seat, EventJson.MAPPER.valueToTree(g.view(new Viewer.Player(seat))));
        }
        views.add(at);
        logSizes.add(g.log().size());
    }

    JsonNode view(int seq, Viewer viewer) {
        return views.get(seq).get(viewer instanceof Viewer.Player p ? "seat " + p.seat() : "spectator");
    }

    ArrayNode events(int fromSeq, int toSeq, Integer ownSeat) {
        ArrayNode out = EventJson.MAPPER.createArrayNode();
        for (GameEvent e : log.subList(logSizes.get(fromSeq), logSizes.get(toSeq))) {
            JsonNode node = EventJson.node(e);
            boolean own = e instanceof SeatEvent && ownSeat != null && node.path("player").asInt(-1) == ownSeat;
            if (e instanceof PublicEvent || own) out.add(node);
        }
        return out;
    }
}
