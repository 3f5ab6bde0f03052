package eleusis.game.elementa;

/**
 * One card of the Elementa deck, as the deck file lists it.
 *
 * @param id   the card's position in the deck file, from 0; actions and views name cards by it
 * @param code a short name: {@code wood3}, {@code relic2}
 * @param suit one of the five regular suits, or {@code relic}
 * @param base the base value 1..7, or null for a relic (which has none)
 */
public record ElementaCard(int id, String code, String suit, Integer base) {
    public static final String RELIC = "relic";

    public boolean relic() {
        return base == null;
    }
}
