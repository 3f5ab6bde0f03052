package eleusis.rules.text;

import static eleusis.rules.text.ReadingChecks.assertWellFormed;
import static eleusis.rules.text.ReadingChecks.compile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.library.LibraryRule;
import eleusis.library.RuleFileException;
import eleusis.library.RuleLibrary;
import eleusis.rules.Rule;
import eleusis.rules.text.ReadingChecks.Case;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The Spanish, French and Italian readings: exact baselines from
 * src/test/resources/readings/{es,fr,it}/*.txt (the same kinds of rule as the English ones), and
 * the properties of {@link ReadingChecks} on every rule of the library and on random rules, in
 * every language of {@link Reading#LANGUAGES}.
 */
class ReadingsTest {
    private static final List<String> OTHERS = List.of("es", "fr", "it");

    private static List<Case> cases(String lang) throws IOException {
        return ReadingChecks.cases("readings/" + lang);
    }

    /** One test per baseline case of every language. */
    private static Stream<DynamicTest> perCase(BiConsumer<Case, String> check) throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String lang : OTHERS) {
            for (Case c : cases(lang)) {
                tests.add(DynamicTest.dynamicTest(c.where() + "  " + c.rule(), () -> check.accept(c, lang)));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> readingsMatchTheBaselines() throws IOException {
        return perCase((c, lang) -> assertEquals(c.expected(), compile(c.rule()).reading(lang), c.where()));
    }

    @TestFactory
    Stream<DynamicTest> baselineReadingsAreWellFormed() throws IOException {
        return perCase((c, lang) -> assertWellFormed(compile(c.rule()), lang));
    }

    /** Each language pins down the same kinds of rule as English, and no fewer than 40 rules. */
    @Test
    void baselinesCoverWhatTheEnglishOnesCover() throws IOException {
        for (String lang : OTHERS) {
            List<Case> cases = cases(lang);
            assertTrue(cases.size() >= 40, lang + ": only " + cases.size() + " baseline cases");
            for (String file : ReadingChecks.FILES) {
                assertTrue(cases.stream().anyMatch(c -> c.where().startsWith("readings/" + lang + "/" + file + ":")),
                        lang + ": no cases read from " + file);
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> everyLibraryRuleReadsInEveryLanguage() throws RuleFileException {
        List<DynamicTest> tests = new ArrayList<>();
        for (LibraryRule lib : RuleLibrary.loadResources().rules()) {
            for (String lang : Reading.LANGUAGES) {
                tests.add(DynamicTest.dynamicTest(lang + ": " + lib.name() + "  " + lib.rule(),
                        () -> assertWellFormed(compile(lib.rule()), lang)));
            }
        }
        assertTrue(tests.size() >= 4 * 20, "the library has fewer rules than expected: " + tests.size() / 4);
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> randomRuleReadingsAreWellFormed() {
        return RandomRules.generate(new Random(20_260_421L), 500).stream()
                .map(text -> DynamicTest.dynamicTest("random: " + text, () -> {
                    Rule rule = compile(text);
                    for (String lang : OTHERS) {
                        assertTimeoutPreemptively(Duration.ofSeconds(1), () -> assertWellFormed(rule, lang), lang);
                    }
                }));
    }

    /** A phrase one language lacks would only fail when a rule needs it, perhaps in class. */
    @Test
    void everyLanguageHasEveryPhrase() {
        Set<String> spanish = Spanish.WORDS.keys();
        assertEquals(spanish, French.WORDS.keys(), "French and Spanish phrase keys");
        assertEquals(spanish, Italian.WORDS.keys(), "Italian and Spanish phrase keys");
    }

    @Test
    void anUnknownLanguageReadsInEnglish() {
        Rule rule = compile("card.color != last.color");
        for (String code : new String[] {"de", "", "EN", "es-MX", null}) {
            assertEquals(rule.english(), Reading.read(rule.expr(), code), "code " + code);
        }
        assertEquals(rule.english(), rule.reading("en"));
        for (String lang : OTHERS) assertNotEquals(rule.english(), rule.reading(lang), lang);
    }
}
