package eleusis.game.eleusis;

import eleusis.game.GameType;
import eleusis.game.Judge;
import eleusis.game.RuleGameContract;
import eleusis.game.Table;
import java.util.List;
import java.util.Set;

/** The catalogue contract of Eleusis (see {@link RuleGameContract}); a play waiting for a call or a verdict is public. */
public final class EleusisContract extends RuleGameContract<EleusisSettings, EleusisAction, EleusisGame> {
    public EleusisContract() {
        super(EleusisType.TYPE, EleusisGame.class);
    }

    @Override
    public EleusisSettings settings(long seed) {
        Choice c = choice(seed);
        EleusisSettings s = EleusisType.TYPE.settings(new GameType.Setup(c.players(), c.rounds(), c.judges().get(0), c.houseDeals()));
        if (c.handSize() != null) s = s.withHandSize(c.handSize());
        return new EleusisSettings(s.players(), s.rounds(), c.judges(), s.handSize(), s.maxString(), s.penaltyPerCard(),
                s.noPlayPenalty(), s.noPlayShrink(), s.prophetPenalty(), s.markerEvery(), s.suddenDeathMarkers(), s.lowStock(),
                s.emptyHandBonus(), s.neverDealtBonus(), s.overthrowSparesNoPlay(), s.dealerRotates());
    }

    @Override protected Table table(EleusisGame g) { return g.table(); }

    @Override protected int dealer(EleusisGame g) { return g.dealer(); }

    @Override protected List<Judge> judges(EleusisSettings settings) { return settings.judges(); }

    @Override
    protected List<Integer> onTable(EleusisGame g) {
        return g.pending() == null || g.phase() == Phase.AFTER_PLAY ? List.of() : g.pending().cards();
    }

    /** A call or a verdict may name a card where none is taken: the engine ignores it. */
    @Override
    public Set<String> moreFormsThanListed() {
        return Set.of("verdict", "prophet_call");
    }
}
