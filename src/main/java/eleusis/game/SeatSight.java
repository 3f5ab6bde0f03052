package eleusis.game;

import java.util.ArrayList;
import java.util.List;

/**
 * What a student's socket at a seat is sent, and nothing more: the seat's own view and the events
 * of the game it may see (every public one, and its own deal and draws). A computer player that
 * decides from this alone cannot read the secret rule, the stock or another hand.
 *
 * @param <V> the game's view type
 */
public record SeatSight<V extends GameView>(int seat, V view, List<GameEvent> events) {
    public SeatSight {
        events = List.copyOf(events);
    }

    /** The seat's sight of the game as it is now (read under the game's lock: it copies, quickly). */
    public static <V extends GameView> SeatSight<V> of(Game<?> g, int seat, Class<V> type) {
        V view = type.cast(g.view(new Viewer.Player(seat)));
        List<GameEvent> seen = new ArrayList<>();
        Audience screen = Audience.OneSeat.of(seat);
        for (GameEvent e : g.log()) {
            if (e.audience().reaches(screen)) seen.add(e); // as the seat's sockets are sent them
        }
        return new SeatSight<>(seat, view, seen);
    }

    /** The events since the last round began (all of them before the first round's start is logged). */
    public List<GameEvent> thisRound() {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof TableEvents.RoundStart) return events.subList(i, events.size());
        }
        return events;
    }
}
