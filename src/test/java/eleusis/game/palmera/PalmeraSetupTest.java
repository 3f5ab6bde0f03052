package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Outcome;
import eleusis.game.RandomPlayer;
import eleusis.game.Reason;
import eleusis.game.Viewer;
import eleusis.game.Views;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The board and the suits as read from their data files, the settings' checks, the seeded set-up and the end. */
class PalmeraSetupTest {
    @Test
    void theBoardIsTheSpadesAceToTenWithItsThreeSpecialPerches() {
        assertEquals(10, PalmeraPerches.ALL.size());
        assertEquals("AS", PalmeraPerches.get(1).spade());
        assertEquals("10S", PalmeraPerches.get(10).spade());
        assertEquals(1, PalmeraPerches.TIEBREAK);
        assertEquals(3, PalmeraPerches.PEEK);
        for (PalmeraPerch p : PalmeraPerches.ALL) assertEquals(p.number() == 8 ? 2 : 1, p.capacity(), "perch " + p.number());
    }

    @Test
    void eachSeatPlaysOneWholeSuitAceToKing() {
        assertEquals(13, PalmeraCards.perSeat());
        assertEquals("diamonds", PalmeraCards.suitName(0));
        assertEquals("clubs", PalmeraCards.suitName(1));
        assertEquals("AD", PalmeraCards.face(0));
        assertEquals("KC", PalmeraCards.face(25));
        assertEquals(1, PalmeraCards.strength(PalmeraCards.byFace("AC")));
        assertEquals(10, PalmeraCards.strength(PalmeraCards.byFace("10D")));
        assertTrue(PalmeraCards.king(PalmeraCards.byFace("KD")));
        assertFalse(PalmeraCards.king(PalmeraCards.byFace("QD")));
        assertThrows(IllegalArgumentException.class, () -> PalmeraCards.byFace("KS"));
    }

    @Test
    void settingsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> PalmeraSettings.standard(3));
        assertThrows(IllegalArgumentException.class, () -> PalmeraSettings.standard(1));
        assertThrows(IllegalArgumentException.class, () -> PalmeraSettings.standard(2).withRounds(0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new PalmeraSettings(2, 2, true, true, false, true, null));
        assertTrue(e.getMessage().contains("tie-break"));
        PalmeraSettings s = PalmeraSettings.standard(2);
        assertEquals(2, s.rounds());
        assertTrue(s.peekOptional() && s.peekOnEveryCapture() && s.kingDiscardsUnseen() && !s.showLosingAttacker());
        assertEquals(PalmeraTieBreak.SHARED, s.tieBreak());
    }

    @Test
    void theSeedShufflesBothPilesAndPicksTheFirstPlayer() {
        Set<Integer> firsts = new HashSet<>();
        Set<List<Integer>> piles = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            PalmeraGame g = PalmeraGame.start(PalmeraSettings.standard(2), seed);
            firsts.add(g.turn());
            piles.add(g.pile(0));
            PalmeraGame same = PalmeraGame.start(PalmeraSettings.standard(2), seed);
            assertEquals(Views.all(g), Views.all(same), "same seed, same deal");
            assertEquals(g.pile(1), same.pile(1));
            assertEquals(12, g.pile(g.turn()).size(), "the first player has drawn");
            assertEquals(13, g.pile(1 - g.turn()).size());
        }
        assertEquals(Set.of(0, 1), firsts, "either seat may begin");
        assertTrue(piles.size() > 35, "piles are shuffled: " + piles.size() + " distinct in 40 seeds");
    }

    @Test
    void roundTwoIsReshuffledAndStartedByTheOtherPlayer() {
        PalmeraGame g = PalmeraGame.start(PalmeraSettings.standard(2), 5);
        int first = g.turn();
        RandomPlayer<PalmeraAction> p = new RandomPlayer<>(9);
        while (g.round() == 0) g.apply(g.turn(), p.act(g, g.turn()));
        assertEquals(1 - first, g.turn());
        assertEquals(12, g.pile(1 - first).size());
        assertEquals(13, g.pile(first).size());
        PalmeraView v = g.view(new Viewer.Player(0));
        assertNotNull(v.lastRound(), "round 2 shows how round 1 ended");
        assertEquals(1, v.roundScores().size());
        assertTrue(v.board().stream().allMatch(x -> x.cards().isEmpty()), "round 2 starts on an empty board");
    }

    @Test
    void afterTheEndNothingIsAllowedAndTheViewSaysWhoWon() {
        PalmeraGame g = PalmeraGame.start(PalmeraSettings.standard(2).withRounds(1), 8);
        RandomPlayer<PalmeraAction> p = new RandomPlayer<>(1);
        while (!g.over()) g.apply(g.turn(), p.act(g, g.turn()));
        for (int s = 0; s < 2; s++) {
            assertEquals(List.of(), g.allowed(s));
            assertEquals(List.of(), g.legalActions(s));
            Outcome.Refused r = assertInstanceOf(Outcome.Refused.class, g.apply(s, new PalmeraAction.Place(1)));
            assertEquals(Reason.GAME_OVER, r.refusal().reason());
        }
        PalmeraView v = g.view(new Viewer.Spectator());
        assertTrue(v.over());
        assertEquals(g.winners(), v.winners());
        assertNull(v.you());
        assertEquals(List.of(), v.legal());
        assertNotEquals(0, v.totals().get(0) + v.totals().get(1));
    }

    @Test
    void aMissingActionIsRefused() {
        PalmeraGame g = PalmeraGame.start(PalmeraSettings.standard(2), 1);
        Outcome.Refused r = assertInstanceOf(Outcome.Refused.class, g.apply(g.turn(), null));
        assertEquals(Reason.NOT_ALLOWED, r.refusal().reason());
        assertEquals(0, g.history().size());
    }
}
