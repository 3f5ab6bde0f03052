package eleusis.game.express;

import eleusis.game.Judge;
import eleusis.game.RuleGameSettings;
import java.util.List;

/**
 * The settings of Eleusis Express (John Golden, 2006). The sources leave the dealer's score, a
 * bonus for the guesser and the cost of a wrong guess open; the defaults here are the app's
 * choices (see the rules page), each a setting.
 *
 * @param players          seats, the dealer of each round included (3 to 8)
 * @param rounds           rounds to play; a full game has one per player
 * @param judges           the judge of each round, used in turn
 * @param handSize         cards dealt to each player (12)
 * @param wrongPlayPenalty cards drawn after a wrong card (1: the hand keeps its size)
 * @param noPlayPenalty    cards drawn after a wrong no-play (1)
 * @param noPlayShrink     a right no-play is answered with a hand this many cards smaller (1)
 * @param guessBonus       extra points for the player who guesses the rule (4, as an empty hand in Eleusis)
 * @param wrongGuessPenalty cards drawn after a wrong guess (1: guessing is cheap but not free)
 * @param lowStock         another deck is shuffled in when the stock holds this many cards or fewer
 * @param endWhenStockRunsOut instead of shuffling in a deck, end the round when the stock runs out
 * @param neverDealtBonus  points for each player who never dealt when a game ends early (10)
 * @param dealerRotates    the dealer passes to the left each round; false: seat 0 ("the house") deals every
 *                         round, the others play every round, and no never-dealt bonus is given
 * @param dealerScore      how the dealer scores from the players' scores (the highest, as in Eleusis)
 */
public record ExpressSettings(int players, int rounds, List<Judge> judges, int handSize, int wrongPlayPenalty,
                              int noPlayPenalty, int noPlayShrink, int guessBonus, int wrongGuessPenalty,
                              int lowStock, boolean endWhenStockRunsOut, int neverDealtBonus,
                              boolean dealerRotates, ExpressDealerScore dealerScore)
        implements RuleGameSettings<ExpressSettings> {
    public ExpressSettings {
        judges = List.copyOf(judges);
        RuleGameSettings.requirePlayable("Eleusis Express", players, rounds, judges);
        if (handSize < 1) throw new IllegalArgumentException("hands must hold at least one card");
        if (dealerScore == null) throw new IllegalArgumentException("the dealer's score needs a formula (highest or average)");
    }

    /** The settings as they were before the dealer's score was a setting: the dealer scores the highest. */
    public ExpressSettings(int players, int rounds, List<Judge> judges, int handSize, int wrongPlayPenalty,
                           int noPlayPenalty, int noPlayShrink, int guessBonus, int wrongGuessPenalty,
                           int lowStock, boolean endWhenStockRunsOut, int neverDealtBonus, boolean dealerRotates) {
        this(players, rounds, judges, handSize, wrongPlayPenalty, noPlayPenalty, noPlayShrink, guessBonus,
                wrongGuessPenalty, lowStock, endWhenStockRunsOut, neverDealtBonus, dealerRotates, ExpressDealerScore.HIGHEST);
    }

    public static ExpressSettings standard(int players, Judge judge) {
        return new ExpressSettings(players, players, List.of(judge), 12, 1, 1, 1, 4, 1, 0, false, 10, true,
                ExpressDealerScore.HIGHEST);
    }

    @Override
    public ExpressSettings withRounds(int r) {
        return new ExpressSettings(players, r, judges, handSize, wrongPlayPenalty, noPlayPenalty, noPlayShrink,
                guessBonus, wrongGuessPenalty, lowStock, endWhenStockRunsOut, neverDealtBonus, dealerRotates, dealerScore);
    }

    @Override
    public ExpressSettings withHandSize(int h) {
        return new ExpressSettings(players, rounds, judges, h, wrongPlayPenalty, noPlayPenalty, noPlayShrink,
                guessBonus, wrongGuessPenalty, lowStock, endWhenStockRunsOut, neverDealtBonus, dealerRotates, dealerScore);
    }

    @Override
    public ExpressSettings withDealerRotates(boolean rotates) {
        return new ExpressSettings(players, rounds, judges, handSize, wrongPlayPenalty, noPlayPenalty, noPlayShrink,
                guessBonus, wrongGuessPenalty, lowStock, endWhenStockRunsOut, neverDealtBonus, rotates, dealerScore);
    }

    public ExpressSettings withDealerScore(ExpressDealerScore score) {
        return new ExpressSettings(players, rounds, judges, handSize, wrongPlayPenalty, noPlayPenalty, noPlayShrink,
                guessBonus, wrongGuessPenalty, lowStock, endWhenStockRunsOut, neverDealtBonus, dealerRotates, score);
    }
}
