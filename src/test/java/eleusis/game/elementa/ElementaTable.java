package eleusis.game.elementa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.fail;

import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A game of Elementa driven by a test: cards named by their codes, views at hand. */
final class ElementaTable {
    final ElementaGame g;

    ElementaTable(ElementaGame g) {
        this.g = g;
    }

    /** A fixed deal from card codes, top card first. */
    static ElementaTable deal(ElementaSettings s, List<String> codes) {
        return new ElementaTable(ElementaGame.startWithDeal(s, 1, ids(codes)));
    }

    static List<Integer> ids(List<String> codes) {
        return codes.stream().map(c -> ElementaDeck.byCode(c).id()).toList();
    }

    static List<ElementaCard> cards(String codes) {
        if (codes.isBlank()) return List.of();
        return Arrays.stream(codes.trim().split("\\s+")).map(ElementaDeck::byCode).toList();
    }

    ElementaView view(int seat) {
        return g.view(new Viewer.Player(seat));
    }

    ElementaView spectator() {
        return g.view(new Viewer.Spectator());
    }

    List<String> hand(int seat) {
        return view(seat).hand().stream().map(ElementaCard::code).toList();
    }

    /** Lays a card that must be accepted; returns the events. */
    List<GameEvent> lay(int seat, String code) {
        Outcome o = g.apply(seat, new ElementaAction.Play(ElementaDeck.byCode(code).id()));
        if (!(o instanceof Outcome.Applied applied)) {
            fail("seat " + seat + " could not lay " + code + ": " + o + "; hand " + hand(seat));
            return List.of();
        }
        return applied.events();
    }

    static <T> T only(List<GameEvent> events, Class<T> type) {
        List<T> found = new ArrayList<>();
        for (GameEvent e : events) if (type.isInstance(e)) found.add(type.cast(e));
        assertEquals(1, found.size(), () -> "expected one " + type.getSimpleName() + " in " + events);
        return found.get(0);
    }

    ElementaEvents.GameEnd end() {
        assertEquals(true, g.over(), "the game should be over");
        return assertInstanceOf(ElementaEvents.GameEnd.class, g.log().get(g.log().size() - 1));
    }

    static List<String> resourceLines(String path) {
        try (InputStream in = ElementaTable.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) throw new AssertionError("missing test resource " + path);
            return Arrays.asList(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\r?\n"));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
