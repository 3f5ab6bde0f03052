package eleusis.game.elephant;

import static eleusis.game.elephant.ElephantTable.events;
import static eleusis.game.elephant.ElephantTable.faces;
import static eleusis.game.elephant.ElephantTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Reason;
import eleusis.game.Refusal;
import eleusis.game.Viewer;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One scripted game of three (seat 0 has start pair I: red 3 + green 4; seat 1 pair II: green 3 +
 * blue 4; seat 2 pair III: blue 3 + red 4) up to the first scoring, every figure worked out by hand,
 * and the rules the script does not reach.
 */
class ElephantRulesTest {
    static final String FIRST_TEN = "r8 g8 b8 r7 g7  b7 r6 g6 b6 r5";
    static final String[] ELEPHANTS = {"small red", "grey 2", "big blue", "values 3 4", "small green blue",
        "grey 1", "small red red", "big red", "values 7 8", "small blue"};

    static ElephantTable scripted(ElephantSettings settings) {
        return ElephantTable.deal(settings, 0, FIRST_TEN, List.of(ELEPHANTS));
    }

    @Test
    void theSetUpGivesEachSeatAStartPairOneMoneyAndAPushCard() {
        ElephantTable t = scripted(ElephantSettings.standard(3));
        ElephantGame g = t.g;
        assertEquals("g4 r3", t.collection(0));
        assertEquals("b4 g3", t.collection(1));
        assertEquals("b3 r4", t.collection(2));
        assertEquals(List.of("I", "II", "III"), List.of(g.startPair(0), g.startPair(1), g.startPair(2)));
        for (int s = 0; s < 3; s++) {
            assertEquals(1, g.money(s));
            assertTrue(g.hasPush(s));
        }
        assertEquals(7, g.bank(), "10 money cards, 1 to each of 3 players");
        // Pairs IV and V stay in the box with 3 players.
        assertEquals(List.of(46, 47, 48, 49), g.box());
        assertEquals("r8 g8 b8 r7 g7", t.porcelainRow());
        assertEquals(35, g.porcelainPileSize());
        assertEquals(10, g.untilScoring());
        assertEquals(List.of("small red", "grey 2", "big blue", "values 3 4", "small green blue"),
                g.elephantRow().stream().map(id -> ElephantCards.elephant(id).text()).toList());
        assertEquals(25, g.elephantPileSize());
        assertEquals(List.of(0), g.waitingFor());
        assertEquals(List.of("buy", "take_elephant", "push"), g.allowed(0));
        assertEquals(List.of(), g.allowed(1));
        // Every card of the rows, and the push, is a legal action of the first player.
        assertEquals(11, g.legalActions(0).size());
        ElephantEvents.GameStart start = (ElephantEvents.GameStart) g.log().get(0);
        assertEquals(Map.of(0, "I", 1, "II", 2, "III"), start.startPairs());
        assertEquals(7, start.bank());
    }

