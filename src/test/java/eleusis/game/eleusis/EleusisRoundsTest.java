package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.GameEvent;
import eleusis.game.Judge;
import eleusis.game.Reason;
import eleusis.game.TableEvents;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A game of several rounds: the dealer rotates, totals add up, and who never dealt is compensated. */
class EleusisRoundsTest {

    /**
     * Hands of one card and the rule "true": the first player plays the only card and the round
     * ends. High count 1, so the player scores 1 - 0 + 4 = 5, the others 0, the dealer 5.
     */
    private static TableEvents.RoundEnd oneCardRound(EleusisTable t, int dealer) {
        assertEquals(dealer, t.g.dealer());
        assertEquals(dealer, t.spectator().dealer());
        int seat = t.turn();
        List<GameEvent> events = t.playFirst(1);
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals(dealer, end.dealer());
        for (int s = 0; s < t.g.players(); s++) {
            int expected = s == seat || s == dealer ? 5 : 0;
            assertEquals(expected, end.scores().get(s), "seat " + s + " in the round dealt by " + dealer);
        }
        return end;
    }

    @Test
    void theDealerRotatesEachRoundAndTheTotalsAddUpTheRoundScores() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(3, "true").withHandSize(1).withRounds(3));
        int[] totals = new int[3];
        for (int round = 0; round < 3; round++) {
            assertEquals(round, t.g.round());
            TableEvents.RoundEnd end = oneCardRound(t, round);
            end.scores().forEach((s, n) -> totals[s] += n);
            if (round < 2) {
                assertEquals(Phase.ROUND_OVER, t.g.phase());
                assertEquals(List.of(round + 1), t.g.waitingFor(), "the next dealer starts the next round");
                assertEquals(List.of("next_round"), t.g.allowed(round + 1));
                assertEquals(end.scores(), t.spectator().lastRoundScores());
                t.refuse(end.hands().keySet().iterator().next(), new EleusisAction.NoPlay(), Reason.ROUND_OVER);
                List<GameEvent> started = t.apply(round + 1, new EleusisAction.NextRound());
                TableEvents.RoundStart start = only(started, TableEvents.RoundStart.class);
                assertEquals(round + 1, start.round());
                assertEquals(round + 1, start.dealer());
            }
        }
        assertTrue(t.g.over());
        Map<Integer, Integer> expected = Map.of(0, totals[0], 1, totals[1], 2, totals[2]);
        assertEquals(expected, t.g.totals());
        TableEvents.GameEnd end = t.logged(TableEvents.GameEnd.class).get(0);
        assertEquals(expected, end.totals());
        assertEquals(List.of(), end.neverDealt(), "everyone dealt once");
        assertEquals(List.of(), t.g.waitingFor());
        t.refuse(1, new EleusisAction.NextRound(), Reason.GAME_OVER);
    }

    @Test
    void eachRoundIsDealtAfresh() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true").withRounds(2));
        t.playFirst(4);
        t.endTurn();
        t.noPlay(t.turn());
        // End the round quickly: nobody is out yet, so play on until a hand is empty.
        while (t.g.phase() != Phase.ROUND_OVER) {
            t.playFirst(Math.min(4, t.handSize(t.turn())));
            t.endTurnIfAsked();
        }
        t.apply(0, new EleusisAction.NextRound());
        EleusisView v = t.spectator();
        assertEquals(1, v.dealer());
        assertEquals(1, v.mainline().size());
        assertEquals(0, v.cardsPlayed());
        assertEquals(0, v.discard());
        assertTrue(v.sidelines().isEmpty());
        for (int s : List.of(0, 2, 3)) assertEquals(14, t.hand(s).size(), "seat " + s + " plays this round");
        assertEquals(null, t.view(1).hand(), "the new dealer holds no cards");
    }

    @Test
    void aGameEndedBeforeEveryoneDealtGivesTenToEachPlayerWhoNeverDealt() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true").withHandSize(1).withRounds(2));
        TableEvents.RoundEnd first = oneCardRound(t, 0);
        t.apply(1, new EleusisAction.NextRound());
        TableEvents.RoundEnd second = oneCardRound(t, 1);
        assertTrue(t.g.over());
        TableEvents.GameEnd end = only(t.g.log().subList(t.g.log().size() - 1, t.g.log().size()), TableEvents.GameEnd.class);
        assertEquals(List.of(2, 3), end.neverDealt());
        for (int s = 0; s < 4; s++) {
            int expected = first.scores().get(s) + second.scores().get(s) + (s >= 2 ? 10 : 0);
            assertEquals(expected, end.totals().get(s), "seat " + s);
        }
        assertEquals(end.totals(), t.g.totals());
    }

    @Test
    void eachRoundUsesTheNextJudgeOfTheSettings() {
        EleusisSettings s = new EleusisSettings(3, 2,
                List.of(new Judge.ByRule(EleusisTable.rule("true")), new Judge.ByHand("the dealer's own rule")),
                1, 4, 2, 5, 4, 5, 10, 4, 4, 4, 10, true, true);
        EleusisTable t = EleusisTable.start(s);
        assertEquals("true", t.view(0).rule());
        t.playFirst(1);
        t.apply(1, new EleusisAction.NextRound());
        assertEquals(Phase.STARTER_VERDICT, t.g.phase(), "round 2 is judged by the dealer");
        assertTrue(t.spectator().judgedByHand());
        assertEquals(null, t.view(1).rule());
    }
}
