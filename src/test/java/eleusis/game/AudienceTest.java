package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.PlantedEvents.Drawn;
import eleusis.game.PlantedEvents.Judged;
import eleusis.game.PlantedEvents.Shown;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Whom an event reaches: an event for everyone, every screen; one seat's, that seat's screens only;
 * the teacher's, the teacher's screens only. The seat of a {@link SeatEvent} is its player.
 */
class AudienceTest {
    @Test
    void eachAudienceReachesEveryoneAndItsOwnScreensOnly() {
        Audience seat0 = new Audience.OneSeat(0), seat1 = new Audience.OneSeat(1);
        List<Audience> screens = List.of(Audience.EVERYONE, Audience.TEACHER, seat0, seat1);
        assertEquals(screens, reached(Audience.EVERYONE, screens), "everyone's: every screen");
        assertEquals(List.of(Audience.TEACHER), reached(Audience.TEACHER, screens), "the teacher's: not the projector nor a seat");
        assertEquals(List.of(seat0), reached(new Audience.OneSeat(0), screens), "seat 0's: not seat 1, the projector or the teacher");
        assertEquals(List.of(seat1), reached(new Audience.OneSeat(1), screens));
    }

    private static List<Audience> reached(Audience of, List<Audience> screens) {
        List<Audience> out = new ArrayList<>();
        for (Audience s : screens) if (of.reaches(s)) out.add(s);
        return out;
    }

    @Test
    void anEventsAudienceIsItsKinds() {
        assertSame(Audience.EVERYONE, new Shown("KD").audience());
        assertEquals(new Audience.OneSeat(3), new Drawn(3, "KD").audience(), "one seat's: its player's");
        assertEquals(new Audience.OneSeat(40), new Drawn(40, "KD").audience(), "a seat beyond any table's made at once");
        assertSame(Audience.TEACHER, new Judged("right").audience());
    }

    @Test
    void aSeatEventForNoSeatIsRefusedSayingWhy() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Drawn(-1, "KD").audience());
        assertTrue(e.getMessage().contains("-1"), e.getMessage());
    }
}