    @Test
    void aScriptedGameUpToTheFirstScoring() {
        ElephantTable t = scripted(ElephantSettings.standard(3));
        ElephantGame g = t.g;

        ElephantEvents.Bought bought = only(t.buy("r8"), ElephantEvents.Bought.class);
        assertEquals(0, bought.money());
        assertEquals(8, bought.bank());
        assertEquals("g4 r3 r8", t.collection(0));
        assertEquals(1, g.turn());
        t.buy("g8");
        t.buy("b8");
        assertEquals(10, g.bank());

        // Seat 0 has no money: an elephant, no buying, and (by default) no push.
        assertEquals(List.of("take_elephant"), g.allowed(0));
        t.refuse(0, new ElephantAction.Buy(t.rowCard("r7")), Reason.NOT_ALLOWED);

        // "small red" with r3 and r8: seat 0 chooses which red to lose.
        List<GameEvent> e = t.take("small red");
        ElephantEvents.LossToChoose ask = only(e, ElephantEvents.LossToChoose.class);
        assertEquals(1, ask.count());
        assertEquals(Set.of(t.owned(0, "r3"), t.owned(0, "r8")), Set.copyOf(ask.candidates()));
        assertEquals(ElephantPhase.LOSE, g.phase());
        assertEquals(List.of("lose"), g.allowed(0));
        assertEquals(1, g.money(0), "the money comes with the elephant");
        assertEquals(9, g.bank());
        t.refuse(0, new ElephantAction.Lose(List.of(t.owned(0, "g4"))), Reason.BAD_PLAY);
        t.refuse(0, new ElephantAction.Lose(List.of(t.owned(0, "r3"), t.owned(0, "r8"))), Reason.BAD_PLAY);
        t.refuse(0, new ElephantAction.Buy(t.rowCard("r7")), Reason.NOT_NOW);
        t.refuse(1, new ElephantAction.Buy(t.rowCard("r7")), Reason.NOT_YOUR_TURN);
        ElephantEvents.Lost lost = only(t.lose("r3"), ElephantEvents.Lost.class);
        assertTrue(lost.chosen());
        assertEquals("r3", faces(lost.cards()));
        assertEquals("g4 r8", t.collection(0));
        assertEquals(1, g.turn());

        // "grey 2": seat 1 chooses two of b4 g3 g8.
        only(t.take("grey 2"), ElephantEvents.LossToChoose.class);
        assertEquals(3, g.legalActions(1).size(), "three ways to choose 2 of 3 cards");
        t.lose("g3", "b4");
        assertEquals("g8", t.collection(1));

        // "big blue" breaks all of seat 2's blue: no question.
        ElephantEvents.Lost big = only(t.take("big blue"), ElephantEvents.Lost.class);
        assertFalse(big.chosen());
        assertEquals("b3 b8", faces(big.cards()));
        assertEquals("r4", t.collection(2));
        assertEquals(7, g.bank());

        t.buy("r7");
        List<GameEvent> fifth = t.buy("g7");
        // All five cards of the row are gone: the next five are laid out.
        assertEquals("b6 b7 g6 r5 r6", faces(only(fifth, ElephantEvents.PorcelainLaid.class).cards()));
        assertEquals(5, g.untilScoring());

        assertEquals(2, g.turn());
        only(t.push(), ElephantEvents.Pushed.class);
        assertFalse(g.hasPush(2));
        assertEquals(1, g.money(2), "a push changes no money");
        assertEquals(0, g.turn());

        // "values 3 4" takes seat 0's green 4, whatever its colour.
        assertEquals("g4", faces(only(t.take("values 3 4"), ElephantEvents.Lost.class).cards()));
        assertEquals("r7 r8", t.collection(0));

        // "small green blue": seat 1 has two greens and no blue, so it chooses one green.
        List<GameEvent> last = t.take("small green blue");
        assertEquals(Set.of(t.owned(1, "g7"), t.owned(1, "g8")), Set.copyOf(only(last, ElephantEvents.LossToChoose.class).candidates()));
        assertTrue(g.elephantRow().isEmpty(), "the row is empty while seat 1 chooses");
        // The fifth elephant's loss is settled: the next five are laid out.
        List<GameEvent> settled = t.lose("g7");
        assertEquals(List.of("grey 1", "small red red", "big red", "values 7 8", "small blue"),
                only(settled, ElephantEvents.ElephantsLaid.class).cards().stream().map(ElephantView.ElephantCard::text).toList());
        assertEquals(20, g.elephantPileSize());
        assertEquals(5, g.takenElephants().size());

        t.buy("b7");
        t.buy("r6");
        t.buy("g6");
        t.take("grey 1");
        t.lose("r4");
        assertEquals("b7", t.collection(2));
        assertEquals("r7 r8", faces(only(t.take("values 7 8"), ElephantEvents.Lost.class).cards()));
        ElephantEvents.Lost none = only(t.take("small blue"), ElephantEvents.Lost.class);
        assertEquals(List.of(), none.cards(), "an elephant may break nothing");
        assertEquals(1, g.money(1), "and still brings its money");
        t.buy("b6");
        List<GameEvent> tenth = t.buy("r5");

        // The tenth porcelain card: the score card comes up.
        assertEquals(1, only(tenth, ElephantEvents.ScoringStart.class).scoring());
        assertTrue(events(tenth, ElephantEvents.PorcelainLaid.class).isEmpty(), "no cards before the scoring");
        assertEquals(ElephantPhase.SCORING, g.phase());
        assertEquals(List.of(0, 1, 2), g.waitingFor());
        assertEquals("r5 r6", t.collection(0));
        assertEquals("g6 g8", t.collection(1));
        assertEquals("b6 b7", t.collection(2));
        // Seat 0: lowest 5, highest 6, red 11, all 11.
        ElephantView v = g.view(new Viewer.Player(0));
        assertEquals(List.of(new ElephantView.ScoringOption("lowest", null, 5), new ElephantView.ScoringOption("highest", null, 6),
                new ElephantView.ScoringOption("one_colour", "red", 11), new ElephantView.ScoringOption("one_colour", "green", 0),
                new ElephantView.ScoringOption("one_colour", "blue", 0), new ElephantView.ScoringOption("all", null, 11)),
                v.scoringOptions());

        t.refuse(1, new ElephantAction.Buy(t.g.porcelainRow().isEmpty() ? 0 : t.g.porcelainRow().get(0)), Reason.NOT_NOW);
        t.refuse(1, new ElephantAction.Score(ScoringType.ONE_COLOUR, null), Reason.BAD_PLAY);
        t.refuse(1, new ElephantAction.Score(ScoringType.ALL, ElephantColour.RED), Reason.BAD_PLAY);
        ElephantEvents.Scored s1 = only(t.score(1, ScoringType.ONE_COLOUR, ElephantColour.GREEN), ElephantEvents.Scored.class);
        assertEquals(new ElephantEvents.Scored(1, 1, "one_colour", "green", 14, false), s1);
        t.refuse(1, new ElephantAction.Score(ScoringType.ALL, null), Reason.NOT_ALLOWED);
        assertEquals(List.of(0, 2), g.waitingFor());
        assertEquals(5, only(t.score(0, ScoringType.LOWEST, null), ElephantEvents.Scored.class).points());
        List<GameEvent> end = t.score(2, ScoringType.ALL, null);
        assertEquals(13, only(end, ElephantEvents.Scored.class).points());

        // All have scored: the next five cards, and the player after the buyer of the tenth goes on.
        only(end, ElephantEvents.PorcelainLaid.class);
        assertEquals(ElephantPhase.TURN, g.phase());
        assertEquals(1, g.turn());
        assertEquals(10, g.untilScoring());
        assertEquals(Map.of(0, 5, 1, 14, 2, 13), g.totals());
        assertEquals(List.of(ScoringType.HIGHEST, ScoringType.ONE_COLOUR, ScoringType.ALL), g.unusedScorings(0));
    }

