package eleusis.game.elementa;

/** What a seat can do in Elementa: lay one card from the hand on the table (kind "play"). */
public sealed interface ElementaAction {
    /** The card by its id, as the seat's view shows it. */
    record Play(int card) implements ElementaAction {}
}
