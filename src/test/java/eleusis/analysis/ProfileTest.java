package eleusis.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Profiles of rules whose figures can be worked out by hand. */
class ProfileTest {
    static Profile profile(String rule) {
        return Profile.of(EquivalenceCasesTest.rule(rule));
    }

    @Test
    void oneColourAcceptsHalfTheCardsEverywhere() {
        Profile p = profile("card is red");
        assertEquals(0.5, p.averageAcceptance(), 1e-12);
        assertEquals(0.5, p.worstAcceptance(), 1e-12);
        assertFalse(p.deadEnd());
        assertEquals(0, p.lookback());
        assertEquals(List.of("the card: colour"), p.looksAt());
        assertTrue(p.exact());
    }

    @Test
    void alternatingColoursAcceptsEveryStarterThenHalf() {
        // Position 1 accepts all 52 (last is missing), the next 59 positions accept 26 of 52.
        Profile p = profile("card.color != last.color");
        assertEquals((1 + 59 * 0.5) / 60, p.averageAcceptance(), 1e-12);
        assertEquals(0.5, p.worstAcceptance(), 1e-12);
        assertEquals(1, p.lookback());
    }

    @Test
    void sameSuitAcceptsAQuarter() {
        Profile p = profile("card.suit == last.suit");
        assertEquals((1 + 59 * 0.25) / 60, p.averageAcceptance(), 1e-12);
        assertEquals(0.25, p.worstAcceptance(), 1e-12);
    }

    @Test
    void faceCardsOnly() {
        Profile p = profile("card is face");
        assertEquals(12.0 / 52, p.averageAcceptance(), 1e-12);
        assertTrue(p.warnings().stream().noneMatch(w -> w.startsWith("dead end")));
    }

    @Test
    void strictlyHigherStallsAfterAKing() {
        Profile p = profile("card.rank > last.rank");
        assertTrue(p.deadEnd());
        assertEquals("K", p.deadEndLine().get(p.deadEndLine().size() - 1).substring(0, 1));
        assertEquals(0.0, p.worstAcceptance());
        assertTrue(p.warnings().get(0).startsWith("dead end: after "), p.warnings().toString());
        // Starter 1; after a starter of rank r, (13 - r) of 13 ranks: mean 6/13 at position 2.
        assertTrue(p.averageAcceptance() < 0.3);
    }

    @Test
    void everythingAcceptedIsTooPermissive() {
        Profile p = profile("true");
        assertEquals(1.0, p.averageAcceptance());
        assertTrue(p.warnings().stream().anyMatch(w -> w.startsWith("too permissive")), p.warnings().toString());
        assertTrue(p.warnings().stream().anyMatch(w -> w.contains("never looks at the card")), p.warnings().toString());
        assertEquals(List.of(), p.looksAt());
    }

    @Test
    void exceptionsAndWildCardsAreNamed() {
        Profile p = profile("if last is face then card is number else card.rank > last.rank or card.rank == 7");
        assertTrue(p.warnings().stream().anyMatch(w -> w.startsWith("exception")), p.warnings().toString());
        assertTrue(p.warnings().stream().anyMatch(w -> w.startsWith("wild card: 'card.rank == 7'")), p.warnings().toString());
        assertNull(p.deadEndLine());
    }

    @Test
    void positionParityHalvesEachStep() {
        Profile p = profile("if position is even then card is red else card is black");
        assertEquals(0.5, p.averageAcceptance(), 1e-12);
        assertTrue(p.usesPosition());
        assertTrue(p.looksAt().contains("the position in the mainline"));
    }

    @Test
    void farLookingRulesAreSampledAndSaySo() {
        Profile p = profile("card.rank != last.rank and card.rank != last(2).rank and card.rank != last(3).rank "
                + "and card.rank != last(4).rank and card.suit != last.suit");
        assertFalse(p.exact());
        assertTrue(p.averageAcceptance() > 0.3 && p.averageAcceptance() < 0.75, "" + p.averageAcceptance());
        assertTrue(p.warnings().stream().anyMatch(w -> w.startsWith("looks 4 cards back")));
    }

    @Test
    void harderRulesScoreHigher() {
        assertTrue(profile("card is red").difficulty() < profile("card.color != last.color").difficulty());
        assertTrue(profile("card.color != last.color").difficulty()
                < profile("(card.rank + last.rank + last(2).rank) mod 3 == position mod 3").difficulty());
    }
}
