package eleusis.game.elementa;

import eleusis.game.PublicEvent;
import eleusis.game.SeatEvent;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The events of a game of Elementa. Only a player's own deal and draws are private. */
public final class ElementaEvents {
    private ElementaEvents() {}

    /** The teams by number: team 0 is seats 0 and 2, team 1 seats 1 and 3. */
    public static final Map<Integer, List<Integer>> TEAMS = teams();

    private static Map<Integer, List<Integer>> teams() {
        Map<Integer, List<Integer>> t = new LinkedHashMap<>();
        t.put(0, List.of(0, 2));
        t.put(1, List.of(1, 3));
        return Collections.unmodifiableMap(t);
    }

    /** The dealer deals {@code handSize} cards to each player; {@code active} lays first. */
    public record GameStart(int dealer, Map<Integer, List<Integer>> teams, int handSize, int active, int stock)
            implements PublicEvent {
        public String type() { return "game_start"; }
    }

    /** The cards a player was dealt, in the order dealt; for that player only. */
    public record Deal(int player, List<ElementaCard> cards) implements SeatEvent {
        public String type() { return "deal"; }
    }

    /** A card laid face up on the table in hand number {@code hand} (from 1). */
    public record Laid(int hand, int player, ElementaCard card) implements PublicEvent {
        public String type() { return "laid"; }
    }

    /** A card of a finished hand with its effective value. */
    public record Valued(int player, ElementaCard card, int value) {}

    /** The hand is won: the winner captures the cards and becomes the active player. */
    public record HandWon(int hand, int winner, int team, List<Valued> cards, int relics) implements PublicEvent {
        public String type() { return "hand_won"; }
    }

    /** The card a player drew from the stock; for that player only. */
    public record Draw(int player, ElementaCard card) implements SeatEvent {
        public String type() { return "draw"; }
    }

    /** Who drew after a hand, in order (the winner first), and the cards left in the stock. */
    public record Refill(int hand, List<Integer> players, int stock) implements PublicEvent {
        public String type() { return "refill"; }
    }

    /**
     * The end. {@code scores} are the points per team (shown even when all the relics decide);
     * {@code winner} is a team or null for a draw; {@code allRelics} the team that captured every
     * relic, or null; {@code decidedBy} says how: "all_relics", "points", "relics" (equal points,
     * more relics) or "draw".
     */
    public record GameEnd(Map<Integer, Integer> scores, Map<Integer, List<Integer>> teams, Integer winner, Integer allRelics,
                          Map<Integer, Integer> relics, Map<Integer, ElementaRules.TeamScore> details, String decidedBy)
            implements PublicEvent {
        public String type() { return "game_end"; }
    }
}
