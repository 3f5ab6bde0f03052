package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import eleusis.analysis.Equivalence;
import eleusis.cards.Card;
import eleusis.cards.CardNotation;
import eleusis.game.eleusis.EleusisContract;
import eleusis.game.eleusis.EleusisEvents;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.express.ExpressBot;
import eleusis.game.express.ExpressContract;
import eleusis.game.express.ExpressEvents;
import eleusis.game.express.ExpressGame;
import eleusis.rules.Rule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * What only the rule-guessing games have, over seeded games of Eleusis and Express played as the
 * catalogue's contract test plays them ({@link Playout}, {@link RuleGameContract}), the next dealer
 * choosing the judge of the coming round now and then (the settings' one, a rule of the library or
 * by hand): the scores of every round and the totals worked out again from the events alone (the
 * prophet's marker and the cards after it in Eleusis, the guesser's bonus in Express); every
 * counterexample to a wrong guess separates the guess from the rule; every deck shuffled in is
 * announced; a round the dealer ends is scored at once and changes no hand; a round is judged as
 * its dealer chose; and the choices refused between rounds (a rule that does not compile, a seat
 * that will not deal choosing) change nothing. Each round says how many actions it was dealt after.
 */
class RuleGameRoundsTest {
    static final int GAMES = 600;

    @Test
    void eleusisRoundsAreScoredAndJudgedAsTheRulesSay() {
        playAll(new EleusisContract(), EleusisScores::new);
    }

    @Test
    void expressRoundsAreScoredAndJudgedAsTheRulesSay() {
        playAll(new ExpressContract(), ExpressScores::new);
    }

    /**
     * Follows a game's events and checks what they say: the dealer of each round, and at the end
     * the totals, each the sum of the seat's round scores (as worked out by the game's own check)
     * and the bonus of a seat that never dealt.
     */
    private abstract static class Scores {
        private final Game<?> g;
        private final boolean dealerRotates;
        private final Map<Integer, Integer> summed = new LinkedHashMap<>();
        private final Set<Integer> dealers = new HashSet<>();

        Scores(Game<?> g, boolean dealerRotates) {
            this.g = g;
            this.dealerRotates = dealerRotates;
            for (int s = 0; s < g.players(); s++) summed.put(s, 0);
        }

        void events(List<GameEvent> events, String where) {
            for (GameEvent e : events) {
                if (e instanceof TableEvents.RoundStart s) {
                    // What a notebook entry is dated by: the actions applied when each round was dealt.
                    List<Integer> starts = ((RuleGame) g).roundStarts();
                    assertEquals(s.round() + 1, starts.size(), where + ": a start for every round dealt");
                    assertEquals(g.history().size(), starts.get(s.round()), where + ": the round began after every action so far");
                    dealers.add(s.dealer());
                    assertEquals(dealerRotates ? s.round() % g.players() : 0, s.dealer(), where + ": the dealer");
                    newRound();
                } else if (e instanceof TableEvents.RoundEnd end) {
                    roundEnd(end, where);
                } else if (e instanceof TableEvents.GameEnd end) {
                    gameEnd(end, where);
                } else {
                    during(e, where);
                }
            }
        }

        abstract void newRound();

        /** An event of the round in play. */
        abstract void during(GameEvent e, String where);

        /** Checks the scores of a round and adds them up ({@link #roundScored}). */
        abstract void roundEnd(TableEvents.RoundEnd end, String where);

        void roundScored(Map<Integer, Integer> scores) {
            scores.forEach((seat, score) -> summed.merge(seat, score, Integer::sum));
        }

        private void gameEnd(TableEvents.GameEnd end, String where) {
            List<Integer> neverDealt = new ArrayList<>();
            // With the house dealing every round, nobody gets the never-dealt bonus.
            if (dealerRotates) for (int s = 0; s < g.players(); s++) if (!dealers.contains(s)) neverDealt.add(s);
            assertEquals(neverDealt, end.neverDealt(), where);
            for (int s = 0; s < g.players(); s++) {
                assertEquals(summed.get(s) + (neverDealt.contains(s) ? 10 : 0), end.totals().get(s), where + ": total of seat " + s);
            }
            assertEquals(end.totals(), g.totals(), where);
        }
    }

