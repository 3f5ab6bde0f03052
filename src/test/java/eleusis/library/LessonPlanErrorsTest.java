package eleusis.library;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Baselines for the lesson reader's messages: each {@code bad-lessons/NAME.lesson} under
 * src/test/resources/library is read, and its messages must equal {@code bad-lessons/NAME.expected}
 * line for line, followed by {@code == plan read} and the plan's id and language if it was read.
 */
class LessonPlanErrorsTest {
    @TestFactory
    Stream<DynamicTest> badLessonFilesGetTheExpectedMessages() {
        return BadFileBaselines.of("bad-lessons", LessonPlan.EXTENSION, (name, text) -> {
            LessonPlan.Parsed parsed = LessonPlan.parse(name, text);
            LessonPlan plan = parsed.plan();
            return String.join("\n", parsed.errors()) + "\n== plan read\n"
                    + (plan == null ? "" : plan.id() + " " + plan.language() + " " + plan.rounds().size() + " rounds\n");
        });
    }
}
