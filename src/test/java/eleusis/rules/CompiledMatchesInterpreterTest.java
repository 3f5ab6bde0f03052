package eleusis.rules;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import eleusis.library.LibraryRule;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Differential test: for random well-formed rules, random mainlines of every length from empty to
 * eight cards (and one longer), and every one of the 52 cards, the compiled rule gives the verdict
 * of the reference interpreter. A smaller run repeats this with lookbacks up to last(20), and the
 * library's rules are judged on long random games.
 */
class CompiledMatchesInterpreterTest {
    private static final int RULES = 2000;
    private static final int MAX_DEPTH = 6;
    private static final int MAX_LOOKBACK = 4;

    /** Every construct the random rules must reach, or the comparison proves little. */
    private static final Set<String> CONSTRUCTS = Set.of(
            "IntLit", "IntLit letter", "BoolLit", "SuitLit", "ColorLit", "CardRef 0", "CardRef 1", "CardRef 2",
            "Attr rank", "Attr suit", "Attr color", "Attr colour", "Position", "Abs", "Negate",
            "Arith ADD", "Arith SUB", "Arith MUL", "Arith MOD",
            "Compare EQ", "Compare NE", "Compare LT", "Compare LE", "Compare GT", "Compare GE",
            "Compare numbers", "Compare suits", "Compare colours", "Compare cards", "Compare conditions",
            "In set", "In range", "In not", "In with range", "In numbers", "In suits", "In colours", "In cards",
            "Is RED", "Is BLACK", "Is FACE", "Is NUMBER", "Is EVEN", "Is ODD", "Is PRIME",
            "Is SPADES", "Is HEARTS", "Is DIAMONDS", "Is CLUBS", "Is not", "Is number",
            "Not", "And", "Or", "If with else", "If without else");

    @Test
    void compiledRulesJudgeLikeTheInterpreter() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            Set<String> reached = compareOn(new Random(20_240_611L), RULES, MAX_LOOKBACK, 8);
            Set<String> missing = new TreeSet<>(CONSTRUCTS);
            missing.removeAll(reached);
            assertTrue(missing.isEmpty(), "the random rules never used " + missing);
        });
    }

    /** The compiler specialises a rule for each mainline shorter than its lookback: try long lookbacks too. */
    @Test
    void longLookbacksJudgeLikeTheInterpreter() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> compareOn(new Random(1_969L), RULES / 5, 20, 24));
    }

    /** The library's rules, on long random games: every card at every length up to thirty. */
    @Test
    void libraryRulesJudgeLikeTheInterpreter() {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            Random random = new Random(52L);
            for (LibraryRule entry : LibraryTexts.all()) {
                RuleResult result = Rule.compile(entry.rule());
                assertTrue(result.ok(), () -> entry.name() + " does not compile:\n" + result.report());
                for (int game = 0; game < 3; game++) {
                    List<Card> line = RandomCards.mainline(random, 30);
                    for (int length = 0; length <= line.size(); length++) {
                        for (Card card : Card.deck()) BothWays.judge(result.rule(), line.subList(0, length), card);
                    }
                }
            }
        });
    }

    /** Compares verdicts on every length of mainline up to {@code maxLength} and one longer; returns the constructs used. */
    private static Set<String> compareOn(Random random, int count, int lookback, int maxLength) {
        RandomRules rules = new RandomRules(random, lookback, false);
        Set<String> reached = new TreeSet<>();
        List<String> refused = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            String text = rules.rule(1 + random.nextInt(MAX_DEPTH));
            RuleResult result = Rule.compile(text);
            if (!result.ok()) {
                refused.add(text + "\n" + result.report());
                continue;
            }
            Rule rule = result.rule();
            reached.addAll(TreeShape.features(rule.expr()));
            for (int length = 0; length <= maxLength + 1; length++) {
                int size = length <= maxLength ? length : maxLength + 1 + random.nextInt(12);
                List<Card> mainline = RandomCards.mainline(random, size);
                for (Card card : Card.deck()) BothWays.judge(rule, mainline, card);
            }
        }
        if (refused.size() > count / 50) {
            fail(refused.size() + " of " + count + " generated rules were refused, for example:\n" + refused.get(0));
        }
        return reached;
    }

    /**
     * Issue 13: membership is the or of its members' tests (a known member that holds decides even
     * when another member's card is missing) and a range holds what lies between its ends in either
     * order. Sets of card values, some of them missing on short lines, with ranges whose ends come
     * either way round: both evaluators must agree, and both new cases must actually occur.
     */
    @Test
    void membershipWithMissingMembersAndRangesEitherWayRound() {
        Random random = new Random(13L);
        String[] members = {"last.rank", "last(2).rank", "last(3).rank", "card.rank", "5", "K", "last.rank + 1",
            "last(2).rank - 2"};
        int decidedDespiteMissing = 0, reversedHolds = 0;
        for (int n = 0; n < 400; n++) {
            StringBuilder set = new StringBuilder();
            int size = 1 + random.nextInt(3);
            for (int i = 0; i < size; i++) {
                if (i > 0) set.append(", ");
                set.append(members[random.nextInt(members.length)]);
                if (random.nextInt(3) == 0) set.append("..").append(members[random.nextInt(members.length)]);
            }
            String value = random.nextBoolean() ? "card.rank" : "last.rank";
            String text = value + (random.nextBoolean() ? " in {" : " not in {") + set + "}";
            RuleResult result = Rule.compile(text);
            if (!result.ok()) continue; // a literal range written high first
            Rule rule = result.rule();
            for (int length = 0; length <= 4; length++) {
                List<Card> mainline = RandomCards.mainline(random, length);
                for (Card card : Card.deck()) {
                    BothWays.judge(rule, mainline, card);
                    Boolean v = eleusis.rules.eval.Interpreter.evaluate(rule.expr(), mainline, card);
                    if (v != null && length < rule.lookback()) decidedDespiteMissing++;
                }
            }
        }
        assertTrue(decidedDespiteMissing > 100, "a known member rarely decided on a short line: " + decidedDespiteMissing);
        for (Card a : Card.deck()) {
            for (Card b : List.of(Card.ofIndex(0), Card.ofIndex(25), Card.ofIndex(51))) {
                Rule rule = Rule.compile("card.rank in last.rank..last(2).rank").rule();
                for (Card card : Card.deck()) {
                    // last is b, last(2) is a: the range is written high end first when b is above a.
                    if (BothWays.judge(rule, List.of(a, b), card) && b.rank() > a.rank()) reversedHolds++;
                }
            }
        }
        assertTrue(reversedHolds > 0, "no range held with its ends the other way round");
    }
}
