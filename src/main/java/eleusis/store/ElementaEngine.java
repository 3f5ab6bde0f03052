package eleusis.store;

import eleusis.game.Game;
import eleusis.game.Recorded;
import eleusis.game.elementa.ElementaAction;
import eleusis.game.elementa.ElementaBot;
import eleusis.game.elementa.ElementaGame;
import java.util.List;

/** Elementa at a class table: its settings and actions as ElementaCodec writes them; computer players fill empty seats. */
final class ElementaEngine implements Engine<ElementaAction> {
    static final ElementaEngine INSTANCE = new ElementaEngine();

    private ElementaEngine() {}

    @Override public GameKind kind() { return GameKind.ELEMENTA; }

    @Override
    public Game<ElementaAction> start(String settingsJson, long seed) {
        return ElementaGame.start(ElementaCodec.decodeSettings(settingsJson), seed);
    }

    @Override
    public Game<ElementaAction> replay(String settingsJson, long seed, List<Recorded<ElementaAction>> actions) {
        return ElementaGame.replay(ElementaCodec.decodeSettings(settingsJson), seed, actions);
    }

    @Override public String encode(ElementaAction action) { return ElementaCodec.encode(action); }

    @Override public ElementaAction decode(String json) { return ElementaCodec.decode(json); }

    @Override public Class<ElementaAction> actionType() { return ElementaAction.class; }

    @Override public boolean hasComputerPlayers() { return true; }

    /** A fresh bot per move, seeded by the game and the moment, so a computer's play is repeatable and holds no memory. */
    @Override
    public ElementaAction computerMove(Game<ElementaAction> game, int seat) {
        long seed = game.seed() * 1_000_003L + game.history().size() * 31L + seat;
        return new ElementaBot(seed).act((ElementaGame) game, seat);
    }
}