    private static <S extends RuleGameSettings<S>, A, G extends RuleGameEngine<S, A>> void playAll(RuleGameContract<S, A, G> contract, Function<G, Scores> scores) {
        int[] counts = new int[3];
        for (long seed = 1; seed <= GAMES; seed++) new Run<>(contract, seed, scores, counts).play();
        System.out.printf("%s rounds: %d games, %d actions, %d rounds ended by their dealer, %d judged as their dealer chose%n",
                contract.type().id(), GAMES, counts[0], counts[1], counts[2]);
        assertTrue(counts[1] > GAMES / 20, "rounds the dealer ended: " + counts[1]);
        assertTrue(counts[2] > GAMES / 20, "rounds judged as their dealer chose: " + counts[2]);
    }

    private static final class Run<S extends RuleGameSettings<S>, A, G extends RuleGameEngine<S, A>> {
        private final RuleGameContract<S, A, G> c;
        private final Playout<S, A> p;
        private final G g;
        private final Scores scores;
        private final int[] counts;
        private final SplittableRandom random;
        /** In one game in three the next dealer chooses the judge of the coming round now and then. */
        private final boolean choosing;
        private A chosen;

        Run(RuleGameContract<S, A, G> c, long seed, Function<G, Scores> scores, int[] counts) {
            this.c = c;
            this.p = new Playout<>(c, seed);
            this.g = c.game(p.game());
            this.scores = scores.apply(g);
            this.counts = counts;
            this.random = new SplittableRandom(seed ^ 0x5DEECE66DL);
            this.choosing = seed % 3 == 0;
            p.choosing((game, seat) -> chosen);
        }

        private boolean roundInPlay() {
            return g.allowed(g.dealer()).contains("end_round");
        }

        private List<List<Integer>> hands() {
            List<List<Integer>> out = new ArrayList<>();
            for (int s = 0; s < g.players(); s++) out.add(List.copyOf(g.table().hand(s)));
            return out;
        }

        void play() {
            scores.events(g.log(), p.describe() + ", the deal");
            int n = 0;
            while (!g.over()) {
                if (++n > c.maxActions(p.settings())) throw new AssertionError(p.describe() + ": no end");
                chosen = null;
                if (!roundInPlay()) {
                    badChoices(p.describe() + ", between rounds");
                    int next = g.waitingFor().get(0);
                    if (choosing) chosen = nextRound(next);
                }
                Playout.Move<A> move = p.next();
                String where = p.describe() + ", action " + n + " (seat " + move.seat() + " " + move.action() + ")";
                String kind = p.kind(move.action());
                Table table = g.table();
                int decks = table.decks();
                List<List<Integer>> handsBefore = hands();
                List<GameEvent> events = p.apply(move);
                if (g.table() == table) {
                    long announced = events.stream().filter(e -> e instanceof TableEvents.NewDeck).count();
                    assertEquals(table.decks() - decks, announced, where + ": a new_deck event for each deck shuffled in: " + events);
                }
                if (kind.equals("end_round")) endedByTheDealer(events, handsBefore, where);
                if (kind.equals("next_round")) judgedAsChosen(move.action(), where);
                scores.events(events, where);
            }
            counts[0] += n;
        }

        /** The next round as the next dealer starts it, a third of the time each: the settings' judge, a rule, by hand. */
        private A nextRound(int seat) {
            int roll = random.nextInt(3);
            if (roll == 0) return null;
            // The simulated players cannot judge by hand: a simulated dealer chooses a rule instead.
            if (roll == 2 && !p.simulated(seat)) return nextRound(null, true);
            for (int tries = 0; tries < 50; tries++) {
                Rule r = RuleGameContract.LIBRARY.get(random.nextInt(RuleGameContract.LIBRARY.size()));
                if (playable(r)) return nextRound(r.source(), false);
            }
            return null;
        }

        /** A round whose rule every guess of the simulated players can be checked against quickly (the engine refuses slow ones). */
        private boolean playable(Rule rule) {
            if (!(g instanceof ExpressGame)) return true;
            List<String> guesses = new ArrayList<>(ExpressBot.HYPOTHESES);
            for (Judge j : p.settings().judges()) if (j instanceof Judge.ByRule r) guesses.add(r.rule().source());
            for (String guess : guesses) {
                if (Equivalence.casesToTry(Rule.compile(guess).rule(), rule) > ExpressGame.MAX_GUESS_CASES / 30) return false;
            }
            return true;
        }

