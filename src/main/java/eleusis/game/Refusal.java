package eleusis.game;

/** An action the engine would not apply, and why; nothing changed. */
public record Refusal(Reason reason, String message) {}
