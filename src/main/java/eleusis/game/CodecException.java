package eleusis.game;

/**
 * JSON that cannot be read as a game's action or settings: the message says what is wrong and
 * where ({@code "card" in a "play" action must be a whole number, not "x"}), in words a teacher or
 * a browser's author can act on. Never a parser's own exception.
 */
public final class CodecException extends RuntimeException {
    public CodecException(String message) {
        super(message);
    }
}
