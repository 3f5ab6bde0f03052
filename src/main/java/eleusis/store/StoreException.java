package eleusis.store;

/**
 * Something the storage layer could not do, said in words a teacher or an administrator can act
 * on. The message is meant to be shown as it is (no stack trace); the cause, when there is one, is
 * for the server's log.
 */
public class StoreException extends RuntimeException {
    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    /** The change clashes with what is already stored: an email taken, a seat taken, an action number used. */
    public static class Conflict extends StoreException {
        public Conflict(String message) {
            super(message);
        }
    }

    /** Someone at the table already has this name (told apart from a taken seat: another seat will not do). */
    public static final class NameTaken extends Conflict {
        public NameTaken(String message) {
            super(message);
        }
    }

    /** The values given cannot be stored as they are: an empty name, a password too short, bad JSON. */
    public static final class Invalid extends StoreException {
        public Invalid(String message) {
            super(message);
        }
    }

    /** The thing asked for (a table, a rule, a session) is not there, or not this teacher's. */
    public static final class NotFound extends StoreException {
        public NotFound(String message) {
            super(message);
        }
    }
}
