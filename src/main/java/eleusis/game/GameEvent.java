package eleusis.game;

/**
 * Something that happened in a game. Events are records; their components become the JSON fields
 * of the event log, with {@link #type()} as the "type" field.
 *
 * <p>Whom an event is for is part of its type, checked by the compiler: an event is a
 * {@link PublicEvent}, a {@link SeatEvent} or a {@link TeacherEvent} and nothing else (this
 * interface is sealed), so an event that does not say whom it is for does not compile. Each of the
 * three gives {@link #audience()} its own return type, so an event of two kinds does not compile
 * either, and none can claim another kind of audience than its own.
 */
public sealed interface GameEvent permits PublicEvent, SeatEvent, TeacherEvent {
    String type();

    /** Whom it is for: its kind says, nothing else (not a field's name, not a flag). */
    Audience audience();
}
