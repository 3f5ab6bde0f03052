package eleusis.game.elephant;

/**
 * A porcelain card: one of the 40 of the shop, or a start card (then {@code start} is its pair's
 * numeral, I to V). Cards of the same colour and value are worth the same; the id tells them apart.
 */
public record Porcelain(int id, ElephantColour colour, int value, String start) {
    /** "red 5", as events and pages show it. */
    public String face() {
        return colour.word() + " " + value;
    }
}
