package eleusis.game;

import java.util.List;

/**
 * The settings both rule games (Eleusis, Eleusis Express) have, with the same meaning: what
 * {@link RuleGameEngine} needs to deal rounds, rotate the dealer and end the game, and what the
 * catalogue ({@link RuleGameType}) sets for a class. Each game's settings record adds its own rules
 * of play.
 *
 * @param <S> the game's settings record itself
 */
public interface RuleGameSettings<S extends RuleGameSettings<S>> {
    /** Seats, the dealer of each round included (3 to 8). */
    int players();

    /** Rounds to play; a full game has one per player, so that everyone deals once. */
    int rounds();

    /** The judge of each round, used in turn (a secret rule, or the dealer by hand). */
    List<Judge> judges();

    /** Cards dealt to each player. */
    int handSize();

    /** Another deck is shuffled in when the stock holds this many cards or fewer. */
    int lowStock();

    /** Points for each player who never dealt when a game ends early. */
    int neverDealtBonus();

    /** The dealer passes to the left each round; false: seat 0 ("the house") deals every round. */
    boolean dealerRotates();

    /** The same settings with this many rounds. */
    S withRounds(int rounds);

    /** The same settings with this many cards dealt to each player. */
    S withHandSize(int handSize);

    /** The same settings with the dealer passing to the left each round, or seat 0 dealing every round. */
    S withDealerRotates(boolean rotates);

    /** The settings' judge of a round; the dealer may choose another when starting it (see NextRound). */
    default Judge judgeOfRound(int round) {
        return judges().get(round % judges().size());
    }

    /**
     * Refuses seats, rounds and judges no game of rounds can be played with, naming the game
     * ({@code "Eleusis"}, {@code "Eleusis Express"}) in the message.
     */
    static void requirePlayable(String game, int players, int rounds, List<Judge> judges) {
        if (players < 3 || players > 8) {
            throw new IllegalArgumentException(game + " needs 3 to 8 players (the dealer included), not " + players);
        }
        if (rounds < 1) throw new IllegalArgumentException("a game needs at least one round, not " + rounds);
        if (judges.isEmpty()) throw new IllegalArgumentException("a game needs a secret rule or a dealer who judges by hand");
    }
}
