package eleusis.game.eleusis;

import eleusis.game.Judge;
import eleusis.game.RuleGameSettings;
import java.util.List;

/**
 * The settings of a game of Eleusis (New Eleusis, Abbott 1977), with the standard values of the
 * rules page as defaults. Each is a setting because a class could reasonably want it otherwise.
 *
 * @param players              seats, the dealer of each round included (3 to 8)
 * @param rounds               rounds to play; a full game has one per player, so that everyone deals once
 * @param judges               the judge of each round, used in turn (a secret rule, or the dealer by hand)
 * @param handSize             cards dealt to each player (14)
 * @param maxString            longest string of cards in one play (4)
 * @param penaltyPerCard       cards drawn per card of a wrong play (2)
 * @param noPlayPenalty        cards drawn for a wrong no-play (5)
 * @param noPlayShrink         a right no-play is answered with a hand this many cards smaller (4)
 * @param prophetPenalty       cards an overthrown prophet draws (5)
 * @param markerEvery          a marker on every this-many-th card played (10)
 * @param suddenDeathMarkers   sudden death after this many markers (4)
 * @param lowStock             another deck is shuffled in when the stock holds this many cards or fewer (4)
 * @param emptyHandBonus       extra points for a player with no cards left (4)
 * @param neverDealtBonus      points for each player who never dealt when a game ends early (10)
 * @param overthrowSparesNoPlay when a prophet is overthrown over a wrong no-play, the player draws no
 *                             penalty (as for a play); false: the usual no-play penalty applies
 * @param dealerRotates        the dealer passes to the left each round (the game as written); false: seat 0
 *                             deals every round (in a classroom, "the house": the teacher, judging by rule
 *                             or by hand), the others play every round, and nobody gets the never-dealt
 *                             bonus, since nobody but seat 0 ever deals by design
 */
public record EleusisSettings(int players, int rounds, List<Judge> judges, int handSize, int maxString,
                              int penaltyPerCard, int noPlayPenalty, int noPlayShrink, int prophetPenalty,
                              int markerEvery, int suddenDeathMarkers, int lowStock, int emptyHandBonus,
                              int neverDealtBonus, boolean overthrowSparesNoPlay, boolean dealerRotates)
        implements RuleGameSettings<EleusisSettings> {
    public EleusisSettings {
        judges = List.copyOf(judges);
        RuleGameSettings.requirePlayable("Eleusis", players, rounds, judges);
        if (handSize < 1 || maxString < 1 || markerEvery < 1) throw new IllegalArgumentException("sizes must be positive");
    }

    /** The standard game: everyone deals once. */
    public static EleusisSettings standard(int players, Judge judge) {
        return new EleusisSettings(players, players, List.of(judge), 14, 4, 2, 5, 4, 5, 10, 4, 4, 4, 10, true, true);
    }

    @Override
    public EleusisSettings withRounds(int r) {
        return new EleusisSettings(players, r, judges, handSize, maxString, penaltyPerCard, noPlayPenalty, noPlayShrink,
                prophetPenalty, markerEvery, suddenDeathMarkers, lowStock, emptyHandBonus, neverDealtBonus,
                overthrowSparesNoPlay, dealerRotates);
    }

    @Override
    public EleusisSettings withHandSize(int h) {
        return new EleusisSettings(players, rounds, judges, h, maxString, penaltyPerCard, noPlayPenalty, noPlayShrink,
                prophetPenalty, markerEvery, suddenDeathMarkers, lowStock, emptyHandBonus, neverDealtBonus,
                overthrowSparesNoPlay, dealerRotates);
    }

    @Override
    public EleusisSettings withDealerRotates(boolean rotates) {
        return new EleusisSettings(players, rounds, judges, handSize, maxString, penaltyPerCard, noPlayPenalty, noPlayShrink,
                prophetPenalty, markerEvery, suddenDeathMarkers, lowStock, emptyHandBonus, neverDealtBonus,
                overthrowSparesNoPlay, rotates);
    }
}
