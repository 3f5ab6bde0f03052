package eleusis.store;

import eleusis.game.Game;
import eleusis.game.Recorded;
import eleusis.game.palmera.PalmeraAction;
import eleusis.game.palmera.PalmeraBot;
import eleusis.game.palmera.PalmeraGame;
import java.util.List;

/** Palmera at a class table: its settings and actions as PalmeraCodec writes them; computer players fill empty seats. */
final class PalmeraEngine implements Engine<PalmeraAction> {
    static final PalmeraEngine INSTANCE = new PalmeraEngine();

    private PalmeraEngine() {}

    @Override public GameKind kind() { return GameKind.PALMERA; }

    @Override
    public Game<PalmeraAction> start(String settingsJson, long seed) {
        return PalmeraGame.start(PalmeraCodec.decodeSettings(settingsJson), seed);
    }

    @Override
    public Game<PalmeraAction> replay(String settingsJson, long seed, List<Recorded<PalmeraAction>> actions) {
        return PalmeraGame.replay(PalmeraCodec.decodeSettings(settingsJson), seed, actions);
    }

    @Override public String encode(PalmeraAction action) { return PalmeraCodec.encode(action); }

    @Override public PalmeraAction decode(String json) { return PalmeraCodec.decode(json); }

    @Override public Class<PalmeraAction> actionType() { return PalmeraAction.class; }

    @Override public boolean hasComputerPlayers() { return true; }

    /** A fresh bot per move, seeded by the game and the moment, so a computer's play is repeatable and holds no memory. */
    @Override
    public PalmeraAction computerMove(Game<PalmeraAction> game, int seat) {
        long seed = game.seed() * 1_000_003L + game.history().size() * 31L + seat;
        return new PalmeraBot(seed).act((PalmeraGame) game, seat);
    }
}
