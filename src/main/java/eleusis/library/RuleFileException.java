package eleusis.library;

import java.util.List;

/**
 * A rule file, a library of them, or the lesson plans built on it, that cannot be used: every problem found, each one
 * {@code file:line: what is wrong}, ready to show a teacher as they stand.
 */
public final class RuleFileException extends Exception {
    private static final long serialVersionUID = 1L;

    private final List<String> errors;

    public RuleFileException(List<String> errors) {
        super(String.join("\n", errors));
        if (errors.isEmpty()) throw new IllegalArgumentException("a RuleFileException needs at least one error");
        this.errors = List.copyOf(errors);
    }

    public List<String> errors() { return errors; }
}
