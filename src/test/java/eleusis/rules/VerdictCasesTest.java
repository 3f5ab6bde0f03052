package eleusis.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Every verdict in src/test/resources/rules/verdicts holds, for the compiled rule and for the
 * reference interpreter alike.
 */
class VerdictCasesTest {

    @TestFactory
    Stream<DynamicNode> everyVerdictHoldsBothWays() {
        return CaseFiles.in("rules/verdicts").stream().map(file -> dynamicContainer(
                file.getFileName().toString(), file.toUri(),
                VerdictCase.read(file).stream().flatMap(c -> c.verdicts().stream().map(v -> verdictTest(file, c, v)))));
    }

    private static DynamicNode verdictTest(Path file, VerdictCase c, VerdictCase.Verdict v) {
        String name = file.getFileName() + ":" + v.line() + " " + CaseFiles.title(c.rule()) + " | " + v.text();
        return dynamicTest(name, CaseFiles.at(file, v.line()), () -> {
            RuleResult result = Rule.compile(c.rule());
            assertTrue(result.ok(), () -> "the rule does not compile:\n" + result.report());
            boolean accepted = BothWays.judge(result.rule(), v.mainline(), v.card());
            assertEquals(v.accept(), accepted, () -> c.rule() + "\n" + v.text());
        });
    }
}
