package eleusis.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.elementa.ElementaContract;
import eleusis.game.elephant.ElephantContract;
import eleusis.game.eleusis.EleusisContract;
import eleusis.game.express.ExpressContract;
import eleusis.game.palmera.PalmeraContract;
import eleusis.game.EventJson;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract of the game model, checked the same way for every game of the catalogue
 * ({@link Games#all}) over seeded games played to the end by the game's simulated players and random
 * players ({@link Playout}). After every action:
 * <ul>
 *   <li>every card is in exactly one place ({@link GameContract#census});</li>
 *   <li>no view shows a card its viewer may not see ({@link GameContract#hidden}: another hand, the
 *       stock, a face-down pile), nor does an event to those it is sent; each game's views pass its
 *       own checks too (a player's own hand, the secret rule for the dealer's eyes only);</li>
 *   <li>waitingFor, allowed and legalActions agree: a seat waited for has a legal action, the kinds
 *       listed are the kinds allowed (but free-form ones), nothing is listed twice;</li>
 *   <li>refused actions change nothing (no view, history, log, card, total or turn): a seat not at
 *       the table, no action, an action of another seat or of another moment that is not legal now;</li>
 * </ul>
 * now and then every legal action of every seat is applied on a copy replayed from the history
 * (which must show the same views), and at the end a replay gives the same views, totals, event
 * log and cards, every seat may do nothing, and each action seen in the game is refused as the game
 * is over. A game must end within its contract's bound. A game added to the catalogue without a
 * contract fails here.
 */
class CatalogueContractTest {
    /** Each game's contract, by id. */
    static final Map<String, GameContract<?, ?, ?>> CONTRACTS = contracts(new EleusisContract(), new ExpressContract(),
            new ElephantContract(), new ElementaContract(), new PalmeraContract());

    /** Seeded games per game, fewer of the long ones: the whole test stays within a minute on two cores. */
    static final Map<String, Integer> GAMES = Map.of("eleusis", 150, "express", 150, "elephant", 100, "elementa", 200,
            "palmera", 200);

    /** Every this many actions, a refusal is checked against every view too, and legal actions are tried on a replay. */
    static final int FULL_CHECK_EVERY = 8;

    private static Map<String, GameContract<?, ?, ?>> contracts(GameContract<?, ?, ?>... all) {
        Map<String, GameContract<?, ?, ?>> out = new LinkedHashMap<>();
        for (GameContract<?, ?, ?> c : all) out.put(c.type().id(), c);
        return out;
    }

    @Test
    void everyGameOfTheCatalogueHasAContract() {
        for (GameType<?, ?> t : Games.all()) {
            GameContract<?, ?, ?> c = CONTRACTS.get(t.id());
            assertNotNull(c, "no contract for the game \"" + t.id() + "\": add one next to its tests and list it here");
            assertSame(t, c.type(), t.id());
            assertTrue(GAMES.containsKey(t.id()), "how many games of " + t.id() + " to play");
        }
        assertEquals(Games.all().size(), CONTRACTS.size(), "a contract for a game not in the catalogue");
    }

    @TestFactory
    Stream<DynamicTest> everyGameKeepsTheContract() {
        return Games.all().stream().filter(t -> CONTRACTS.containsKey(t.id()))
                .map(t -> DynamicTest.dynamicTest(t.id(), () -> playAll(CONTRACTS.get(t.id()), GAMES.get(t.id()))));
    }

    private static void playAll(GameContract<?, ?, ?> contract, int games) {
        long start = System.nanoTime();
        Count total = new Count();
        for (long seed = 1; seed <= games; seed++) total.add(new Run<>(contract, seed).play());
        System.out.printf("%s contract: %d games, %d actions (%d by simulated players), %d refusals, %d legal actions applied"
                + " on replays, %.1f s%n", contract.type().id(), games, total.actions, total.simulated, total.refusals,
                total.replayed, (System.nanoTime() - start) / 1e9);
        assertTrue(total.actions > games * 5L, contract.type().id() + ": games of a few actions only: " + total.actions);
    }

    /** What a run checked. */
    static final class Count {
        long actions;
        long simulated;
        long refusals;
        long replayed;

        void add(Count c) {
            actions += c.actions;
            simulated += c.simulated;
            refusals += c.refusals;
            replayed += c.replayed;
        }
    }

    /** Every viewer of a game: each seat, then the spectator. */
    static List<Viewer> viewers(Game<?> g) {
        List<Viewer> out = new ArrayList<>();
        for (int s = 0; s < g.players(); s++) out.add(new Viewer.Player(s));
        out.add(new Viewer.Spectator());
        return out;
    }

    static String name(Viewer v) {
        return v instanceof Viewer.Player p ? "seat " + p.seat() : "the spectator";
    }

    /**
     * Checks every view the game gives ({@code views}, the game's own or rewritten by a test) against
     * what its viewer may see in the game {@code g}; returns the views as JSON.
     */
    static <A, G extends Game<A>> Map<Viewer, JsonNode> viewsKeepSecrets(GameContract<?, A, G> c, G g,
                                                                         Function<Viewer, GameView> views, String where) {
        Map<Viewer, JsonNode> out = new LinkedHashMap<>();
        for (Viewer viewer : viewers(g)) {
            JsonNode view = Views.tree(views.apply(viewer));
            Set<Integer> leaked = new HashSet<>(c.shown(view));
            leaked.retainAll(c.hidden(g, viewer));
            if (!leaked.isEmpty()) fail(where + ": the view of " + name(viewer) + " shows cards it may not see: " + leaked);
            out.put(viewer, view);
        }
        c.checkViews(g, out, where);
        return out;
    }

    /** Every card in exactly one place. */
    static <A, G extends Game<A>> void census(GameContract<?, A, G> c, G g, String where) {
        int cards = c.cards(g);
        int[] seen = new int[cards];
        List<Integer> all = c.census(g);
        for (int id : all) {
            if (id < 0 || id >= cards) fail(where + ": card " + id + " is not one of the game's " + cards + " cards");
            seen[id]++;
        }
        for (int id = 0; id < cards; id++) {
            if (seen[id] != 1) fail(where + ": card " + id + " is in " + seen[id] + " places, not one");
        }
        assertEquals(cards, all.size(), where + ": cards in play");
    }

    /** Everything a refused action must leave as it was, views aside. */
    record State(int history, int log, List<Integer> cards, List<Integer> waitingFor, Map<Integer, Integer> totals,
                 List<List<String>> allowed) {}

    /** One seeded game played under the contract. */
    static final class Run<S, A, G extends Game<A>> {
        private final GameContract<S, A, G> c;
        private final Playout<S, A> playout;
        private final G g;
        /** The checks' own choices, apart from the players' so that the game is the same checked or not. */
        private final SplittableRandom random;
        /** Legal actions seen so far, of every seat and moment: each is tried again later, where it may not be legal. */
        private final List<Object[]> seen = new ArrayList<>();
        private final Count count = new Count();
        private Map<Viewer, Set<Integer>> hiddenBefore;
        private Map<Viewer, JsonNode> views;

        Run(GameContract<S, A, G> c, long seed) {
            this.c = c;
            this.playout = new Playout<>(c, seed);
            this.g = c.game(playout.game());
            this.random = new SplittableRandom(seed ^ 0x5DEECE66DL);
        }

        Count play() {
            String where = playout.describe() + ", at the deal";
            int bound = c.maxActions(playout.settings());
            check(where, g.log());
            while (!g.over()) {
                if (count.actions >= bound) fail(playout.describe() + ": the game did not end within " + bound + " actions");
                refusals(where);
                if (count.actions % FULL_CHECK_EVERY == 0) legalOnReplays(where);
                Playout.Move<A> move = playout.next();
                count.actions++;
                if (move.simulated()) count.simulated++;
                where = playout.describe() + ", after action " + count.actions + " (seat " + move.seat() + " " + move.action()
                        + (move.simulated() ? ", simulated" : "") + ")";
                if (!g.allowed(move.seat()).contains(playout.kind(move.action()))) {
                    fail(where + ": an action of a kind not allowed: " + g.allowed(move.seat()));
                }
                check(where, playout.apply(move));
            }
            atTheEnd(playout.describe() + ", at the end");
            return count;
        }

        private void check(String where, List<GameEvent> events) {
            census(c, g, where);
            turns(where);
            views = viewsKeepSecrets(c, g, g::view, where);
            Map<Viewer, Set<Integer>> hidden = new LinkedHashMap<>();
            for (Viewer v : viewers(g)) hidden.put(v, c.hidden(g, v));
            events(events, hidden, c.checksEvents(events), where);
            hiddenBefore = hidden;
        }

        /** waitingFor, allowed and legalActions agree, and say the same when asked again. */
        private void turns(String where) {
            List<Integer> waiting = g.waitingFor();
            assertEquals(g.over(), waiting.isEmpty(), where + ": a game waits for someone until it is over");
            assertEquals(waiting, g.waitingFor(), where + ": waitingFor() is stable");
            for (int s = 0; s < g.players(); s++) {
                List<String> allowed = g.allowed(s);
                assertEquals(allowed, g.allowed(s), where + ": allowed(" + s + ") is stable");
                List<A> legal = g.legalActions(s);
                assertEquals(legal.size(), new HashSet<>(legal).size(), where + ": seat " + s + " has an action listed twice: " + legal);
                Set<String> kinds = new HashSet<>();
                for (A a : legal) kinds.add(playout.kind(a));
                String who = where + ": seat " + s + " allowed " + allowed + ", legal " + legal;
                assertTrue(allowed.containsAll(kinds), who + ": a legal action of a kind not allowed");
                for (String kind : allowed) {
                    assertTrue(kinds.contains(kind) || c.unlisted().contains(kind), who + ": nothing listed of an allowed kind, " + kind);
                }
                if (waiting.contains(s)) assertTrue(!legal.isEmpty(), who + ": waited for, with no legal action");
                for (A a : legal) {
                    if (seen.size() < 64) seen.add(new Object[] {s, a});
                    else if (random.nextInt(8) == 0) seen.set(random.nextInt(seen.size()), new Object[] {s, a});
                }
            }
        }

        /**
         * Every event is a line of JSON with its type, and one seat's names that seat as its player; none
         * shows a card that the viewer it is sent to (the projector for a public one) could see neither
         * before it nor after it.
         */
        private void events(List<GameEvent> events, Map<Viewer, Set<Integer>> hidden, boolean cards, String where) {
            for (GameEvent e : events) {
                JsonNode line = Views.parse(EventJson.line(e));
                assertEquals(e.type(), line.get("type").asText(), where + ": the type of " + line);
                Audience audience = e.audience();
                assertTrue(!line.has("audience") && (!(audience instanceof Audience.OneSeat s) || line.path("player").asInt(-1) == s.seat()),
                        where + ": one seat's event names its seat as its player, and no event writes its audience: " + line);
                if (!cards || audience instanceof Audience.Teacher) continue; // the teacher may see every card
                Viewer to = audience instanceof Audience.OneSeat s ? new Viewer.Player(s.seat()) : new Viewer.Spectator();
                Set<Integer> leaked = new HashSet<>(c.shown(line));
                leaked.retainAll(hidden.get(to));
                if (hiddenBefore != null) leaked.retainAll(hiddenBefore.get(to));
                if (!leaked.isEmpty()) fail(where + ": the event " + line + " shows " + name(to) + " cards " + leaked);
            }
        }

        private State state() {
            List<List<String>> allowed = new ArrayList<>();
            for (int s = 0; s < g.players(); s++) allowed.add(g.allowed(s));
            return new State(g.history().size(), g.log().size(), c.census(g), g.waitingFor(), g.totals(), allowed);
        }

        /**
         * Actions that are not legal now, applied to the game itself: each is refused with a reason
         * in words and changes nothing. One in {@link #FULL_CHECK_EVERY} times every view is compared too.
         */
        private void refusals(String where) {
            State before = state();
            int n = g.players();
            int waited = g.waitingFor().get(0);
            List<A> legal = g.legalActions(waited);
            A any = legal.get(random.nextInt(legal.size()));
            refused(before, random.nextBoolean() ? -1 : n, any, where + ", from a seat not at the table", Reason.UNKNOWN_PLAYER);
            refused(before, waited, null, where + ", no action", Reason.NOT_ALLOWED);
            for (int tries = 0; tries < 2; tries++) {
                int seat = random.nextInt(n);
                Object[] old = seen.get(random.nextInt(seen.size()));
                @SuppressWarnings("unchecked")
                A action = (A) old[1];
                String kind = playout.kind(action);
                if (g.legalActions(seat).contains(action)) continue;
                if (g.allowed(seat).contains(kind) && c.moreFormsThanListed().contains(kind)) continue;
                refused(before, seat, action, where + ", seat " + seat + " tries " + action + " (legal for seat " + old[0]
                        + " at some moment)", null);
            }
            if (count.actions % FULL_CHECK_EVERY == 0) {
                for (Viewer v : viewers(g)) {
                    assertEquals(views.get(v), Views.tree(g.view(v)), where + ": after refused actions, the view of " + name(v) + " changed");
                }
            }
        }

        private void refused(State before, int seat, A action, String where, Reason reason) {
            count.refusals++;
            Outcome o = g.apply(seat, action);
            if (!(o instanceof Outcome.Refused r)) {
                fail(where + ": should be refused but was applied");
                return;
            }
            assertTrue(!r.refusal().message().isBlank(), where + ": a refusal says why in words");
            if (reason != null) assertEquals(reason, r.refusal().reason(), where + ": " + r.refusal().message());
            assertEquals(before, state(), where + ": refused (" + r.refusal().message() + "), yet the game changed");
        }

        /**
         * A copy of the game replayed from its history shows every view as the game does, with the
         * same totals; every legal action of every seat is applied on a copy of its own.
         */
        private void legalOnReplays(String where) {
            Game<A> copy = playout.type().replay(playout.settings(), g.seed(), g.history());
            for (Viewer v : viewers(g)) {
                assertEquals(views.get(v), Views.tree(copy.view(v)), where + ": a replay shows " + name(v) + " another game");
            }
            assertEquals(g.totals(), copy.totals(), where + ": a replay gives other totals");
            count.replayed += LegalActions.eachApplies(playout.type(), playout.settings(), g, where);
        }

        private void atTheEnd(String where) {
            for (int s = 0; s < g.players(); s++) {
                assertEquals(List.of(), g.allowed(s), where + ": seat " + s + " may do nothing");
                assertEquals(List.of(), g.legalActions(s), where + ": seat " + s + " has no legal action");
            }
            State before = state();
            for (Object[] old : seen) {
                @SuppressWarnings("unchecked")
                A action = (A) old[1];
                refused(before, (Integer) old[0], action, where + ", seat " + old[0] + " tries " + action, Reason.GAME_OVER);
            }
            Game<A> copy = playout.type().replay(playout.settings(), g.seed(), g.history());
            for (Viewer v : viewers(g)) {
                assertEquals(views.get(v), Views.tree(copy.view(v)), where + ": the replay shows " + name(v) + " another game");
            }
            assertEquals(g.totals(), copy.totals(), where + ": the replay's totals");
            assertEquals(g.history(), copy.history(), where + ": the replay's history");
            assertEquals(c.census(g), c.census(c.game(copy)), where + ": the replay has the cards elsewhere");
            assertEquals(g.log().stream().map(EventJson::line).toList(), copy.log().stream().map(EventJson::line).toList(),
                    where + ": the replay's event log");
            assertTrue(copy.over(), where + ": the replay is over too");
        }
    }
}
