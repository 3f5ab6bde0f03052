package eleusis.game.eleusis;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.ComputerPlayer;
import eleusis.game.Judge;
import eleusis.game.RuleGameType;
import eleusis.game.StandIn;
import java.util.List;

/** Eleusis in the catalogue: prophet, markers, sudden death; strings of up to four cards. */
public final class EleusisType extends RuleGameType<EleusisSettings, EleusisAction> {
    public static final EleusisType TYPE = new EleusisType();

    private static final ComputerPlayer<EleusisAction> STAND_IN = new StandIn<>(
            v -> ((EleusisView) v).hand() == null ? List.of() : ((EleusisView) v).hand().stream().map(EleusisView.CardView::id).toList(),
            card -> new EleusisAction.Play(List.of(card)), new EleusisAction.EndTurn());

    private static final ComputerPlayer<EleusisAction> SCIENTIST = EleusisScientist.atTable();

    private EleusisType() {}

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

    @Override public ComputerPlayer<EleusisAction> computerPlayer() { return STAND_IN; }

    @Override public ComputerPlayer<EleusisAction> scientist() { return SCIENTIST; }

    /** A machine scientist in every seat, who sees what a player sees (never the rule). */
    @Override
    public SimulatedPlayers<EleusisAction> simulation(EleusisSettings settings, long seed) {
        requireSecretRule(settings.judges().get(0));
        return scientists(EleusisScientist.simulated(), STAND_IN);
    }
}
