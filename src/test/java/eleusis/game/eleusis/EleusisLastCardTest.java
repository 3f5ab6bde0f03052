package eleusis.game.eleusis;

import static eleusis.game.eleusis.EleusisTable.kinds;
import static org.junit.jupiter.api.Assertions.assertEquals;

import eleusis.game.GameEvent;
import eleusis.game.TableEvents;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The play or no-play that empties a hand is an event of the round it ends: it comes first, then
 * the end of the round, both in what the action returns and in the log (Eleusis Express once
 * dropped it; this keeps Eleusis from doing the same).
 */
class EleusisLastCardTest {

    @Test
    void theLastCardIsPlayedThenTheRoundEnds() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "true").withHandSize(1));
        int seat = t.turn();
        int card = t.hand(seat).get(0);
        List<GameEvent> events = t.play(seat, card);
        assertEquals(List.of(TableEvents.Play.class, TableEvents.RoundEnd.class, TableEvents.GameEnd.class), kinds(events));
        assertEquals(new TableEvents.Play(seat, List.of(EleusisTable.face(card).notation()), "right"), events.get(0));
        assertEquals(events, t.tail(3));
    }

    @Test
    void aDealerJudgingByHandSeesTheLastCardPlayedToo() {
        EleusisTable t = EleusisTable.start(EleusisTable.byHand(4).withHandSize(1));
        t.apply(0, new EleusisAction.Verdict(true, null));   // the starter
        int seat = t.turn();
        t.play(seat, t.hand(seat).get(0));
        List<GameEvent> events = t.apply(0, new EleusisAction.Verdict(true, null));
        assertEquals(List.of(TableEvents.Play.class, TableEvents.RoundEnd.class, TableEvents.GameEnd.class), kinds(events));
        assertEquals(events, t.tail(3));
    }

    @Test
    void aRightNoPlayThatEmptiesTheHandComesBeforeTheEnd() {
        EleusisTable t = EleusisTable.start(EleusisTable.settings(4, "position == 1").withHandSize(4));
        List<GameEvent> events = t.noPlay(t.turn());
        assertEquals(List.of(TableEvents.NoPlay.class, TableEvents.RoundEnd.class, TableEvents.GameEnd.class), kinds(events));
        assertEquals(events, t.tail(3));
    }
}
