package eleusis.game.express;

import eleusis.game.RuleGameContract;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The catalogue contract of Eleusis Express (see {@link RuleGameContract}): a card or a no-play's
 * hand waiting for the verdict of a dealer judging by hand is public; a guess is never listed. One
 * game in seven ends its rounds when the stock runs out.
 */
public final class ExpressContract extends RuleGameContract<ExpressSettings, ExpressAction, ExpressGame> {
    public ExpressContract() {
        super(ExpressType.TYPE, ExpressGame.class);
    }

    @Override
    public ExpressSettings settings(long seed) {
        Choice c = choice(seed);
        ExpressSettings s = classSettings(c);
        return new ExpressSettings(s.players(), s.rounds(), c.judges(), s.handSize(), s.wrongPlayPenalty(), s.noPlayPenalty(),
                s.noPlayShrink(), s.guessBonus(), s.wrongGuessPenalty(), s.lowStock(), c.random().nextInt(7) == 0,
                s.neverDealtBonus(), s.dealerRotates());
    }

    @Override
    protected List<Integer> onTable(ExpressGame g) {
        if (g.phase() != ExpressPhase.DEALER_VERDICT) return List.of();
        return g.pendingCard() >= 0 ? List.of(g.pendingCard()) : g.table().hand(g.actor());
    }

    /**
     * A guess at the rule: in the rule language, judged by the engine; in a round the dealer judges
     * by hand (always a random player's round), in words too.
     */
    @Override
    public List<ExpressAction> freeForm(ExpressGame g, int seat, SplittableRandom random) {
        if (!g.allowed(seat).contains("guess")) return List.of();
        String text = ExpressBot.HYPOTHESES.get(random.nextInt(ExpressBot.HYPOTHESES.size()));
        return List.of(new ExpressAction.Guess(text, g.judge().byHand() && random.nextBoolean()));
    }

    /** A guess is free text. */
    @Override
    public Set<String> unlisted() {
        return Set.of("guess");
    }

    /** A verdict may name a card where none is taken: the engine ignores it. */
    @Override
    public Set<String> moreFormsThanListed() {
        return Set.of("verdict");
    }
}
