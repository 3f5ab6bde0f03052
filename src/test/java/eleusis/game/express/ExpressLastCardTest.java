package eleusis.game.express;

import static eleusis.game.express.ExpressTable.face;
import static eleusis.game.express.ExpressTable.kinds;
import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.game.GameEvent;
import eleusis.game.TableEvents;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A correct play that empties the hand ends the round, and the play itself is an event of it: the
 * play comes first, then the end of the round, both in what the action returns and in the log, so
 * the last card reaches every screen. Hands of one card, so the first card played is the last.
 */
class ExpressLastCardTest {

    @Test
    void theLastCardIsPlayedThenTheRoundEnds() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "true").withHandSize(1).withRounds(2));
        int seat = t.turn();
        int card = t.hand(seat).get(0);
        List<GameEvent> events = t.play(seat, card);
        assertEquals(List.of(TableEvents.Play.class, TableEvents.RoundEnd.class), kinds(events));
        assertEquals(new TableEvents.Play(seat, List.of(face(card).notation()), "right"), events.get(0));
        TableEvents.RoundEnd end = (TableEvents.RoundEnd) events.get(1);
        assertEquals("a player has no cards left", end.reason());
        assertEquals(face(card).notation(), end.mainline().get(end.mainline().size() - 1), "the card is on the mainline");
        assertEquals(events, t.tail(2), "the log has the play, then the end of the round");
        assertEquals(ExpressPhase.ROUND_OVER, t.g.phase());
    }

    @Test
    void theLastCardOfTheLastRoundComesBeforeTheEndOfTheGame() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(3, "true").withHandSize(1));
        int seat = t.turn();
        List<GameEvent> events = t.play(seat, t.hand(seat).get(0));
        assertEquals(List.of(TableEvents.Play.class, TableEvents.RoundEnd.class, TableEvents.GameEnd.class), kinds(events));
        assertEquals(events, t.tail(3));
    }

    @Test
    void aDealerJudgingByHandSeesTheLastCardPlayedToo() {
        ExpressTable t = ExpressTable.start(ExpressTable.byHand(4).withHandSize(1));
        t.apply(0, new ExpressAction.Verdict(true, null));   // the starter
        int seat = t.turn();
        int card = t.hand(seat).get(0);
        t.play(seat, card);
        List<GameEvent> events = t.apply(0, new ExpressAction.Verdict(true, null));
        assertEquals(List.of(TableEvents.Play.class, TableEvents.RoundEnd.class, TableEvents.GameEnd.class), kinds(events));
        assertEquals(new TableEvents.Play(seat, List.of(face(card).notation()), "right"), events.get(0));
        assertEquals(events, t.tail(3));
    }

    @Test
    void aRightNoPlayThatEmptiesTheHandComesBeforeTheEnd() {
        ExpressTable t = ExpressTable.start(ExpressTable.settings(4, "position == 1").withHandSize(1));
        List<GameEvent> events = t.noPlay(t.turn());
        assertEquals(List.of(TableEvents.NoPlay.class, TableEvents.RoundEnd.class, TableEvents.GameEnd.class), kinds(events));
        assertEquals(events, t.tail(3));
    }
}
