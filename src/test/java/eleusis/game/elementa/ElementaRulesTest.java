package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The deck, the Wu Xing table, effective values, the winner of a hand and a team's points. */
class ElementaRulesTest {

    @Test
    void theDeckHoldsFiveSuitsOfSevenAndFiveRelics() {
        assertEquals(40, ElementaDeck.size());
        Map<String, List<Integer>> bySuit = new TreeMap<>();
        for (ElementaCard c : ElementaDeck.cards()) {
            bySuit.computeIfAbsent(c.suit(), k -> new ArrayList<>()).add(c.relic() ? 0 : c.base());
        }
        for (String suit : List.of("wood", "fire", "earth", "metal", "water")) {
            assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), bySuit.get(suit), suit);
        }
        assertEquals(5, bySuit.get("relic").size());
        assertEquals(5, ElementaDeck.relics());
        for (int id = 0; id < 40; id++) assertEquals(id, ElementaDeck.card(id).id());
        assertEquals("wood1", ElementaDeck.card(0).code());
        assertEquals("relic5", ElementaDeck.card(39).code());
    }

    /** The table of rules-notes.md, exactly. */
    @Test
    void theWuXingTableIsTheNotesTable() {
        assertEquals(new ElementaDeck.Cycle("metal", "water"), ElementaDeck.cycle("wood"));
        assertEquals(new ElementaDeck.Cycle("water", "wood"), ElementaDeck.cycle("fire"));
        assertEquals(new ElementaDeck.Cycle("wood", "fire"), ElementaDeck.cycle("earth"));
        assertEquals(new ElementaDeck.Cycle("fire", "earth"), ElementaDeck.cycle("metal"));
        assertEquals(new ElementaDeck.Cycle("earth", "metal"), ElementaDeck.cycle("water"));
        assertEquals(List.of("wood", "fire", "earth", "metal", "water"), ElementaDeck.suits());
    }

    @TestFactory
    Stream<DynamicTest> effectiveValuesAndWinners() {
        return cases("elementa/values.txt").map(c -> DynamicTest.dynamicTest(c[0], () -> {
            List<ElementaCard> cards = ElementaTable.cards(c[1]);
            String[] want = c[2].split(",");
            List<Integer> values = ElementaRules.effectiveValues(cards);
            assertEquals(numbers(want[0]), values);
            assertEquals(Integer.parseInt(want[1].trim()), ElementaRules.winnerIndex(values));
        }));
    }

    @TestFactory
    Stream<DynamicTest> teamScores() {
        return cases("elementa/scores.txt").map(c -> DynamicTest.dynamicTest(c[0], () -> {
            List<Integer> want = numbers(c[2]);
            ElementaRules.TeamScore got = ElementaRules.score(ElementaTable.cards(c[1]));
            assertEquals(new ElementaRules.TeamScore(want.get(0), want.get(1), want.get(2), want.get(3)), got);
        }));
    }

    @TestFactory
    Stream<DynamicTest> brokenDeckFilesAreRefused() {
        return cases("elementa/bad-decks.txt").map(c -> DynamicTest.dynamicTest(c[0], () -> {
            List<String> lines = Arrays.stream(c[1].split("\\|")).map(String::trim).toList();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> ElementaDeck.parseCards(lines, "test.txt"));
            assertTrue(e.getMessage().contains(c[2].trim()), e.getMessage());
            assertTrue(e.getMessage().startsWith("test.txt"), e.getMessage());
        }));
    }

    @Test
    void aBrokenCyclesTableIsRefused() {
        List<ElementaCard> deck = ElementaDeck.cards();
        IllegalStateException own = assertThrows(IllegalStateException.class,
                () -> ElementaDeck.parseCycles(List.of("wood wood water"), "c.txt", List.of()));
        assertTrue(own.getMessage().contains("three different suits"), own.getMessage());
        IllegalStateException missing = assertThrows(IllegalStateException.class,
                () -> ElementaDeck.parseCycles(List.of("wood metal water", "metal fire earth"), "c.txt", List.of()));
        assertTrue(missing.getMessage().contains("no line of its own"), missing.getMessage());
        IllegalStateException suit = assertThrows(IllegalStateException.class,
                () -> ElementaDeck.parseCycles(List.of("a b c", "b c a", "c a b"), "c.txt", deck));
        assertTrue(suit.getMessage().contains("no line for the suit wood"), suit.getMessage());
    }

    /**
     * With this table a relic (0) wins only a hand of four relics: among the regular cards of a hand
     * at least one has no card of its destroyer suit on the table (the destroyer relation is one
     * cycle through all five suits, and four cards hold at most four suits), so its value is at
     * least its base value, 1. Checked over every set of four cards of the deck.
     */
    @Test
    void aRelicWinsOnlyAHandOfFourRelics() {
        List<ElementaCard> deck = ElementaDeck.cards();
        int hands = 0;
        for (int a = 0; a < 40; a++) for (int b = a + 1; b < 40; b++) for (int c = b + 1; c < 40; c++) for (int d = c + 1; d < 40; d++) {
            List<ElementaCard> cards = List.of(deck.get(a), deck.get(b), deck.get(c), deck.get(d));
            List<Integer> values = ElementaRules.effectiveValues(cards);
            int max = values.stream().max(Integer::compare).orElseThrow();
            boolean allRelics = cards.stream().allMatch(ElementaCard::relic);
            assertEquals(allRelics, max == 0, () -> "hand " + cards + " values " + values);
            if (!allRelics) assertTrue(max >= 1);
            hands++;
        }
        assertEquals(91_390, hands);
    }

    @Test
    void teamsAreOppositeSeats() {
        assertEquals(List.of(0, 1, 0, 1), List.of(ElementaRules.team(0), ElementaRules.team(1), ElementaRules.team(2), ElementaRules.team(3)));
        assertEquals(List.of(2, 3, 0, 1),
                List.of(ElementaRules.partner(0), ElementaRules.partner(1), ElementaRules.partner(2), ElementaRules.partner(3)));
    }

    @Test
    void settingsAreChecked() {
        for (int players : new int[] {2, 3, 5, 6}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ElementaSettings.standard(players));
            assertTrue(e.getMessage().contains("exactly 4 players"), e.getMessage());
        }
        ElementaSettings s = ElementaSettings.standard(4);
        assertEquals(new ElementaSettings(4, null, 3, true, false), s);
        assertThrows(IllegalArgumentException.class, () -> s.withDealer(4));
        assertThrows(IllegalArgumentException.class, () -> s.withDealer(-1));
        assertThrows(IllegalArgumentException.class, () -> s.withHandSize(0));
        assertThrows(IllegalArgumentException.class, () -> s.withHandSize(11));
        assertEquals(10, s.withHandSize(10).handSize());
        assertFalse(s.withRelicsBreakTies(false).relicsBreakTies());
    }

    /** Lines {@code name: left -> right}, comments and blank lines skipped; "=>" also separates. */
    static Stream<String[]> cases(String resource) {
        List<String[]> out = new ArrayList<>();
        for (String line : ElementaTable.resourceLines(resource)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            int colon = line.indexOf(':');
            String rest = line.substring(colon + 1);
            String[] sides = rest.split("->|=>");
            out.add(new String[] {line.substring(0, colon).trim(), sides[0].trim(), sides[1].trim()});
        }
        return out.stream();
    }

    private static List<Integer> numbers(String s) {
        return Arrays.stream(s.trim().split("\\s+")).map(Integer::parseInt).toList();
    }
}
