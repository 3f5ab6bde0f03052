package eleusis.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.rules.eval.Interpreter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class EquivalenceCasesTest {
    static Rule rule(String text) {
        RuleResult r = Rule.compile(text);
        if (!r.ok()) fail("bad rule in test data:\n" + r.report());
        return r.rule();
    }

    @TestFactory
    List<DynamicTest> knownEquivalentPairs() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (RulePairs.Pair p : RulePairs.read("equivalent.txt")) {
            tests.add(DynamicTest.dynamicTest("equivalent.txt: " + p.name(), () -> {
                Equivalence.Result r = Equivalence.decide(rule(p.first()), rule(p.second()), p.decks());
                assertTrue(r.equivalent(), () -> "found a difference: " + r.difference());
                // The question is symmetric.
                assertTrue(Equivalence.decide(rule(p.second()), rule(p.first()), p.decks()).equivalent());
            }));
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> knownDifferentPairs() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (RulePairs.Pair p : RulePairs.read("different.txt")) {
            tests.add(DynamicTest.dynamicTest("different.txt: " + p.name(), () -> {
                Rule a = rule(p.first()), b = rule(p.second());
                Equivalence.Result r = Equivalence.decide(a, b, p.decks());
                assertNotNull(r.difference(), "said equivalent");
                Case c = r.difference();
                assertEquals(p.shortest(), c.mainline().size() + 1, () -> "not a shortest case: " + c);
                assertCounterexample(a, b, c, p.decks());
                assertEquals(r.firstAccepts(), a.accepts(c.mainline(), c.card()));
            }));
        }
        return tests;
    }

    /** The case really separates the rules (by the reference interpreter too) and two decks can deal it. */
    static void assertCounterexample(Rule a, Rule b, Case c) {
        assertCounterexample(a, b, c, Equivalence.TWO_DECKS);
    }

    /** The case really separates the rules (by the reference interpreter too) and the decks can deal it. */
    static void assertCounterexample(Rule a, Rule b, Case c, int decks) {
        assertNotEquals(a.accepts(c.mainline(), c.card()), b.accepts(c.mainline(), c.card()), c::notation);
        assertNotEquals(Interpreter.accepts(a.expr(), c.mainline(), c.card()),
                Interpreter.accepts(b.expr(), c.mainline(), c.card()), c::notation);
        int[] uses = new int[52];
        for (Card card : c.mainline()) uses[card.index()]++;
        uses[c.card().index()]++;
        for (int u : uses) assertTrue(u <= decks, () -> "a face appears more often than " + decks + " decks hold: " + c);
        assertTrue(c.mainline().size() <= Lengths.maxMainline(decks), c::notation);
    }

    @org.junit.jupiter.api.Test
    void theWorkIsKnownBeforehand() {
        // Colours only: 2 starters, 2 x 2 after one card.
        assertEquals(2 + 4, Equivalence.casesToTry(rule("card.color != last.color"), rule("card is red or last is red")));
        // Whole faces three back, nothing of the two cards between: one judged card for each length
        // below 3 (all faces are alike), then the card three back is the judged card's face or another.
        assertEquals(3 + 2, Equivalence.casesToTry(rule("card != last(3)"), rule("card != last(3)")));
        // Whole faces at every one of six cards back and nothing else: as many windows as ways to
        // split 7 cards into equal faces (Bell numbers 1, 2, 5, 15, 52, 203, then 877).
        Rule different = rule("card != last and card != last(2) and card != last(3) and card != last(4)"
                + " and card != last(5) and card != last(6)");
        assertEquals(1 + 2 + 5 + 15 + 52 + 203 + 877, Equivalence.casesToTry(different, rule("true")));
        // Ranks and suits at every one of six cards back: no two faces are alike, about 52^7.
        Rule wide = rule("card.rank + last.rank + last(2).rank + last(3).rank + last(4).rank + last(5).rank"
                + " + last(6).rank > 0 and (card is hearts or last is hearts or last(2) is hearts or last(3) is hearts"
                + " or last(4) is hearts or last(5) is hearts or last(6) is hearts)");
        assertTrue(Equivalence.casesToTry(wide, rule("true")) > 1_000_000_000_000L);
    }

    /** What {@code casesToTry} promises is what an equivalent pair costs, case for case. */
    @TestFactory
    List<DynamicTest> theWorkForeseenIsTheWorkDone() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (RulePairs.Pair p : RulePairs.read("equivalent.txt")) {
            tests.add(DynamicTest.dynamicTest("equivalent.txt: " + p.name(), () -> {
                Rule a = rule(p.first()), b = rule(p.second());
                assertEquals(Equivalence.casesToTry(a, b, p.decks()), Equivalence.decide(a, b, p.decks()).casesTried());
            }));
        }
        return tests;
    }

    /** Issue 13: five cards back, whole faces, well under a second; the budget stops what is too long. */
    @org.junit.jupiter.api.Test
    void wholeFacesFiveBackAreQuickAndABudgetStopsTheRest() {
        Rule a = rule("card != last and card != last(2) and card != last(3) and card != last(4) and card != last(5)");
        Rule b = rule("card != last(5) and card != last(4) and card != last(3) and card != last(2) and card != last");
        Equivalence.Result r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(5),
                () -> Equivalence.decide(a, b, Equivalence.TWO_DECKS, java.time.Duration.ofSeconds(5)));
        assertTrue(r.equivalent());
        Rule wide = rule("card.rank + last.rank + last(2).rank + last(3).rank + last(4).rank > 0"
                + " and (card is hearts or last is hearts or last(2) is hearts or last(3) is hearts or last(4) is hearts)");
        // Equivalent, so the whole search of about 52^5 cases would run: far beyond 0.2 s.
        Rule same = rule("(" + wide.source() + ") and true");
        Equivalence.OverBudget over = org.junit.jupiter.api.Assertions.assertThrows(Equivalence.OverBudget.class,
                () -> Equivalence.decide(wide, same, Equivalence.TWO_DECKS, java.time.Duration.ofMillis(200)));
        assertTrue(over.tried() > 0 && over.tried() < over.total(), over.getMessage());
        assertEquals(Equivalence.casesToTry(wide, same), over.total());
    }
}
