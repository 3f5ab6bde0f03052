package eleusis.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.rules.parse.Limits;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Whatever is typed, {@link Rule#compile} returns: either a rule that judges any mainline without
 * failing, or at least one issue that points at a place inside the text. About 20,000 strange
 * texts, each group under a preemptive time limit so that a hang fails instead of blocking the build.
 */
class RobustnessTest {
    /** Generous for a loaded two-core CI machine; each group takes a few seconds. */
    private static final Duration TIME_LIMIT = Duration.ofSeconds(45);

    @Test
    void tokenSoups() {
        survivesAll(StrangeTexts.tokenSoups(new Random(1), 7000));
    }

    @Test
    void damagedRules() {
        survivesAll(StrangeTexts.damagedRules(new Random(2), 8000));
    }

    @Test
    void oddCharacters() {
        survivesAll(StrangeTexts.oddCharacters(new Random(3), 3000));
    }

    @Test
    void hugeNumbers() {
        survivesAll(StrangeTexts.hugeNumbers(new Random(4), 600));
    }

    @Test
    void lengthsAroundTheLimit() {
        survivesAll(StrangeTexts.aroundTheLimit(Limits.MAX_CHARS));
        assertTrue(Rule.compile("card is red" + " ".repeat(Limits.MAX_CHARS - 11)).ok(), "a rule of exactly the limit");
        assertFalse(Rule.compile("card is red" + " ".repeat(Limits.MAX_CHARS - 10)).ok(), "a rule one over the limit");
    }

    @Test
    void emptyAndBlankTexts() {
        survivesAll(StrangeTexts.blank());
        RuleResult none = Rule.compile(null);
        assertFalse(none.ok());
        assertEquals("", none.source());
        assertEquals(Rule.compile("").report(), none.report());
    }

    /** Deep recursion may end in a caught stack overflow; the parser must still read rules rightly after it. */
    @Test
    void runawayNestingLeavesTheParserSound() {
        Random random = new Random(5);
        RandomRules rules = new RandomRules(random, 20, true);
        List<String> sample = new ArrayList<>();
        List<String> shapes = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            String text = rules.rule(1 + random.nextInt(6));
            sample.add(text);
            shapes.add(TreeShape.of(Rule.compile(text).rule().expr()));
        }
        survivesAll(StrangeTexts.runawayNesting());
        for (int i = 0; i < sample.size(); i++) {
            RuleResult again = Rule.compile(sample.get(i));
            assertTrue(again.ok(), again::report);
            assertEquals(shapes.get(i), TreeShape.of(again.rule().expr()), sample.get(i));
        }
    }

    /**
     * Comparing conditions, as in {@code ((a == b) == c) == d}, must cost the compiler time in
     * proportion to the text: a compiler that copies both sides at each level takes exponential
     * time and memory, and a 400-character rule could then stop the server.
     */
    @Test
    void nestedComparisonsOfConditionsCompileQuickly() {
        StringBuilder text = new StringBuilder("(card is red)");
        for (int i = 0; i < 18; i++) text.insert(0, "(").append(" == (last(" + (i % 4 + 1) + ") is red))");
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> StrangeTexts.survives(text.toString(), new Random(6)));
    }

    private static void survivesAll(List<String> texts) {
        assertTimeoutPreemptively(TIME_LIMIT, () -> {
            Random random = new Random(texts.size());
            for (String text : texts) StrangeTexts.survives(text, random);
        });
    }
}
