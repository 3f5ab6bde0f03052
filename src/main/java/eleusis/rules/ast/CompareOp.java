package eleusis.rules.ast;

public enum CompareOp {
    EQ("=="), NE("!="), LT("<"), LE("<="), GT(">"), GE(">=");

    public final String symbol;

    CompareOp(String symbol) { this.symbol = symbol; }

    public boolean isOrdering() { return this != EQ && this != NE; }

    public boolean test(int a, int b) {
        return switch (this) {
            case EQ -> a == b;
            case NE -> a != b;
            case LT -> a < b;
            case LE -> a <= b;
            case GT -> a > b;
            case GE -> a >= b;
        };
    }
}
