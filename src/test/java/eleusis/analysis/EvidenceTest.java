package eleusis.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardNotation;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvidenceTest {
    @Test
    void readsMainlineStringsAndSidelines() {
        Evidence.Parsed p = Evidence.parse("x 4C   # refused as a starter\n5H\nno 7H\n\n3S QD\n- 8D 9C\n");
        assertTrue(p.ok(), p.error());
        assertEquals(CardNotation.cards("5H 3S QD"), p.mainline());
        List<Evidence.Observation> o = p.observations();
        assertEquals(6, o.size());
        assertEquals(new Evidence.Observation(1, List.of(), CardNotation.cards("4C"), false), o.get(0));
        assertEquals(new Evidence.Observation(3, CardNotation.cards("5H"), CardNotation.cards("7H"), false), o.get(2));
        assertEquals(new Evidence.Observation(5, CardNotation.cards("5H 3S"), CardNotation.cards("QD"), true), o.get(4));
        assertEquals(new Evidence.Observation(6, CardNotation.cards("5H 3S QD"), CardNotation.cards("8D 9C"), false), o.get(5));
    }

    @Test
    void badCardsAreReportedWithTheirLine() {
        Evidence.Parsed p = Evidence.parse("5H\n3S\nx 11H\n");
        assertFalse(p.ok());
        assertEquals("line 3: '11H' has no rank: the rank must be A, 2..10, J, Q or K", p.error());
        assertTrue(p.observations().isEmpty(), "nothing half-read is kept");
        assertEquals("line 1: 'y' is not a card: write the rank then the suit letter, like 10H, QS or AC "
                + "(a refused play starts with x, as in: x 7H)", Evidence.parse("y 7H").error());
        assertEquals("line 2: 'x' needs the refused cards after it, as in: x 7H", Evidence.parse("5H\nx\n").error());
    }

    @Test
    void aWrongStringContradictsOnlyAHypothesisAcceptingEveryCardOfIt() {
        Evidence.Parsed p = Evidence.parse("5H\nx 8D 9C\n");
        // Accepts 8D after 5H but refuses 9C after 8D: the string was wrong, as observed.
        assertTrue(Consistency.check(EquivalenceCasesTest.rule("card.rank > last.rank and card is red or position == 1"),
                p.observations()).isEmpty());
        assertEquals(1, Consistency.check(EquivalenceCasesTest.rule("card.rank > last.rank"), p.observations()).size());
    }
}
