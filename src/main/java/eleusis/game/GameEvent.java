package eleusis.game;

/**
 * Something that happened in a game. Events are records; their components become the JSON fields
 * of the event log, with {@link #type()} as the "type" field.
 */
public interface GameEvent {
    String type();

    /** Whether only some viewers may learn of it (a player's own draw, say); false for public events. */
    default boolean publicEvent() { return true; }
}
