package eleusis.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import eleusis.store.Seat;
import eleusis.store.SessionTable;
import eleusis.store.StoredGame;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** A table as the teacher's console shows it, read from the dealer's view (the teacher may see the rule). */
final class ConsoleTable {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ConsoleTable() {}

    static ClassroomPages.TableInfo of(SessionTable table, StoredGame<?> game, List<Seat> seats, Set<Integer> connected,
                                       Instant now) {
        boolean house = HouseDealer.deals(table);
        // The teacher sees what the house sees (the secret rule); at other tables, what the projector sees.
        JsonNode view = JSON.valueToTree(game.view(house ? new Viewer.Player(HouseDealer.SEAT) : new Viewer.Spectator()));
        String rule = view.path("rule").isTextual() ? view.path("rule").asText() : null;
        Rule compiled = rule == null ? null : Rule.compile(rule).rule();
        List<ClassroomPages.SeatInfo> infos = new ArrayList<>();
        StringBuilder waiting = new StringBuilder();
        for (Seat s : seats) {
            JsonNode size = view.path("handSizes").path(Integer.toString(s.seat()));
            if (size.isMissingNode()) size = view.path("hands").path(Integer.toString(s.seat()));
            infos.add(new ClassroomPages.SeatInfo(s.seat(), s.playerName(), size.isInt() ? size.asInt() : null,
                    view.path("totals").path(Integer.toString(s.seat())).asInt(0), connected.contains(s.seat()),
                    ago(s.lastSeen(), now)));
        }
        for (JsonNode w : view.path("waitingFor")) {
            int seat = w.asInt();
            String name = house && seat == HouseDealer.SEAT ? "you (the dealer)" : seats.stream().filter(s -> s.seat() == seat)
                    .map(Seat::playerName).findFirst().orElse(table.computerSeats() ? "the computer" : "seat " + seat + " (empty)");
            if (waiting.length() > 0) waiting.append(", ");
            waiting.append(name);
        }
        return new ClassroomPages.TableInfo(table, view.path("players").asInt() - (house ? 1 : 0), view.path("round").asInt(),
                view.path("rounds").asInt(), view.path("phase").asText("").replace('_', ' '), rule == null ? "" : rule,
                compiled == null ? "" : compiled.english(), view.path("judgedByHand").asBoolean(false), game.over(), infos,
                waiting.length() == 0 ? "nobody" : waiting.toString());
    }

    private static String ago(Instant then, Instant now) {
        long s = Math.max(0, Duration.between(then, now).getSeconds());
        if (s < 60) return "just now";
        if (s < 3600) return (s / 60) + " min ago";
        return (s / 3600) + " h ago";
    }
}
