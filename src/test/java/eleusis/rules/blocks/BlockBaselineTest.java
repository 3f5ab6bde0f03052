package eleusis.rules.blocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The baselines in src/test/resources/blocks: for each rule text, the pieces it becomes (or none),
 * the text the pieces write back, and the taps that build it; for each JSON form, the tree it reads
 * as or the error it gets. A failure is named after the file, the case number and its first line.
 */
class BlockBaselineTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TestFactory
    Stream<DynamicTest> everyCaseGivesItsRecordedPiecesTextAndTaps() {
        return BlockCase.in("blocks").stream().map(c -> dynamicTest(c.name(), c.at(), () -> check(c)));
    }

    private static void check(BlockCase c) throws Exception {
        Map<String, String> want = c.expected();
        if (want.containsKey("error")) {
            BlockJson.BadBlocks e = assertThrows(BlockJson.BadBlocks.class, () -> BlockJson.read(JSON.readTree(c.input())));
            assertEquals(want.get("error"), e.getMessage(), c.name());
            return;
        }
        if (c.input().strip().startsWith("{")) { // a JSON form: the tree it reads as, and back
            Block read = BlockJson.read(JSON.readTree(c.input()));
            assertEquals(want.get("tree"), Outline.of(read), c.name());
            assertEquals(JSON.readTree(c.input()), BlockJson.write(read), "written back the same");
            return;
        }
        RuleResult compiled = Rule.compile(c.input());
        assertTrue(compiled.ok(), () -> c.name() + ": the rule does not compile\n" + compiled.report());
        Optional<Block> tree = Blocks.of(compiled.rule());
        assertEquals(want.get("tree"), tree.map(Outline::of).orElse("none"), c.name());
        if (tree.isEmpty()) {
            assertFalse(want.containsKey("text"), "no text without pieces");
            return;
        }
        String text = Blocks.text(tree.get());
        if (want.containsKey("text")) assertEquals(want.get("text"), text, c.name());
        assertEquals(compiled.rule().canonical(), text, "the pieces write the rule's canonical form");
        if (want.containsKey("json")) assertEquals(want.get("json"), BlockJson.write(tree.get()).toString(), c.name());
        if (want.containsKey("taps")) {
            List<TapPlan.Tap> plan = TapPlan.plan(tree.get());
            String taps = plan.stream().map(t -> t.typed() == null ? t.item() : t.item() + "[" + t.typed() + "]")
                    .collect(Collectors.joining(" "));
            assertEquals(want.get("taps"), TapPlan.count(plan) + ": " + taps, c.name());
            assertEquals(tree.get(), Replay.build(plan), "the plan builds the tree");
        }
    }
}
