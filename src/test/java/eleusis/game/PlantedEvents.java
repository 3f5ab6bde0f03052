package eleusis.game;

/**
 * An event of each audience, planted by the tests of whom events reach (the audience itself, and a
 * broadcast's choice of events for each screen): a card shown to everyone, a card drawn by one seat,
 * a verdict for the teacher.
 */
public final class PlantedEvents {
    private PlantedEvents() {}

    public record Shown(String card) implements PublicEvent {
        public String type() { return "shown"; }
    }

    public record Drawn(int player, String card) implements SeatEvent {
        public String type() { return "drawn"; }
    }

    public record Judged(String verdict) implements TeacherEvent {
        public String type() { return "judged"; }
    }
}
