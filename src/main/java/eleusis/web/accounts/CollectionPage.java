package eleusis.web.accounts;

import eleusis.store.SavedRule;
import java.util.List;

/**
 * A teacher's rule collection: the saved rules, and the outcome of the last save, delete or import
 * ({@code message}, or {@code errors} with places). {@code draft} fills the save form (what the teacher
 * typed, after a save that failed) and {@code importText} the import box (after an import that failed).
 */
public record CollectionPage(String teacher, List<SavedRule> rules, String message, List<String> errors,
                             Draft draft, String importText) {

    /** The save form's fields as the teacher typed them. */
    public record Draft(String name, int level, String description, String rule) {
        /** A blank form, with the rule text given (the workshop hands its rule over this way). */
        public static Draft of(String rule) {
            return new Draft("", 3, "", rule);
        }
    }

    public CollectionPage(String teacher, List<SavedRule> rules, String message, List<String> errors, String draftRule) {
        this(teacher, rules, message, errors, Draft.of(draftRule), "");
    }
}
