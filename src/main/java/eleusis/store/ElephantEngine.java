package eleusis.store;

import eleusis.game.Game;
import eleusis.game.Recorded;
import eleusis.game.elephant.ElephantAction;
import eleusis.game.elephant.ElephantBot;
import eleusis.game.elephant.ElephantGame;
import java.util.List;

/** Elephant at a class table: its settings and actions as ElephantCodec writes them; computer players fill empty seats. */
final class ElephantEngine implements Engine<ElephantAction> {
    static final ElephantEngine INSTANCE = new ElephantEngine();

    private ElephantEngine() {}

    @Override public GameKind kind() { return GameKind.ELEPHANT; }

    @Override
    public Game<ElephantAction> start(String settingsJson, long seed) {
        return ElephantGame.start(ElephantCodec.decodeSettings(settingsJson), seed);
    }

    @Override
    public Game<ElephantAction> replay(String settingsJson, long seed, List<Recorded<ElephantAction>> actions) {
        return ElephantGame.replay(ElephantCodec.decodeSettings(settingsJson), seed, actions);
    }

    @Override public String encode(ElephantAction action) { return ElephantCodec.encode(action); }

    @Override public ElephantAction decode(String json) { return ElephantCodec.decode(json); }

    @Override public Class<ElephantAction> actionType() { return ElephantAction.class; }

    @Override public boolean hasComputerPlayers() { return true; }

    /** A fresh bot per move, seeded by the game and the moment, so a computer's play is repeatable and holds no memory. */
    @Override
    public ElephantAction computerMove(Game<ElephantAction> game, int seat) {
        long seed = game.seed() * 1_000_003L + game.history().size() * 31L + seat;
        return new ElephantBot(seed).act((ElephantGame) game, seat);
    }
}
