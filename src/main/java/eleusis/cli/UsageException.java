package eleusis.cli;

/** A command line that cannot be carried out; the message is printed as it is. */
final class UsageException extends RuntimeException {
    UsageException(String message) {
        super(message, null, false, false);
    }
}
