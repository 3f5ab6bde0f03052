package eleusis.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.rules.eval.Interpreter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The rule library in lessons/: every rule compiles and gives every verdict its cases claim, and
 * the library as a whole has what a teacher needs (enough rules, every level, unique names).
 */
class LibraryRulesTest {
    static final Path LESSONS = Path.of(RuleLibrary.FOLDER);
    static RuleLibrary library;

    @BeforeAll
    static void load() {
        try {
            library = RuleLibrary.load(LESSONS);
        } catch (RuleFileException e) {
            fail("the library does not load:\n" + e.getMessage());
        }
    }

    /** "golden.rules: Alternating colours" */
    private static String label(RuleLibrary.RuleSet set, LibraryRule rule) {
        return Path.of(set.file()).getFileName() + ": " + rule.name();
    }

    @TestFactory
    Stream<DynamicNode> everyRuleCompilesAndJudgesItsCasesAsWritten() {
        List<DynamicNode> nodes = new ArrayList<>();
        for (RuleLibrary.RuleSet set : library.sets()) {
            for (LibraryRule rule : set.rules()) {
                String label = label(set, rule);
                List<DynamicNode> tests = new ArrayList<>();
                tests.add(DynamicTest.dynamicTest(label + ": compiles", () -> {
                    RuleResult result = Rule.compile(rule.rule());
                    assertTrue(result.ok(), () -> label + " does not compile:\n" + result.report());
                }));
                tests.add(DynamicTest.dynamicTest(label + ": has 3 accept and 3 reject cases", () -> {
                    assertTrue(rule.accepted().size() >= 3, label + " has only " + rule.accepted().size() + " accept cases");
                    assertTrue(rule.rejected().size() >= 3, label + " has only " + rule.rejected().size() + " reject cases");
                }));
                for (LibraryRule.Case c : rule.cases()) {
                    tests.add(DynamicTest.dynamicTest(label + ": " + c.describe(), () -> {
                        Rule compiled = rule.compiled();
                        assertEquals(c.accepted(), compiled.accepts(c.mainline(), c.card()),
                                () -> label + ": the rule " + (c.accepted() ? "rejects" : "accepts") + " " + c.cards());
                        // The reference interpreter must agree, so a compiler slip cannot make a case pass.
                        assertEquals(c.accepted(), Interpreter.accepts(compiled.expr(), c.mainline(), c.card()),
                                () -> label + ": the interpreter disagrees on " + c.cards());
                    }));
                }
                nodes.add(DynamicContainer.dynamicContainer(label, tests));
            }
        }
        return nodes.stream();
    }

