package eleusis.game.palmera;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameEvent;
import eleusis.game.Outcome;
import eleusis.game.Recorded;
import eleusis.game.Viewer;
import eleusis.game.Views;
import eleusis.game.EventJson;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * The contract of the game model over 500 seeded games, bots and random players mixed and the
 * settings varied by seed, checked after every action: every card in exactly one place; each view
 * shows only what its viewer has learnt from the events it was sent (tracked here, apart from the
 * engine) and never a draw pile; public events name only cards that are face up or shown; the
 * legal actions match allowed() and apply on a replayed copy; the seat not waited for is refused
 * and nothing changes; a replay gives equal views; round scores match a recount of the turned-up
 * board; every game ends within a bound.
 */
class PalmeraContractTest {
    static final int GAMES = 500;
    /** Two rounds are 52 placements and at most 52 peeks; three rounds half as many again. */
    static final int MAX_ACTIONS = 3 * 2 * 26;

    static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    static PalmeraSettings settings(long seed) {
        return new PalmeraSettings(2, 1 + (int) (seed % 3), (seed & 4) == 0, (seed & 8) == 0, (seed & 16) != 0,
                (seed & 32) == 0, (seed & 64) == 0 ? PalmeraTieBreak.SHARED : PalmeraTieBreak.ACE_PERCH);
    }

    @Test
    void everyActionKeepsTheContract() {
        long cpu = cpuNanos();
        long actions = LongStream.range(0, GAMES).parallel().map(PalmeraContractTest::play).sum();
        System.out.printf("En la palmera contract: %d games, %d actions, %.1f s of CPU%n", GAMES, actions, (cpuNanos() - cpu) / 1e9);
        assertTrue(actions > GAMES * 20L, "games of a few actions only: " + actions);
    }