    @Test
    void automaticScoringGivesEachPlayerTheColumnWorthMostNow() {
        ElephantTable t = scripted(ElephantSettings.standard(3).withAutoScoring(true));
        List<GameEvent> tenth = playScriptToTheTenthCard(t);
        List<ElephantEvents.Scored> scored = events(tenth, ElephantEvents.Scored.class);
        // Seat 0: red 11 ties all 11; the column listed first, one colour, wins the tie.
        assertEquals(List.of(new ElephantEvents.Scored(0, 1, "one_colour", "red", 11, true),
                new ElephantEvents.Scored(1, 1, "one_colour", "green", 14, true),
                new ElephantEvents.Scored(2, 1, "one_colour", "blue", 13, true)), scored);
        assertEquals(ElephantPhase.TURN, t.g.phase());
        assertEquals(1, t.g.turn());
    }

    /** The script of the test above, without its checks. */
    static List<GameEvent> playScriptToTheTenthCard(ElephantTable t) {
        t.buy("r8");
        t.buy("g8");
        t.buy("b8");
        t.take("small red");
        t.lose("r3");
        t.take("grey 2");
        t.lose("g3", "b4");
        t.take("big blue");
        t.buy("r7");
        t.buy("g7");
        t.push();
        t.take("values 3 4");
        t.take("small green blue");
        t.lose("g7");
        t.buy("b7");
        t.buy("r6");
        t.buy("g6");
        t.take("grey 1");
        t.lose("r4");
        t.take("values 7 8");
        t.take("small blue");
        t.buy("b6");
        return t.buy("r5");
    }

