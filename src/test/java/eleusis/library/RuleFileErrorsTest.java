package eleusis.library;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Baselines for the reader's messages: each {@code bad/NAME.rules} under src/test/resources/library
 * is read, and its messages must equal {@code bad/NAME.expected} line for line. The rules that the
 * file still gets right are listed in the expected file after a line {@code == rules read}.
 */
class RuleFileErrorsTest {
    @TestFactory
    Stream<DynamicTest> badFilesGetTheExpectedMessages() {
        return BadFileBaselines.of("bad", RuleFile.EXTENSION, (name, text) -> {
            RuleFile.Parsed parsed = RuleFile.parse(name, text);
            return String.join("\n", parsed.errors()) + "\n== rules read\n"
                    + String.join("\n", parsed.rules().stream().map(LibraryRule::name).toList()) + "\n";
        });
    }
}
