package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.events;
import static eleusis.game.eleusis.EleusisTable.face;
import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardColor;
import eleusis.game.GameEvent;
import eleusis.game.TableEvents;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "No play": the hand is shown. The rule "position == 1" accepts only a starter, so after it every
 * no-play is right; "true" accepts every card, so every no-play is wrong.
 */
class EleusisNoPlayTest {

    @Test
    void aRightNoPlayDiscardsTheHandShownAndDealsAHandFourSmaller() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "position == 1"));
        int seat = t.turn();
        List<Integer> shown = t.hand(seat);
        List<GameEvent> events = t.noPlay(seat);

        TableEvents.NoPlay noPlay = only(events, TableEvents.NoPlay.class);
        assertEquals("right", noPlay.verdict());
        assertEquals(shown.stream().map(id -> face(id).notation()).toList(), noPlay.hand(), "the hand is shown to all");
        assertEquals(new TableEvents.NewHand(seat, 10), only(events, TableEvents.NewHand.class));
        assertEquals(shown, t.g.table().discardPile(), "the hand shown is discarded");
        assertEquals(14, t.spectator().discard());
        List<Integer> fresh = t.hand(seat);
        assertEquals(10, fresh.size());
        fresh.forEach(id -> assertTrue(!shown.contains(id), "a new hand, not the old cards"));
        assertTrue(events(events, TableEvents.Penalty.class).isEmpty());
        assertEquals(0, t.spectator().cardsPlayed(), "a right no-play plays no card");
        assertEquals(Phase.PLAY, t.g.phase(), "no prophet is offered after a no-play: play moves on");
        assertEquals(t.order().get(0), t.g.turn());
        assertTrue(t.g.turn() != seat);
    }

    @Test
    void aRightNoPlayWithFiveCardsLeavesOne() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "position == 1").withHandSize(5));
        int seat = t.turn();
        assertEquals(new TableEvents.NewHand(seat, 1), only(t.noPlay(seat), TableEvents.NewHand.class));
        assertEquals(1, t.handSize(seat));
        assertEquals(Phase.PLAY, t.g.phase());
    }

    @Test
    void aRightNoPlayWithFourCardsOrFewerEmptiesTheHandAndEndsTheRound() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "position == 1").withHandSize(4));
        int seat = t.turn();
        List<GameEvent> events = t.noPlay(seat);
        assertTrue(events(events, TableEvents.NewHand.class).isEmpty(), "no new hand of 0 cards");
        assertEquals(0, t.handSize(seat));
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals("a player has no cards left", end.reason());
        // High count 4 (the others' hands); the empty hand scores 4 - 0 + 4 = 8, the others 4 - 4 = 0.
        assertEquals(8, end.scores().get(seat));
        end.hands().forEach((s, n) -> {
            if (s != seat) assertEquals(0, end.scores().get(s));
        });
        assertEquals(8, end.scores().get(0), "the dealer scores the highest player score");
    }

    @Test
    void aWrongNoPlayPutsACorrectCardFromTheHandOnTheMainlineAndDrawsFive() {
        EleusisTable t = EleusisTable.find(EleusisTable.settings(4, "card is red"), "a first player with red and black cards",
                x -> !x.reds(x.g.turn()).isEmpty() && !x.blacks(x.g.turn()).isEmpty());
        int seat = t.turn();
        List<Integer> shown = t.hand(seat);
        List<GameEvent> events = t.noPlay(seat);

        assertEquals("wrong", only(events, TableEvents.NoPlay.class).verdict());
        TableEvents.CorrectCard correct = only(events, TableEvents.CorrectCard.class);
        assertEquals("dealer", correct.by());
        int played = t.mainline().get(1);
        assertTrue(shown.contains(played), "the correct card comes from the hand shown");
        assertEquals(CardColor.RED, face(played).color(), "and it is right");
        assertEquals(face(played).notation(), correct.card());
        assertEquals(new TableEvents.Penalty(seat, 5, "wrong no-play"), only(events, TableEvents.Penalty.class));
        assertEquals(14 - 1 + 5, t.handSize(seat));
        List<Integer> kept = new ArrayList<>(shown);
        kept.remove(Integer.valueOf(played));
        assertTrue(t.hand(seat).containsAll(kept), "the rest of the hand is kept");
        assertEquals(1, t.spectator().cardsPlayed(), "the correct card counts as a card played");
        assertEquals(0, t.spectator().discard());
        assertEquals(Phase.PLAY, t.g.phase());
    }

    @Test
    void aWrongNoPlayUnderARuleThatTakesAnyCard() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(3, "true"));
        int seat = t.turn();
        List<GameEvent> events = t.noPlay(seat);
        assertEquals("wrong", only(events, TableEvents.NoPlay.class).verdict());
        assertEquals(2, t.mainline().size());
        assertEquals(18, t.handSize(seat));
    }

    @Test
    void aNewHandThatRunsTheStockLowShufflesInADeckAndSaysSo() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(3, "position == 1"));
        // Wrong strings of 4 draw 8 cards each; stop while the stock still holds more than 4.
        while (t.spectator().stock() > 12) {
            t.playFirst(4);
            t.endTurnIfAsked();
        }
        assertEquals(2, t.g.table().decks());
        int seat = t.turn();
        assertTrue(t.handSize(seat) - 4 > t.spectator().stock() - 4, "the new hand needs more cards than the stock holds");
        List<GameEvent> events = t.noPlay(seat);
        assertEquals(3, t.g.table().decks(), "a deck was shuffled in");
        assertEquals(new TableEvents.NewDeck(3), only(events, TableEvents.NewDeck.class));
    }
}
