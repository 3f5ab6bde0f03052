package eleusis.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Baselines for the reader's messages: each {@code bad/NAME.rules} under src/test/resources/library
 * is read, and its messages must equal {@code bad/NAME.expected} line for line. The rules that the
 * file still gets right are listed in the expected file after a line {@code == rules read}.
 */
class RuleFileErrorsTest {
    static final Path BAD = Path.of("src/test/resources/library/bad");

    @TestFactory
    Stream<DynamicTest> badFilesGetTheExpectedMessages() throws IOException {
        List<Path> files;
        try (Stream<Path> listing = Files.list(BAD)) {
            files = listing.filter(p -> p.toString().endsWith(RuleFile.EXTENSION)).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no baseline files in " + BAD);
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            String name = "bad/" + file.getFileName();
            RuleFile.Parsed parsed = RuleFile.parse(name, Files.readString(file, StandardCharsets.UTF_8));
            String actual = String.join("\n", parsed.errors()) + "\n== rules read\n"
                    + String.join("\n", parsed.rules().stream().map(LibraryRule::name).toList()) + "\n";
            Path expected = Path.of(file.toString().replace(RuleFile.EXTENSION, ".expected"));
            assertEquals(Files.readString(expected, StandardCharsets.UTF_8), actual, "messages for " + name);
        }));
    }
}
