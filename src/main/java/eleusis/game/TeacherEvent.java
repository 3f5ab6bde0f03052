package eleusis.game;

/**
 * An event for the teacher's eyes only: sent to the dealer's screen, never to a student's screen nor
 * to the projector, which the whole room sees. No game of the catalogue logs one yet.
 */
public non-sealed interface TeacherEvent extends GameEvent {
    @Override
    default Audience.Teacher audience() {
        return Audience.TEACHER;
    }
}
