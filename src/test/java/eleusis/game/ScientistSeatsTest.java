package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardNotation;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisEvents;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.eleusis.EleusisType;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressEvents;
import eleusis.game.express.ExpressGame;
import eleusis.game.express.ExpressSettings;
import eleusis.game.express.ExpressType;
import eleusis.rules.Rule;
import eleusis.scientist.Play;
import eleusis.scientist.View;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Tag;

/**
 * The machine scientist in the empty seats of class tables: fixed deals played to the end by the
 * house (seat 0, the teacher, who only starts rounds) and scientists in every other seat, each of
 * whose actions must be one the game lists as legal for that seat at that moment.
 */
class ScientistSeatsTest {
    private static Judge rule(String text) {
        return new Judge.ByRule(Rule.compile(text).rule());
    }

    /** Plays the game to its end: scientists in every seat but the house's; the house starts each round. */
    private static <A> List<GameEvent> playOut(Game<A> g, ComputerPlayer<A> scientist, List<Long> cpuNanos) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (int n = 0; !g.over(); n++) {
            assertTrue(n < 20_000, "the game did not end");
            int seat = g.waitingFor().get(0);
            A a;
            if (seat == GameType.HOUSE_SEAT) {
                a = g.legalActions(seat).get(0); // the next round, with the settings' judge
            } else {
                long before = cpu.getCurrentThreadCpuTime();
                a = scientist.plan(g, seat, ComputerPlayer.moveSeed(g, seat)).get();
                cpuNanos.add(cpu.getCurrentThreadCpuTime() - before);
                assertNotNull(a, "the scientist of seat " + seat + " had no move in " + g.view(new Viewer.Player(seat)));
                // A guess (free text) is not listed; everything else the scientist does must be.
                boolean listed = g.legalActions(seat).contains(a) || a instanceof ExpressAction.Guess;
                assertTrue(listed, "seat " + seat + ": " + a + " is not among " + g.legalActions(seat));
            }
            Outcome o = g.apply(seat, a);
            assertTrue(o.applied(), "seat " + seat + ": " + a + " was refused: " + o);
        }
        return g.log();
    }

    @Test
    void eleusisScientistsPlayAFixedDealLegallyToTheEndAndOneBecomesProphetWhenSure() {
        EleusisSettings settings = EleusisSettings.standard(5, rule("card is red")).withDealerRotates(false).withRounds(2);
        EleusisGame g = EleusisGame.start(settings, 42);
        List<GameEvent> log = playOut(g, EleusisType.TYPE.scientist(), new ArrayList<>());
        assertTrue(g.over());
        // "card is red" is among its strongest rules after a few plays: a scientist declares itself
        // prophet, and calling by its best rule it is never overthrown in this deal.
        List<GameEvent> declared = log.stream().filter(e -> e instanceof EleusisEvents.ProphetDeclared).toList();
        assertFalse(declared.isEmpty(), "no scientist became the prophet");
        assertTrue(log.stream().noneMatch(e -> e instanceof EleusisEvents.Overthrow), "a scientist prophet was overthrown");
    }

    @Test
    @Tag("slow") // a whole Eleusis game of scientists
    void eleusisScientistsPlayALineRuleLegallyToTheEnd() {
        EleusisSettings settings = EleusisSettings.standard(4, rule("card.color != last.color")).withDealerRotates(false);
        EleusisGame g = EleusisGame.start(settings, 7);
        playOut(g, EleusisType.TYPE.scientist(), new ArrayList<>());
        assertTrue(g.over());
    }

    @Test
    void expressScientistsPlayAFixedDealLegallyAndGuessASimpleRule() {
        ExpressSettings settings = ExpressSettings.standard(4, rule("card is red")).withDealerRotates(false).withRounds(1);
        ExpressGame g = ExpressGame.start(settings, 42);
        List<GameEvent> log = playOut(g, ExpressType.TYPE.scientist(), new ArrayList<>());
        assertTrue(g.over());
        List<ExpressEvents.Guess> right = log.stream().filter(e -> e instanceof ExpressEvents.Guess x && x.verdict().equals("right"))
                .map(e -> (ExpressEvents.Guess) e).toList();
        assertEquals(1, right.size(), "the rule was not guessed: " + log);
        assertEquals(g.guessedBy(), right.get(0).player());
    }

    @Test
    void aRuleOutsideItsSpaceStillGetsLegalMovesToTheEnd() {
        // Three cards back: beyond the scientist's space (it reads the last two), so its rules fall one by one.
        ExpressSettings settings = ExpressSettings.standard(3, rule("card.suit == last(3).suit or card is black"))
                .withDealerRotates(false).withRounds(1);
        ExpressGame g = ExpressGame.start(settings, 5);
        playOut(g, ExpressType.TYPE.scientist(), new ArrayList<>());
        assertTrue(g.over());
    }

    /** A refused string says only that not all its cards were right: it is no single-card verdict, and is left out. */
    @Test
    void theScientistsViewHoldsTheLayoutsCertainVerdictsOnly() {
        View v = ScientistViews.of(CardNotation.cards("2C"), CardNotation.cards("5H 7D"),
                List.of(new ScientistViews.Refused(0, CardNotation.cards("3S")),
                        new ScientistViews.Refused(1, CardNotation.cards("4S 6H"))), List.of(), List.of());
        assertEquals(List.of(
                new Play(List.of(), CardNotation.card("5H"), true),
                new Play(CardNotation.cards("5H"), CardNotation.card("3S"), false),
                new Play(CardNotation.cards("5H"), CardNotation.card("7D"), true)), v.plays());
        assertEquals(2, v.sidelines().size());
        assertEquals(CardNotation.cards("4S 6H"), v.sidelines().get(1).cards());
        assertEquals(2, v.sidelines().get(1).under());
    }

    /**
     * A table's scientist keeps each seat's scientist through the round instead of making one from
     * the seat's view every move (which cost more with every play), and it moves as a scientist made
     * afresh from the same view would: the same action at every move of two rounds.
     */
    @Test
    void aTablesScientistIsKeptFromMoveToMoveAndMovesAsAFreshOne() {
        EleusisSettings settings = EleusisSettings.standard(4, rule("card.color != last.color")).withDealerRotates(false).withRounds(2);
        EleusisGame g = EleusisGame.start(settings, 11);
        ComputerPlayer<EleusisAction> table = EleusisType.TYPE.scientist();
        int moves = 0;
        for (int n = 0; !g.over(); n++) {
            assertTrue(n < 20_000, "the game did not end");
            int seat = g.waitingFor().get(0);
            EleusisAction a;
            if (seat == GameType.HOUSE_SEAT) {
                a = g.legalActions(seat).get(0);
            } else {
                long seed = ComputerPlayer.moveSeed(g, seat);
                a = table.plan(g, seat, seed).get();
                assertEquals(EleusisType.TYPE.scientist().plan(g, seat, seed).get(), a, "move " + n + ", seat " + seat);
                moves++;
            }
            assertTrue(g.apply(seat, a).applied());
        }
        int made = ((SeatScientist<?, ?>) table).scientistsMade();
        assertTrue(moves > 40, "only " + moves + " scientist moves");
        assertTrue(made <= 3 * 2, made + " scientists made for 3 seats and 2 rounds (" + moves + " moves)");
    }

    /**
     * The CPU of one scientist move at a table, where it keeps a scientist per seat through the
     * round: the figures of src/site/markdown/scientist.md.
     */
    @Test
    void aScientistMoveAtATableTakesLittleCpu() {
        ExpressType.TYPE.scientist(); // the space is built once, before the clock starts
        eleusis.game.ScientistMemo.fresh();
        List<Long> cpu = new ArrayList<>();
        playOut(EleusisGame.start(EleusisSettings.standard(5, rule("card.suit == last.suit or card.rank == last.rank"))
                .withDealerRotates(false).withRounds(1), 3), EleusisType.TYPE.scientist(), cpu);
        Collections.sort(cpu);
        double median = cpu.get(cpu.size() / 2) / 1e6;
        double p95 = cpu.get((int) (cpu.size() * 0.95)) / 1e6;
        System.out.printf("scientist move at a table: %d moves, CPU median %.1f ms, p95 %.1f ms, max %.1f ms%n",
                cpu.size(), median, p95, cpu.get(cpu.size() - 1) / 1e6);
        assertTrue(p95 < 1000, "p95 " + p95 + " ms");
    }
}
