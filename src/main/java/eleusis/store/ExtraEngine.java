package eleusis.store;

import eleusis.game.Game;
import eleusis.game.Recorded;
import eleusis.game.elementa.ElementaAction;
import eleusis.game.elementa.ElementaBot;
import eleusis.game.elementa.ElementaGame;
import eleusis.game.elephant.ElephantAction;
import eleusis.game.elephant.ElephantBot;
import eleusis.game.elephant.ElephantGame;
import eleusis.game.palmera.PalmeraAction;
import eleusis.game.palmera.PalmeraBot;
import eleusis.game.palmera.PalmeraGame;
import java.util.List;
import java.util.function.Function;

/**
 * An extra mode at a class table: its settings and actions as its codec writes them, and computer
 * players for the seats no student takes. The three modes differ only in the functions given here.
 *
 * @param <A> the game's action type
 * @param <G> the game
 */
final class ExtraEngine<A, G extends Game<A>> implements Engine<A> {
    interface Start<G> {
        G start(String settingsJson, long seed);
    }

    interface Replay<A, G> {
        G replay(String settingsJson, long seed, List<Recorded<A>> actions);
    }

    interface Bot<A, G> {
        A act(long seed, G game, int seat);
    }

    static final ExtraEngine<ElephantAction, ElephantGame> ELEPHANT = new ExtraEngine<>(GameKind.ELEPHANT,
            ElephantAction.class, ElephantGame.class,
            (json, seed) -> ElephantGame.start(ElephantCodec.decodeSettings(json), seed),
            (json, seed, actions) -> ElephantGame.replay(ElephantCodec.decodeSettings(json), seed, actions),
            ElephantCodec::encode, ElephantCodec::decode, (seed, g, seat) -> new ElephantBot(seed).act(g, seat));

    static final ExtraEngine<ElementaAction, ElementaGame> ELEMENTA = new ExtraEngine<>(GameKind.ELEMENTA,
            ElementaAction.class, ElementaGame.class,
            (json, seed) -> ElementaGame.start(ElementaCodec.decodeSettings(json), seed),
            (json, seed, actions) -> ElementaGame.replay(ElementaCodec.decodeSettings(json), seed, actions),
            ElementaCodec::encode, ElementaCodec::decode, (seed, g, seat) -> new ElementaBot(seed).act(g, seat));

    static final ExtraEngine<PalmeraAction, PalmeraGame> PALMERA = new ExtraEngine<>(GameKind.PALMERA,
            PalmeraAction.class, PalmeraGame.class,
            (json, seed) -> PalmeraGame.start(PalmeraCodec.decodeSettings(json), seed),
            (json, seed, actions) -> PalmeraGame.replay(PalmeraCodec.decodeSettings(json), seed, actions),
            PalmeraCodec::encode, PalmeraCodec::decode, (seed, g, seat) -> new PalmeraBot(seed).act(g, seat));

    private final GameKind kind;
    private final Class<A> actionType;
    private final Class<G> gameType;
    private final Start<G> start;
    private final Replay<A, G> replay;
    private final Function<A, String> encode;
    private final Function<String, A> decode;
    private final Bot<A, G> bot;

    private ExtraEngine(GameKind kind, Class<A> actionType, Class<G> gameType, Start<G> start, Replay<A, G> replay,
                        Function<A, String> encode, Function<String, A> decode, Bot<A, G> bot) {
        this.kind = kind;
        this.actionType = actionType;
        this.gameType = gameType;
        this.start = start;
        this.replay = replay;
        this.encode = encode;
        this.decode = decode;
        this.bot = bot;
    }

    @Override public GameKind kind() { return kind; }

    @Override public Game<A> start(String settingsJson, long seed) { return start.start(settingsJson, seed); }

    @Override
    public Game<A> replay(String settingsJson, long seed, List<Recorded<A>> actions) {
        return replay.replay(settingsJson, seed, actions);
    }

    @Override public String encode(A action) { return encode.apply(action); }

    @Override public A decode(String json) { return decode.apply(json); }

    @Override public Class<A> actionType() { return actionType; }

    @Override public boolean hasComputerPlayers() { return true; }

    /** A fresh bot per move, seeded by the game and the moment, so a computer's play is repeatable and holds no memory. */
    @Override
    public A computerMove(Game<A> game, int seat) {
        return bot.act(Engine.moveSeed(game, seat), gameType.cast(game), seat);
    }
}
