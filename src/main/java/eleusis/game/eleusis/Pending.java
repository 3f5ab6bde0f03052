package eleusis.game.eleusis;

import java.util.List;

/**
 * A play waiting for the prophet's call or the dealer's verdict. The cards stay in the hand until
 * the verdict, so that every card is always in exactly one place.
 *
 * @param cards       the ids played, in order; for a no-play, the hand shown
 * @param noPlay      whether this is a no-play declaration
 * @param prophetCall the prophet's call once made (null before, or with no prophet)
 * @param prophetCard on a no-play the prophet called wrong, the card the prophet put forward
 */
record Pending(int player, List<Integer> cards, boolean noPlay, Boolean prophetCall, Integer prophetCard) {
    Pending withCall(boolean call, Integer card) {
        return new Pending(player, cards, noPlay, call, card);
    }
}
