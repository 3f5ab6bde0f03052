package eleusis.game;

/** An event everyone may see: every seat, the projector and the teacher. */
public non-sealed interface PublicEvent extends GameEvent {
    @Override
    default Audience.Everyone audience() {
        return Audience.EVERYONE;
    }
}
