package eleusis.game.elementa;

/**
 * The settings of Elementa. The text leaves some points open; the defaults are the app's choices
 * (see the rules page), each a setting.
 *
 * @param players         always 4: two partnerships, partners opposite (seats 0 and 2, seats 1 and 3)
 * @param dealer          the dealer's seat, or null to draw the dealer from the game's seed; a
 *                        series of games passes {@link ElementaGame#nextDealer()} here so the deal rotates
 * @param handSize        cards dealt to each player, one at a time (3, as the text says)
 * @param relicsBreakTies equal points: the team with more relics wins (true), or the game is a draw (false)
 * @param showCaptured    captured cards lie face down (false: views show only how many, and the
 *                        relics), or face up as a teaching aid (true: each team's captured cards are listed)
 */
public record ElementaSettings(int players, Integer dealer, int handSize, boolean relicsBreakTies, boolean showCaptured) {
    public ElementaSettings {
        if (players != ElementaGame.PLAYERS) {
            throw new IllegalArgumentException("Elementa is played by exactly 4 players in two partnerships, not " + players);
        }
        if (dealer != null && (dealer < 0 || dealer >= players)) {
            throw new IllegalArgumentException("the dealer must be one of the seats 0 to 3, not " + dealer);
        }
        int most = ElementaDeck.size() / players;
        if (handSize < 1 || handSize > most) {
            throw new IllegalArgumentException("a hand holds 1 to " + most + " cards, not " + handSize);
        }
    }

    public static ElementaSettings standard(int players) {
        return new ElementaSettings(players, null, 3, true, false);
    }

    public ElementaSettings withDealer(Integer d) {
        return new ElementaSettings(players, d, handSize, relicsBreakTies, showCaptured);
    }

    public ElementaSettings withHandSize(int h) {
        return new ElementaSettings(players, dealer, h, relicsBreakTies, showCaptured);
    }

    public ElementaSettings withRelicsBreakTies(boolean b) {
        return new ElementaSettings(players, dealer, handSize, b, showCaptured);
    }

    public ElementaSettings withShowCaptured(boolean b) {
        return new ElementaSettings(players, dealer, handSize, relicsBreakTies, b);
    }
}
