package eleusis.store;

import eleusis.game.Game;
import eleusis.game.Recorded;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressGame;
import java.util.List;

/** What storage needs to know of a kind of game: how to start and replay it, how its actions read and write. */
interface Engine<A> {
    GameKind kind();

    Game<A> start(String settingsJson, long seed);

    Game<A> replay(String settingsJson, long seed, List<Recorded<A>> actions);

    String encode(A action);

    A decode(String json);

    Class<A> actionType();

    /** Whether the computer can play a seat of this game ({@link #computerMove}). */
    default boolean hasComputerPlayers() {
        return false;
    }

    /** The computer player's move for the seat the game waits for; null if it has none to make (a person must act). */
    default A computerMove(Game<A> game, int seat) {
        throw new UnsupportedOperationException(kind().id() + " has no computer players");
    }

    /** A seed of its own for every computer move, so a replayed game makes the same moves. */
    static long moveSeed(Game<?> g, int seat) {
        return g.seed() * 1_000_003L + g.history().size() * 31L + seat;
    }

    static Engine<?> of(GameKind kind) {
        return switch (kind) {
            case ELEUSIS -> ELEUSIS;
            case EXPRESS -> EXPRESS;
            case ELEPHANT -> ExtraEngine.ELEPHANT;
            case ELEMENTA -> ExtraEngine.ELEMENTA;
            case PALMERA -> ExtraEngine.PALMERA;
        };
    }

    Engine<EleusisAction> ELEUSIS = new Engine<>() {
        @Override public GameKind kind() { return GameKind.ELEUSIS; }

        @Override
        public Game<EleusisAction> start(String settingsJson, long seed) {
            return EleusisGame.start(ActionCodec.decodeEleusisSettings(settingsJson), seed);
        }

        @Override
        public Game<EleusisAction> replay(String settingsJson, long seed, List<Recorded<EleusisAction>> actions) {
            return EleusisGame.replay(ActionCodec.decodeEleusisSettings(settingsJson), seed, actions);
        }

        @Override public String encode(EleusisAction action) { return ActionCodec.encode(action); }

        @Override public EleusisAction decode(String json) { return ActionCodec.decodeEleusis(json); }

        @Override public Class<EleusisAction> actionType() { return EleusisAction.class; }

        @Override public boolean hasComputerPlayers() { return true; }

        @Override
        public EleusisAction computerMove(Game<EleusisAction> game, int seat) {
            return StandIns.eleusis(game, seat, moveSeed(game, seat));
        }
    };

    Engine<ExpressAction> EXPRESS = new Engine<>() {
        @Override public GameKind kind() { return GameKind.EXPRESS; }

        @Override
        public Game<ExpressAction> start(String settingsJson, long seed) {
            return ExpressGame.start(ActionCodec.decodeExpressSettings(settingsJson), seed);
        }

        @Override
        public Game<ExpressAction> replay(String settingsJson, long seed, List<Recorded<ExpressAction>> actions) {
            return ExpressGame.replay(ActionCodec.decodeExpressSettings(settingsJson), seed, actions);
        }

        @Override public String encode(ExpressAction action) { return ActionCodec.encode(action); }

        @Override public ExpressAction decode(String json) { return ActionCodec.decodeExpress(json); }

        @Override public Class<ExpressAction> actionType() { return ExpressAction.class; }

        @Override public boolean hasComputerPlayers() { return true; }

        @Override
        public ExpressAction computerMove(Game<ExpressAction> game, int seat) {
            return StandIns.express(game, seat, moveSeed(game, seat));
        }
    };
}
