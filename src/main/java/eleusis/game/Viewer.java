package eleusis.game;

/** Who looks at a game: a player in a seat, the dealer's judging seat, or a spectator (the projector). */
public sealed interface Viewer permits Viewer.Player, Viewer.Spectator {
    record Player(int seat) implements Viewer {}

    record Spectator() implements Viewer {}
}
