package eleusis.web.export;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.EventJson;
import eleusis.game.Game;
import eleusis.game.GameEvent;
import eleusis.game.GameType;
import eleusis.game.Outcome;
import eleusis.store.LoggedAction;
import eleusis.store.SessionTable;
import eleusis.store.StoredGame;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One table's results per seat, for the teacher's summary ({@code summary.csv}): each round's points
 * and the total, plays right and wrong, guesses right and wrong, and when the seat found each round's
 * rule: at which play of the round (every card played at the table counts) and how long after the
 * round began. Found means a right guess (Express), or being the prophet still standing when the
 * round ends (Eleusis), found when the prophet was declared. Read from the events the table's stored
 * actions produce when they are applied again, in order, to a game dealt from its settings and seed,
 * in the games' shared words for events ({@code play}, {@code guess}, {@code round_start}...).
 *
 * @param rounds how many rounds the table has dealt so far
 * @param seats  the students' seats, in order
 */
record SessionSummary(int rounds, List<Seat> seats) {
    /** When a seat found a round's rule: at the {@code play}th card played at the table that round, {@code after} it began. */
    record Found(int play, Duration after) {}

    /** A seat's results; {@code points} and {@code found} are by round, counted from 0. */
    record Seat(int seat, Map<Integer, Integer> points, Integer total, int playsRight, int playsWrong, int guessesRight,
                int guessesWrong, Map<Integer, Found> found, boolean acted) {}

    /** The table's summary, from its stored actions. */
    static SessionSummary of(StoredGame<?, ?> stored, SessionTable table, List<LoggedAction> actions) {
        return replay(stored, table, actions);
    }

    private static <S, A> SessionSummary replay(StoredGame<S, A> stored, SessionTable table, List<LoggedAction> actions) {
        Game<A> game = stored.type().start(stored.settings(), table.seed());
        int first = stored.houseDeals() ? GameType.HOUSE_SEAT + 1 : 0;
        Tally tally = new Tally(first, game.players());
        for (LoggedAction a : actions) {
            Outcome o = game.applyRecorded(a.seat(), stored.type().decodeStored(a.actionJson()));
            tally.acted(a.seat());
            if (o instanceof Outcome.Applied applied) {
                for (GameEvent e : applied.events()) tally.event(EventJson.node(e), a.createdAt());
            }
        }
        return tally.summary();
    }

    /** The running count, event by event. */
    private static final class Tally {
        private final int first, players;
        private int round;
        /** When the round in play began: its deal, or for the first round the table's first action. */
        private Instant roundBegan;
        private int plays;
        private int rounds = 1;
        private final Map<Integer, Map<Integer, Integer>> points = new HashMap<>();
        private final Map<Integer, int[]> counts = new HashMap<>();
        private final Map<Integer, Map<Integer, Found>> found = new HashMap<>();
        /** This round's prophet declarations, by seat: found, if the prophet still stands at the round's end. */
        private final Map<Integer, Found> declared = new HashMap<>();
        private final java.util.Set<Integer> acted = new java.util.HashSet<>();
        private Map<Integer, Integer> totals;

        Tally(int first, int players) {
            this.first = first;
            this.players = players;
        }

        void acted(int seat) {
            acted.add(seat);
        }

        void event(JsonNode e, Instant at) {
            if (roundBegan == null) roundBegan = at;
            int player = e.path("player").asInt(-1);
            switch (e.path("type").asText()) {
                case "round_start" -> {
                    round = e.path("round").asInt();
                    rounds = Math.max(rounds, round + 1);
                    roundBegan = at;
                    plays = 0;
                    declared.clear();
                }
                case "play" -> {
                    plays++;
                    String verdict = e.path("verdict").asText();
                    if (verdict.equals("right")) count(player)[0]++;
                    if (verdict.equals("wrong")) count(player)[1]++;
                }
                case "guess" -> {
                    String verdict = e.path("verdict").asText();
                    if (verdict.equals("right")) {
                        count(player)[2]++;
                        found.computeIfAbsent(player, k -> new TreeMap<>()).putIfAbsent(round, foundNow(at));
                    }
                    if (verdict.equals("wrong")) count(player)[3]++;
                }
                case "prophet_declared" -> declared.put(player, foundNow(at));
                case "round_end" -> {
                    e.path("scores").fields().forEachRemaining(s ->
                            points.computeIfAbsent(Integer.parseInt(s.getKey()), k -> new TreeMap<>()).put(round, s.getValue().asInt()));
                    if (e.hasNonNull("prophet") && declared.containsKey(e.get("prophet").asInt())) {
                        int prophet = e.get("prophet").asInt();
                        found.computeIfAbsent(prophet, k -> new TreeMap<>()).putIfAbsent(round, declared.get(prophet));
                    }
                }
                case "game_end" -> {
                    totals = new HashMap<>();
                    e.path("totals").fields().forEachRemaining(s -> totals.put(Integer.parseInt(s.getKey()), s.getValue().asInt()));
                }
                default -> { }
            }
        }

        private Found foundNow(Instant at) {
            return new Found(plays, roundBegan == null ? Duration.ZERO : Duration.between(roundBegan, at));
        }

        private int[] count(int seat) {
            return counts.computeIfAbsent(seat, k -> new int[4]);
        }

        SessionSummary summary() {
            List<Seat> seats = new ArrayList<>();
            for (int s = first; s < players; s++) {
                Map<Integer, Integer> p = points.getOrDefault(s, Map.of());
                // The game's total once it is over (with any bonus it gives); before, the rounds' so far.
                Integer total = totals != null ? totals.get(s) : p.values().stream().mapToInt(Integer::intValue).sum();
                int[] c = counts.getOrDefault(s, new int[4]);
                seats.add(new Seat(s, p, total, c[0], c[1], c[2], c[3], found.getOrDefault(s, Map.of()), acted.contains(s)));
            }
            return new SessionSummary(rounds, seats);
        }
    }
}
