package eleusis.game.eleusis;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.Judge;
import eleusis.game.RuleGameType;
import eleusis.game.StandIn;
import java.util.List;

/** Eleusis in the catalogue: prophet, markers, sudden death; strings of up to four cards. */
public final class EleusisType extends RuleGameType<EleusisSettings, EleusisAction> {
    public static final EleusisType TYPE = new EleusisType();

    private EleusisType() {
        super(new StandIn<>(
                v -> ((EleusisView) v).hand() == null ? List.of() : ((EleusisView) v).hand().stream().map(EleusisView.CardView::id).toList(),
                card -> new EleusisAction.Play(List.of(card)), new EleusisAction.EndTurn()),
                EleusisScientist::atTable, EleusisScientist::simulated);
    }

    @Override public String id() { return "eleusis"; }

    @Override public String title() { return "Eleusis"; }

    /** A prophet needs two other players still in the round besides the dealer: three students. */
    @Override public int fullStudents() { return 3; }

    @Override
    protected EleusisSettings standard(int players, Judge judge) { return EleusisSettings.standard(players, judge); }

    @Override public String encodeSettings(EleusisSettings settings) { return EleusisCodec.encodeSettings(settings); }

    @Override public EleusisSettings decodeSettings(String json) { return EleusisCodec.decodeSettings(json); }

    @Override public Class<EleusisAction> actionType() { return EleusisAction.class; }

    @Override public String encode(EleusisAction action) { return EleusisCodec.encode(action); }

    @Override public EleusisAction decode(JsonNode json) { return EleusisCodec.decode(json); }

    @Override public EleusisGame start(EleusisSettings settings, long seed) { return EleusisGame.start(settings, seed); }
}
