package eleusis.game.eleusis;

import eleusis.game.PublicEvent;

/** The events only full Eleusis has: the prophet, markers, sudden death. */
public final class EleusisEvents {
    private EleusisEvents() {}

    public record ProphetDeclared(int player, String markerCard, int cardsPlayed) implements PublicEvent {
        public String type() { return "prophet_declared"; }
    }

    public record ProphetCall(int prophet, String call) implements PublicEvent {
        public String type() { return "prophet_call"; }
    }

    public record Overthrow(int prophet, int penalty) implements PublicEvent {
        public String type() { return "overthrow"; }
    }

    public record Marker(String color, String card, int number) implements PublicEvent {
        public String type() { return "marker"; }
    }

    public record SuddenDeath(int cardsPlayed) implements PublicEvent {
        public String type() { return "sudden_death"; }
    }

    public record Expelled(int player) implements PublicEvent {
        public String type() { return "expelled"; }
    }
}
