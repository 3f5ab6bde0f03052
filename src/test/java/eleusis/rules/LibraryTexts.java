package eleusis.rules;

import eleusis.library.LibraryRule;
import eleusis.library.RuleFileException;
import eleusis.library.RuleLibrary;
import java.nio.file.Path;
import java.util.List;

/** The rules of the library in lessons/, the rules teachers actually pick, for the random-input tests. */
final class LibraryTexts {
    private LibraryTexts() {}

    static List<LibraryRule> all() {
        try {
            return RuleLibrary.load(Path.of(RuleLibrary.FOLDER)).rules();
        } catch (RuleFileException e) {
            throw new AssertionError("the rule library does not load:\n" + e.getMessage(), e);
        }
    }
}
