package eleusis.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The benchmark's hand-written rules judge every case exactly as the compiled rules and the interpreter do. */
class HandWrittenRulesTest {

    @TestFactory
    Stream<DynamicTest> handWrittenRulesAgreeWithTheLanguage() {
        return ExampleRules.ALL.stream().map(example -> dynamicTest(example.name() + ": " + example.text(), () -> {
            RuleResult result = Rule.compile(example.text());
            assertTrue(result.ok(), result::report);
            for (long seed = 1; seed <= 20; seed++) {
                new JudgingCases(seed).checkAgreement(example.name(), result.rule(), example.handWritten());
            }
        }));
    }
}
