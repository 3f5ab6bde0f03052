package eleusis.game;

/**
 * An event for one seat only (its deal, the card it drew, what it alone was shown): sent to that
 * seat's screens and to no other seat's, nor to the projector or the dealer's screen. The seat is
 * the event's {@code player}, the field its screens show it by; a record's {@code int player}
 * component is this accessor, and an event without one does not compile.
 */
public non-sealed interface SeatEvent extends GameEvent {
    /** The seat the event is for. */
    int player();

    @Override
    default Audience.OneSeat audience() {
        return Audience.OneSeat.of(player());
    }
}
