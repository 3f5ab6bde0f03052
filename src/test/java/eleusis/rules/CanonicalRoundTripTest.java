package eleusis.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import eleusis.cards.Card;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The canonical form reads back as the same rule: parsing it gives the same tree (so the same
 * canonical text) and the same verdicts. Checked on every rule of the verdict files and of the
 * library, and on random rules written with odd case, spacing, comments and brackets.
 */
class CanonicalRoundTripTest {
    private static final int RANDOM_RULES = 1000;

    @TestFactory
    Stream<DynamicTest> verdictFileRulesSurviveTheRoundTrip() {
        return CaseFiles.in("rules/verdicts").stream()
                .flatMap(file -> VerdictCase.read(file).stream())
                .map(c -> dynamicTest(c.file().getFileName() + ":" + c.line() + " " + CaseFiles.title(c.rule()),
                        CaseFiles.at(c.file(), c.line()), () -> roundTrip(c.rule(), new Random(c.line()))));
    }

    @TestFactory
    Stream<DynamicTest> libraryRulesSurviveTheRoundTrip() {
        return LibraryTexts.all().stream().map(rule -> dynamicTest("library: " + rule.name(),
                () -> roundTrip(rule.rule(), new Random(rule.name().hashCode()))));
    }

    @TestFactory
    Stream<DynamicTest> randomRulesSurviveTheRoundTrip() {
        Random random = new Random(7_031_966L);
        RandomRules rules = new RandomRules(random, 20, true);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < RANDOM_RULES; i++) texts.add(rules.rule(1 + random.nextInt(6)));
        return IntStream.range(0, texts.size()).mapToObj(i -> dynamicTest(
                "random rule #" + (i + 1) + ": " + CaseFiles.title(texts.get(i)),
                () -> roundTrip(texts.get(i), new Random(i))));
    }

    private static void roundTrip(String text, Random random) {
        RuleResult first = Rule.compile(text);
        assertTrue(first.ok(), () -> "the rule does not compile:\n" + first.report());
        String canonical = first.rule().canonical();
        assertFalse(canonical.contains("\n") || canonical.contains("  ") || canonical.contains("#")
                || !canonical.equals(canonical.strip()), () -> "not one tidy line: '" + canonical + "'");

        RuleResult again = Rule.compile(canonical);
        assertTrue(again.ok(), () -> "the canonical form does not compile: " + canonical + "\n" + again.report());
        assertEquals(canonical, again.rule().canonical(), "canonical text changed on the way back");
        assertEquals(TreeShape.of(first.rule().expr()), TreeShape.of(again.rule().expr()),
                () -> "the canonical form reads as another tree: " + canonical);

        for (int i = 0; i < 40; i++) {
            List<Card> mainline = RandomCards.mainline(random, i < 4 ? i : random.nextInt(22));
            Card card = RandomCards.card(random);
            boolean before = first.rule().accepts(mainline, card);
            boolean after = again.rule().accepts(mainline, card);
            assertEquals(before, after, () -> "verdicts differ for mainline " + BothWays.notation(mainline)
                    + ", card " + card + "\n  rule:      " + text + "\n  canonical: " + canonical);
        }
    }
}