    @Test
    void withTwoMoneyAPlayerMustBuy() {
        ElephantTable t = ElephantTable.deal(3, FIRST_TEN, "small blue");
        t.take("small blue");
        assertEquals(2, t.g.money(0));
        t.buy("g8");
        t.buy("b8");
        assertEquals(List.of("buy"), t.g.allowed(0));
        assertEquals(3, t.g.legalActions(0).size(), "the three cards left");
        t.refuse(0, new ElephantAction.TakeElephant(t.g.elephantRow().get(0)), Reason.NOT_ALLOWED);
        t.buy("r8");
        assertEquals(1, t.g.money(0));
    }

    @Test
    void thePushIsOncePerGame() {
        ElephantTable t = ElephantTable.deal(3, FIRST_TEN);
        t.push();
        t.push();
        t.push();
        assertEquals(0, t.g.turn());
        assertEquals(List.of("buy", "take_elephant"), t.g.allowed(0));
        assertTrue(t.refuse(0, new ElephantAction.Push(), Reason.NOT_ALLOWED).message().contains("used your push card already"));
    }

    /**
     * "Cuando un jugador no tiene cartas de dinero, está obligado a elegir una carta de elefante";
     * with two money "está obligado a comprar". The push card does not dodge either obligation,
     * unless the setting pushWhenForced says so.
     */
    @Test
    void withNoMoneyThePushCannotDodgeTheElephant() {
        ElephantTable t = ElephantTable.deal(3, FIRST_TEN);
        t.buy("r8");
        t.buy("g8");
        t.buy("b8");
        assertEquals(0, t.g.money(0));
        assertTrue(t.g.hasPush(0));
        assertEquals(List.of("take_elephant"), t.g.allowed(0), "no money: an elephant, no push");
        assertFalse(t.g.legalActions(0).contains(new ElephantAction.Push()));
        Refusal r = t.refuse(0, new ElephantAction.Push(), Reason.NOT_ALLOWED);
        assertEquals("with no money you must take an elephant", r.message());

        ElephantTable lax = ElephantTable.deal(ElephantSettings.standard(3).withPushWhenForced(true), 0, FIRST_TEN, List.of());
        lax.buy("r8");
        lax.buy("g8");
        lax.buy("b8");
        assertEquals(List.of("take_elephant", "push"), lax.g.allowed(0));
        only(lax.push(), ElephantEvents.Pushed.class);
        assertFalse(lax.g.hasPush(0));
        assertEquals(0, lax.g.money(0), "a push changes no money");
        assertEquals(1, lax.g.turn());
    }

    @Test
    void withTwoMoneyThePushCannotDodgeTheBuying() {
        ElephantTable t = ElephantTable.deal(3, FIRST_TEN, "small blue");
        t.take("small blue");
        t.buy("g8");
        t.buy("b8");
        assertEquals(2, t.g.money(0));
        assertEquals(List.of("buy"), t.g.allowed(0));
        Refusal r = t.refuse(0, new ElephantAction.Push(), Reason.NOT_ALLOWED);
        assertEquals("with 2 money you must buy porcelain", r.message());

        ElephantTable lax = ElephantTable.deal(ElephantSettings.standard(3).withPushWhenForced(true), 0, FIRST_TEN,
                List.of("small blue"));
        lax.take("small blue");
        lax.buy("g8");
        lax.buy("b8");
        assertEquals(List.of("buy", "push"), lax.g.allowed(0));
        lax.push();
        assertEquals(2, lax.g.money(0));
        assertEquals(1, lax.g.turn());
    }

