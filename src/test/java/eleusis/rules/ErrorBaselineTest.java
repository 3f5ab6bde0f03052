package eleusis.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Every refused rule in src/test/resources/rules/errors gets exactly its recorded report. */
class ErrorBaselineTest {

    @TestFactory
    Stream<DynamicTest> refusedRulesGetTheirRecordedReport() {
        return CaseFiles.in("rules/errors").stream()
                .flatMap(file -> ErrorCase.read(file).stream())
                .map(c -> dynamicTest(c.name(), CaseFiles.at(c.file(), c.line()), () -> check(c)));
    }

    private static void check(ErrorCase c) {
        RuleResult result = Rule.compile(c.rule());
        assertFalse(result.ok(), () -> "the rule compiles, but the baseline expects:\n" + c.expected());
        assertEquals(c.expected(), result.report(), () -> c.name() + " (" + c.file().getFileName() + ":" + c.line() + ")");
        for (Issue issue : result.issues()) IssuePlaces.assertInside(c.rule(), issue);
    }
}
