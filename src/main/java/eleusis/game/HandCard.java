package eleusis.game;

/** A card of a seat's hand as the seat's view shows it (Eleusis, Eleusis Express): its id and notation. */
public interface HandCard {
    int id();

    /** The card's notation, like "10H". */
    String card();
}
