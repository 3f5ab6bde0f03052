package eleusis.scientist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.Card;
import eleusis.rules.Rule;
import eleusis.rules.RuleResult;
import eleusis.scientist.solo.Outcome;
import eleusis.scientist.solo.Settings;
import eleusis.scientist.solo.SoloGame;
import eleusis.scientist.solo.Turn;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The scientist at work: scripted fixed-seed games, the candidates it keeps, the texts it is made of. */
class ScientistTest {
    private static Rule rule(String text) {
        return Rule.compile(text).rule();
    }

    @Test
    void findsAlternatingColoursOnSeed1WithoutAWrongGuess() {
        Outcome o = SoloGame.play(rule("card.color != last.color"), 1, Settings.STANDARD, new Scientist(), t -> {});
        assertTrue(o.solved(), o.toString());
        assertEquals(0, o.wrongGuesses(), o.toString());
        assertTrue(o.score() >= 15, o.toString());
    }

    @Test
    void findsRedOnlyInAFewTurns() {
        Outcome o = SoloGame.play(rule("card is red"), 1, Settings.STANDARD, new Scientist(), t -> {});
        assertTrue(o.solved(), o.toString());
        assertTrue(o.score() >= 20, o.toString());
    }

    @Test
    void findsAnAbbottChainOfSuits() {
        // Four branches on the last card's suit, with the suits in another order than the space writes them.
        Rule secret = rule("if last is diamonds then card is not diamonds else if last is clubs then card is red"
                + " else if last is spades then card is black else card.rank == last.rank");
        Outcome o = SoloGame.play(secret, 1, Settings.STANDARD, new Scientist(), t -> {});
        assertTrue(o.solved(), o.toString());
    }

    @Test
    void theSameSeedGivesTheSameGame() {
        List<Turn> a = new ArrayList<>(), b = new ArrayList<>();
        SoloGame.play(rule("card.suit == last.suit or card.rank == last.rank"), 9, Settings.STANDARD, new Scientist(), a::add);
        SoloGame.play(rule("card.suit == last.suit or card.rank == last.rank"), 9, Settings.STANDARD, new Scientist(), b::add);
        assertEquals(a, b);
    }

    /** A player that watches the scientist: after each turn, the rules it keeps, compiled, against all the evidence. */
    @Test
    void everyRuleItKeepsFitsEveryObservation() {
        Scientist scientist = new Scientist();
        int[] checked = {0};
        Player watched = new Player() {
            @Override
            public Move play(View view) {
                return scientist.play(view);
            }

            @Override
            public Thought think(View view) {
                Thought t = scientist.think(view);
                for (String text : scientist.standing(150)) {
                    Rule r = rule(text);
                    for (Play p : view.plays()) {
                        Card[] line = p.line().toArray(Card[]::new);
                        assertEquals(p.accepted(), r.accepts(line, line.length, p.card()), text + " on " + p);
                        checked[0]++;
                    }
                }
                return t;
            }
        };
        SoloGame.play(rule("if last is odd then card is black else card is red"), 4, Settings.STANDARD, watched, t -> {});
        assertTrue(checked[0] > 1000, "checked " + checked[0]);
    }

    /** The space judges a composed text by the Kleene values of its parts: the compiled text must agree. */
    @Test
    void everyCandidateTextCompilesAndJudgesAsTheSpaceJudgesIt() {
        Space space = Space.get();
        Random random = new Random(3);
        byte[] values = new byte[space.nodes()];
        Card[] line = new Card[8];
        List<Integer> sample = new ArrayList<>();
        for (int i = 0; i < 400; i++) sample.add(random.nextInt(space.nodes()));
        List<Rule> rules = new ArrayList<>();
        for (int n : sample) {
            RuleResult r = Rule.compile(space.nodeText(n));
            assertTrue(r.ok(), space.nodeText(n) + "\n" + r.report());
            rules.add(r.rule());
        }
        for (int trial = 0; trial < 60; trial++) {
            int length = trial % 6;
            for (int i = 0; i < length; i++) line[i] = Card.ofIndex(random.nextInt(52));
            Card card = Card.ofIndex(random.nextInt(52));
            space.judge(line, length, card, values);
            for (int i = 0; i < sample.size(); i++) {
                assertEquals(rules.get(i).accepts(line, length, card), Kleene.accepts(values[sample.get(i)]),
                        space.nodeText(sample.get(i)) + " after " + length + " cards");
            }
        }
    }

    @Test
    void theHypothesesAreDistinctRulesHeaviestFirst() {
        Space space = Space.get();
        assertTrue(space.hypotheses() > 50_000, "only " + space.hypotheses());
        for (int h = 1; h < 1000; h++) assertTrue(space.prior(h - 1) >= space.prior(h));
        java.util.Set<String> texts = new java.util.HashSet<>();
        for (int h = 0; h < space.hypotheses(); h++) assertTrue(texts.add(space.text(h)));
        // Written the same way twice is one hypothesis, the shorter text.
        assertFalse(texts.contains("card is red and card is red"));
    }

    @Test
    void explainsEachCardInEnglish() {
        List<Turn> turns = new ArrayList<>();
        SoloGame.play(rule("card.rank <= 7"), 2, Settings.STANDARD, new Scientist(), turns::add);
        Turn first = turns.get(0);
        assertTrue(first.why().startsWith(first.card().notation() + " splits the "), first.why());
        assertTrue(first.why().contains("if it is accepted, \""), first.why());
        assertTrue(first.why().contains("the best guess: \""), first.why());
        assertTrue(first.remaining() > 0);
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "es|reparte las|si se acepta, «|. Quedan |la mejor conjetura: «|carta",
            "fr|partage les|si elle est acceptée, «\u00A0|. Il reste |la meilleure hypothèse\u00A0: «\u00A0|carte",
            "it|divide le|se viene accettata, «|. Restano |l’ipotesi migliore: «|carta"})
    void explainsEachCardInTheStudentsLanguage(String lang, String splits, String accepted, String standing, String best,
            String card) {
        List<Turn> turns = new ArrayList<>();
        SoloGame.play(rule("card.rank <= 7"), 2, Settings.STANDARD, new Scientist(Words.of(lang)), turns::add);
        Turn first = turns.stream().filter(t -> t.why().contains(splits)).findFirst().orElseThrow();
        String why = first.why();
        assertTrue(why.startsWith(first.card().notation() + " " + splits + " "), why);
        assertTrue(why.contains(accepted), why);
        assertTrue(why.contains(standing), why);
        assertTrue(why.contains(best), why);
        assertFalse(why.contains(".»") || why.contains(".\u00A0»"), "a reading quoted with its full stop: " + why);
        // The rules are read in the same language, not in English.
        assertTrue(why.contains(card), why);
        for (String english : List.of(" the ", " card ", " rules ", "stays possible", "best guess")) {
            assertFalse(why.contains(english), lang + ": " + why);
        }
    }

    @Test
    void anUnknownLanguageGetsEnglish() {
        assertEquals("en", Words.of("de").lang());
        assertEquals("en", Words.of(null).lang());
        assertEquals("fr", Words.of("fr").lang());
    }

    @Test
    void byLotNeverGuesses() {
        Outcome o = SoloGame.play(rule("card is red"), 1, Settings.STANDARD, new ByLot(1), t -> assertEquals(null, t.guess()));
        assertFalse(o.solved());
        assertEquals(0, o.score());
    }
}
