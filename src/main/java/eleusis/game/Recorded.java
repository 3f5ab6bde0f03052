package eleusis.game;

/** An applied action as stored: who did it and what; replaying these rebuilds the game. */
public record Recorded<A>(int seat, A action) {}