    @Test
    void aTakenElephantGoesToTheTakenPileWhichIsReshuffledWhenThePileRunsOut() {
        ElephantTable t = ElephantTable.deal(3, "");
        ElephantGame g = t.g;
        int takes = 0;
        // Everyone takes the first elephant they may, buys otherwise, until 30 elephants are taken.
        while (takes < 30) {
            if (g.phase() == ElephantPhase.SCORING) {
                for (int s : g.waitingFor()) t.apply(s, g.legalActions(s).get(0));
                continue;
            }
            int seat = g.waitingFor().get(0);
            List<ElephantAction> legal = g.legalActions(seat);
            ElephantAction a = legal.stream().filter(x -> !(x instanceof ElephantAction.Buy) && !(x instanceof ElephantAction.Push))
                    .findFirst().orElse(legal.get(0));
            if (a instanceof ElephantAction.TakeElephant) takes++;
            List<GameEvent> events = t.apply(seat, a);
            if (takes < 30) assertTrue(events(events, ElephantEvents.ElephantsReshuffled.class).isEmpty());
        }
        while (g.phase() == ElephantPhase.LOSE) t.apply(g.turn(), g.legalActions(g.turn()).get(0));
        // The 30th elephant emptied the row and the pile: all 30 are shuffled into a new pile.
        List<GameEvent> all = g.log();
        assertEquals(1, events(all, ElephantEvents.ElephantsReshuffled.class).size());
        assertEquals(30, events(all, ElephantEvents.ElephantsReshuffled.class).get(0).count());
        assertEquals(5, g.elephantRow().size());
        assertEquals(25, g.elephantPileSize());
        assertEquals(List.of(), g.takenElephants());
        Set<Integer> herd = new HashSet<>(g.elephantRow());
        herd.addAll(g.elephantPileOrder());
        assertEquals(30, herd.size());
        // The new order comes from the seed: the same game replayed gives it again.
        ElephantGame again = ElephantGame.replayWithDeal(g.settings(), g.seed(), new ElephantDeal(
                ElephantTable.porcelainOrder(""), ElephantTable.elephantOrder(List.of()), List.of(0, 1, 2), 0), g.history());
        assertEquals(g.elephantPileOrder(), again.elephantPileOrder());
        assertEquals(g.elephantRow(), again.elephantRow());
    }

    @Test
    void theFirstPlayerAndTheStartPairsAreDrawnByLotUnlessSet() {
        Set<Integer> firsts = new HashSet<>();
        Set<String> pairsOfSeat0 = new HashSet<>();
        for (long seed = 1; seed <= 60; seed++) {
            ElephantGame g = ElephantGame.start(ElephantSettings.standard(4), seed);
            firsts.add(g.firstPlayer());
            pairsOfSeat0.add(g.startPair(0));
            assertEquals(List.of(g.firstPlayer()), g.waitingFor());
            Set<String> used = new HashSet<>();
            for (int s = 0; s < 4; s++) used.add(g.startPair(s));
            assertEquals(Set.of("I", "II", "III", "IV"), used, "only as many pairs as players");
            assertEquals(List.of(48, 49), g.box());
        }
        assertEquals(Set.of(0, 1, 2, 3), firsts);
        assertEquals(Set.of("I", "II", "III", "IV"), pairsOfSeat0);
        ElephantGame set = ElephantGame.start(ElephantSettings.standard(5).withFirstPlayer(3).withStartPairsByLot(false), 7);
        assertEquals(3, set.firstPlayer());
        assertEquals(List.of("I", "II", "III", "IV", "V"), List.of(set.startPair(0), set.startPair(1), set.startPair(2),
                set.startPair(3), set.startPair(4)));
        assertEquals(List.of(), set.box());
        assertEquals(5, set.bank());
    }

