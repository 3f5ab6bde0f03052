package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.events;
import static eleusis.game.eleusis.EleusisTable.face;
import static eleusis.game.eleusis.EleusisTable.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.cards.CardColor;
import eleusis.game.GameEvent;
import eleusis.game.Reason;
import eleusis.game.TableEvents;
import eleusis.game.Views;
import eleusis.game.EventJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Plays of one card or a string: the right ones extend the mainline, the wrong ones go to a sideline. */
class EleusisPlayTest {

    @ParameterizedTest(name = "a string of {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void aRightStringExtendsTheMainlineInTheOrderPlayed(int n) {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true"));
        int seat = t.turn();
        List<Integer> cards = t.first(seat, n);
        List<Integer> before = t.mainline();
        List<GameEvent> events = t.play(seat, cards);

        TableEvents.Play play = only(events, TableEvents.Play.class);
        assertEquals("right", play.verdict());
        assertEquals(cards.stream().map(id -> face(id).notation()).toList(), play.cards());
        List<Integer> expected = new ArrayList<>(before);
        expected.addAll(cards);
        assertEquals(expected, t.mainline());
        assertEquals(14 - n, t.handSize(seat));
        assertTrue(events(events, TableEvents.Penalty.class).isEmpty());
        assertEquals(n, t.spectator().cardsPlayed());
        assertEquals(Phase.AFTER_PLAY, t.g.phase(), "the player may now become prophet or end the turn");
        assertEquals(List.of("declare_prophet", "end_turn"), t.g.allowed(seat));
    }

    @Test
    void aStringOfFiveCardsIsRefused() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true"));
        int seat = t.turn();
        String message = t.refuse(seat, new EleusisAction.Play(t.first(seat, 5)), Reason.BAD_PLAY).message();
        assertTrue(message.contains("at most 4"), message);
    }

    @Test
    void anEmptyPlayOrTheSameCardTwiceIsRefused() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true"));
        int seat = t.turn();
        int card = t.hand(seat).get(0);
        t.refuse(seat, new EleusisAction.Play(List.of()), Reason.BAD_PLAY);
        t.refuse(seat, new EleusisAction.Play(List.of(card, card)), Reason.BAD_PLAY);
    }

    @Test
    void eachCardOfAStringIsJudgedAfterTheCardsBeforeIt() {
        // Alternating colours: red-black-red after a black starter is right; red-red is wrong.
        EleusisTable t = EleusisTable.find(EleusisTable.settings(4, "card.color != last.color"),
                "a black starter and a first player with two reds and a black",
                x -> face(x.mainline().get(0)).color() == CardColor.BLACK
                        && x.reds(x.g.turn()).size() >= 2 && !x.blacks(x.g.turn()).isEmpty());
        int seat = t.turn();
        List<Integer> reds = t.reds(seat);
        List<Integer> string = List.of(reds.get(0), t.blacks(seat).get(0), reds.get(1));
        assertEquals("right", only(t.play(seat, string), TableEvents.Play.class).verdict());
        assertEquals(4, t.mainline().size());
        t.endTurn();

        EleusisTable u = EleusisTable.find(EleusisTable.settings(4, "card.color != last.color"),
                "a black starter and a first player with two reds",
                x -> face(x.mainline().get(0)).color() == CardColor.BLACK && x.reds(x.g.turn()).size() >= 2);
        int other = u.turn();
        List<Integer> twoReds = u.reds(other).subList(0, 2);
        assertEquals("wrong", only(u.play(other, twoReds), TableEvents.Play.class).verdict(),
                "the first red is right after the black starter, the second is not");
    }

    @Test
    void aWrongStringGoesWholeToOneSidelineUnderTheLastMainlineCardAndDrawsTwoPerCard() {
        EleusisTable t = EleusisTable.find(EleusisTable.settings(4, "card is red"),
                "a first player with two reds and a black, a next player with a red, a third with a black",
                x -> x.reds(x.g.turn()).size() >= 2 && !x.blacks(x.g.turn()).isEmpty()
                        && !x.reds(x.order().get(1)).isEmpty() && !x.blacks(x.order().get(2)).isEmpty());
        int seat = t.turn();
        int next = t.order().get(1);
        List<Integer> string = List.of(t.reds(seat).get(0), t.blacks(seat).get(0), t.reds(seat).get(1));
        List<GameEvent> events = t.play(seat, string);

        assertEquals("wrong", only(events, TableEvents.Play.class).verdict());
        TableEvents.Penalty penalty = only(events, TableEvents.Penalty.class);
        assertEquals(seat, penalty.player());
        assertEquals(6, penalty.count(), "2 penalty cards for each of the 3 cards");
        assertEquals(14 - 3 + 6, t.handSize(seat));
        assertEquals(1, t.mainline().size(), "the mainline is only the starter still");
        EleusisView v = t.spectator();
        assertEquals(1, v.sidelines().size(), "one sideline");
        EleusisView.SidelineView side = v.sidelines().get(0);
        assertEquals(0, side.under(), "under the starter, the last mainline card");
        assertEquals(List.of(string), side.plays().stream().map(p -> p.stream().map(EleusisView.CardView::id).toList()).toList(),
                "the whole string, in order, the right cards with the wrong one");
        assertEquals(3, v.cardsPlayed(), "sideline cards are cards played");
        assertEquals(Phase.AFTER_PLAY, t.g.phase(), "a wrong play is still one's own play");
        t.endTurn();

        // The next right card extends the mainline; a wrong card then goes under that new card.
        t.play(next, t.reds(next).get(0));
        t.endTurn();
        int third = t.turn();
        t.play(third, t.blacks(third).get(0));
        EleusisView w = t.spectator();
        assertEquals(2, w.sidelines().size());
        assertEquals(1, w.sidelines().get(1).under(), "under the second mainline card");
    }

    @Test
    void theDealerNeverSaysWhichCardOfAStringWasWrong() {
        EleusisTable t = EleusisTable.find(EleusisTable.settings(4, "card is red"), "a player with a red and a black",
                x -> !x.reds(x.g.turn()).isEmpty() && !x.blacks(x.g.turn()).isEmpty());
        int seat = t.turn();
        List<GameEvent> events = t.play(seat, t.reds(seat).get(0), t.blacks(seat).get(0));
        TableEvents.Play play = only(events, TableEvents.Play.class);
        assertEquals(Set.of("type", "player", "cards", "verdict"), Views.fieldNames(Views.parse(EventJson.line(play))),
                "one verdict for the whole string, nothing per card");
        for (GameEvent e : events) {
            assertTrue(!EventJson.line(e).contains("\"verdict\":\"right\""), "no card of the string is called right: " + e);
        }
        EleusisView.SidelineView side = t.spectator().sidelines().get(0);
        assertEquals(Set.of("id", "card"), Views.fieldNames(Views.tree(side.plays().get(0).get(0))));
    }

    @Test
    void playPassesToTheNextPlayerRoundTheTableSkippingTheDealer() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(5, "true"), 3);
        List<Integer> seen = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            int seat = t.turn();
            seen.add(seat);
            t.playFirst(1);
            t.endTurn();
        }
        int first = seen.get(0);
        for (int i = 0; i < 8; i++) {
            assertTrue(seen.get(i) != 0, "the dealer never plays");
            assertEquals(1 + (first - 1 + i) % 4, seen.get(i), "turn " + i);
        }
    }
}
