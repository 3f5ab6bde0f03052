package eleusis.game.elephant;

/** The three colours of porcelain; {@link #word()} is how the data file, the JSON and the page spell them. */
public enum ElephantColour {
    RED, GREEN, BLUE;

    public String word() {
        return name().toLowerCase();
    }

    /** The colour spelled {@code word}, or null. */
    public static ElephantColour of(String word) {
        for (ElephantColour c : values()) if (c.word().equals(word)) return c;
        return null;
    }
}
