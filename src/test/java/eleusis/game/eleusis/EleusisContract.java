package eleusis.game.eleusis;

import eleusis.game.RuleGameContract;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/** The catalogue contract of Eleusis (see {@link RuleGameContract}); a play waiting for a call or a verdict is public. */
public final class EleusisContract extends RuleGameContract<EleusisSettings, EleusisAction, EleusisGame> {
    public EleusisContract() {
        super(EleusisType.TYPE, EleusisGame.class);
    }

    @Override
    public EleusisSettings settings(long seed) {
        Choice c = choice(seed);
        EleusisSettings s = classSettings(c);
        return new EleusisSettings(s.players(), s.rounds(), c.judges(), s.handSize(), s.maxString(), s.penaltyPerCard(),
                s.noPlayPenalty(), s.noPlayShrink(), s.prophetPenalty(), s.markerEvery(), s.suddenDeathMarkers(), s.lowStock(),
                s.emptyHandBonus(), s.neverDealtBonus(), s.overthrowSparesNoPlay(), s.dealerRotates());
    }

    @Override
    protected List<Integer> onTable(EleusisGame g) {
        return g.pending() == null || g.phase() == Phase.AFTER_PLAY ? List.of() : g.pending().cards();
    }

    /** A string of two cards or more, in an order drawn by lot. */
    @Override
    public List<EleusisAction> freeForm(EleusisGame g, int seat, SplittableRandom random) {
        List<Integer> hand = new ArrayList<>(g.table().hand(seat));
        if (!g.allowed(seat).contains("play") || hand.size() < 2 || g.settings().maxString() < 2) return List.of();
        int length = 2 + random.nextInt(Math.min(hand.size(), g.settings().maxString()) - 1);
        List<Integer> cards = new ArrayList<>();
        for (int i = 0; i < length; i++) cards.add(hand.remove(random.nextInt(hand.size())));
        return List.of(new EleusisAction.Play(cards));
    }

    /** A call or a verdict may name a card where none is taken: the engine ignores it. */
    @Override
    public Set<String> moreFormsThanListed() {
        return Set.of("verdict", "prophet_call");
    }
}
