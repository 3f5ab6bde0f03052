package eleusis.cards;

/** The four suits, in the order the card notation and the rule language list them. */
public enum Suit {
    SPADES('S', "spades", CardColor.BLACK),
    HEARTS('H', "hearts", CardColor.RED),
    DIAMONDS('D', "diamonds", CardColor.RED),
    CLUBS('C', "clubs", CardColor.BLACK);

    private final char letter;
    private final String word;
    private final CardColor color;

    Suit(char letter, String word, CardColor color) {
        this.letter = letter;
        this.word = word;
        this.color = color;
    }

    public char letter() { return letter; }

    /** The plural name used in rules and in English: "hearts". */
    public String word() { return word; }

    public CardColor color() { return color; }

    public static Suit fromLetter(char c) {
        for (Suit s : values()) {
            if (s.letter == Character.toUpperCase(c)) return s;
        }
        return null;
    }
}
