package eleusis.rules.text;

import static eleusis.rules.text.ReadingChecks.assertReadsAsProse;
import static eleusis.rules.text.ReadingChecks.assertWellFormed;
import static eleusis.rules.text.ReadingChecks.compile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.ast.Expr;
import eleusis.rules.check.CheckResult;
import eleusis.rules.check.Checker;
import eleusis.rules.eval.Interpreter;
import eleusis.rules.parse.ParseResult;
import eleusis.rules.parse.RuleSyntax;
import eleusis.rules.text.ReadingChecks.Case;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The English reading of rules: exact baselines from src/test/resources/english/*.txt, and
 * properties every reading must have (see {@link ReadingChecks}), checked on the baselines and on
 * random well-formed rules. The other languages are tested the same way in {@link ReadingsTest}.
 */
class EnglishTest {
    private static List<Case> cases() throws IOException {
        return ReadingChecks.cases("english");
    }

    @TestFactory
    Stream<DynamicTest> readingsMatchTheBaselines() throws IOException {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.where() + "  " + c.rule(),
                () -> assertEquals(c.expected(), compile(c.rule()).english(), c.where())));
    }

    @Test
    void baselinesCoverEnoughCases() throws IOException {
        List<Case> cases = cases();
        assertTrue(cases.size() >= 40, "only " + cases.size() + " baseline cases");
        for (String file : ReadingChecks.FILES) {
            assertTrue(cases.stream().anyMatch(c -> c.where().startsWith("english/" + file + ":")),
                    "no cases read from " + file);
        }
    }

    @TestFactory
    Stream<DynamicTest> baselineReadingsAreWellFormed() throws IOException {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.where() + "  " + c.rule(),
                () -> assertWellFormed(compile(c.rule()), "en")));
    }

    @TestFactory
    Stream<DynamicTest> randomRuleReadingsAreWellFormed() {
        return RandomRules.generate(new Random(20_260_421L), 500).stream()
                .map(text -> DynamicTest.dynamicTest("random: " + text, () -> {
                    Rule rule = compile(text);
                    assertWellFormed(rule, "en");
                    assertSimplifyingKeepsTheMeaning(rule);
                }));
    }

    /** Moving "not" inwards must not change any answer, unknown answers included. */
    private static void assertSimplifyingKeepsTheMeaning(Rule rule) {
        Expr simpler = Negation.normalise(rule.expr());
        Random random = new Random(rule.source().hashCode());
        for (int trial = 0; trial < 200; trial++) {
            List<Card> deck = new ArrayList<>(Card.deck());
            Collections.shuffle(deck, random);
            List<Card> mainline = deck.subList(1, 1 + random.nextInt(14));
            Card card = deck.get(0);
            Boolean expected = Interpreter.evaluate(rule.expr(), mainline, card);
            if (!Objects.equals(expected, Interpreter.evaluate(simpler, mainline, card))) {
                fail("moving 'not' inwards changed the answer for " + card + " after " + mainline + ": "
                        + Canonical.print(simpler));
            }
        }
    }

    @Test
    void theGeneratorMakesVariedRules() {
        List<String> rules = RandomRules.generate(new Random(7), 500);
        assertEquals(500, rules.size());
        assertTrue(rules.stream().anyMatch(r -> r.contains("if ")), "no if");
        assertTrue(rules.stream().anyMatch(r -> r.contains("last(")), "no last(n)");
        assertTrue(rules.stream().anyMatch(r -> r.contains(" mod ")), "no mod");
        assertTrue(rules.stream().anyMatch(r -> r.contains(" in ")), "no in");
        assertTrue(rules.stream().anyMatch(r -> r.contains("not ")), "no not");
    }

    @TestFactory
    Stream<DynamicTest> deeplyNestedRulesReadQuickly() {
        String andOr = "card is red";
        String ifs = "card is red";
        String bools = "card is red";
        for (int level = 0; level < 12; level++) {
            andOr = "(" + andOr + ") " + (level % 2 == 0 ? "and" : "or") + " last(" + (level + 1) + ") is face";
            ifs = "if last(" + (level + 1) + ") is red then (" + ifs + ") else card is odd";
            bools = "(" + bools + ") == (not (last is even " + (level % 2 == 0 ? "and" : "or") + " card is face))";
        }
        // Parsed and checked only: the reading is what is timed here, not the bytecode compiler.
        return Stream.of(andOr, ifs, bools).map(text -> DynamicTest.dynamicTest("deep: " + text, () -> {
            ParseResult parsed = RuleSyntax.parse(text);
            assertTrue(parsed.ok(), () -> "does not parse: " + parsed.issues());
            CheckResult checked = Checker.check(parsed.expr());
            assertTrue(checked.ok(), () -> "refused by the checker: " + checked.issues());
            // Every language walks the same structure, so every language is timed.
            for (String lang : Reading.LANGUAGES) {
                Wording w = Wording.of(lang);
                String reading = assertTimeoutPreemptively(Duration.ofSeconds(1), () -> Reading.read(parsed.expr(), lang));
                assertReadsAsProse(reading, lang);
                assertTrue(reading.endsWith(" " + w.noteGeneral())
                        || reading.endsWith(" " + w.noteFewerThan(MissingCards.lookback(parsed.expr())))
                        || reading.endsWith(" " + w.noteNoLastCard()), reading);
            }
        }));
    }
}
