package eleusis.game;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;

/**
 * One seeded game of a game of the catalogue, played to its end by a mix of the game's own
 * simulated players ({@link GameType#simulation}) and random players, who choose uniformly among
 * {@link Game#legalActions} (and one time in six, where the game's contract offers some, among
 * actions with a free-form part: a string of cards, a guess): in a quarter of the games every seat
 * is simulated, in a quarter every seat plays at random, in the others each seat is one or the
 * other by the seed. In one game in
 * four, before each move, a 1-in-40 chance that a seat takes an action it may take without being
 * waited for (the dealer ends the round); a random player never takes one otherwise. The same
 * contract and seed always give the same game.
 *
 * @param <A> the game's action type
 */
public final class Playout<S, A> {
    /** A move: who, what, and whether the game's simulated player chose it (else a random player did). */
    public record Move<A>(int seat, A action, boolean simulated) {}

    static final int INTERRUPTION_ODDS = 40;
    private static final Map<Class<?>, String> KINDS = new ConcurrentHashMap<>();

    private final GameContract<S, A, ?> contract;
    private final GameType<S, A> type;
    private final S settings;
    private final long seed;
    private final Game<A> game;
    /** The kinds of action taken without being waited for, in a game that takes them; else none. */
    private final Set<String> interruptions;
    private final GameType.SimulatedPlayers<A> simulated;
    private final boolean[] simulatedSeat;
    private final SplittableRandom random;
    private BiFunction<Game<A>, Integer, A> special = (g, seat) -> null;

    public Playout(GameContract<S, A, ?> contract, long seed) {
        this(contract, contract.settings(seed), seed);
    }

    public Playout(GameContract<S, A, ?> contract, S settings, long seed) {
        this.contract = contract;
        this.type = contract.type();
        this.settings = settings;
        this.seed = seed;
        this.game = type.start(settings, seed);
        this.random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 17);
        this.interruptions = random.nextInt(4) == 0 ? contract.interruptions() : Set.of();
        int mix = (int) Math.floorMod(seed, 4L);
        boolean any = contract.simulated(settings) && mix != 0 && Math.floorMod(seed, (long) contract.simulatedEvery()) == 0;
        this.simulated = any ? type.simulation(settings, seed) : null;
        this.simulatedSeat = new boolean[game.players()];
        for (int s = 0; s < simulatedSeat.length; s++) simulatedSeat[s] = any && (mix == 1 || random.nextBoolean());
    }

    /**
     * Lets a test make some moves itself: asked first for the seat waited for, it returns the move, or
     * null to leave it to the players.
     */
    public Playout<S, A> choosing(BiFunction<Game<A>, Integer, A> special) {
        this.special = special;
        return this;
    }

    public Game<A> game() { return game; }

    /** Whether the game's simulated player plays this seat (else a random player does). */
    public boolean simulated(int seat) { return simulatedSeat[seat]; }

    public S settings() { return settings; }

    public long seed() { return seed; }

    public GameType<S, A> type() { return type; }

    /** The game, its seed and players, for messages. */
    public String describe() {
        return type.id() + " seed " + seed + " (" + game.players() + " players)";
    }

    /** The kind of an action, as its codec writes it ("play", "end_turn"...). */
    public static <A> String kind(GameType<?, A> type, A action) {
        return KINDS.computeIfAbsent(action.getClass(), c -> Views.parse(type.encode(action)).get("kind").asText());
    }

    public String kind(A action) {
        return kind(type, action);
    }

    /** The next move; the game is not over. */
    public Move<A> next() {
        if (!interruptions.isEmpty() && random.nextInt(INTERRUPTION_ODDS) == 0) {
            List<Move<A>> own = new ArrayList<>();
            for (int s = 0; s < game.players(); s++) {
                for (A a : game.legalActions(s)) if (interruptions.contains(kind(a))) own.add(new Move<>(s, a, false));
            }
            if (!own.isEmpty()) return own.get(random.nextInt(own.size()));
        }
        List<Integer> waiting = game.waitingFor();
        if (waiting.isEmpty()) fail(describe() + ": a game not over waits for nobody");
        int seat = waiting.get(random.nextInt(waiting.size()));
        A chosen = special.apply(game, seat);
        if (chosen != null) return new Move<>(seat, chosen, false);
        if (simulatedSeat[seat]) return new Move<>(seat, simulated.act(game, seat), true);
        List<A> free = freeForm(contract, game, seat, random);
        if (!free.isEmpty() && random.nextInt(6) == 0) return new Move<>(seat, free.get(random.nextInt(free.size())), false);
        List<A> legal = game.legalActions(seat);
        List<A> usual = legal.stream().filter(a -> !contract.interruptions().contains(kind(a))).toList();
        List<A> from = usual.isEmpty() ? legal : usual;
        if (from.isEmpty()) fail(describe() + ": seat " + seat + " is waited for but has no legal action");
        return new Move<>(seat, from.get(random.nextInt(from.size())), false);
    }

    private static <S, A, G extends Game<A>> List<A> freeForm(GameContract<S, A, G> c, Game<A> g, int seat, SplittableRandom r) {
        return c.freeForm(c.game(g), seat, r);
    }

    /** Applies a move, which must be accepted; returns its events. */
    public List<GameEvent> apply(Move<A> move) {
        Outcome o = game.apply(move.seat(), move.action());
        if (o instanceof Outcome.Refused r) {
            fail(describe() + ", action " + (game.history().size() + 1) + ": seat " + move.seat() + " " + move.action()
                    + (move.simulated() ? " (simulated player)" : " (random player)") + " was refused: " + r.refusal());
        }
        return ((Outcome.Applied) o).events();
    }

    /** Plays one move; false when the game was over already. Fails past {@code maxActions}. */
    public boolean step(int maxActions) {
        if (game.over()) return false;
        if (game.history().size() >= maxActions) fail(describe() + ": no end after " + maxActions + " actions");
        apply(next());
        return true;
    }
}
