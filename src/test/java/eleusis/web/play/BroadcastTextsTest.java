package eleusis.web.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.EventJson;
import eleusis.game.GameEvent;
import eleusis.game.GameType;
import eleusis.game.Games;
import eleusis.game.Judge;
import eleusis.game.PlantedEvents.Drawn;
import eleusis.game.PlantedEvents.Judged;
import eleusis.game.PlantedEvents.Shown;
import eleusis.game.PublicEvent;
import eleusis.game.SeatEvent;
import eleusis.game.Viewer;
import eleusis.rules.Rule;
import eleusis.sim.Simulation;
import eleusis.web.Classroom;
import eleusis.web.Texts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A broadcast writes its sockets' messages one after another with one generator into one buffer,
 * and sends each socket only the events its screen may see: the public ones, a student their own
 * seat's, the dealer's screen the teacher's; the projector the public ones alone.
 */
class BroadcastTextsTest {
    private static final Texts EN = Texts.of("en", null);

    private static TableBroadcast.Listener student(int seat) {
        return new TableBroadcast.Listener(1, TableSockets.Role.STUDENT, new Viewer.Player(seat), EN);
    }

    /** The dealer's screen views the game from the house's seat, 0, and is the teacher's: not seat 0's. */
    private static final TableBroadcast.Listener DEALER =
            new TableBroadcast.Listener(1, TableSockets.Role.DEALER, new Viewer.Player(GameType.HOUSE_SEAT), EN);
    private static final TableBroadcast.Listener PROJECTOR =
            new TableBroadcast.Listener(1, TableSockets.Role.WATCHER, new Viewer.Spectator(), EN);

    /** The events the socket is sent, as the JSON array it is sent. */
    private static JsonNode sent(BroadcastTexts texts, List<? extends GameEvent> events, TableBroadcast.Listener to, int max)
            throws Exception {
        return Classroom.JSON.readTree(texts.message(out -> texts.write(out, events, to, max)));
    }

    private static String lines(GameEvent... events) {
        List<String> out = new ArrayList<>();
        for (GameEvent e : events) out.add(EventJson.line(e));
        return "[" + String.join(",", out) + "]";
    }

    @Test
    void eachScreenIsSentThePublicEventsAndThoseOfItsOwnAudienceOnly() throws Exception {
        Shown starter = new Shown("KD");
        Drawn seat0 = new Drawn(0, "2C"), seat1 = new Drawn(1, "3C"), seat2 = new Drawn(2, "4C");
        Judged verdict = new Judged("right");
        Shown last = new Shown("QS");
        List<GameEvent> events = List.of(starter, seat0, seat1, verdict, seat2, last);
        BroadcastTexts texts = new BroadcastTexts();
        assertEquals(lines(starter, seat0, last), sent(texts, events, student(0), 6).toString(), "seat 0");
        assertEquals(lines(starter, seat1, last), sent(texts, events, student(1), 6).toString(), "seat 1");
        assertEquals(lines(starter, seat2, last), sent(texts, events, student(2), 6).toString(), "seat 2");
        assertEquals(lines(starter, verdict, last), sent(texts, events, DEALER, 6).toString(),
                "the dealer's screen: the teacher's event, not the house seat's draw");
        assertEquals(lines(starter, last), sent(texts, events, PROJECTOR, 6).toString(), "the projector: the room sees it");
        // A history of the last few counts only the events the screen may see.
        assertEquals(lines(seat1, last), sent(texts, events, student(1), 2).toString(), "seat 1's last two");
        assertEquals(lines(starter, last), sent(texts, events, PROJECTOR, 2).toString(), "the projector's last two");
    }

    /**
     * Every game of the catalogue played to the end, its whole log written for each screen of its
     * table: each is sent exactly the events its kind and written player say it may see (so no
     * other seat's hand, draw or peek), and the private events are there to be kept back.
     */
    @Test
    void noScreenOfAnyGameIsSentAnotherSeatsEvent() throws Exception {
        long allPrivate = 0;
        for (GameType<?, ?> type : Games.all()) {
            List<GameEvent> log = new ArrayList<>();
            int players = play(type, log);
            List<TableBroadcast.Listener> screens = new ArrayList<>(List.of(DEALER, PROJECTOR));
            for (int seat = 0; seat < players; seat++) screens.add(student(seat));
            int ownSent = 0;
            BroadcastTexts texts = new BroadcastTexts();
            for (TableBroadcast.Listener to : screens) {
                List<String> expected = new ArrayList<>();
                for (GameEvent e : log) {
                    JsonNode line = EventJson.node(e);
                    boolean own = e instanceof SeatEvent && to.role() == TableSockets.Role.STUDENT
                            && line.path("player").asInt(-1) == ((Viewer.Player) to.viewer()).seat();
                    if (e instanceof PublicEvent || own) expected.add(EventJson.line(e));
                    if (own) ownSent++;
                }
                String who = type.id() + ", " + to.role() + " " + to.viewer();
                assertEquals("[" + String.join(",", expected) + "]", sent(texts, log, to, log.size()).toString(), who);
            }
            long privateEvents = log.stream().filter(e -> e instanceof SeatEvent).count();
            assertEquals(privateEvents, ownSent, type.id() + ": each seat's own events reach it, once");
            allPrivate += privateEvents;
        }
        assertTrue(allPrivate > 0, "no private event to keep back in any game");
    }

    private static <S> int play(GameType<S, ?> type, List<GameEvent> log) {
        GameType.Setup setup = type.secretRule()
                ? new GameType.Setup(4, 2, new Judge.ByRule(Rule.compile("card.color != last.color").rule()), false)
                : GameType.Setup.players(type.maxStudents());
        return Simulation.play(type, type.settings(setup), 11, log::add).players();
    }
    @Test
    void eachMessageIsItsOwnTextWithNothingOfTheOneBefore() {
        BroadcastTexts texts = new BroadcastTexts();
        String first = texts.message(out -> {
            out.writeStartObject();
            out.writeStringField("type", "view");
            out.writeNumberField("seq", 1);
            out.writeEndObject();
        });
        String second = texts.message(out -> {
            out.writeStartObject();
            out.writeStringField("role", "student");
            out.writeEndObject();
        });
        assertEquals("{\"type\":\"view\",\"seq\":1}", first);
        assertEquals("{\"role\":\"student\"}", second);
    }

    @Test
    void aMessageThatFailsHalfWrittenLeavesTheNextWhole() {
        BroadcastTexts texts = new BroadcastTexts();
        assertThrows(IllegalStateException.class, () -> texts.message(out -> {
            out.writeStartObject();
            out.writeFieldName("view");
            out.writeStartArray();
            throw new IllegalStateException("a view that cannot be written");
        }));
        String next = texts.message(out -> {
            out.writeStartObject();
            out.writeBooleanField("paused", false);
            out.writeEndObject();
        });
        assertEquals("{\"paused\":false}", next);
    }
}
