package eleusis.game.elephant;

import eleusis.game.PublicEvent;
import java.util.List;
import java.util.Map;

/**
 * The events of a game. Everything in this game lies face up except the order of the two draw
 * piles, which no event shows, so every event is public.
 */
public final class ElephantEvents {
    private ElephantEvents() {}

    /** The setup: each seat's start pair (its numeral and cards), money and push card; the bank. */
    public record GameStart(int players, int firstPlayer, Map<Integer, String> startPairs,
                            Map<Integer, List<ElephantView.PorcelainCard>> collections, Map<Integer, Integer> money,
                            int bank) implements PublicEvent {
        public String type() { return "game_start"; }
    }

    /** Five porcelain cards laid out in the row (at the start, and each time the row is empty). */
    public record PorcelainLaid(List<ElephantView.PorcelainCard> cards, int pile) implements PublicEvent {
        public String type() { return "porcelain_laid"; }
    }

    /** Five elephants laid out in the row (at the start, and each time the row is empty). */
    public record ElephantsLaid(List<ElephantView.ElephantCard> cards, int pile) implements PublicEvent {
        public String type() { return "elephants_laid"; }
    }

    /** The elephant pile ran out: the taken elephants were shuffled into a new pile. */
    public record ElephantsReshuffled(int count) implements PublicEvent {
        public String type() { return "elephants_reshuffled"; }
    }

    public record Bought(int player, ElephantView.PorcelainCard card, int money, int bank) implements PublicEvent {
        public String type() { return "bought"; }
    }

    public record ElephantTaken(int player, ElephantView.ElephantCard elephant, int money, int bank) implements PublicEvent {
        public String type() { return "elephant_taken"; }
    }

    /** The elephant leaves the player a choice of which porcelain to lose; they name it next. */
    public record LossToChoose(int player, int elephant, int count, List<Integer> candidates) implements PublicEvent {
        public String type() { return "loss_to_choose"; }
    }

    /** Porcelain broken by an elephant (maybe none); it leaves the game. */
    public record Lost(int player, int elephant, List<ElephantView.PorcelainCard> cards, boolean chosen) implements PublicEvent {
        public String type() { return "lost"; }
    }

    public record Pushed(int player) implements PublicEvent {
        public String type() { return "pushed"; }
    }

    /** A score card came up: scoring 1 to 4. */
    public record ScoringStart(int scoring) implements PublicEvent {
        public String type() { return "scoring_start"; }
    }

    /** A player's choice at scoring {@code number}: the type ("lowest", "highest", "one_colour", "all"). */
    public record Scored(int player, int number, String scoring, String colour, int points, boolean automatic)
            implements PublicEvent {
        public String type() { return "scored"; }
    }

    /**
     * The end, after the 4th scoring: each seat's total, the winners (all seats sharing the best
     * total) and each seat's score sheet.
     */
    public record GameEnd(Map<Integer, Integer> scores, List<Integer> winners,
                          Map<Integer, List<ElephantView.SheetLine>> sheets) implements PublicEvent {
        public String type() { return "game_end"; }
    }
}
