package eleusis.game;

import java.util.List;
import java.util.Map;

/** Events shared by the games of the Eleusis family; their fields are the JSON fields of the event log. */
public final class TableEvents {
    private TableEvents() {}

    public record RoundStart(int round, int dealer, List<Integer> players, int firstPlayer) implements PublicEvent {
        public String type() { return "round_start"; }
    }

    public record Deal(int player, List<String> cards) implements SeatEvent {
        public String type() { return "deal"; }
    }

    public record NewDeck(int decks) implements PublicEvent {
        public String type() { return "new_deck"; }
    }

    public record Starter(String card, boolean accepted) implements PublicEvent {
        public String type() { return "starter"; }
    }

    public record Play(int player, List<String> cards, String verdict) implements PublicEvent {
        public String type() { return "play"; }
    }

    public record Penalty(int player, int count, String reason) implements PublicEvent {
        public String type() { return "penalty"; }
    }

    public record NoPlay(int player, List<String> hand, String verdict) implements PublicEvent {
        public String type() { return "no_play"; }
    }

    public record NewHand(int player, int count) implements PublicEvent {
        public String type() { return "new_hand"; }
    }

    /** After a wrong no-play, a correct card from that hand goes to the mainline. */
    public record CorrectCard(int player, String card, String by) implements PublicEvent {
        public String type() { return "correct_card"; }
    }

    public record RoundEnd(int round, int dealer, Map<Integer, Integer> hands, Integer prophet,
                           List<String> mainline, List<Sideline> sidelines, Map<Integer, Integer> scores,
                           String reason) implements PublicEvent {
        public String type() { return "round_end"; }
    }

    /** The wrong plays under one mainline card: its place (0 = starter), the card, the plays. */
    public record Sideline(int under, String card, List<List<String>> plays) {}

    public record GameEnd(Map<Integer, Integer> totals, List<Integer> neverDealt) implements PublicEvent {
        public String type() { return "game_end"; }
    }
}
