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
 * Baselines for the lesson reader's messages: each {@code bad-lessons/NAME.lesson} under
 * src/test/resources/library is read, and its messages must equal {@code bad-lessons/NAME.expected}
 * line for line, followed by {@code == plan read} and the plan's id and language if it was read.
 */
class LessonPlanErrorsTest {
    static final Path BAD = Path.of("src/test/resources/library/bad-lessons");

    @TestFactory
    Stream<DynamicTest> badLessonFilesGetTheExpectedMessages() throws IOException {
        List<Path> files;
        try (Stream<Path> listing = Files.list(BAD)) {
            files = listing.filter(p -> p.toString().endsWith(LessonPlan.EXTENSION)).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no baseline files in " + BAD);
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            String name = "bad-lessons/" + file.getFileName();
            LessonPlan.Parsed parsed = LessonPlan.parse(name, Files.readString(file, StandardCharsets.UTF_8));
            LessonPlan plan = parsed.plan();
            String actual = String.join("\n", parsed.errors()) + "\n== plan read\n"
                    + (plan == null ? "" : plan.id() + " " + plan.language() + " " + plan.rounds().size() + " rounds\n");
            Path expected = Path.of(file.toString().replace(LessonPlan.EXTENSION, ".expected"));
            assertEquals(Files.readString(expected, StandardCharsets.UTF_8), actual, "messages for " + name);
        }));
    }
}
