package eleusis.scientist.solo;

/** A solo game's settings: turns at most, cards in hand, whether a wrong guess gets a counterexample. */
public record Settings(int turns, int hand, boolean counterexamples) {
    public static final Settings STANDARD = new Settings(30, 12, false);

    public Settings {
        if (turns < 1) throw new IllegalArgumentException("a game needs at least one turn, not " + turns);
        if (hand < 1) throw new IllegalArgumentException("a hand needs at least one card, not " + hand);
    }
}
