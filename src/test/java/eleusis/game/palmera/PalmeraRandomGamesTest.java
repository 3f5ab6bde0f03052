package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.Audience;
import eleusis.game.GameEvent;
import eleusis.game.Playout;
import eleusis.game.Recorded;
import eleusis.game.Viewer;
import eleusis.game.Views;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What only En la palmera has, over seeded games played as the catalogue's contract test plays them
 * ({@link Playout}, {@link PalmeraContract}; the contract itself is checked there): no perch holds
 * more than it may, nor cards of both players; each view shows only the faces its viewer has learnt
 * from the events it was sent (followed here apart from the engine: its own suit, what clashes and
 * peeks showed it); each round's scores match a recount of the turned-up board (kings out, then each
 * perch's number per card to its owner); the totals and the winner (or the tie-break) at the end.
 */
class PalmeraRandomGamesTest {
    static final int GAMES = 500;

    @Test
    void viewsShowWhatTheEventsToldAndScoresKeepTheRules() {
        PalmeraContract contract = new PalmeraContract();
        long actions = 0;
        for (long seed = 1; seed <= GAMES; seed++) actions += play(new Playout<>(contract, seed));
        System.out.printf("En la palmera rules: %d games, %d actions%n", GAMES, actions);
    }

    static long play(Playout<PalmeraSettings, PalmeraAction> p) {
        PalmeraGame g = (PalmeraGame) p.game();
        String where = p.describe();
        Knowledge k = new Knowledge();
        k.take(g.log());
        check(g, k, where);
        int n = 0;
        while (!g.over()) {
            if (++n > p.settings().rounds() * 2 * PalmeraCards.count()) fail(where + ": no end");
            List<GameEvent> events = p.apply(p.next());
            k.take(events);
            check(g, k, where + ", action " + n);
            checkRoundScores(events, where);
        }
        assertEquals(p.settings().rounds(), g.roundScores().size());
        checkEnd(g, where);
        return n;
    }

    /** What each seat (0, 1) and the spectator (2) may know this round, learnt only from the events they are sent. */
    static final class Knowledge {
        final List<Set<String>> known = new ArrayList<>();

        Knowledge() {
            for (int i = 0; i < 3; i++) known.add(new HashSet<>());
        }

        void take(List<GameEvent> events) {
            for (GameEvent e : events) {
                if (e.type().equals("round_start")) {
                    for (Set<String> s : known) s.clear();
                    for (int seat = 0; seat < 2; seat++) for (int id : PalmeraCards.suit(seat)) known.get(seat).add(PalmeraCards.face(id));
                    continue;
                }
                JsonNode node = Views.tree(e);
                Set<String> faces = new HashSet<>();
                collectFaces(node, faces);
                if (Audience.EVERYONE.equals(e.audience())) {
                    for (Set<String> s : known) s.addAll(faces);
                } else {
                    known.get(node.get("player").asInt()).addAll(faces);
                }
            }
        }
    }

    static final Map<String, Integer> ID_OF = new HashMap<>();

    static {
        for (int id = 0; id < PalmeraCards.count(); id++) ID_OF.put(PalmeraCards.face(id), id);
    }

    static void collectFaces(JsonNode node, Set<String> out) {
        if (node.isTextual()) {
            if (ID_OF.containsKey(node.asText())) out.add(node.asText());
        } else {
            for (JsonNode child : node) collectFaces(child, out);
        }
    }

    /** Perches within their capacity; every face a view shows (but the last round's board) learnt from the events. */
    static void check(PalmeraGame g, Knowledge k, String where) {
        for (PalmeraPerch p : PalmeraPerches.ALL) {
            List<PalmeraPerched> there = g.board().cards(p.number());
            if (there.size() > p.capacity()) fail(where + ": perch " + p.number() + " over capacity");
            if (there.size() == 2 && there.get(0).owner() != there.get(1).owner()) fail(where + ": two players on perch " + p.number());
        }
        for (int v = 0; v < 3; v++) {
            JsonNode view = Views.tree(g.view(v < 2 ? new Viewer.Player(v) : new Viewer.Spectator()));
            ((com.fasterxml.jackson.databind.node.ObjectNode) view).remove("lastRound");
            Set<String> faces = new HashSet<>();
            collectFaces(view, faces);
            faces.removeAll(k.known.get(v));
            if (!faces.isEmpty()) fail(where + ": the view of " + (v < 2 ? "seat " + v : "the spectator") + " shows " + faces
                    + ", which no event told it");
        }
    }

    /** Recount each round from its turned-up board: kings out, then each perch's number per card to its owner. */
    static void checkRoundScores(List<GameEvent> events, String where) {
        for (GameEvent e : events) {
            if (!(e instanceof PalmeraEvents.RoundEnd end)) continue;
            int[] points = new int[2];
            List<String> kings = new ArrayList<>();
            for (PalmeraEvents.PerchEnd p : end.board()) {
                for (String face : p.cards()) {
                    if (face.startsWith("K")) {
                        kings.add(face);
                        continue;
                    }
                    int owner = face.endsWith("D") ? 0 : 1;
                    assertEquals(Integer.valueOf(owner), p.owner(), where + ": owner of perch " + p.perch());
                    points[owner] += p.perch();
                }
            }
            assertEquals(kings, end.kingsRemoved(), where + ": kings removed");
            assertEquals(Map.of(0, points[0], 1, points[1]), end.scores(), where + ": round " + end.round() + " scores");
        }
    }

    static void checkEnd(PalmeraGame g, String where) {
        int[] total = new int[2];
        for (Map<Integer, Integer> r : g.roundScores()) for (int s = 0; s < 2; s++) total[s] += r.get(s);
        assertEquals(Map.of(0, total[0], 1, total[1]), g.totals(), where + ": totals");
        GameEvent last = g.log().get(g.log().size() - 1);
        PalmeraEvents.GameEnd end = assertInstanceOf(PalmeraEvents.GameEnd.class, last, "the last event is game_end");
        assertEquals(g.totals(), end.scores());
        if (total[0] != total[1]) {
            assertEquals(List.of(total[0] > total[1] ? 0 : 1), end.winners(), where + ": winner");
        } else if (g.settings().tieBreak() == PalmeraTieBreak.SHARED) {
            assertEquals(List.of(0, 1), end.winners(), where + ": a draw");
        } else {
            PalmeraEvents.PerchEnd ace = g.lastRoundEnd().board().get(0);
            boolean held = ace.cards().stream().anyMatch(f -> !f.startsWith("K"));
            assertEquals(held ? List.of(ace.owner()) : List.of(0, 1), end.winners(), where + ": tie-break");
        }
        for (Recorded<PalmeraAction> r : g.history()) assertTrue(r.seat() == 0 || r.seat() == 1);
    }
}
