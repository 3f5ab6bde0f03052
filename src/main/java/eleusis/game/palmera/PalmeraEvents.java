package eleusis.game.palmera;

import eleusis.game.PublicEvent;
import eleusis.game.SeatEvent;
import java.util.List;
import java.util.Map;

/**
 * The events of En la palmera; their components are the fields of the event log. Cards are named
 * by face ("KD"). A public event never names a card that is still hidden from one of the players.
 */
public final class PalmeraEvents {
    private PalmeraEvents() {}

    /** A round begins: both suits shuffled into their owners' piles, the board empty. */
    public record RoundStart(int round, int firstPlayer, Map<Integer, String> suits) implements PublicEvent {
        public String type() { return "round_start"; }
    }

    /** The top card of one's own pile, seen only by its owner. */
    public record Draw(int player, String card, int left) implements SeatEvent {
        public String type() { return "draw"; }
    }

    /** A card goes face down onto the player's side of a perch; a clash may follow. */
    public record Place(int player, int perch) implements PublicEvent {
        public String type() { return "place"; }
    }

    /**
     * One fight on a perch: the defender's card is shown; the attacker's stays face down unless it is
     * shown by a setting as it loses. {@code winner} is "attacker", "defender" or "king" (a king
     * defended and every card on the perch left play; {@code unseen} of them were not shown).
     * Whether it was a tie is not said: that would tell the rank of a hidden card.
     */
    public record Clash(int perch, int attacker, int defender, int fight, String defenderCard, String winner,
                        String attackerCard, int unseen) implements PublicEvent {
        public String type() { return "clash"; }
    }

    /** A king attacked: every card on the perch leaves play, the king too; {@code shown} lists the defenders turned up. */
    public record KingAttack(int perch, int attacker, String king, List<String> shown, int unseen) implements PublicEvent {
        public String type() { return "king_attack"; }
    }

    /** What the attacker alone knows of a fight: its own card and why it won or lost ("higher", "lower", "tie_ace_perch", "tie_attacker", "king"). */
    public record Announce(int player, int perch, int fight, String card, String against, String result, String why)
            implements SeatEvent {
        public String type() { return "announce"; }
    }

    /** The new holder of perch 3 may look at one face-down card of the opponent. */
    public record PeekDue(int player) implements PublicEvent {
        public String type() { return "peek_due"; }
    }

    /** Everyone sees which card was looked at... */
    public record Peek(int player, int perch, int slot) implements PublicEvent {
        public String type() { return "peek"; }
    }

    /** ...and only the peeker sees what it is. */
    public record PeekSeen(int player, int perch, int slot, String card) implements SeatEvent {
        public String type() { return "peek_seen"; }
    }

    public record PeekSkipped(int player) implements PublicEvent {
        public String type() { return "peek_skipped"; }
    }

    /** No perch could take the drawn card; it left play unseen. */
    public record NoPlace(int player) implements PublicEvent {
        public String type() { return "no_place"; }
    }

    /** A perch as the round ends, every card turned up; {@code owner} null when empty. */
    public record PerchEnd(int perch, Integer owner, List<String> cards, int points) {}

    /**
     * The round is over: the board turned up, the kings still on it removed, each player scoring the
     * value of every perch they hold for each card they keep on it.
     */
    public record RoundEnd(int round, List<PerchEnd> board, List<String> kingsRemoved, Map<Integer, Integer> scores,
                           Map<Integer, Integer> totals) implements PublicEvent {
        public String type() { return "round_end"; }
    }

    /** {@code scores}: seat to total points; {@code rounds}: each round's points; {@code winners}: one seat, or both on a draw. */
    public record GameEnd(Map<Integer, Integer> scores, List<Map<Integer, Integer>> rounds, List<Integer> winners,
                          String decidedBy) implements PublicEvent {
        public String type() { return "game_end"; }
    }
}
