package eleusis.game.elephant;

import java.util.List;

/**
 * Everything the shuffle decides: the order of the porcelain (top first; a score card goes under
 * every 10), the order of the elephants (top first), the start pair of each seat (0 = pair I) and
 * the first player. Tests start from a fixed deal so that every figure can be worked out by hand.
 */
record ElephantDeal(List<Integer> porcelain, List<Integer> elephants, List<Integer> pairOfSeat, int firstPlayer) {
    ElephantDeal {
        porcelain = List.copyOf(porcelain);
        elephants = List.copyOf(elephants);
        pairOfSeat = List.copyOf(pairOfSeat);
    }
}
