package eleusis.cards;

/** Hearts and diamonds are red, spades and clubs black. */
public enum CardColor {
    RED("red"), BLACK("black");

    private final String word;

    CardColor(String word) { this.word = word; }

    public String word() { return word; }
}
