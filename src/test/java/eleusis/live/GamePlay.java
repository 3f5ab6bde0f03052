package eleusis.live;

import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.express.ExpressSettings;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import eleusis.game.Game;
import eleusis.game.Outcome;
import eleusis.game.Viewer;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressGame;
import eleusis.rules.Rule;
import eleusis.game.eleusis.EleusisBot;
import eleusis.game.express.ExpressBot;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/** Computer players acting through a {@link LiveTable}, and a game's every view as one text to compare. */
public final class GamePlay {
    private static final ObjectMapper JSON = new ObjectMapper();

    private GamePlay() {}

    /** Plays up to {@code actions} bot actions (fewer if the game ends); returns how many. */
    public static int playEleusis(LiveTable<EleusisSettings, EleusisAction> game, Rule rule, int actions, long botSeed) {
        EleusisBot bot = new EleusisBot(botSeed, rule);
        return play(game, actions, (g, seat) -> bot.act((EleusisGame) g, seat));
    }

    public static int playExpress(LiveTable<ExpressSettings, ExpressAction> game, Rule rule, int actions, long botSeed) {
        ExpressBot bot = new ExpressBot(botSeed, List.of("card is red", "card.color != last.color", rule.source()));
        return play(game, actions, (g, seat) -> bot.act((ExpressGame) g, seat));
    }

    /** Submits what {@code bot} would do for the seat the game waits for, each as soon as the last is applied. */
    private static <A> int play(LiveTable<?, A> game, int actions, BiFunction<Game<A>, Integer, A> bot) {
        int n = 0;
        for (; n < actions && !game.over(); n++) {
            int seat = game.read(g -> g.waitingFor().get(0));
            A a = game.read(g -> bot.apply(g, seat));
            Outcome o = LiveTable.await(game.submit(seat, a));
            assertTrue(o.applied(), () -> "bot action refused: " + a + " " + o);
        }
        return n;
    }

    /** What every seat and a spectator see, the totals and the history, as JSON. */
    public static String snapshot(LiveTable<?, ?> game) {
        return game.read(GamePlay::snapshot);
    }

    public static String snapshot(Game<?> g) {
        Map<String, Object> all = new LinkedHashMap<>();
        for (int seat = 0; seat < g.players(); seat++) all.put("seat " + seat, g.view(new Viewer.Player(seat)));
        all.put("spectator", g.view(new Viewer.Spectator()));
        all.put("totals", g.totals());
        all.put("over", g.over());
        List<String> history = new ArrayList<>();
        g.history().forEach(r -> history.add(r.seat() + " " + r.action()));
        all.put("history", history);
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(all);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