        /** A next round as a browser sends it, through the game's codec. */
        private A nextRound(String rule, boolean byHand) {
            ObjectNode o = JsonNodeFactory.instance.objectNode().put("kind", "next_round");
            if (rule != null) o.put("rule", rule);
            if (byHand) o.put("byHand", true);
            return p.type().decode(o.toString());
        }

        private void judgedAsChosen(A action, String where) {
            var fields = Views.parse(p.type().encode(action));
            if (fields.hasNonNull("rule")) {
                counts[2]++;
                assertEquals(fields.get("rule").asText(), ((Judge.ByRule) g.judge()).rule().source(), where + ": the rule chosen");
            } else if (fields.path("byHand").asBoolean()) {
                counts[2]++;
                assertTrue(g.judge().byHand(), where + ": judged by hand, as chosen");
            } else {
                List<Judge> judges = p.settings().judges();
                assertSame(judges.get(g.round() % judges.size()), g.judge(), where + ": the settings' judge");
            }
        }

        /**
         * A round the dealer ended ends at once, scored as usual (the scores check works them out
         * again) with the reason said; a play waiting for a verdict goes back to its hand, so no hand changes.
         */
        private void endedByTheDealer(List<GameEvent> events, List<List<Integer>> handsBefore, String where) {
            counts[1]++;
            List<TableEvents.RoundEnd> ends = events.stream().filter(e -> e instanceof TableEvents.RoundEnd)
                    .map(e -> (TableEvents.RoundEnd) e).toList();
            assertEquals(1, ends.size(), where + ": one round_end: " + events);
            assertEquals("the dealer ended the round", ends.get(0).reason(), where);
            assertEquals(handsBefore, hands(), where + ": ending the round changes no hand");
            assertFalse(roundInPlay(), where + ": the round is over");
            assertEquals(g.over(), events.get(events.size() - 1) instanceof TableEvents.GameEnd, where);
        }

        /**
         * Between rounds: a rule that does not compile, or a choice by a seat that will not deal. (A
         * rule and by hand at once the codec refuses already; the next-rule tests give it to the engines.)
         */
        private void badChoices(String where) {
            int next = g.waitingFor().get(0);
            Snapshot before = Snapshot.of(c, g);
            if (random.nextBoolean()) {
                Refusal r = refused(next, nextRound("card is purple", false), Reason.NOT_ALLOWED, where + ": a rule that does not compile");
                assertTrue(r.message().contains("card is purple\n"), where + ": the checker's report is in the message: " + r.message());
            } else {
                refused((next + 1 + random.nextInt(g.players() - 1)) % g.players(), nextRound("card is red", false),
                        Reason.NOT_THE_DEALER, where + ": a seat that will not deal chooses the rule");
            }
            assertEquals(before, Snapshot.of(c, g), where + ": a refused choice changed the game");
        }

        private Refusal refused(int seat, A action, Reason reason, String where) {
            Outcome.Refused r = assertInstanceOf(Outcome.Refused.class, g.apply(seat, action), where);
            assertEquals(reason, r.refusal().reason(), where + ": " + r.refusal().message());
            return r.refusal();
        }
    }

    /** The Eleusis scores of each round, from the events: hands, the prophet's marker, the cards after it. */
    private static final class EleusisScores extends Scores {
        private final EleusisGame g;
        private Integer prophet;
        private int markerAt;
        private int mainlineAfter;
        private int sidelineAfter;
        private int cardsPlayed;

        EleusisScores(EleusisGame g) {
            super(g, g.settings().dealerRotates());
            this.g = g;
        }

        @Override
        void events(List<GameEvent> events, String where) {
            super.events(events, where);
            assertEquals(cardsPlayed, g.cardsPlayed(), where + ": cards played, counted from the events");
        }

        @Override
        void newRound() {
            prophet = null;
            cardsPlayed = 0;
        }

