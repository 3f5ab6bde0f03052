package eleusis.game;

/**
 * Something that happened in a game. Events are records; their components become the JSON fields
 * of the event log, with {@link #type()} as the "type" field.
 */
public interface GameEvent {
    String type();

    /**
     * False when only one player may learn of it (their own draw, say): that player's seat is then
     * the event's {@code player} field, and nobody else is ever sent it.
     */
    default boolean publicEvent() { return true; }
}