    @Test
    void theGameEndsAfterTheFourthScoringWithTheTotals() {
        ElephantGame g = ElephantGame.start(ElephantSettings.standard(3), 42);
        ElephantBot bot = new ElephantBot(5);
        int scorings = 0;
        while (!g.over()) {
            int seat = g.waitingFor().get(0);
            List<GameEvent> events = ((eleusis.game.Outcome.Applied) g.apply(seat, bot.act(g, seat))).events();
            scorings += events(events, ElephantEvents.ScoringStart.class).size();
            if (g.phase() == ElephantPhase.SCORING && g.scoring() == 2) {
                for (int s : g.waitingFor()) {
                    ScoringType used = ScoringType.of(g.sheet(s).get(0).scoring());
                    assertFalse(g.legalActions(s).stream().anyMatch(a -> ((ElephantAction.Score) a).scoring() == used));
                    ElephantColour c = used == ScoringType.ONE_COLOUR ? ElephantColour.RED : null;
                    new ElephantTable(g).refuse(s, new ElephantAction.Score(used, c), Reason.NOT_ALLOWED);
                }
            }
        }
        assertEquals(4, scorings);
        assertEquals(40, g.collection(0).size() + g.collection(1).size() + g.collection(2).size() + g.broken().size() - 6,
                "all 40 porcelain cards were bought");
        ElephantEvents.GameEnd end = (ElephantEvents.GameEnd) g.log().get(g.log().size() - 1);
        assertEquals(g.totals(), end.scores());
        for (int s = 0; s < 3; s++) {
            List<ElephantView.SheetLine> sheet = end.sheets().get(s);
            assertEquals(Set.of("lowest", "highest", "one_colour", "all"),
                    new HashSet<>(sheet.stream().map(ElephantView.SheetLine::scoring).toList()));
            assertEquals(List.of(1, 2, 3, 4), sheet.stream().map(ElephantView.SheetLine::number).toList());
            assertEquals(end.scores().get(s), sheet.stream().mapToInt(ElephantView.SheetLine::points).sum());
        }
        int top = end.scores().values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        assertEquals(end.scores().keySet().stream().filter(s -> end.scores().get(s) == top).toList(), end.winners());
        assertEquals(List.of(), g.waitingFor());
        assertEquals(List.of(), g.legalActions(0));
        new ElephantTable(g).refuse(0, new ElephantAction.Push(), Reason.GAME_OVER);
    }

    @Test
    void badInputIsRefusedAndChangesNothing() {
        ElephantTable t = scripted(ElephantSettings.standard(3));
        t.refuse(3, new ElephantAction.Push(), Reason.UNKNOWN_PLAYER);
        t.refuse(-1, new ElephantAction.Push(), Reason.UNKNOWN_PLAYER);
        t.refuse(0, null, Reason.NOT_ALLOWED);
        t.refuse(2, new ElephantAction.Buy(t.rowCard("r8")), Reason.NOT_YOUR_TURN);
        t.refuse(0, new ElephantAction.Buy(39), Reason.BAD_PLAY);
        t.refuse(0, new ElephantAction.Buy(999), Reason.BAD_PLAY);
        t.refuse(0, new ElephantAction.TakeElephant(79), Reason.BAD_PLAY);
        t.refuse(0, new ElephantAction.Lose(List.of(40)), Reason.NOT_NOW);
        t.refuse(0, new ElephantAction.Score(ScoringType.ALL, null), Reason.NOT_NOW);
        t.buy("r8");
        t.buy("g8");
        t.buy("b8");
        t.take("small red");
        t.refuse(0, new ElephantAction.Lose(List.of()), Reason.BAD_PLAY);
        t.refuse(0, new ElephantAction.Lose(List.of(40, 40)), Reason.BAD_PLAY);
        t.refuse(0, new ElephantAction.Lose(List.of(42)), Reason.BAD_PLAY);
        t.refuse(0, new ElephantAction.Push(), Reason.NOT_NOW);
        assertNull(t.g.pendingLoss().problem(List.of(40)));
    }
}
