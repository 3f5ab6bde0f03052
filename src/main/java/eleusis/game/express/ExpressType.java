package eleusis.game.express;

import com.fasterxml.jackson.databind.JsonNode;
import eleusis.game.GameJson;
import eleusis.game.Judge;
import eleusis.game.RuleGameType;
import eleusis.game.StandIn;
import java.util.List;

/** Eleusis Express in the catalogue: Golden's classroom version, guesses judged by exact equivalence. */
public final class ExpressType extends RuleGameType<ExpressSettings, ExpressAction> {
    public static final ExpressType TYPE = new ExpressType();

    /** Its machine scientists also guess, in the rule language. */
    private ExpressType() {
        super(new StandIn<>(
                v -> ((ExpressView) v).hand() == null ? List.of() : ((ExpressView) v).hand().stream().map(ExpressView.CardView::id).toList(),
                ExpressAction.Play::new, new ExpressAction.EndTurn()),
                ExpressScientist::atTable, ExpressScientist::simulated);
    }

    @Override public String id() { return "express"; }

    @Override public String title() { return "Eleusis Express"; }

    @Override
    protected ExpressSettings standard(int players, Judge judge) { return ExpressSettings.standard(players, judge); }

    @Override public String encodeSettings(ExpressSettings settings) { return ExpressCodec.encodeSettings(settings); }

    @Override public ExpressSettings decodeSettings(String json) { return ExpressCodec.decodeSettings(json); }

    @Override public Class<ExpressAction> actionType() { return ExpressAction.class; }

    @Override public String encode(ExpressAction action) { return ExpressCodec.encode(action); }

    @Override public ExpressAction decode(JsonNode json) { return ExpressCodec.decode(json); }

    /** A stored guess may carry the judgement the game recorded; a player's never does. */
    @Override
    public ExpressAction decodeStored(String json) {
        return ExpressCodec.decodeStored(GameJson.parse(json, "the action", GameJson.MAX_ACTION_CHARS));
    }

    @Override public ExpressGame start(ExpressSettings settings, long seed) { return ExpressGame.start(settings, seed); }
}