        @Override
        void during(GameEvent e, String where) {
            if (e instanceof EleusisEvents.ProphetDeclared d) {
                prophet = d.player();
                markerAt = d.cardsPlayed();
                mainlineAfter = 0;
                sidelineAfter = 0;
                assertEquals(cardsPlayed, d.cardsPlayed(), where + ": cards played at the prophet's marker");
            } else if (e instanceof EleusisEvents.Overthrow o) {
                assertEquals(prophet, o.prophet(), where);
                prophet = null;
            } else if (e instanceof TableEvents.Play play) {
                cardsPlayed += play.cards().size();
                if (prophet != null && play.verdict().equals("right")) mainlineAfter += play.cards().size();
                if (prophet != null && play.verdict().equals("wrong")) sidelineAfter += play.cards().size();
            } else if (e instanceof TableEvents.CorrectCard) {
                cardsPlayed++;
                if (prophet != null) mainlineAfter++;
            }
        }

        @Override
        void roundEnd(TableEvents.RoundEnd end, String where) {
            assertEquals(prophet, end.prophet(), where + ": the prophet standing at the end");
            Map<Integer, Integer> hands = end.hands();
            for (int s = 0; s < g.players(); s++) {
                if (s != end.dealer()) assertEquals(g.table().handSize(s), hands.get(s), where + ": round_end hand of " + s);
            }
            int high = hands.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
            Map<Integer, Integer> expected = new LinkedHashMap<>();
            int best = Integer.MIN_VALUE;
            for (int s = 0; s < g.players(); s++) {
                if (s == end.dealer()) continue;
                int h = hands.get(s);
                int score = high - h + (h == 0 ? 4 : 0);
                if (prophet != null && s == prophet) score += mainlineAfter + 2 * sidelineAfter;
                expected.put(s, score);
                best = Math.max(best, score);
            }
            expected.put(end.dealer(), prophet != null ? Math.min(best, 2 * markerAt) : best);
            for (int s = 0; s < g.players(); s++) {
                assertEquals(expected.get(s), end.scores().get(s), where + ": round " + end.round() + " score of seat " + s
                        + " (hands " + hands + ", prophet " + prophet + ")");
            }
            roundScored(expected);
        }
    }

    /** The Express scores of each round, from the events, and the counterexample to every wrong guess in the rule language. */
    private static final class ExpressScores extends Scores {
        private final ExpressGame g;
        private Integer guessedBy;

        ExpressScores(ExpressGame g) {
            super(g, g.settings().dealerRotates());
            this.g = g;
        }

        @Override
        void newRound() {
            guessedBy = null;
        }

        @Override
        void during(GameEvent e, String where) {
            if (e instanceof ExpressEvents.Guess guess) {
                if (guess.verdict().equals("right")) guessedBy = guess.player();
                if (guess.verdict().equals("wrong") && guess.form().equals("rule")) counterexample(guess, where);
            }
        }

        /** Checked against the rule of the round in progress: the settings' or the one its dealer chose. */
        private void counterexample(ExpressEvents.Guess guess, String where) {
            Rule rule = ((Judge.ByRule) g.judge()).rule();
            List<Card> cards = CardNotation.cards(guess.counterexample());
            List<Card> line = cards.subList(0, cards.size() - 1);
            Card judged = cards.get(cards.size() - 1);
            boolean secret = rule.accepts(line, judged);
            boolean guessed = Rule.compile(guess.guess()).rule().accepts(line, judged);
            assertTrue(secret != guessed, where + ": counterexample " + guess.counterexample() + " does not separate '"
                    + guess.guess() + "' from '" + rule.source() + "'");
            assertEquals(secret ? "accept" : "reject", guess.secretVerdict(), where);
        }

        @Override
        void roundEnd(TableEvents.RoundEnd end, String where) {
            int handSize = g.settings().handSize();
            Map<Integer, Integer> expected = new LinkedHashMap<>();
            int best = Integer.MIN_VALUE;
            for (int s = 0; s < g.players(); s++) {
                if (s == end.dealer()) continue;
                int h = end.hands().get(s);
                assertEquals(g.table().handSize(s), h, where + ": round_end hand of " + s);
                int score = handSize - h + (guessedBy != null && guessedBy == s ? 4 : 0);
                expected.put(s, score);
                best = Math.max(best, score);
            }
            expected.put(end.dealer(), best);
            for (int s = 0; s < g.players(); s++) {
                assertEquals(expected.get(s), end.scores().get(s), where + ": score of seat " + s + " (hands " + end.hands()
                        + ", guessed by " + guessedBy + ")");
            }
            roundScored(expected);
            if (guessedBy != null) assertEquals("the rule was guessed", end.reason(), where);
        }
    }
}
