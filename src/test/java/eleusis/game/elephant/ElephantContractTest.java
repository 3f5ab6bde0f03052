package eleusis.game.elephant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameEvent;
import eleusis.game.Outcome;
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
import org.junit.jupiter.api.Test;

/**
 * 500 seeded games, bots and random players mixed, every setting tried, checked after every action:
 * each card in exactly one place and the money complete; no view or event shows a card of a pile;
 * the views of the seats differ only in what is the seat's own; the waiting seats can act and a
 * sampled legal action is applied on a replayed copy; at the end the replay gives the same views,
 * and the scores recomputed here from the collections at each scoring match the game's.
 */
class ElephantContractTest {
    static final int GAMES = 500;
    static final int MAX_ACTIONS = 1_000;
    /** Fields of a view that are the viewer's own; everything else is the same for every viewer. */
    static final List<String> OWN_FIELDS = List.of("you", "allowed", "legal", "scoringOptions");

    @Test
    void fiveHundredGamesKeepTheContract() {
        long cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        int actions = 0;
        for (long seed = 1; seed <= GAMES; seed++) actions += play(seed);
        cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu;
        System.out.printf("Elephant contract: %d games, %d actions checked, %.1f s of CPU%n", GAMES, actions, cpu / 1e9);
    }

    static ElephantSettings settings(long seed) {
        int players = 3 + (int) (seed % 3);
        ElephantSettings s = ElephantSettings.standard(players);
        if (seed % 7 == 0) s = s.withAutoScoring(true);
        if (seed % 5 == 0) s = s.withPushWhenForced(true);
        if (seed % 11 == 0) s = s.withStartPairsByLot(false).withFirstPlayer((int) (seed % players));
        return s;
    }