    /**
     * A rule must never leave the players without a right card: from random mainlines the rule
     * itself built, some card is always accepted. (Two decks hold two of each card; one is enough.)
     */
    @TestFactory
    Stream<DynamicTest> noRuleEverBlocksTheMainline() {
        List<DynamicTest> tests = new ArrayList<>();
        for (RuleLibrary.RuleSet set : library.sets()) {
            for (LibraryRule rule : set.rules()) {
                String label = label(set, rule);
                tests.add(DynamicTest.dynamicTest(label + ": always has a right card", () -> {
                    Rule compiled = rule.compiled();
                    Random random = new Random(label.hashCode());
                    for (int walk = 0; walk < 100; walk++) {
                        List<Card> mainline = new ArrayList<>();
                        for (int step = 0; step < 14; step++) {
                            List<Card> right = new ArrayList<>();
                            for (Card c : Card.deck()) {
                                if (compiled.accepts(mainline, c)) right.add(c);
                            }
                            if (right.isEmpty()) fail(label + ": no card is right after " + mainline);
                            mainline.add(right.get(random.nextInt(right.size())));
                        }
                    }
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void theLibraryHasAtLeastFortyRules() {
        assertTrue(library.rules().size() >= 40, "only " + library.rules().size() + " rules");
    }

    @Test
    void everyLevelFromOneToFiveHasRules() {
        for (int level = LibraryRule.EASIEST; level <= LibraryRule.HARDEST; level++) {
            assertTrue(library.atLevel(level).size() >= 3, "level " + level + " has "
                    + library.atLevel(level).size() + " rules");
        }
    }

    @Test
    void namesAreUniqueIgnoringCase() {
        Set<String> seen = new HashSet<>();
        for (LibraryRule r : library.rules()) {
            assertTrue(seen.add(LibraryRule.nameKey(r.name())), "two rules are called " + r.name());
            assertEquals(r, library.find(r.name().toUpperCase()).orElseThrow());
        }
        assertFalse(library.find("no such rule").isPresent());
    }

    /**
     * A teacher in Spain, France or Italy picks from names in their language, and the class hears the
     * description in it: every rule has both in every language of the interface, written for that
     * language (not the English left in place), and no two rules share a name in any language.
     */
    @Test
    void everyRuleHasANameAndADescriptionInEveryLanguage() {
        List<String> problems = new ArrayList<>();
        for (String lang : LibraryRule.LANGUAGES) {
            Set<String> names = new HashSet<>();
            for (LibraryRule r : library.rules()) {
                LibraryRule.Translation t = r.translations().get(lang);
                if (t == null || t.name() == null) problems.add(lang + ": no name for " + r.name());
                else if (!names.add(LibraryRule.nameKey(t.name()))) problems.add(lang + ": two rules are called " + t.name());
                if (t == null || t.description() == null) problems.add(lang + ": no description for " + r.name());
                else if (t.description().equals(r.description())) problems.add(lang + ": the English description of " + r.name());
                if (t != null && t.name() != null && t.name().equals(r.name())) problems.add(lang + ": the English name " + r.name());
                // French puts a no-break space before a colon or a semicolon, as the interface's French does.
                if (lang.equals("fr") && t != null && t.description() != null && t.description().matches(".*\\s[:;?!].*")) {
                    problems.add("fr: a plain space before a colon or semicolon in " + r.name());
                }
            }
        }
        assertEquals(List.of(), problems);
        LibraryRule red = library.find("Red cards only").orElseThrow();
        assertEquals("Seulement des cartes rouges", red.name("fr"));
        assertEquals("Red cards only", red.name("en"));
        assertEquals("Red cards only", red.name("de"), "a language without texts reads the English");
        assertEquals("Todas las cartas deben ser rojas: corazones o diamantes.", red.description("es"));
    }

    @Test
    void indexListsExactlyTheRuleFilesOfTheFolder() throws Exception {
        Set<String> onDisk = new TreeSet<>();
        try (Stream<Path> files = java.nio.file.Files.list(LESSONS)) {
            files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(RuleFile.EXTENSION)).forEach(onDisk::add);
        }
        Set<String> read = new TreeSet<>();
        for (RuleLibrary.RuleSet set : library.sets()) read.add(Path.of(set.file()).getFileName().toString());
        assertEquals(onDisk, read);
    }

    /** The table at the end of lessons/README.md, and the count above it, must say what the files say. */
    @Test
    void theReadmeTableMatchesTheLibrary() throws Exception {
        String readme = java.nio.file.Files.readString(LESSONS.resolve("README.md"));
        String section = readme.substring(readme.indexOf("\n## The rules\n"));
        List<String> table = section.lines().filter(l -> l.startsWith("| ")).skip(1).toList();
        List<String> expected = new ArrayList<>();
        StringBuilder count = new StringBuilder(library.rules().size() + " rules: ");
        for (RuleLibrary.RuleSet set : library.sets()) {
            for (LibraryRule r : set.rules()) {
                expected.add("| " + r.name() + " | " + r.level() + " | " + r.source() + " | "
                        + Path.of(set.file()).getFileName() + " |");
            }
        }
        for (int level = LibraryRule.EASIEST; level <= LibraryRule.HARDEST; level++) {
            count.append(library.atLevel(level).size()).append(" at level ").append(level)
                    .append(level < LibraryRule.HARDEST ? ", " : ".");
        }
        assertEquals(String.join("\n", expected), String.join("\n", table));
        assertTrue(section.contains(count), "README.md should say: " + count);
    }

    /** The jar carries lessons/ as resources; reading them through a class loader gives the same library. */
    @Test
    void theClassPathCopyReadsTheSameAsTheFolder() throws Exception {
        try (java.net.URLClassLoader loader = new java.net.URLClassLoader(
                new java.net.URL[] {Path.of("").toAbsolutePath().toUri().toURL()}, null)) {
            RuleLibrary packed = RuleLibrary.loadResources(loader, RuleLibrary.FOLDER);
            assertEquals(library.rules(), packed.rules());
            assertEquals(library.sets().stream().map(RuleLibrary.RuleSet::file).toList(),
                    packed.sets().stream().map(RuleLibrary.RuleSet::file).toList());
        }
    }
}
