package eleusis.rules.ast;

public enum ArithOp {
    ADD("+"), SUB("-"), MUL("*"), MOD("mod");

    public final String symbol;

    ArithOp(String symbol) { this.symbol = symbol; }
}
