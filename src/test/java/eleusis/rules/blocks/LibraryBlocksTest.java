package eleusis.rules.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import eleusis.analysis.Equivalence;
import eleusis.library.LibraryRule;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every rule a class can be given (the library's, and so every lesson plan's) can be shown with
 * pieces and built by taps: its tree exists, the tree's text is the rule exactly (same canonical form,
 * and equivalent by {@link Equivalence}), the JSON form carries the tree whole, and the tap plan,
 * replayed on the builder's places, builds that tree.
 */
class LibraryBlocksTest {
    private static final Map<String, LibraryRule> LIBRARY = LibraryRules.all();

    @TestFactory
    Stream<DynamicTest> everyLibraryRuleIsShownAndWrittenBackTheSame() {
        return LIBRARY.values().stream().map(r -> dynamicTest(r.name(), () -> {
            Rule rule = r.compiled();
            Optional<Block> tree = Blocks.of(rule.expr());
            assertTrue(tree.isPresent(), "no pieces show " + rule.source());
            String text = Blocks.text(tree.get());
            RuleResult back = Rule.compile(text);
            assertTrue(back.ok(), () -> text + "\n" + back.report());
            assertEquals(rule.canonical(), back.rule().canonical(), "the same rule, to the letter");
            Equivalence.Result same = Equivalence.decide(rule, back.rule());
            assertTrue(same.equivalent(), () -> "they differ on " + same.difference());
            assertEquals(tree.get(), BlockJson.read(BlockJson.write(tree.get())), "the JSON form keeps the tree");
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyLibraryRuleIsBuiltByItsTapPlan() {
        return LIBRARY.values().stream().map(r -> dynamicTest(r.name(), () -> {
            Block tree = Blocks.of(r.compiled()).orElseThrow();
            List<TapPlan.Tap> plan = TapPlan.plan(tree); // replays itself on the places and checks the result
            assertEquals(TapPlan.FINISH, plan.get(plan.size() - 1).item());
            assertEquals(Blocks.text(tree), Blocks.text(Replay.build(plan)), "the plan played from scratch builds the rule");
        }));
    }

    @Test
    void everyRuleOfTheLessonPlansIsALibraryRuleTheBuilderShows() {
        List<String> names = LibraryRules.lessonRules();
        assertFalse(names.isEmpty());
        for (String name : names) {
            LibraryRule r = LIBRARY.get(name);
            assertTrue(r != null, "a lesson plan names " + name + ", which is not in the library");
            assertTrue(Blocks.of(r.compiled()).isPresent(), name);
        }
    }
}
