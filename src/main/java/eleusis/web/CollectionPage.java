package eleusis.web;

import eleusis.store.SavedRule;
import java.util.List;

/**
 * A teacher's rule collection: the saved rules, and the outcome of the last save or import
 * ({@code message}, or {@code errors} with places).
 */
public record CollectionPage(String teacher, List<SavedRule> rules, String message, List<String> errors,
                             String draftRule) {}
