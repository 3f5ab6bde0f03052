package eleusis.store;

import eleusis.game.eleusis.EleusisType;
import eleusis.game.express.ExpressType;
import eleusis.game.ComputerPlayer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import eleusis.game.Game;
import eleusis.game.Judge;
import eleusis.game.Outcome;
import eleusis.game.eleusis.EleusisAction;
import eleusis.game.eleusis.EleusisGame;
import eleusis.game.eleusis.EleusisSettings;
import eleusis.game.express.ExpressAction;
import eleusis.game.express.ExpressGame;
import eleusis.game.express.ExpressSettings;
import eleusis.rules.Rule;
import java.util.function.BiFunction;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The computer standing in for absent students plays legal moves only, one card a turn, never a
 * guess or a prophet: left to play every seat, it plays each round until a hand is empty.
 */
class StandInsTest {
    private static Judge rule() {
        return new Judge.ByRule(Rule.compile("card.color != last.color").rule());
    }

    @ParameterizedTest(name = "Eleusis, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void eleusisStandInsPlayARoundToItsEnd(long seed) {
        EleusisGame g = EleusisGame.start(EleusisSettings.standard(4, rule()), seed);
        playRound(g, (game, seat) -> EleusisType.TYPE.computerPlayer().move(game, seat, ComputerPlayer.moveSeed(game, seat)));
    }

    @ParameterizedTest(name = "Express, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void expressStandInsPlayARoundToItsEnd(long seed) {
        ExpressGame g = ExpressGame.start(ExpressSettings.standard(4, rule()), seed);
        playRound(g, (game, seat) -> ExpressType.TYPE.computerPlayer().move(game, seat, ComputerPlayer.moveSeed(game, seat)));
    }

    private static <A> void playRound(Game<A> g, BiFunction<Game<A>, Integer, A> standIn) {
        int plays = 0;
        for (int step = 0; step < 2_000; step++) {
            int seat = g.waitingFor().get(0);
            if (!g.allowed(seat).contains("play") && !g.allowed(seat).contains("end_turn")) break; // the round is over
            A move = standIn.apply(g, seat);
            assertNotNull(move, "a stand-in always has a move on its turn: " + g.allowed(seat));
            String kind = move.getClass().getSimpleName();
            assertTrue(kind.equals("Play") || kind.equals("EndTurn"), "only plays and ends of turn: " + move);
            if (kind.equals("Play")) plays++;
            Outcome o = g.apply(seat, move);
            assertTrue(o.applied(), "a legal move: " + o);
        }
        assertTrue(g.allowed(g.waitingFor().isEmpty() ? 0 : g.waitingFor().get(0)).stream().noneMatch(k -> k.equals("play")),
                "the round ended");
        assertTrue(plays > 10, "cards were played: " + plays);
        assertEquals(g.history().size(), g.history().stream().filter(r -> r.action() instanceof EleusisAction.Play
                || r.action() instanceof EleusisAction.EndTurn || r.action() instanceof ExpressAction.Play
                || r.action() instanceof ExpressAction.EndTurn).count());
    }
}
