package eleusis.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The catalogue entry of an extra mode (a card game without a secret rule played at a class
 * table): a fixed range of players, the standard settings for that many, its codecs, and a bot
 * that plays every seat no student has taken. The modes differ only in what is given here.
 *
 * @param <S> the mode's settings
 * @param <A> its action type
 * @param <G> its game
 */
public final class ExtraModeType<S, A, G extends Game<A>> implements GameType<S, A> {
    /** The parts of a mode, each a function of its own. */
    public record Parts<S, A, G>(String id, String title, int minPlayers, int maxPlayers, Class<A> actionType,
                                 Class<G> gameType, IntFunction<S> standard, Function<S, String> encodeSettings,
                                 Function<String, S> decodeSettings, Function<A, String> encode,
                                 Function<JsonNode, A> decode, Start<S, G> start,
                                 java.util.function.LongFunction<Bot<A, G>> bot) {}

    public interface Start<S, G> {
        G start(S settings, long seed);
    }

    /** A mode's bot, made from a seed: it decides from the seat's own view. */
    public interface Bot<A, G> {
        A act(G game, int seat);
    }

    private final Parts<S, A, G> parts;

    public ExtraModeType(Parts<S, A, G> parts) {
        this.parts = parts;
    }

    @Override public String id() { return parts.id(); }

    @Override public String title() { return parts.title(); }

    @Override public boolean secretRule() { return false; }

    @Override public int minStudents() { return parts.minPlayers(); }

    @Override public int maxStudents() { return parts.maxPlayers(); }

    /** The standard game for the number of players; a mode has no secret rule and its own rounds. */
    @Override
    public S settings(Setup setup) {
        return parts.standard().apply(setup.players());
    }

    @Override public String encodeSettings(S settings) { return parts.encodeSettings().apply(settings); }

    @Override public S decodeSettings(String json) { return parts.decodeSettings().apply(json); }

    @Override public Class<A> actionType() { return parts.actionType(); }

    @Override public String encode(A action) { return parts.encode().apply(action); }

    @Override public A decode(JsonNode json) { return parts.decode().apply(json); }

    @Override public G start(S settings, long seed) { return parts.start().start(settings, seed); }

    /** Nobody deals for the class: every seat is a player's. */
    @Override public boolean houseDeals(S settings) { return false; }

    @Override
    public ComputerPlayer<A> computerPlayer() {
        // Made afresh for each move with the move's seed: it holds no memory, so a replay makes the same moves.
        return (game, seat, seed) -> parts.bot().apply(seed).act(parts.gameType().cast(game), seat);
    }

    /** Every seat no student takes is the computer's from the start: the modes need their players. */
    @Override public boolean computerFillsSeats() { return true; }

    /** A bot per seat for the whole game, seeded from the game's seed and the seat. */
    @Override
    public SimulatedPlayers<A> simulation(S settings, long seed) {
        java.util.Map<Integer, Bot<A, G>> bots = new java.util.HashMap<>();
        return (game, seat) -> bots.computeIfAbsent(seat, s -> parts.bot().apply(seed * 31 + 7 + s))
                .act(parts.gameType().cast(game), seat);
    }

    @Override public String screen() { return "games/" + parts.id() + ".js"; }
}
