package eleusis.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The lesson plans that ship in {@code lessons/plans/}: they load, name library rules from easy to
 * hard, fill their class period, and come in the four languages of the interface with one shape.
 */
class LessonPlansTest {
    static final Path ON_DISK = Path.of(LessonPlans.FOLDER);
    static RuleLibrary library;
    static LessonPlans plans;

    @BeforeAll
    static void load() throws Exception {
        library = RuleLibrary.loadResources();
        try {
            plans = LessonPlans.loadResources();
        } catch (RuleFileException e) {
            throw new AssertionError("the lesson plans do not load:\n" + e.getMessage(), e);
        }
    }

    @Test
    void everyLessonFileOnDiskIsListedInTheIndexAndLoads() throws IOException {
        List<String> onDisk;
        try (Stream<Path> listing = Files.list(ON_DISK)) {
            onDisk = listing.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(LessonPlan.EXTENSION))
                    .sorted().toList();
        }
        List<String> listed = Files.readAllLines(ON_DISK.resolve(RuleLibrary.INDEX)).stream()
                .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).sorted().toList();
        assertEquals(onDisk, listed, "lessons/plans/index.txt and the .lesson files in the folder");
        assertEquals(listed.size(), plans.plans().size(), "plans loaded");
    }

    @Test
    void everyLessonIsInTheFourLanguages() {
        for (String id : plans.ids()) {
            assertEquals(LessonPlan.LANGUAGES, plans.languages(id).stream().sorted().toList(), "languages of " + id);
        }
    }

    @Test
    void theSixLessonsOfTheIssueAreThere() {
        // observation and hypothesis; falsification and Wason's 2-4-6; designing a test; simplicity;
        // prediction and peer review; models that are almost right
        assertTrue(plans.ids().containsAll(List.of("observation", "falsification", "crucial-test", "simplicity",
                "prophet", "almost-right")), "lessons: " + plans.ids());
    }

    @Test
    void theLanguagesOfALessonHaveTheSameShape() {
        for (String id : plans.ids()) {
            LessonPlan.Shape english = plans.find(id, "en").orElseThrow().shape();
            for (String language : LessonPlan.LANGUAGES) {
                LessonPlan plan = plans.find(id, language).orElseThrow();
                assertEquals(language, plan.language());
                assertEquals(english, plan.shape(), id + " in " + language + " against English");
            }
        }
    }

    @Test
    void everyRoundNamesALibraryRuleExactlyAndRulesGoFromEasyToHard() {
        for (LessonPlan plan : plans.plans()) {
            int level = 0;
            for (LessonPlan.Round round : plan.rounds()) {
                LibraryRule rule = library.find(round.rule()).orElse(null);
                String where = plan.id() + "." + plan.language() + " line " + round.line();
                assertTrue(rule != null && rule.name().equals(round.rule()), where + ": '" + round.rule() + "'");
                assertTrue(rule.level() >= level, where + ": '" + rule.name() + "' (level " + rule.level()
                        + ") is easier than the round before it (level " + level + ")");
                level = rule.level();
            }
        }
    }

    @Test
    void theMinutesOfThePartsFillAFortyFiveMinuteClass() {
        for (LessonPlan plan : plans.plans()) {
            int total = plan.opening().minutes() + plan.discussion().minutes() + plan.debrief().minutes();
            for (LessonPlan.Round r : plan.rounds()) total += r.minutes();
            assertEquals(45, plan.minutes(), plan.id() + "." + plan.language());
            assertEquals(plan.minutes(), total, plan.id() + "." + plan.language() + ": minutes of the parts");
        }
    }

    @Test
    void theProphetIsPlayedInFullEleusisAndTheRestInExpress() {
        List<String> eleusis = new ArrayList<>();
        for (String id : plans.ids()) {
            if (plans.find(id, "en").orElseThrow().game() == LessonPlan.Game.ELEUSIS) eleusis.add(id);
        }
        assertEquals(List.of("prophet"), eleusis);
    }

    /** The table under "### The lessons" in lessons/README.md must say what the English files say. */
    @Test
    void theReadmeTableMatchesThePlans() throws IOException {
        String readme = Files.readString(Path.of(RuleLibrary.FOLDER, "README.md"));
        String section = readme.substring(readme.indexOf("\n### The lessons\n"), readme.indexOf("\n## The rules\n"));
        List<String> table = section.lines().filter(l -> l.startsWith("| ")).skip(1).toList();
        List<String> expected = new ArrayList<>();
        for (String id : plans.ids()) {
            LessonPlan plan = plans.find(id, "en").orElseThrow();
            List<String> rounds = plan.rounds().stream()
                    .map(r -> r.rule() + " (" + library.find(r.rule()).orElseThrow().level() + ")").toList();
            expected.add("| `" + id + "` | " + plan.title() + " | " + plan.game().key() + " | "
                    + String.join(", ", rounds) + " |");
        }
        assertEquals(String.join("\n", expected), String.join("\n", table));
    }

    @Test
    void findFallsBackToEnglishAndKnowsNoOtherLesson() {
        String id = plans.ids().get(0);
        assertEquals("en", plans.find(id, "de").orElseThrow().language());
        assertTrue(plans.find("no-such-lesson", "en").isEmpty());
    }
}
