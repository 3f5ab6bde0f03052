package eleusis.game.express;

import static eleusis.game.express.ExpressTable.events;
import static eleusis.game.express.ExpressTable.face;
import static eleusis.game.express.ExpressTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardColor;
import eleusis.game.GameEvent;
import eleusis.game.Judge;
import eleusis.game.TableEvents;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Eleusis Express: the deal, one card a turn, wrong cards, no-plays, the stock. */
class ExpressPlayTest {

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4, 5, 6, 7, 8})
    void everyPlayerButTheDealerGetsTwelveCards(int players) {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(players, "true"));
        ExpressView v = t.spectator();
        assertEquals(0, v.dealer());
        assertNull(t.view(0).hand());
        for (int s = 1; s < players; s++) assertEquals(12, t.hand(s).size(), "seat " + s);
        assertEquals(players - 1, v.handSizes().size());
        assertEquals(104 - 12 * (players - 1) - 1, v.stock());
        assertEquals(1, v.mainline().size());
        assertEquals("express", v.game());
    }

    @Test
    void startersAreTurnedUpUntilTheRuleAcceptsOne() {
        ExpressTable t = ExpressTable.find(ExpressTable.settings(4, "card is red"), "two refused starters",
                x -> x.logged(TableEvents.Starter.class).size() >= 3);
        List<TableEvents.Starter> starters = t.logged(TableEvents.Starter.class);
        for (int i = 0; i < starters.size() - 1; i++) assertFalse(starters.get(i).accepted());
        assertTrue(starters.get(starters.size() - 1).accepted());
        assertEquals(starters.size() - 1, t.spectator().discard());
        assertEquals(CardColor.RED, face(t.mainline().get(0)).color());
    }

    @Test
    void aRightCardGoesOnTheMainlineAndThePlayerMayGuessOrEndTheTurn() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true"));
        int seat = t.turn();
        int card = t.hand(seat).get(0);
        List<GameEvent> events = t.play(seat, card);
        assertEquals(new TableEvents.Play(seat, List.of(face(card).notation()), "right"), only(events, TableEvents.Play.class));
        assertEquals(card, t.mainline().get(1));
        assertEquals(11, t.handSize(seat));
        assertEquals(ExpressPhase.AFTER_PLAY, t.g.phase());
        assertEquals(List.of("guess", "end_turn"), t.g.allowed(seat));
        t.endTurn();
        assertEquals(t.order().get(0), t.g.turn());
        assertTrue(t.g.turn() != seat && t.g.turn() != 0);
    }

    @Test
    void aWrongCardGoesToTheSidelineAndThePlayerDrawsOneSoTheHandKeepsItsSize() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "position == 1"));
        int seat = t.turn();
        int card = t.hand(seat).get(3);
        List<GameEvent> events = t.play(seat, card);
        assertEquals("wrong", only(events, TableEvents.Play.class).verdict());
        assertEquals(new TableEvents.Penalty(seat, 1, "wrong play"), only(events, TableEvents.Penalty.class));
        assertEquals(12, t.handSize(seat));
        assertFalse(t.hand(seat).contains(card));
        ExpressView.SidelineView side = t.spectator().sidelines().get(0);
        assertEquals(0, side.under(), "under the last mainline card");
        assertEquals(card, side.plays().get(0).get(0).id());
        assertEquals(1, t.mainline().size());
        assertEquals(ExpressPhase.PLAY, t.g.phase(), "no guess after a wrong card: the turn passes");
        assertTrue(t.g.turn() != seat);
    }

    @Test
    void aRightNoPlayReplacesTheHandWithOneCardSmaller() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "position == 1"));
        int seat = t.turn();
        List<Integer> shown = t.hand(seat);
        List<GameEvent> events = t.noPlay(seat);
        assertEquals("right", only(events, TableEvents.NoPlay.class).verdict());
        assertEquals(new TableEvents.NewHand(seat, 11), only(events, TableEvents.NewHand.class));
        assertEquals(shown, t.g.table().discardPile());
        assertEquals(11, t.hand(seat).size());
        t.hand(seat).forEach(id -> assertFalse(shown.contains(id)));
        assertTrue(events(events, TableEvents.Penalty.class).isEmpty());
        assertEquals(ExpressPhase.PLAY, t.g.phase());
        assertTrue(t.g.turn() != seat);
    }

    @Test
    void aRightNoPlayWithOneCardEndsTheRound() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "position == 1").withHandSize(1));
        int seat = t.turn();
        List<GameEvent> events = t.noPlay(seat);
        TableEvents.RoundEnd end = only(events, TableEvents.RoundEnd.class);
        assertEquals("a player has no cards left", end.reason());
        assertEquals(0, end.hands().get(seat));
    }

    @Test
    void aWrongNoPlayPutsACorrectCardOnTheMainlineAndThePlayerDrawsOne() {
        ExpressTable t = ExpressTable.find(ExpressTable.settings(4, "card is red"), "a first player with red and black",
                x -> x.hand(x.g.turn()).stream().anyMatch(id -> face(id).color() == CardColor.RED)
                        && x.hand(x.g.turn()).stream().anyMatch(id -> face(id).color() == CardColor.BLACK));
        int seat = t.turn();
        List<Integer> shown = t.hand(seat);
        List<GameEvent> events = t.noPlay(seat);
        assertEquals("wrong", only(events, TableEvents.NoPlay.class).verdict());
        int played = t.mainline().get(1);
        assertTrue(shown.contains(played));
        assertEquals(CardColor.RED, face(played).color());
        assertEquals(new TableEvents.CorrectCard(seat, face(played).notation(), "dealer"),
                only(events, TableEvents.CorrectCard.class));
        assertEquals(new TableEvents.Penalty(seat, 1, "wrong no-play"), only(events, TableEvents.Penalty.class));
        assertEquals(12, t.handSize(seat));
        assertEquals(ExpressPhase.PLAY, t.g.phase());
    }

    @Test
    void whenSetSoTheRoundEndsWhenTheStockRunsOut() {
        ExpressSettings std = ExpressSettings.standard(8, new Judge.ByRule(ExpressTable.rule("position == 1")));
        ExpressSettings s = new ExpressSettings(8, 1, std.judges(), 12, 1, 1, 1, 4, 1, 0, true, 10, true);
        ExpressTable t = ExpressTable.start(s);
        int stock = t.spectator().stock();
        assertEquals(104 - 7 * 12 - 1, stock);
        for (int i = 0; i < stock - 1; i++) t.playFirst();
        assertEquals(1, t.spectator().stock());
        assertEquals(2, t.g.table().decks());
        List<GameEvent> last = t.playFirst();
        TableEvents.RoundEnd end = only(last, TableEvents.RoundEnd.class);
        assertEquals("the stock ran out", end.reason());
        assertEquals(2, t.g.table().decks(), "no deck was shuffled in");
        assertEquals(0, t.spectator().stock());
    }

    @Test
    void otherwiseADeckIsShuffledInWhenTheStockRunsOut() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(8, "position == 1"));
        int stock = t.spectator().stock();
        for (int i = 0; i < stock + 1; i++) t.playFirst();
        assertEquals(3, t.g.table().decks());
        assertEquals(1, t.logged(TableEvents.NewDeck.class).size());
        assertEquals(ExpressPhase.PLAY, t.g.phase());
    }
}