    static long play(long seed) {
        PalmeraSettings s = settings(seed);
        PalmeraGame g = PalmeraGame.start(s, seed);
        SplittableRandom random = new SplittableRandom(seed ^ 0x5DEECE66DL);
        PalmeraBot bot = new PalmeraBot(seed);
        PalmeraRandomPlayer other = new PalmeraRandomPlayer(seed + 1);
        int kind = (int) (seed % 4); // 0 both random, 1 bot in seat 0, 2 bot in seat 1, 3 both bots
        Knowledge k = new Knowledge();
        k.take(g.log());
        check(g, k, seed);
        int n = 0;
        while (!g.over()) {
            if (++n > MAX_ACTIONS) fail("seed " + seed + ": no end after " + MAX_ACTIONS + " actions");
            int seat = g.waitingFor().get(0);
            if (n % 3 == 0) refuseTheOtherSeat(g, 1 - seat, seed);
            if (random.nextInt(16) == 0) tryOnReplay(g, seat, random, seed);
            boolean useBot = kind == 3 || kind == seat + 1;
            PalmeraAction a = useBot ? bot.act(g, seat) : other.act(g, seat);
            Outcome o = g.apply(seat, a);
            Outcome.Applied applied = assertInstanceOf(Outcome.Applied.class, o, () -> "seed " + seed + ": " + a + " refused: " + o);
            publicEventsNameOnlyShownCards(g, applied.events(), seed);
            k.take(applied.events());
            check(g, k, seed);
            checkRoundScores(applied.events(), seed);
        }
        assertEquals(List.of(), g.waitingFor());
        assertEquals(s.rounds(), g.roundScores().size());
        checkEnd(g, seed);
        assertEquals(Views.all(g), Views.all(PalmeraGame.replay(s, seed, g.history())), "seed " + seed + ": replay differs");
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
                if (e.publicEvent()) {
                    for (Set<String> s : known) s.addAll(faces);
                } else {
                    known.get(node.get("player").asInt()).addAll(faces);
                }
            }
        }
    }

    static void collectFaces(JsonNode node, Set<String> out) {
        if (node.isTextual()) {
            if (isFace(node.asText())) out.add(node.asText());
        } else {
            for (JsonNode child : node) collectFaces(child, out);
        }
    }

    static final Set<String> FACES = faces();

    static Set<String> faces() {
        Set<String> out = new HashSet<>();
        for (int id = 0; id < PalmeraCards.count(); id++) out.add(PalmeraCards.face(id));
        return out;
    }

    static boolean isFace(String text) {
        return FACES.contains(text);
    }

    static void check(PalmeraGame g, Knowledge k, long seed) {
        conservation(g, seed);
        List<Integer> pileCards = new ArrayList<>(g.pile(0));
        pileCards.addAll(g.pile(1));
        for (int v = 0; v < 3; v++) {
            Viewer viewer = v < 2 ? new Viewer.Player(v) : new Viewer.Spectator();
            PalmeraView view = g.view(viewer);
            // Without the last round's board, all of it turned up at its end.
            String json = Views.json(withoutLastRound(view));
            final int viewerNumber = v;
            java.util.function.Supplier<String> whoFor = () -> "seed " + seed + ", viewer "
                    + (viewerNumber < 2 ? "seat " + viewerNumber : "spectator") + ": ";
            Set<String> known = k.known.get(v);
            for (String face : quotedFaces(json)) {
                boolean inPile = pileCards.contains(ID_OF.get(face));
                if (!known.contains(face) || inPile) fail(whoFor.get() + "shows " + face + (inPile ? " from a draw pile" : ", which it never saw"));
            }
            for (int id : ids(json)) {
                if (!known.contains(PalmeraCards.face(id)) || pileCards.contains(id)) fail(whoFor.get() + "shows the id of " + PalmeraCards.face(id));
            }
            if (v < 2) legalMatches(g, v, view, whoFor);
        }
    }

    static final Map<String, Integer> ID_OF = new HashMap<>();

    static {
        for (int id = 0; id < PalmeraCards.count(); id++) ID_OF.put(PalmeraCards.face(id), id);
    }

    /** Every JSON string in the text that is the face of a player's card ("KD", "10C"). */
    static List<String> quotedFaces(String json) {
        List<String> out = new ArrayList<>();
        for (int i = json.indexOf('"'); i >= 0; i = json.indexOf('"', i + 1)) {
            int close = json.indexOf('"', i + 1);
            if (close < 0) break;
            if (close - i <= 4) {
                String text = json.substring(i + 1, close);
                if (ID_OF.containsKey(text)) out.add(text);
            }
            i = close;
        }
        return out;
    }

    /** The values of every "id" field in the text. */
    static List<Integer> ids(String json) {
        List<Integer> out = new ArrayList<>();
        for (int i = json.indexOf("\"id\":"); i >= 0; i = json.indexOf("\"id\":", i + 1)) {
            int j = i + 5;
            int value = 0;
            boolean digits = false;
            while (j < json.length() && Character.isDigit(json.charAt(j))) {
                value = value * 10 + (json.charAt(j++) - '0');
                digits = true;
            }
            if (digits) out.add(value);
        }
        return out;
    }

    static PalmeraView withoutLastRound(PalmeraView v) {
        return new PalmeraView(v.game(), v.players(), v.round(), v.rounds(), v.phase(), v.waitingFor(), v.you(), v.suits(),
                v.board(), v.drawn(), v.pileSizes(), v.removed(), v.removedHidden(), v.tieBreakHolder(), v.allowed(), v.legal(),
                v.totals(), v.roundScores(), null, v.over(), v.winners());
    }

    static void conservation(PalmeraGame g, long seed) {
        Map<Integer, Integer> seen = new HashMap<>();
        List<Integer> all = new ArrayList<>(g.pile(0));
        all.addAll(g.pile(1));
        if (g.drawn() != null) all.add(g.drawn());
        all.addAll(g.board().onBoard());
        all.addAll(g.board().removedShown());
        all.addAll(g.board().removedUnseen());
        for (int id : all) seen.merge(id, 1, Integer::sum);
        for (int id = 0; id < PalmeraCards.count(); id++) {
            if (seen.getOrDefault(id, 0) != 1) fail("seed " + seed + ": card " + PalmeraCards.face(id) + " is in " + seen.getOrDefault(id, 0) + " places");
        }
        assertEquals(PalmeraCards.count(), all.size(), () -> "seed " + seed + ": cards in play");
        for (PalmeraPerch p : PalmeraPerches.ALL) {
            List<PalmeraPerched> there = g.board().cards(p.number());
            if (there.size() > p.capacity()) fail("perch " + p.number() + " over capacity");
            if (there.size() == 2 && there.get(0).owner() != there.get(1).owner()) fail("two players on perch " + p.number());
        }
    }

    static void legalMatches(PalmeraGame g, int seat, PalmeraView view, java.util.function.Supplier<String> who) {
        List<PalmeraAction> legal = g.legalActions(seat);
        boolean waited = g.waitingFor().contains(seat);
        assertEquals(waited, !legal.isEmpty(), () -> who.get() + "legal actions exactly for the seat waited for");
        List<String> legalKinds = legal.stream().map(PalmeraAction::kind).distinct().sorted().toList();
        assertEquals(g.allowed(seat).stream().sorted().toList(), legalKinds, () -> who.get() + "allowed() and the legal actions");
        assertEquals(legal.stream().map(PalmeraAction::fields).toList(), view.legal(), () -> who.get() + "the view's legal list");
    }

    static void refuseTheOtherSeat(PalmeraGame g, int seat, long seed) {
        String before = Views.json(g.view(new Viewer.Player(seat)));
        int history = g.history().size();
        for (PalmeraAction a : List.of(new PalmeraAction.Place(5), new PalmeraAction.SkipPeek(), new PalmeraAction.Discard())) {
            Outcome o = g.apply(seat, a);
            assertFalse(o.applied(), () -> "seed " + seed + ": seat " + seat + " acted out of turn: " + a);
        }
        assertEquals(history, g.history().size());
        assertEquals(before, Views.json(g.view(new Viewer.Player(seat))), () -> "seed " + seed + ": a refusal changed the view");
    }

    /** A legal action, tried on a replayed copy, must apply. */
    static void tryOnReplay(PalmeraGame g, int seat, SplittableRandom random, long seed) {
        List<PalmeraAction> legal = g.legalActions(seat);
        PalmeraAction a = legal.get(random.nextInt(legal.size()));
        PalmeraGame copy = PalmeraGame.replay(g.settings(), seed, g.history());
        assertEquals(Views.all(g), Views.all(copy), "seed " + seed + ": a replay differs mid-game");
        assertTrue(copy.apply(seat, a).applied(), "seed " + seed + ": legal " + a + " refused");
    }

    static void publicEventsNameOnlyShownCards(PalmeraGame g, List<GameEvent> events, long seed) {
        // After a round's last action the board is already the next round's; the last round's is checked in full.
        if (events.stream().anyMatch(e -> e.type().equals("round_start"))) return;
        Set<Integer> shown = new HashSet<>(g.board().removedShown());
        for (PalmeraPerch p : PalmeraPerches.ALL) {
            for (PalmeraPerched c : g.board().cards(p.number())) if (c.shown()) shown.add(c.card());
        }
        for (GameEvent e : events) {
            if (!e.publicEvent()) continue;
            // A round's end turns its whole board up, and a new round starts on an empty one.
            if (e.type().equals("round_end") || e.type().equals("game_end")) return;
            Set<String> faces = new HashSet<>();
            collectFaces(Views.parse(EventJson.line(e)), faces);
            for (String f : faces) {
                assertTrue(shown.contains(PalmeraCards.byFace(f)), () -> "seed " + seed + ": public " + e + " names " + f + ", not shown");
            }
        }
    }

    /** Recount each round from its turned-up board: kings out, then each perch's number per card to its owner. */
    static void checkRoundScores(List<GameEvent> events, long seed) {
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
                    assertEquals(Integer.valueOf(owner), p.owner(), "seed " + seed + ": owner of perch " + p.perch());
                    points[owner] += p.perch();
                }
            }
            assertEquals(kings, end.kingsRemoved(), "seed " + seed + ": kings removed");
            assertEquals(Map.of(0, points[0], 1, points[1]), end.scores(), "seed " + seed + ": round " + end.round() + " scores");
        }
    }

    static void checkEnd(PalmeraGame g, long seed) {
        int[] total = new int[2];
        for (Map<Integer, Integer> r : g.roundScores()) for (int s = 0; s < 2; s++) total[s] += r.get(s);
        assertEquals(Map.of(0, total[0], 1, total[1]), g.totals(), "seed " + seed + ": totals");
        GameEvent last = g.log().get(g.log().size() - 1);
        PalmeraEvents.GameEnd end = assertInstanceOf(PalmeraEvents.GameEnd.class, last, "the last event is game_end");
        assertEquals("game_end", end.type());
        assertEquals(g.totals(), end.scores());
        if (total[0] != total[1]) {
            assertEquals(List.of(total[0] > total[1] ? 0 : 1), end.winners(), "seed " + seed + ": winner");
        } else if (g.settings().tieBreak() == PalmeraTieBreak.SHARED) {
            assertEquals(List.of(0, 1), end.winners(), "seed " + seed + ": a draw");
        } else {
            PalmeraEvents.PerchEnd ace = g.lastRoundEnd().board().get(0);
            boolean held = ace.cards().stream().anyMatch(f -> !f.startsWith("K"));
            assertEquals(held ? List.of(ace.owner()) : List.of(0, 1), end.winners(), "seed " + seed + ": tie-break");
        }
        for (Recorded<PalmeraAction> r : g.history()) assertTrue(r.seat() == 0 || r.seat() == 1);
    }
}
