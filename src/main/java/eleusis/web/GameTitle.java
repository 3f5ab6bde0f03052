package eleusis.web;

import eleusis.game.GameType;
import eleusis.game.Games;

/** A game's name as people say it ("Eleusis Express"), the same on the console, the projector and the debrief. */
public final class GameTitle {
    private GameTitle() {}

    /** The game's title, or its id when no game of the catalogue has it (an old session's). */
    public static String of(String id) {
        return Games.find(id).map(GameType::title).orElse(id);
    }
}
