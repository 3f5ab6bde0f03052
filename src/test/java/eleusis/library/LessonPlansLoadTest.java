package eleusis.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Loading lesson plans from the class path, and the messages when their files do not fit together:
 * index slips, rules the library lacks, and languages of one lesson that differ in shape. The
 * shelves live in src/test/resources/library/lesson-shelves.
 */
class LessonPlansLoadTest {
    static final String SHELVES = "library/lesson-shelves/";
    static final ClassLoader LOADER = LessonPlansLoadTest.class.getClassLoader();
    static RuleLibrary library;

    @BeforeAll
    static void library() throws Exception {
        library = RuleLibrary.loadResources();
    }

    @Test
    void languagesThatDisagreeAndRulesTheLibraryLacksAreReportedByFileAndLine() {
        RuleFileException e = assertThrows(RuleFileException.class,
                () -> LessonPlans.loadResources(LOADER, SHELVES + "mismatch", library));
        String at = SHELVES + "mismatch/";
        assertEquals(List.of(
                at + "pair.en.lesson:19: write the rule's name as the library does: 'Alternating colours'",
                at + "pair.fr.lesson:19: no rule 'Black cards only' in the library; a round names a rule by its "
                        + "'name:' in a .rules file of lessons/",
                at + "index.txt:4: 'notes.txt' is not the name of a .lesson file in " + at,
                at + "index.txt:5: 'pair.en.lesson' is listed twice",
                at + "gone.it.lesson: listed in " + at + "index.txt but not found",
                at + "pair.fr.lesson:13: round 1 lasts 5 minutes, but 6 in " + at + "pair.en.lesson",
                at + "pair.fr.lesson:19: round 2 plays 'Black cards only', but " + at + "pair.en.lesson plays "
                        + "'alternating COLOURS'",
                at + "pair.fr.lesson:19: round 2 lasts 7 minutes, but 6 in " + at + "pair.en.lesson",
                at + "pair.fr.lesson: a discussion of 3 minutes and 2 questions, but " + at + "pair.en.lesson has 3 and 1"),
                e.errors());
    }

    @Test
    void aShelfThatFitsLoadsEveryLanguageAndFallsBackToEnglish() throws Exception {
        LessonPlans plans = LessonPlans.loadResources(LOADER, SHELVES + "good", library);
        assertEquals(List.of("pair"), plans.ids());
        assertEquals(List.of("en", "it"), plans.languages("pair"));
        assertEquals("Due turni", plans.find("pair", "it").orElseThrow().title());
        assertEquals("en", plans.find("pair", "fr").orElseThrow().language());
        LessonPlan plan = plans.find("pair", "en").orElseThrow();
        assertEquals(List.of("Red cards only", "Alternating colours"), plan.shape().rules());
        assertEquals("Hello.", plan.opening().say());
        assertEquals(List.of("Why?"), plan.discussion().questions());
    }

    @Test
    void withoutAnIndexNothingIsFound() {
        RuleFileException e = assertThrows(RuleFileException.class,
                () -> LessonPlans.loadResources(LOADER, SHELVES + "none", library));
        assertEquals(List.of(SHELVES + "none/index.txt: not found; it lists the .lesson files of the lesson plans, one per line"),
                e.errors());
    }
}
