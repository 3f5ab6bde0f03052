package eleusis.rules.check;

/** The kinds of value in a rule; the words are how messages name them. */
public enum Type {
    BOOL("a condition (true or false)"), INT("a number"), SUIT("a suit"), COLOR("a colour"), CARD("a card");

    public final String described;

    Type(String described) { this.described = described; }
}
