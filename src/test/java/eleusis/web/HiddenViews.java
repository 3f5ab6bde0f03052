package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.EventJson;
import eleusis.game.Game;
import eleusis.game.GameContract;
import eleusis.game.GameType;
import eleusis.game.PublicEvent;
import eleusis.game.Games;
import eleusis.game.Viewer;
import eleusis.game.elementa.ElementaContract;
import eleusis.game.elephant.ElephantContract;
import eleusis.game.eleusis.EleusisContract;
import eleusis.game.express.ExpressContract;
import eleusis.game.palmera.PalmeraContract;
import eleusis.store.Database;
import eleusis.store.LoggedAction;
import eleusis.store.SessionTable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the sockets of a table were sent, held against the stored game: every view is the one its
 * viewer's seat is owed (one server's replay of the stored actions), shows no card the game's contract
 * hides from that viewer, and only a student's own private events reach them (with the view, and in
 * the history a new screen is sent).
 */
final class HiddenViews {
    static final Map<String, GameContract<?, ?, ?>> CONTRACTS = Map.of("eleusis", new EleusisContract(),
            "express", new ExpressContract(), "palmera", new PalmeraContract(), "elementa", new ElementaContract(),
            "elephant", new ElephantContract());

    /** The cards each viewer ("seat N", "spectator") may not see, at every seq of the stored game. */
    final List<Map<String, Set<Integer>>> hidden;
    private final OneServer one;
    private final GameContract<?, ?, ?> contract;
    private final Set<JsonNode> publicEvents = new HashSet<>();

    HiddenViews(Database db, long tableId) {
        SessionTable t = db.tables().find(tableId).orElseThrow();
        List<LoggedAction> actions = db.actionLog().load(tableId);
        contract = CONTRACTS.get(t.game());
        one = OneServer.replay(Games.of(t.game()), t, actions);
        hidden = hiddenAtEverySeq(contract, Games.of(t.game()), t, actions);
        one.log().stream().filter(e -> e instanceof PublicEvent).forEach(e -> publicEvents.add(EventJson.node(e)));
    }

    /**
     * Checks every view message of {@code lines} (a socket's messages, one a line); answers how many
     * views were checked and adds what its viewer was shown but may not see to {@code leaks}.
     */
    int audit(String lines, List<String> leaks) throws Exception {
        int views = 0;
        for (String line : lines.split("\n")) {
            if (line.isBlank()) continue;
            JsonNode m = Classroom.JSON.readTree(line);
            if (!m.path("type").asText().equals("view")) continue;
            int seq = m.get("seq").asInt();
            int you = m.get("view").path("you").asInt(-1);
            Viewer viewer = you >= 0 ? new Viewer.Player(you) : new Viewer.Spectator();
            String who = (you >= 0 ? "seat " + you : "the projector") + " at seq " + seq;
            views++;
            if (!one.view(seq, viewer).equals(m.get("view"))) {
                leaks.add(who + ": not the view its viewer is owed: " + m.get("view"));
                continue;
            }
            Set<Integer> shown = contract.shown(m.get("view"));
            shown.retainAll(hidden.get(seq).get(key(viewer)));
            if (!shown.isEmpty()) leaks.add(who + " was shown hidden cards " + shown + ": " + m.get("view"));
            for (String field : List.of("events", "history")) {
                for (JsonNode e : m.path(field)) {
                    if (!publicEvents.contains(e) && e.path("player").asInt(-1) != you) {
                        leaks.add(who + " was sent another's private event " + e);
                    }
                }
            }
        }
        return views;
    }

    static String key(Viewer viewer) {
        return viewer instanceof Viewer.Player p ? "seat " + p.seat() : "spectator";
    }

    private static <S, A, G extends Game<A>> List<Map<String, Set<Integer>>> hiddenAtEverySeq(GameContract<?, ?, ?> any,
            GameType<S, A> type, SessionTable t, List<LoggedAction> actions) {
        @SuppressWarnings("unchecked")
        GameContract<S, A, G> contract = (GameContract<S, A, G>) any;
        Game<A> g = type.start(type.decodeSettings(t.settingsJson()), t.seed());
        List<Map<String, Set<Integer>>> out = new ArrayList<>();
        out.add(hidden(contract, g));
        for (LoggedAction a : actions) {
            g.applyRecorded(a.seat(), type.decodeStored(a.actionJson()));
            out.add(hidden(contract, g));
        }
        return out;
    }

    private static <S, A, G extends Game<A>> Map<String, Set<Integer>> hidden(GameContract<S, A, G> contract, Game<A> g) {
        Map<String, Set<Integer>> at = new HashMap<>();
        at.put("spectator", new HashSet<>(contract.hidden(contract.game(g), new Viewer.Spectator())));
        for (int seat = 0; seat < g.players(); seat++) {
            at.put("seat " + seat, new HashSet<>(contract.hidden(contract.game(g), new Viewer.Player(seat))));
        }
        return at;
    }
}
