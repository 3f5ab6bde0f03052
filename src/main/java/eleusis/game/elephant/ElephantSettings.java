package eleusis.game.elephant;

/**
 * The settings of Der Elefant im Porzellanladen. The texts leave these points open; the standard
 * values are the app's choices (see the rules page).
 *
 * @param players          3 to 5
 * @param firstPlayer      the seat that starts ("the clumsiest player"), or -1 to draw it from the seed
 * @param startPairsByLot  the start pairs I..N are dealt to the seats by lot; false: seat s gets pair s + 1
 * @param pushWhenForced   the push card may be played by a player who would have to take an elephant
 *                         (no money) or to buy (two money); false (the standard, as both texts say
 *                         such a player "must" take an elephant or buy): only with one money, a free choice
 * @param autoScoring      at each scoring every player gets the unused scoring type worth the most
 *                         now, instead of choosing (for quick games)
 */
public record ElephantSettings(int players, int firstPlayer, boolean startPairsByLot, boolean pushWhenForced,
                               boolean autoScoring) {
    public static final int MIN_PLAYERS = 3;
    public static final int MAX_PLAYERS = 5;

    public ElephantSettings {
        if (players < MIN_PLAYERS || players > MAX_PLAYERS) {
            throw new IllegalArgumentException("Der Elefant im Porzellanladen needs 3 to 5 players, not " + players);
        }
        if (firstPlayer < -1 || firstPlayer >= players) {
            throw new IllegalArgumentException("the first player must be a seat from 0 to " + (players - 1)
                    + ", or -1 to draw one by lot, not " + firstPlayer);
        }
    }

    public static ElephantSettings standard(int players) {
        return new ElephantSettings(players, -1, true, false, false);
    }

    public ElephantSettings withFirstPlayer(int seat) {
        return new ElephantSettings(players, seat, startPairsByLot, pushWhenForced, autoScoring);
    }

    public ElephantSettings withPushWhenForced(boolean allowed) {
        return new ElephantSettings(players, firstPlayer, startPairsByLot, allowed, autoScoring);
    }

    public ElephantSettings withAutoScoring(boolean automatic) {
        return new ElephantSettings(players, firstPlayer, startPairsByLot, pushWhenForced, automatic);
    }

    public ElephantSettings withStartPairsByLot(boolean byLot) {
        return new ElephantSettings(players, firstPlayer, byLot, pushWhenForced, autoScoring);
    }
}