    private int play(long seed) {
        ElephantSettings settings = settings(seed);
        int n = settings.players();
        ElephantGame g = ElephantGame.start(settings, seed);
        SplittableRandom pick = new SplittableRandom(seed * 7919);
        List<ElephantBot> bots = new ArrayList<>();
        List<RandomPlayer> randoms = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            bots.add(((seed >> s) & 1) == 1 ? new ElephantBot(seed + s) : null);
            randoms.add(new RandomPlayer(seed * 31 + s));
        }
        String where = "game " + seed;
        Map<Integer, List<ElephantView.PorcelainCard>> atScoring = new HashMap<>();
        Map<Integer, Integer> recomputed = new HashMap<>();
        Map<Integer, Set<String>> used = new HashMap<>();
        check(g, where + " at the start", g.log(), piles(g), null);
        int step = 0;
        while (!g.over()) {
            assertTrue(step < MAX_ACTIONS, where + " did not end within " + MAX_ACTIONS + " actions");
            List<Integer> waiting = g.waitingFor();
            assertFalse(waiting.isEmpty(), where + ": a game not over waits for someone");
            for (int s = 0; s < n; s++) {
                assertEquals(waiting.contains(s), !g.legalActions(s).isEmpty(), where + " seat " + s + " can act iff waited for");
            }
            int seat = waiting.get(pick.nextInt(waiting.size()));
            if (step % 53 == 5) tryOnACopy(g, seat, pick, where + " step " + step);
            ElephantAction a = bots.get(seat) != null ? bots.get(seat).act(g, seat) : randoms.get(seat).act(g, seat);
            Set<Integer> pilesBefore = piles(g);
            Outcome o = g.apply(seat, a);
            if (!(o instanceof Outcome.Applied applied)) {
                fail(where + " step " + step + ": seat " + seat + " " + a + " refused: " + o);
                return 0;
            }
            String here = where + " step " + step + " (" + a + ")";
            boolean everySeat = step % 10 == 0 || applied.events().stream()
                    .anyMatch(e -> e instanceof ElephantEvents.ScoringStart || e instanceof ElephantEvents.GameEnd);
            check(g, here, applied.events(), pilesBefore, everySeat ? null : step);
            for (GameEvent e : applied.events()) {
                if (e instanceof ElephantEvents.ScoringStart) {
                    ElephantView v = g.view(new Viewer.Spectator());
                    for (ElephantView.SeatView sv : v.seats()) atScoring.put(sv.seat(), sv.collection());
                }
                if (e instanceof ElephantEvents.Scored sc) {
                    Set<String> before = new HashSet<>(used.computeIfAbsent(sc.player(), k -> new HashSet<>()));
                    assertTrue(used.get(sc.player()).add(sc.scoring()), here + ": a scoring type used twice");
                    List<ElephantView.PorcelainCard> c = atScoring.get(sc.player());
                    assertEquals(points(c, sc.scoring(), sc.colour()), sc.points(), here + ": " + sc);
                    if (sc.automatic()) assertEquals(bestUnused(c, before), sc.points(), here + ": automatic scoring takes the best");
                    recomputed.merge(sc.player(), sc.points(), Integer::sum);
                }
            }
            step++;
        }
        ElephantEvents.GameEnd end = (ElephantEvents.GameEnd) g.log().get(g.log().size() - 1);
        for (int s = 0; s < n; s++) {
            assertEquals(4, used.get(s).size(), where + ": seat " + s + " used every scoring type once");
            assertEquals(recomputed.get(s), end.scores().get(s), where + ": the total of seat " + s);
        }
        assertEquals(g.totals(), end.scores());
        int top = end.scores().values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        assertEquals(end.scores().keySet().stream().filter(s -> end.scores().get(s) == top).toList(), end.winners());
        ElephantGame again = ElephantGame.replay(settings, seed, g.history());
        assertEquals(Views.all(g), Views.all(again), where + ": the replay shows the same game");
        assertEquals(g.log().size(), again.log().size());
        return step;
    }

    /** The most any type not used before (and any colour) would score. */
    private static int bestUnused(List<ElephantView.PorcelainCard> c, Set<String> usedBefore) {
        int best = 0;
        for (String type : List.of("lowest", "highest", "one_colour", "all")) {
            if (usedBefore.contains(type)) continue;
            for (String colour : List.of("red", "green", "blue")) best = Math.max(best, points(c, type, colour));
        }
        return best;
    }

    private static void tryOnACopy(ElephantGame g, int seat, SplittableRandom pick, String where) {
        ElephantGame copy = ElephantGame.replay(g.settings(), g.seed(), g.history());
        assertEquals(Views.tree(g.view(new Viewer.Player(seat))), Views.tree(copy.view(new Viewer.Player(seat))),
                where + ": the replay shows the same game");
        List<ElephantAction> legal = copy.legalActions(seat);
        ElephantAction a = legal.get(pick.nextInt(legal.size()));
        assertTrue(copy.apply(seat, a).applied(), where + ": legal action " + a + " refused");
    }

    /** Scoring as the sheet says, written again here from the card faces the views show. */
    static int points(List<ElephantView.PorcelainCard> cards, String type, String colour) {
        int total = 0;
        for (String c : List.of("red", "green", "blue")) {
            List<Integer> values = cards.stream().filter(p -> p.colour().equals(c)).map(ElephantView.PorcelainCard::value).toList();
            int sum = values.stream().mapToInt(Integer::intValue).sum();
            switch (type) {
                case "lowest" -> total += values.stream().mapToInt(Integer::intValue).min().orElse(0);
                case "highest" -> total += values.stream().mapToInt(Integer::intValue).max().orElse(0);
                case "one_colour" -> total += c.equals(colour) ? sum : 0;
                case "all" -> total += sum;
                default -> fail("unknown scoring type " + type);
            }
        }
        return total;
    }

    private static Set<Integer> piles(ElephantGame g) {
        Set<Integer> out = new HashSet<>(g.porcelainPileOrder());
        out.addAll(g.elephantPileOrder());
        return out;
    }

    /**
     * @param pilesBefore the cards of the piles before the action: an event may name a card that
     *                    left a pile in it (laid out) or went into one (taken elephants reshuffled),
     *                    but none that was in a pile all along
     * @param rotation  the JSON of one viewer (spectator, seat 0, seat 1... by this number) is
     *                  checked; when null every viewer's, and the seats' views are compared with the
     *                  spectator's (every 10th action, at each scoring and at the end: serializing
     *                  every view after every action would take minutes)
     */
    private static void check(ElephantGame g, String where, List<GameEvent> events, Set<Integer> pilesBefore,
                              Integer rotation) {
        // Every card in exactly one place.
        Map<Integer, Integer> seen = new HashMap<>();
        List<Integer> everywhere = new ArrayList<>(g.porcelainPileOrder());
        everywhere.addAll(g.porcelainRow());
        for (int s = 0; s < g.players(); s++) everywhere.addAll(g.collection(s));
        everywhere.addAll(g.broken());
        everywhere.addAll(g.box());
        everywhere.addAll(g.elephantPileOrder());
        everywhere.addAll(g.elephantRow());
        everywhere.addAll(g.takenElephants());
        if (g.pendingLoss() != null) everywhere.add(g.pendingLoss().elephant().id());
        everywhere.addAll(g.scoreCardsUp());
        for (int id : everywhere) seen.merge(id, 1, Integer::sum);
        for (int id = 0; id < ElephantCards.FIRST_SCORE_CARD_ID + ElephantCards.SCORE_CARDS; id++) {
            assertEquals(1, seen.getOrDefault(id, 0), where + ": card " + id + " must be in exactly one place");
        }
        assertEquals(ElephantCards.FIRST_SCORE_CARD_ID + ElephantCards.SCORE_CARDS, everywhere.size(), where + ": no stray card");
        int money = g.bank();
        assertTrue(g.bank() >= 0, where + ": the bank is never negative");
        for (int s = 0; s < g.players(); s++) {
            assertTrue(g.money(s) >= 0 && g.money(s) <= ElephantGame.MAX_MONEY, where + ": seat " + s + " money");
            money += g.money(s);
        }
        assertEquals(ElephantGame.MONEY, money, where + ": 10 money cards in all");
        // A row is laid out again only when it is empty, so between turns it holds 1 to 5 cards (the
        // elephant row may be empty while the player who took its last card chooses a loss).
        assertTrue(g.porcelainRow().size() <= ElephantGame.ROW, where + ": porcelain row");
        assertTrue(g.elephantRow().size() <= ElephantGame.ROW, where + ": elephant row");
        if (g.phase() != ElephantPhase.LOSE) assertFalse(g.elephantRow().isEmpty(), where + ": an elephant to take");
        if (g.phase() == ElephantPhase.TURN || g.phase() == ElephantPhase.LOSE) {
            assertFalse(g.porcelainRow().isEmpty(), where + ": a turn always has porcelain to buy");
        }

        // Nothing of the piles in any view or event.
        Set<Integer> hidden = piles(g);
        Set<Integer> hiddenAllAlong = new HashSet<>(hidden);
        hiddenAllAlong.retainAll(pilesBefore);
        // Each player's legal actions (the view's own part) name only cards of the rows and collections.
        for (int s = 0; s < g.players(); s++) {
            Set<Integer> shown = new HashSet<>();
            for (ElephantAction a : g.legalActions(s)) {
                if (a instanceof ElephantAction.Buy b) shown.add(b.card());
                if (a instanceof ElephantAction.TakeElephant t) shown.add(t.elephant());
                if (a instanceof ElephantAction.Lose l) shown.addAll(l.cards());
            }
            shown.retainAll(hidden);
            assertTrue(shown.isEmpty(), where + ": seat " + s + "'s legal actions show cards of a pile " + shown);
        }
        // The whole JSON of one viewer a turn, in rotation; of every viewer, compared, when all are checked.
        List<Viewer> viewers = new ArrayList<>();
        viewers.add(new Viewer.Spectator());
        for (int s = 0; s < g.players(); s++) viewers.add(new Viewer.Player(s));
        if (rotation != null) viewers = List.of(viewers.get(rotation % viewers.size()));
        JsonNode spectator = rotation == null ? Views.tree(g.view(new Viewer.Spectator())) : null;
        for (Viewer viewer : viewers) {
            JsonNode v = Views.tree(g.view(viewer));
            Set<Integer> shown = ids(v);
            shown.retainAll(hidden);
            assertTrue(shown.isEmpty(), where + ": the view of " + viewer + " shows cards of a pile " + shown);
            if (viewer instanceof Viewer.Spectator) {
                for (String own : OWN_FIELDS) {
                    assertTrue(v.get(own).isNull() || v.get(own).isEmpty(), where + ": a spectator has no " + own);
                }
            } else if (spectator != null) {
                for (var it = spectator.fieldNames(); it.hasNext(); ) {
                    String name = it.next();
                    if (!OWN_FIELDS.contains(name) && !spectator.get(name).equals(v.get(name))) {
                        fail(where + ": the view of " + viewer + " differs from the spectator's in " + name);
                    }
                }
            }
        }
        for (GameEvent e : events) {
            assertTrue(e.publicEvent(), "every event of this game is public");
            JsonNode line = Views.parse(EventJson.line(e));
            assertEquals(e.type(), line.get("type").asText());
            assertFalse(line.has("publicEvent"));
            Set<Integer> shown = ids(line);
            shown.retainAll(hiddenAllAlong);
            assertTrue(shown.isEmpty(), where + ": event " + line + " shows cards of a pile " + shown);
        }
    }

    /** Every card id a JSON tree names: "id", "card", "elephant" fields and "cards"/"candidates" lists of numbers. */
    private static Set<Integer> ids(JsonNode node) {
        Set<Integer> out = new HashSet<>();
        collect(node, null, out);
        return out;
    }

    private static void collect(JsonNode node, String key, Set<Integer> out) {
        if (node.isObject()) {
            node.properties().forEach(e -> collect(e.getValue(), e.getKey(), out));
        } else if (node.isArray()) {
            for (JsonNode item : node) collect(item, key, out);
        } else if (node.isInt() && key != null
                && List.of("id", "card", "elephant", "cards", "candidates", "elephants").contains(key)) {
            out.add(node.asInt());
        }
    }
}
