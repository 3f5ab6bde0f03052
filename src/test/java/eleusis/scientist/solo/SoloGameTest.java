package eleusis.scientist.solo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.scientist.ByLot;
import eleusis.scientist.Play;
import eleusis.scientist.Player;
import eleusis.scientist.View;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The dealer's side of the solo protocol, with scripted players: starter, sidelines, hand, guesses and the score. */
class SoloGameTest {
    private static Rule rule(String text) {
        return Rule.compile(text).rule();
    }

    /** Plays the first card of its hand; guesses the scripted texts at the scripted turns; keeps every view. */
    static final class Scripted implements Player {
        final List<View> views = new ArrayList<>();
        final java.util.Map<Integer, String> guesses;

        Scripted(java.util.Map<Integer, String> guesses) {
            this.guesses = guesses;
        }

        @Override
        public Move play(View view) {
            views.add(view);
            return new Move(view.hand().get(0), "first card");
        }

        @Override
        public Thought think(View view) {
            views.add(view);
            return new Thought(-1, null, guesses.get(view.turn()));
        }
    }

    @Test
    void theStarterIsTheFirstCardTheRuleAcceptsOnTheEmptyLineAndTheRefusedOnesAreEvidence() {
        Scripted player = new Scripted(java.util.Map.of());
        SoloGame.play(rule("card is hearts"), 7, new Settings(1, 12, false), player, t -> {});
        View first = player.views.get(0);
        List<Play> plays = first.plays();
        Play starter = plays.get(plays.size() - 1);
        assertTrue(starter.accepted());
        assertEquals(List.of(starter.card()), first.mainline());
        for (Play p : plays.subList(0, plays.size() - 1)) {
            assertFalse(p.accepted());
            assertTrue(p.line().isEmpty());
            assertFalse(p.card().suit() == eleusis.cards.Suit.HEARTS);
        }
        if (plays.size() > 1) assertEquals(0, first.sidelines().get(0).under());
        assertEquals(12, first.hand().size());
    }

    @Test
    void aRefusedCardLiesUnderTheLastMainlineCardAndTheHandIsRefilled() {
        Scripted player = new Scripted(java.util.Map.of());
        Outcome outcome = SoloGame.play(rule("card is red"), 3, Settings.STANDARD, player, t -> {});
        assertFalse(outcome.solved());
        assertEquals(30, outcome.turns());
        assertEquals(0, outcome.score());
        for (View v : player.views) assertEquals(12, v.hand().size());
        View end = player.views.get(player.views.size() - 1);
        int refused = 0;
        for (Play p : end.plays()) {
            assertEquals(p.card().color() == eleusis.cards.CardColor.RED, p.accepted(), p.toString());
            if (!p.accepted()) refused++;
        }
        int lying = end.sidelines().stream().mapToInt(s -> s.cards().size()).sum();
        assertEquals(refused, lying);
        assertEquals(end.plays().size() - refused, end.mainline().size());
    }

    @Test
    void aRightGuessEndsTheGameAndScores30LessTurnsLessTwoAWrongGuess() {
        Scripted player = new Scripted(java.util.Map.of(2, "card is black", 5, "card.color == red"));
        List<Turn> turns = new ArrayList<>();
        Outcome outcome = SoloGame.play(rule("card is red"), 11, Settings.STANDARD, player, turns::add);
        assertTrue(outcome.solved());
        assertEquals(5, outcome.turns());
        assertEquals(1, outcome.wrongGuesses());
        assertEquals(30 - 5 - 2, outcome.score());
        assertEquals("card.color == red", outcome.guess());
        assertEquals(Boolean.FALSE, turns.get(1).right());
        assertEquals(Boolean.TRUE, turns.get(4).right());
        assertNull(turns.get(0).right());
        assertEquals(List.of("card is black"), player.views.get(player.views.size() - 1).wrongGuessTexts());
    }

    @Test
    void aGuessThatDoesNotCompileIsWrong() {
        Scripted player = new Scripted(java.util.Map.of(1, "card is rde"));
        Outcome outcome = SoloGame.play(rule("card is red"), 11, new Settings(2, 12, false), player, t -> {});
        assertFalse(outcome.solved());
        assertEquals(1, outcome.wrongGuesses());
        assertEquals(0, outcome.score());
    }

    @Test
    void withCounterexamplesAWrongGuessEarnsACaseTheSecretRuleJudges() {
        Rule secret = rule("card.color != last.color");
        Scripted player = new Scripted(java.util.Map.of(1, "card is red"));
        SoloGame.play(secret, 5, new Settings(2, 12, true), player, t -> {});
        List<Play> cases = player.views.get(player.views.size() - 1).counterexamples();
        assertEquals(1, cases.size());
        Play c = cases.get(0);
        Card[] line = c.line().toArray(Card[]::new);
        assertEquals(secret.accepts(line, line.length, c.card()), c.accepted());
        // Without them, "wrong" is all a wrong guess gets.
        Scripted quiet = new Scripted(java.util.Map.of(1, "card is red"));
        SoloGame.play(secret, 5, new Settings(2, 12, false), quiet, t -> {});
        assertTrue(quiet.views.get(quiet.views.size() - 1).counterexamples().isEmpty());
    }

    @Test
    void theSameSeedDealsTheSameGameAndAnotherSeedAnother() {
        List<Turn> a = new ArrayList<>(), b = new ArrayList<>(), c = new ArrayList<>();
        SoloGame.play(rule("card.suit != last.suit"), 42, Settings.STANDARD, new ByLot(1), a::add);
        SoloGame.play(rule("card.suit != last.suit"), 42, Settings.STANDARD, new ByLot(1), b::add);
        SoloGame.play(rule("card.suit != last.suit"), 43, Settings.STANDARD, new ByLot(1), c::add);
        assertEquals(a, b);
        assertFalse(a.equals(c));
    }

    @Test
    void whenTheTwoDecksRunOutAThirdIsShuffledIn() {
        Stock stock = new Stock(1);
        java.util.Map<Card, Integer> seen = new java.util.HashMap<>();
        for (int i = 0; i < 104; i++) seen.merge(stock.draw(), 1, Integer::sum);
        assertEquals(52, seen.size());
        assertTrue(seen.values().stream().allMatch(n -> n == 2));
        assertEquals(2, stock.decks());
        stock.draw();
        assertEquals(3, stock.decks());
    }
}
